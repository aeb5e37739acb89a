/// The list rows the pages of one host build, each kept once for all of them (D-82).
///
/// Pages of one app build the same rows: ids come from structure, so the same message at the
/// same place builds equal nodes in every page. A host that runs many pages (a server) makes one
/// table and gives it to each page's ``Window/sharedNodes``; a window without one keeps its own
/// rows. A row taken from the table is equal to the one the page would have built, so sharing
/// changes no Scene, only memory — and two hosts in one process, each with its own table, share
/// nothing.
public final class SharedNodes: Sendable {
    let rows = InternTable<ViewNode, SharedRowNodes>()

    /// An empty table.
    public init() {}

    /// How many rows the table holds.
    public var rowCount: Int { rows.count }
}
