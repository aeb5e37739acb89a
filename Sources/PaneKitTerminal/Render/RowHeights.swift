import PaneKit

/// The rows a list row takes at a width, kept between frames: measuring a row wraps its text,
/// and a frame measures every row of a list (to scroll) though it paints only those on screen.
///
/// Kept by the row's id and checked against the row itself: hashing whole rows costs more than
/// measuring them, while comparing a row with the one kept is quick when the core reused it (its
/// strings are the same storage, D-82).
public final class RowHeights: @unchecked Sendable {
    private struct Key: Hashable {
        let id: NodeID
        let width: Int
        let ambiguousWidth: Int
    }
    private var heights: [Key: (row: ViewNode, height: Int)] = [:]
    /// The most rows kept; past it the table starts again (lists show a window of rows).
    private let limit: Int

    /// An empty table that keeps at most `limit` rows.
    public init(limit: Int = 4_000) { self.limit = limit }

    func height(of row: ViewNode, width: Int, ambiguousWidth: Int, measure: () -> Int) -> Int {
        let key = Key(id: row.id, width: width, ambiguousWidth: ambiguousWidth)
        if let kept = heights[key], kept.row == row { return kept.height }
        let height = measure()
        if heights.count >= limit { heights.removeAll(keepingCapacity: true) }
        heights[key] = (row, height)
        return height
    }
}
