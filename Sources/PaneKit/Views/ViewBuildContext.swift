/// Where a view is being built: its node id, and the table that receives its actions.
public struct ViewBuildContext {
    /// The id the node built here gets.
    public let id: NodeID
    let actions: ActionTable
    /// The list whose rows are being built, if any: rows report selection to it.
    let list: ListContext?
    /// Rows push another screen when selected and draw a chevron (SB-6).
    let rowsShowDisclosure: Bool
    /// What the controller's `Equatable` views built last time, to reuse.
    let memo: ViewMemo?

    init(id: NodeID, actions: ActionTable, list: ListContext? = nil, rowsShowDisclosure: Bool = false, memo: ViewMemo? = nil) {
        self.id = id
        self.actions = actions
        self.list = list
        self.rowsShowDisclosure = rowsShowDisclosure
        self.memo = memo
    }

    /// The context of the structural child at `position`.
    public func child(_ position: String) -> ViewBuildContext {
        ViewBuildContext(id: id.child(position), actions: actions, list: list, rowsShowDisclosure: rowsShowDisclosure, memo: memo)
    }

    /// The nodes of `view` here; an `Equatable` view equal to the one built here last time
    /// reuses its nodes (``ForEach`` elements).
    func nodes(of view: any View) -> [ViewNode] {
        memo?.nodes(of: view, in: self) ?? view.makeNodes(in: self)
    }

    /// The nodes of an `Equatable` view here, reused while it equals the one built here last time.
    func nodes<V: View & Equatable>(ofEquatable view: V) -> [ViewNode] {
        memo?.nodes(ofEquatable: view, in: self) ?? view.makeNodes(in: self)
    }

    /// Registers what a tap on the node at this position does.
    public func onTap(_ action: @escaping () -> Void) {
        actions.register(.tap(action), for: id)
    }

    /// This position with actions that go nowhere (``Disabled`` content).
    func withoutActions() -> ViewBuildContext {
        // No memo either: nodes reused later must not bring back actions recorded here.
        ViewBuildContext(id: id, actions: ActionTable(focusedNode: actions.focusedNode, revealedActions: actions.revealedActions), list: list,
                         rowsShowDisclosure: rowsShowDisclosure, memo: nil)
    }

    func inList(_ list: ListContext) -> ViewBuildContext {
        ViewBuildContext(id: id, actions: actions, list: list, rowsShowDisclosure: rowsShowDisclosure, memo: memo)
    }

    /// A row node for the current list, selected when `tag` is the list's selection.
    func rowNode(tag: String, children: [ViewNode]) -> ViewNode {
        ViewNode(id: id, kind: .row(tag: tag, isSelected: list?.isSelected(tag) == true, showsDisclosure: rowsShowDisclosure),
                 children: children)
    }
}

/// The list a row belongs to while it is built.
struct ListContext {
    let id: NodeID
    /// The tags of the selected rows.
    let selected: Set<String>
    /// The selected row's tag when it is the only one (the usual case), compared without hashing.
    private let single: String?

    init(id: NodeID, selected: Set<String>) {
        self.id = id
        self.selected = selected
        single = selected.count == 1 ? selected.first : nil
    }

    /// Whether the row tagged `tag` is selected.
    func isSelected(_ tag: String) -> Bool {
        if let single { return single == tag }
        return !selected.isEmpty && selected.contains(tag)
    }
}
