import Synchronization

/// One copy of a list row's nodes for every page that shows the same row (issue 18, D-82).
///
/// Pages of one app show the same rows: ids come from structure, so the same message at the same
/// place builds equal nodes in every page. A row's nodes are most of what a page keeps (about
/// 1.8 KB a row: ids, texts, arrays), so a newly built row's nodes are looked up here by value,
/// and an equal copy another page holds is used in place of them. Nodes are values: an equal
/// copy is the same row, and no page can change another's.
///
/// An entry lives while a page holds its ``Holder``: the row memo keeps it with the row. Entries
/// only the table holds are swept as the table grows, so the table never keeps rows no page
/// shows for long.
final class SharedRowNodes: Sendable {
    /// The table every page's lists share.
    static let rows = SharedRowNodes()

    /// What a page keeps to say it holds a shared row: the nodes, once.
    final class Holder: Sendable {
        let nodes: [ViewNode]
        init(_ nodes: [ViewNode]) { self.nodes = nodes }
    }

    private struct Table {
        var holders: [[ViewNode]: Holder] = [:]
        /// The count at which the next sweep runs: twice the count the last one left.
        var sweepAt = 1024
    }

    private let table = Mutex(Table())

    /// The shared holder of nodes equal to `nodes`: another page's, or a new one.
    func share(_ nodes: [ViewNode]) -> Holder {
        table.withLock { table in
            if let index = table.holders.index(forKey: nodes) { return table.holders.values[index] }
            if table.holders.count >= table.sweepAt { Self.sweep(&table) }
            let holder = Holder(nodes)
            table.holders[nodes] = holder
            return holder
        }
    }

    /// How many rows the table holds (tests).
    var count: Int { table.withLock { $0.holders.count } }

    /// Drops the rows no page holds any more.
    private static func sweep(_ table: inout Table) {
        var unused: [[ViewNode]] = []
        var index = table.holders.startIndex
        while index != table.holders.endIndex {
            if isKnownUniquelyReferenced(&table.holders.values[index]) { unused.append(table.holders.keys[index]) }
            index = table.holders.index(after: index)
        }
        for nodes in unused { table.holders[nodes] = nil }
        table.sweepAt = max(1024, table.holders.count * 2)
    }
}
