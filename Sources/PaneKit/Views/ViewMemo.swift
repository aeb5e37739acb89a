/// The nodes a controller's `Equatable` views built last time, by position, so a view equal to
/// the one built there before is not built again (like SwiftUI's `EquatableView`): its nodes and
/// actions are reused. ``ForEach`` consults it for each element's view.
///
/// Entries live one build: what a build does not reach again is forgotten.
final class ViewMemo {
    struct Entry {
        /// The view, in a ``Box`` of its type, which `viewType` names: telling whether it is a `V`
        /// compares two pointers, where a runtime cast cost more than comparing the views.
        let view: AnyObject
        let viewType: ObjectIdentifier
        /// Text fields read the focus, so an entry holds only while it is the same.
        let focusedNode: NodeID?
        /// Row actions built in full under it, if any (``RowActions``).
        let revealedActions: NodeID?
        let rowsShowDisclosure: Bool
        let nodes: [ViewNode]
        let actions: [(id: NodeID, action: ActionTable.Action)]
    }

    private var entries = BuildOrderTable<NodeID, Entry>()
    /// The rows other pages of the window's host built, to keep equal ones once (D-82).
    var sharedNodes: SharedNodes?
    /// The rows each `ForEach` in a list built last time, by the `ForEach`'s position.
    private var rowTables = BuildOrderTable<NodeID, RowTable>()

    /// Builds `view` at `context`, or reuses what an equal view built there last time. The
    /// view's type is known here, so comparing costs no dynamic cast to `Equatable`. (Named
    /// apart from ``nodes(of:in:)``: Swift prefers a non-generic overload, which would box the
    /// view and cast it.)
    func nodes<V: View & Equatable>(ofEquatable view: V, in context: ViewBuildContext) -> [ViewNode] {
        reused(at: context, where: { Self.equal(view, $0) }) ?? built(view, at: context)
    }

    /// Builds `view` at `context`, or reuses what an equal view built there last time, when it
    /// is `Equatable`.
    func nodes(of view: any View, in context: ViewBuildContext) -> [ViewNode] {
        guard let equatable = view as? any Equatable else { return view.makeNodes(in: context) }
        return reused(at: context, where: { Self.equal(equatable, $0) }) ?? built(view, at: context)
    }

    /// Ends a build: entries it did not use are dropped.
    func finishBuild() {
        entries.finish()
        rowTables.finish()
    }

    /// The rows the `ForEach` at `id` built last time, to look its rows up in as it builds them
    /// again (``RowTable/finish()`` when done).
    func rowTable(at id: NodeID) -> RowTable {
        let table = rowTables.value(for: id) ?? RowTable()
        rowTables.keep(table, for: id)
        return table
    }

    /// The row of `view` tagged `tag` in the list being built at `context` (a ``ForEach``'s
    /// position), reused whole from `table` while the view is equal to last time's and nothing
    /// else it depends on changed: no id is made, no memo looked up by id, no node built. A row
    /// whose selection alone changed keeps its content and gets a row node of its own. In a list
    /// of 200 rows where one changed, the other 199 cost a comparison each (D-80).
    func row<V: View & Equatable>(ofEquatable view: V, tag: String, in context: ViewBuildContext, table: RowTable) -> ViewNode {
        let isSelected = context.list?.isSelected(tag) == true
        if let entry = table.entries.value(for: tag), ObjectIdentifier(type(of: entry)) == table.entryType(ViewRowEntry<V>.self),
           table.lastBuild?.conditions.hold(for: entry.shared.node.id, in: context) == true,
           view == unsafeDowncast(entry, to: ViewRowEntry<V>.self).view {
            // The newer of two equal views: what built it (a value row's source) is let go.
            unsafeDowncast(entry, to: ViewRowEntry<V>.self).view = view
            return reuse(entry, tag: tag, isSelected: isSelected, in: context, table: table)
        }
        let rowContext = context.child(tag)
        let mark = context.actions.mark
        // Built without an entry of its own in the memo: the row's entry holds the view and its
        // nodes, and holds under every condition that entry would.
        // The same row in another page built equal nodes: one copy serves both (D-82).
        let shared = SharedRowNodes.share(rowContext.rowNode(tag: tag, children: view.makeNodes(in: rowContext.child("0"))),
                                           in: sharedNodes)
        table.entries.keep(ViewRowEntry(view: view, shared: shared,
                                        actions: context.actions.recorded(since: mark)), for: tag)
        return shared.node
    }

    /// The rows of the last build of the ``ForEach`` that `table` is for, as they are, when its
    /// token is the one that build had and nothing else a row depends on changed (the focused
    /// field, revealed row actions, disclosure): each row's actions registered again, a row whose
    /// selection changed given a row node of its own. Nil when they cannot be reused so.
    func rows(unchangedSince token: AnyObject, count: Int, in context: ViewBuildContext, table: RowTable) -> [ViewNode]? {
        guard let last = table.lastBuild, last.token === token, last.conditions == RowConditions(context),
              table.entries.previous.count == count else { return nil }
        var rows: [ViewNode] = []
        rows.reserveCapacity(count)
        let list = context.list
        for entry in table.entries.previous {
            let tag = entry.tag
            rows.append(reuse(entry, tag: tag, isSelected: list?.isSelected(tag) == true, in: context, table: table))
        }
        return rows
    }

