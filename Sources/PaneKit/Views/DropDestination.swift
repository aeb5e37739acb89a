/// A place a row dragged out of a reorderable list can be dropped on, like SwiftUI's
/// `dropDestination(for:action:)`: dropping the row with tag `tag` calls `onDrop(tag)`. The
/// renderer lets a row dragged from a list in the same sheet or screen land here. UIKit's
/// Configure screen uses one per tab bar item (D-65).
public struct DropDestination: View {
    /// The tags of the rows it accepts.
    public var accepting: Set<String>
    /// Called with the tag of the row dropped on it.
    public var onDrop: (String) -> Void
    /// What it draws.
    public var content: ViewGroup

    /// A drop destination for rows whose tag is in `accepting`, drawn as `content`.
    public init(accepting: Set<String>, onDrop: @escaping (String) -> Void, @ViewBuilder content: () -> ViewGroup) {
        self.accepting = accepting
        self.onDrop = onDrop
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let onDrop = self.onDrop
        context.actions.register(.move(tags: RowTags(accepting), count: 1) { tag, _ in onDrop(tag) }, for: context.id.system("drop"))
        return [ViewNode(id: context.id, kind: .dropDestination, children: content.makeNodes(in: context.child("0")))]
    }
}
