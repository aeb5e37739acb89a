/// Views arranged vertically.
public struct VStack: View {
    public var content: ViewGroup

    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.vertical), children: content.makeNodes(in: context))]
    }
}

/// Views arranged horizontally, leading to trailing.
public struct HStack: View {
    public var content: ViewGroup

    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .stack(.horizontal), children: content.makeNodes(in: context))]
    }
}
