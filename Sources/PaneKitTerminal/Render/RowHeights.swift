import PaneKit

/// The rows a list row takes at a width, kept between frames: measuring a row wraps its text,
/// and a frame measures every row of a list (to scroll) though it paints only those on screen.
/// A row's height depends only on the row and the width, so the row itself is the key.
public final class RowHeights: @unchecked Sendable {
    private struct Key: Hashable {
        let row: ViewNode
        let width: Int
        let ambiguousWidth: Int
    }
    private var heights: [Key: Int] = [:]
    /// The most rows kept; past it the table starts again (lists show a window of rows).
    private let limit: Int

    /// An empty table that keeps at most `limit` rows.
    public init(limit: Int = 4_000) { self.limit = limit }

    func height(of row: ViewNode, width: Int, ambiguousWidth: Int, measure: () -> Int) -> Int {
        let key = Key(row: row, width: width, ambiguousWidth: ambiguousWidth)
        if let height = heights[key] { return height }
        let height = measure()
        if heights.count >= limit { heights.removeAll(keepingCapacity: true) }
        heights[key] = height
        return height
    }
}
