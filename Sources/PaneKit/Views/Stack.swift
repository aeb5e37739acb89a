/// Views arranged vertically.
public struct VStack: View {
    /// The stacked views, top first.
    public var content: ViewGroup
    /// Points between the views; nil for the platform's.
    public var spacing: Double?
    /// Where the views sit across the stack; nil for the platform's content layout (each as wide
    /// as the stack, its text leading).
    public var alignment: StackAlignment?

    /// A vertical stack of the views the closure builds, like SwiftUI's `VStack`.
    public init(alignment: StackAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.content = content()
        self.spacing = spacing
        self.alignment = alignment
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.vertical, spacing: spacing, alignment: alignment), children: content.makeNodes(in: context))]
    }
}

/// Views arranged horizontally, leading to trailing.
public struct HStack: View {
    /// The stacked views, leading first.
    public var content: ViewGroup
    /// Points between the views; nil for the platform's.
    public var spacing: Double?
    /// Where the views sit across the stack; nil for the platform's (centered).
    public var alignment: StackAlignment?

    /// A horizontal stack of the views the closure builds, like SwiftUI's `HStack`.
    public init(alignment: StackAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.content = content()
        self.spacing = spacing
        self.alignment = alignment
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.horizontal, spacing: spacing, alignment: alignment), children: content.makeNodes(in: context))]
    }
}
