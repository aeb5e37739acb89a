import PaneKit

/// The tags and titles of a list's rows, kept between frames: collecting them walks every row,
/// while comparing the rows with those kept is quick when the core reused them (D-82).
final class ListTags: @unchecked Sendable {
    private var kept: [NodeID: (rows: [ViewNode], tags: [String], titles: [String])] = [:]

    func tags(of list: ViewNode, collect: () -> ([String], [String])) -> (tags: [String], titles: [String]) {
        if let entry = kept[list.id], entry.rows == list.children { return (entry.tags, entry.titles) }
        let (tags, titles) = collect()
        // A few lists show at once; a table of every list ever shown is not needed.
        if kept.count >= 16 { kept.removeAll(keepingCapacity: true) }
        kept[list.id] = (list.children, tags, titles)
        return (tags, titles)
    }
}
