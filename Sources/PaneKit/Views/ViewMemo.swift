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
