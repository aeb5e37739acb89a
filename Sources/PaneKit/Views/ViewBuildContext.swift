/// Where a view is being built: its node id, and the table that receives its actions.
public struct ViewBuildContext {
    /// The id the node built here gets.
    public let id: NodeID
    let actions: ActionTable
    /// The list whose rows are being built, if any: rows report selection to it.
    let list: ListContext?

    init(id: NodeID, actions: ActionTable, list: ListContext? = nil) {
        self.id = id
        self.actions = actions
        self.list = list
    }

    /// The context of the structural child at `position`.
    public func child(_ position: String) -> ViewBuildContext {
        ViewBuildContext(id: id.child(position), actions: actions, list: list)
    }

    /// Registers what a tap on the node at this position does.
    public func onTap(_ action: @escaping () -> Void) {
        actions.register(.tap(action), for: id)
    }

    func inList(_ list: ListContext) -> ViewBuildContext {
        ViewBuildContext(id: id, actions: actions, list: list)
    }

    /// A row node for the current list, selected when `tag` is the list's selection.
    func rowNode(tag: String, children: [ViewNode]) -> ViewNode {
        ViewNode(id: id, kind: .row(tag: tag, isSelected: list?.selection == tag), children: children)
    }
}

/// The list a row belongs to while it is built.
struct ListContext {
    let id: NodeID
    let selection: String?
}
