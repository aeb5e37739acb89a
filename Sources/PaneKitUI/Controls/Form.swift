import PaneKit

/// Controls grouped for data entry, as SwiftUI's `Form`: its sections and rows one above the
/// other; on iPhone and iPad loose text fields are rows separated by hairlines.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content

    /// A form of what `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return [PaneKit.Form {}.holding(children)]
    }
}
