/// A list row's node as built, shared by every page that shows the same row (issue 18, D-82).
///
/// A row's nodes are most of what a page keeps of its list (about 1.8 KB a row: ids, texts,
/// arrays); ids come from structure, so the same message at the same place builds equal nodes in
/// every page, and one copy serves them all. The row memo holds the shared row with its entry.
final class SharedRowNodes: Sendable {
    /// The row's node.
    let node: ViewNode

    private init(_ node: ViewNode) { self.node = node }

    /// Every page's rows.
    private static let table = InternTable<ViewNode, SharedRowNodes>()

    /// The shared row equal to `node`: another page's, or `node` from now on.
    static func share(_ node: ViewNode) -> SharedRowNodes {
        table.object(for: node) { SharedRowNodes(node) }
    }
}
