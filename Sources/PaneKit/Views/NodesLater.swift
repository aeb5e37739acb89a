/// A row's content kept as the view that builds it, not as its nodes (D-76): a page keeps a
/// reference per row instead of the row's node tree, and builds the nodes when they are read —
/// when the row changed and the renderer compares it, or when it is sent. Only views whose build
/// registered no action are kept so (an action needs its node at every build); their builds
/// depend on the view and the place alone.
///
/// Built and read on the page's own executor, like the rest of its Scene; the view it holds is
/// never shared with another page.
package final class NodesLater: @unchecked Sendable {
    private let view: any View
    private let sameView: (any View) -> Bool
    /// Where the content is built: its id, and the list and disclosure it is built in.
    private let id: NodeID
    private let list: ListContext?
    private let rowsShowDisclosure: Bool
    /// The nodes of the build that made this, kept until they are first read: the render after
    /// that build reads them instead of building again, and the page keeps none.
    private var built: [ViewNode]?

    init<V: View & Equatable>(view: V, builtIn context: ViewBuildContext, nodes: [ViewNode]) {
        self.view = view
        sameView = { ($0 as? V) == view }
        id = context.id
        list = context.list
        rowsShowDisclosure = context.rowsShowDisclosure
        built = nodes
    }

    /// The nodes: those of the build that made this the first time, built now after that.
    package var nodes: [ViewNode] {
        if let built {
            self.built = nil
            return built
        }
        // No memo, no focus, no revealed actions: what the build that chose to keep the view
        // saw (``ViewMemo``); the actions table is a scratch one, as it records nothing.
        return view.makeNodes(in: ViewBuildContext(id: id, actions: ActionTable(), list: list,
                                                   rowsShowDisclosure: rowsShowDisclosure))
    }

    /// Whether `other` builds what this builds: the same place and an equal view.
    func buildsTheSame(as other: NodesLater) -> Bool {
        self === other || (id == other.id && rowsShowDisclosure == other.rowsShowDisclosure && sameView(other.view))
    }
}
