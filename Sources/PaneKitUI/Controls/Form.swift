import PaneKit

/// Controls grouped for data entry, as SwiftUI's `Form`: its sections and rows one above the
/// other (PaneKit draws a form's controls as a stack).
public struct Form<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content

    /// A form of what `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        let children = context.resolve(content, at: "0")
        return [PaneKit.VStack { PaneKit.ViewGroup(children) }]
    }
}
