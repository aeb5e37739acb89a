/// Turns frames into the fewest bytes that update a terminal: given what the terminal shows and
/// what it should show, only the changed cells are written, with the shortest cursor moves and
/// SGR changes, and erases where spaces end a row; rows that moved together are scrolled.
///
/// The encoder keeps what it knows of the terminal as of the end of its last output (the SGR
/// state, the cursor's position and visibility), so each frame changes only what differs. When
/// someone else has written to the terminal, or it was resized, call ``reset()`` and pass nil as
/// the previous frame.
///
/// What the terminal shows is matched by appearance: a space shows only its background unless it
/// is underlined, struck or reversed, so such a space may be left or written with any foreground.
public struct FrameEncoder: Sendable {
    /// Whether frames are wrapped in synchronized output (mode 2026), which terminals that know it
    /// show as one update and others ignore.
    public var synchronizedOutput: Bool
    /// Whether rows that moved up or down together (a scrolled list) are moved by a scroll region
    /// (DECSTBM with SU/SD) rather than written again.
    public var usesScrollRegions: Bool

    private var state = TerminalState.unknown

    /// An encoder that knows nothing of the terminal yet.
    public init(synchronizedOutput: Bool = false, usesScrollRegions: Bool = true) {
        self.synchronizedOutput = synchronizedOutput
        self.usesScrollRegions = usesScrollRegions
    }

    /// The bytes turning a terminal showing `previous` into one showing `next`, leaving the cursor
    /// at `cursor` (kept on the frame) and shown, or hidden when nil. With `previous` nil (contents
    /// unknown) or of another size, the screen is cleared and `next` drawn whole. Identical frames
    /// and an unmoved cursor give no bytes.
    public mutating func encode(from previous: CellBuffer?, to next: CellBuffer, cursor: (x: Int, y: Int)?) -> [UInt8] {
        var writer = FrameWriter(width: next.width, height: next.height, state: state)
        var shown: CellBuffer
        // Most rows of a frame are the rows shown: one comparison of the row's cells skips them.
        var unchanged: [Bool]
        if let previous, previous.width == next.width, previous.height == next.height {
            shown = previous
            unchanged = (0..<next.height).map { previous.row($0, equals: $0, of: next) }
            if usesScrollRegions, let scroll = ScrollPlan.best(from: previous, to: next, unchanged: unchanged) {
                writer.scroll(scroll)
                shown = scroll.applied(to: previous)
                for y in scroll.top..<scroll.bottom { unchanged[y] = shown.row(y, equals: y, of: next) }
            }
        } else {
            writer.clearScreen()
            shown = CellBuffer(width: next.width, height: next.height)
            unchanged = Array(repeating: false, count: next.height)
        }
        for y in 0..<next.height where !unchanged[y] {
            RowEncoder(shown: shown, next: next, row: y)?.encode(into: &writer)
        }
        if let cursor, next.width > 0, next.height > 0 {
            writer.move(to: ScreenPosition(x: min(max(cursor.x, 0), next.width - 1), y: min(max(cursor.y, 0), next.height - 1)))
            if writer.state.cursorVisible != true {
                writer.bytes += ControlSequence.showCursor
                writer.state.cursorVisible = true
            }
        } else if writer.state.cursorVisible != false {
            writer.bytes += ControlSequence.hideCursor
            writer.state.cursorVisible = false
        }
        state = writer.state
        guard synchronizedOutput, !writer.bytes.isEmpty else { return writer.bytes }
        return ControlSequence.beginSynchronizedUpdate + writer.bytes + ControlSequence.endSynchronizedUpdate
    }

    /// Forgets what the terminal shows, as after someone else wrote to it or it was resized: the
    /// next output sets the SGR state, the cursor and its visibility afresh.
    public mutating func reset() {
        state = .unknown
    }

    /// The bytes handing the terminal back (to a shell's prompt, say): SGR reset and the cursor
    /// shown. Where the cursor goes, leaving the alternate screen and the modes are the host's.
    public static let leave: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h".utf8)
}