    /// A row reused as last build left it: its actions registered again, a row node of its own
    /// when its selection changed, kept for the next build.
    private func reuse(_ entry: RowEntry, tag: String, isSelected: Bool, in context: ViewBuildContext, table: RowTable) -> ViewNode {
        context.actions.replay(entry.actions)
        if entry.isSelected != isSelected {
            var node = entry.shared.node
            node.kind = .row(tag: tag, isSelected: isSelected, showsDisclosure: context.rowsShowDisclosure)
            entry.shared = SharedRowNodes.share(node, in: sharedNodes)
        }
        table.entries.keep(entry, for: tag)
        return entry.shared.node
    }

    /// What one ``ForEach`` of `Equatable` views built of a list's rows, by tag.
    final class RowTable {
        fileprivate var entries = BuildOrderTable<String, RowEntry>(keyedBy: \.tag)
        /// The token of the last build, if it had one, and what its rows depended on besides
        /// their views: every entry it kept was built or reused under them, so the table holds
        /// them once, not each entry (32 bytes a row).
        fileprivate var lastBuild: (token: AnyObject?, conditions: RowConditions)?

        /// Notes a build that went through the rows one by one.
        func built(with token: AnyObject?, in context: ViewBuildContext) {
            lastBuild = (token, RowConditions(context))
        }
        /// The class of this build's entries, looked up once a build: `ViewRowEntry<V>` of a
        /// generic `V` is found in the runtime's metadata cache at each mention (about 200
        /// instructions, for every row).
        private var knownEntryType: ObjectIdentifier?

        fileprivate func entryType(_ type: @autoclosure () -> RowEntry.Type) -> ObjectIdentifier {
            if let knownEntryType { return knownEntryType }
            let made = ObjectIdentifier(type())
            knownEntryType = made
            return made
        }

        /// Ends the `ForEach`'s build: the rows it did not build again are dropped.
        func finish() {
            entries.finish()
            knownEntryType = nil
        }
    }

    /// What a list's rows depend on besides their views: the focused text field, the row
    /// actions built in full, whether rows show a disclosure indicator.
    fileprivate struct RowConditions: Equatable {
        let focusedNode: NodeID?
        let revealedActions: NodeID?
        let rowsShowDisclosure: Bool

        init(_ context: ViewBuildContext) {
            focusedNode = context.actions.focusedNode
            revealedActions = context.actions.revealedActions
            rowsShowDisclosure = context.rowsShowDisclosure
        }

        /// Whether a row at `id` built under these conditions holds under `context`'s: revealed
        /// row actions elsewhere do not change it.
        func hold(for id: NodeID, in context: ViewBuildContext) -> Bool {
            guard focusedNode == context.actions.focusedNode, rowsShowDisclosure == context.rowsShowDisclosure else { return false }
            return revealedActions == context.actions.revealedActions
                || ActionTable.revealed(revealedActions, within: id) == context.actions.revealedActions(within: id)
        }
    }

    /// A list row as it was built: its node and its actions (what else decided it, its table
    /// holds). A class: the table moves a reference per row from one build to the next, not the
    /// entry.
    fileprivate class RowEntry {
        /// The row's node, shared with the pages that show the same row (D-82); held so that it
        /// stays shared.
        var shared: SharedRowNodes
        let actions: [(id: NodeID, action: ActionTable.Action)]

        /// The row's tag, which its node carries.
        var tag: String {
            guard case .row(let tag, _, _) = shared.node.kind else { return "" }
            return tag
        }

        /// Whether the row is drawn selected, which its node says.
        var isSelected: Bool {
            guard case .row(_, let isSelected, _) = shared.node.kind else { return false }
            return isSelected
        }

        init(shared: SharedRowNodes, actions: [(id: NodeID, action: ActionTable.Action)]) {
            self.shared = shared
            self.actions = actions
        }
    }

    /// A row's entry with its view, held as it is (its class names the view's type).
    fileprivate final class ViewRowEntry<V>: RowEntry {
        var view: V

        init(view: V, shared: SharedRowNodes, actions: [(id: NodeID, action: ActionTable.Action)]) {
            self.view = view
            super.init(shared: shared, actions: actions)
        }
    }

    private func reused(at context: ViewBuildContext, where isEqual: (Entry) -> Bool) -> [ViewNode]? {
        guard let entry = entries.value(for: context.id), entry.focusedNode == context.actions.focusedNode,
              entry.revealedActions == context.actions.revealedActions(within: context.id),
              entry.rowsShowDisclosure == context.rowsShowDisclosure, isEqual(entry) else { return nil }
        context.actions.replay(entry.actions)
        entries.keep(entry, for: context.id)
        return entry.nodes
    }

    private func built<V: View>(_ view: V, at context: ViewBuildContext) -> [ViewNode] {
        let mark = context.actions.mark
        let nodes = view.makeNodes(in: context)
        entries.keep(Entry(view: Box(view), viewType: ObjectIdentifier(V.self), focusedNode: context.actions.focusedNode,
                                    revealedActions: context.actions.revealedActions(within: context.id),
                                    rowsShowDisclosure: context.rowsShowDisclosure,
                                    nodes: nodes, actions: context.actions.recorded(since: mark)), for: context.id)
        return nodes
    }

    private static func equal<T: Equatable>(_ view: T, _ entry: Entry) -> Bool {
        guard entry.viewType == ObjectIdentifier(T.self) else { return false }
        return view == unsafeDowncast(entry.view, to: Box<T>.self).value
    }

    /// A view kept in an entry.
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
