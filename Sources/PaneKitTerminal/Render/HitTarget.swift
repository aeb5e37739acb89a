import PaneKit

/// What a click on a cell, or a key press on a focused control, does: the event it makes or the
/// place the host's focus goes.
public enum HitTarget: Hashable, Sendable {
    /// Taps a node: a button, a bar item, a tab, a dimmed area, a grabber.
    case tap(NodeID)
    /// Selects a list's row.
    case row(list: NodeID, tag: String)
    /// A text field or editor: a click puts the focus in it.
    case field(NodeID)
    /// A column divider: a drag resizes the column (its frame's left edge in cells, and whether
    /// the column grows to the right).
    case divider(NodeID, columnStart: Int, growsRight: Bool)
    /// A row's actions (swipe actions, context menu), opened by a right click or Shift-F10.
    case rowActions(NodeID)
}

/// A frame's hit map: for each cell, the target a click there reaches, the topmost drawn.
public struct HitMap: Hashable, Sendable {
    /// Columns and rows, as the buffer's.
    public let width: Int, height: Int
    /// The targets, by the index the cells hold.
    public private(set) var targets: [HitTarget] = []
    /// Per cell, 1 + the index of its target in `targets`, or 0 for none.
    private var cells: [Int32]

    /// An empty map for a `width` × `height` screen.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: 0, count: self.width * self.height)
    }

    /// The target at column `x`, row `y`, if any.
    public func target(x: Int, y: Int) -> HitTarget? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = cells[y * width + x]
        return index == 0 ? nil : targets[Int(index) - 1]
    }

    /// Adds `target` over a rectangle (clipped), above what is there.
    public mutating func add(_ target: HitTarget, x: Int, y: Int, width columns: Int, height rows: Int) {
        let left = max(0, x), right = min(width, x + columns), top = max(0, y), bottom = min(height, y + rows)
        guard left < right, top < bottom else { return }
        targets.append(target)
        let index = Int32(targets.count)
        for row in top..<bottom {
            for column in left..<right { cells[row * width + column] = index }
        }
    }

    /// Clears a rectangle: what is under an opaque sheet or card takes no clicks.
    public mutating func clear(x: Int, y: Int, width columns: Int, height rows: Int) {
        let left = max(0, x), right = min(width, x + columns), top = max(0, y), bottom = min(height, y + rows)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { cells[row * width + column] = 0 }
        }
    }

    /// Where `target` is on screen: the first cell (row by row) that has it, nil when none.
    public func location(of target: HitTarget) -> (x: Int, y: Int)? {
        guard let index = targets.lastIndex(of: target) else { return nil }
        let value = Int32(index + 1)
        guard let cell = cells.firstIndex(of: value) else { return nil }
        return (cell % width, cell / width)
    }

    /// The rectangle `target` covers (its topmost instance), nil when it is not on screen.
    public func bounds(of target: HitTarget) -> CellRect? {
        guard let index = targets.lastIndex(of: target) else { return nil }
        let value = Int32(index + 1)
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        for (cell, entry) in cells.enumerated() where entry == value {
            let x = cell % width, y = cell / width
            left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
        }
        guard right >= 0 else { return nil }
        return CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}

/// A rectangle of cells.
public struct CellRect: Hashable, Sendable {
    /// The left column, from 0.
    public var x: Int
    /// The top row, from 0.
    public var y: Int
    /// The width in columns.
    public var width: Int
    /// The height in rows.
    public var height: Int

    /// A rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }
    /// Whether it has no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part inside `other`.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x), top = max(y, other.y)
        return CellRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// Whether the cell (px, py) is inside.
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}
