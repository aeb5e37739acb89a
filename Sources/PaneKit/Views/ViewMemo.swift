/// The nodes a controller's `Equatable` views built last time, by position, so a view equal to
/// the one built there before is not built again (like SwiftUI's `EquatableView`): its nodes and
/// actions are reused. ``ForEach`` consults it for each element's view.
///
/// Entries live one build: what a build does not reach again is forgotten.
final class ViewMemo {
    struct Entry {
        let view: any Equatable
        /// Text fields read the focus, so an entry holds only while it is the same.
        let focusedNode: NodeID?
        let rowsShowDisclosure: Bool
        let nodes: [ViewNode]
        let actions: [(id: NodeID, action: ActionTable.Action)]
    }

    private var previous: [NodeID: Entry] = [:]
    private var current: [NodeID: Entry] = [:]

    /// Builds `view` at `context`, or reuses what an equal view built there last time.
    func nodes(of view: any View, in context: ViewBuildContext) -> [ViewNode] {
        guard let equatable = view as? any Equatable else { return view.makeNodes(in: context) }
        let focus = context.actions.focusedNode
        if let entry = previous[context.id], entry.focusedNode == focus,
           entry.rowsShowDisclosure == context.rowsShowDisclosure, Self.equal(equatable, entry.view) {
            context.actions.replay(entry.actions)
            current[context.id] = entry
            return entry.nodes
        }
        let mark = context.actions.mark
        let nodes = view.makeNodes(in: context)
        current[context.id] = Entry(view: equatable, focusedNode: focus, rowsShowDisclosure: context.rowsShowDisclosure,
                                    nodes: nodes, actions: context.actions.recorded(since: mark))
        return nodes
    }

    /// Ends a build: entries it did not use are dropped.
    func finishBuild() {
        previous = current
        current = [:]
        current.reserveCapacity(previous.count)
    }

    private static func equal<T: Equatable>(_ view: T, _ other: any Equatable) -> Bool {
        guard let other = other as? T else { return false }
        return view == other
    }
}
