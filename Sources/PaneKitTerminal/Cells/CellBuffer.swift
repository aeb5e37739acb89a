/// A screen of cells, `width` × `height`, row by row: what a frame shows.
///
/// Writing keeps wide graphemes whole: one that would cross the right edge of where it may go
/// becomes a space, and overwriting either half of a wide grapheme blanks the other half.
public struct CellBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A buffer of `width` × `height` cells of `fill`.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y` (both from 0).
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Whether (x, y) is on the screen.
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Puts one cell, blanking the other half of any wide grapheme it overwrites. Off-screen
    /// cells are ignored.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let old = self[x, y]
        if old.isContinuation, x > 0 { self[x - 1, y] = .blank(self[x - 1, y].style) }
        if old.width == 2, x + 1 < width { self[x + 1, y] = .blank(self[x + 1, y].style) }
        self[x, y] = cell
    }

    /// Writes `text` from column `x` on row `y`, no further than `limit` (exclusive; the right
    /// edge by default), one grapheme per cell or two for a wide one. The text must be sanitised
    /// already (``TerminalText``). Returns the column after the last one written.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle, limit: Int? = nil,
                               ambiguousWidth: Int = 1) -> Int {
        let end = min(limit ?? width, width)
        var column = x
        guard y >= 0, y < height else { return column }
        for character in text {
            let columns = CharacterWidth.columns(of: character, ambiguous: ambiguousWidth)
            if columns == 0 { continue }
            if column + columns > end {
                // A wide grapheme that does not fit leaves a space where its first half would be.
                if column < end, column >= 0 { set(.blank(style), x: column, y: y) }
                column = end
                break
            }
            if column >= 0 {
                set(Cell(text: String(character), width: UInt8(columns), style: style), x: column, y: y)
                if columns == 2 { set(Cell(text: "", width: 0, style: style), x: column + 1, y: y) }
            }
            column += columns
        }
        return column
    }

    /// Fills a rectangle (clipped to the screen) with `cell`.
    public mutating func fill(x: Int, y: Int, width columns: Int, height rows: Int, with cell: Cell) {
        let left = max(0, x), right = min(width, x + columns), top = max(0, y), bottom = min(height, y + rows)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            set(cell, x: left, y: row)
            set(cell, x: right - 1, y: row)
            for column in left..<right { self[column, row] = cell }
        }
    }

    /// Changes the style of the cells of a rectangle, keeping their text.
    public mutating func restyle(x: Int, y: Int, width columns: Int, height rows: Int, _ change: (inout CellStyle) -> Void) {
        let left = max(0, x), right = min(width, x + columns), top = max(0, y), bottom = min(height, y + rows)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { change(&cells[row * width + column].style) }
        }
    }

    /// The rows as plain text, continuations left out, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation { line += self[column, row].text }
            return line
        }
    }
}

extension CellBuffer {
    /// The cells of a rectangle inside the screen, row by row.
    func cells(in rect: CellRect) -> [Cell] {
        var result: [Cell] = []
        result.reserveCapacity(rect.width * rect.height)
        for row in rect.y..<rect.maxY { result += cells[(row * width + rect.x)..<(row * width + rect.maxX)] }
        return result
    }

    /// Puts the part of `block` (the cells of `whole`, row by row, as ``cells(in:)`` gives them)
    /// that falls in `rect`, a part of `whole`, back in `rect`.
    mutating func replace(_ rect: CellRect, with block: [Cell], of whole: CellRect) {
        for row in rect.y..<rect.maxY {
            let from = (row - whole.y) * whole.width + (rect.x - whole.x)
            cells.replaceSubrange((row * width + rect.x)..<(row * width + rect.maxX), with: block[from..<(from + rect.width)])
        }
    }

    /// Whether row `y` holds the same cells as row `otherY` of `other`, a buffer as wide.
    func row(_ y: Int, equals otherY: Int, of other: CellBuffer) -> Bool {
        guard width == other.width, (0..<height).contains(y), (0..<other.height).contains(otherY) else { return false }
        guard width > 0 else { return true }
        // Field by field through the arrays' storage: comparing slices copies every cell.
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                let a = mine.baseAddress! + y * width, b = theirs.baseAddress! + otherY * width
                for x in 0..<width where !(a[x].width == b[x].width && a[x].style == b[x].style && a[x].text == b[x].text) {
                    return false
                }
                return true
            }
        }
    }

    /// The style of the spaces filling a rectangle inside the screen, or nil when it holds
    /// anything else.
    func blankStyle(of rect: CellRect) -> CellStyle? {
        let first = self[rect.x, rect.y]
        guard first.width == 1, first.text == " " else { return nil }
        for row in rect.y..<rect.maxY where cells[(row * width + rect.x)..<(row * width + rect.maxX)].contains(where: { $0 != first }) {
            return nil
        }
        return first.style
    }
}
