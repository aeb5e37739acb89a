import PaneKit

/// Views one above the other, as SwiftUI's `VStack` (alignment and spacing are the renderer's).
public struct VStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    /// A stack of what `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return [PaneKit.VStack {}.holding(children)]
    }
}

/// Views side by side, as SwiftUI's `HStack` (alignment and spacing are the renderer's).
public struct HStack<Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let content: Content
    /// A row of what `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return [PaneKit.HStack {}.holding(children)]
    }
}

/// Where a vertical stack lines its views up; accepted and left to the renderer.
public enum HorizontalAlignment: Sendable, Hashable {
    /// Along the leading edge.
    case leading
    /// In the middle.
    case center
    /// Along the trailing edge.
    case trailing
}

/// Where a horizontal stack lines its views up; accepted and left to the renderer.
public enum VerticalAlignment: Sendable, Hashable {
    /// Along the top.
    case top
    /// In the middle.
    case center
    /// Along the bottom.
    case bottom
    /// On the first line of text.
    case firstTextBaseline
}
