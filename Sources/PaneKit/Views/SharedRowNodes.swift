/// A list row's node as built, shared by the pages of one host that show the same row (issue 18,
/// D-82).
///
/// A row's nodes are most of what a page keeps of its list (about 1.8 KB a row: ids, texts,
/// arrays); ids come from structure, so the same message at the same place builds equal nodes in
/// every page, and one copy serves them all. The row memo holds the shared row with its entry.
final class SharedRowNodes: Sendable {
    /// The row's node.
    let node: ViewNode

    private init(_ node: ViewNode) { self.node = node }

    /// The row equal to `node` in `shared`: another page's, or `node` from now on; `node` alone
    /// when the page shares nothing.
    static func share(_ node: ViewNode, in shared: SharedNodes?) -> SharedRowNodes {
        guard let shared else { return SharedRowNodes(node) }
        return shared.rows.object(for: node) { SharedRowNodes(node) }
    }
}
