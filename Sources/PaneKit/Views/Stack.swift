/// Views arranged vertically.
public struct VStack: View {
    /// The stacked views, top first.
    public var content: ViewGroup

    /// A vertical stack of the views the closure builds, like SwiftUI's `VStack`.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.vertical), children: content.makeNodes(in: context))]
    }
}

/// Views arranged horizontally, leading to trailing.
public struct HStack: View {
    /// The stacked views, leading first.
    public var content: ViewGroup

    /// A horizontal stack of the views the closure builds, like SwiftUI's `HStack`.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.horizontal), children: content.makeNodes(in: context))]
    }
}
