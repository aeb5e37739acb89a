extension FrameEncoder {
    /// Bytes for a terminal of `width` × `height` cells, and what the terminal's state becomes as
    /// they are written.
    struct FrameWriter {
        let width: Int
        let height: Int
        /// The terminal's state after `bytes`.
        var state: TerminalState
        var bytes: [UInt8] = []

        init(width: Int, height: Int, state: TerminalState) {
            self.width = width
            self.height = height
            self.state = state
        }

        /// An empty writer starting from this one's state, for trying a plan and measuring it.
        var trial: FrameWriter { FrameWriter(width: width, height: height, state: state) }

        /// Takes what `other`, a ``trial`` of this writer, wrote.
        mutating func adopt(_ other: FrameWriter) {
            bytes += other.bytes
            state = other.state
        }

        /// Sets the SGR state to one meeting `need`, by the fewest bytes.
        mutating func applyStyle(_ need: StyleNeed) {
            guard let (style, _) = SGR.cheapest(from: state.style, for: need) else { return }
            SGR.append(from: state.style, to: style, into: &bytes)
            state.style = style
        }

        /// Moves the cursor to `target` by the fewest bytes.
        mutating func move(to target: ScreenPosition) {
            CursorMotion.append(from: state.position, to: target, into: &bytes)
            state.position = target
        }

        /// Erases the screen in the terminal's own background and homes the cursor.
        mutating func clearScreen() {
            // ED erases in the current background (xterm's back-colour erase).
            applyStyle(.blank(background: .default))
            bytes += ControlSequence.clearScreen
            state.position = ScreenPosition(x: 0, y: 0)
        }

        /// Scrolls the rows of `plan`'s region, uncovering blanks in the terminal's own background:
        /// DECSTBM, SU or SD, then DECSTBM again for the whole screen, which homes the cursor.
        mutating func scroll(_ plan: ScrollPlan) {
            // The uncovered rows take the current background (xterm's back-colour erase).
            applyStyle(.blank(background: .default))
            ControlSequence.appendIntroducer(to: &bytes)
            ControlSequence.appendNumber(plan.top + 1, to: &bytes)
            bytes.append(0x3B)
            ControlSequence.appendNumber(plan.bottom, to: &bytes)
            bytes.append(0x72)
            ControlSequence.appendCount(abs(plan.distance), final: plan.distance > 0 ? 0x53 : 0x54, to: &bytes)
            bytes += ControlSequence.resetScrollRegion
            state.position = ScreenPosition(x: 0, y: 0)
        }

        /// Erases from the cursor to the end of its row, leaving spaces in `background` (EL 0).
        mutating func eraseToEndOfLine(background: TerminalColor) {
            // EL fills with the current background and no attributes, whatever else the SGR state holds.
            applyStyle(.blank(background: background))
            bytes += ControlSequence.eraseToEndOfLine
        }

        /// Writes the cells `columns` of row `y` of `buffer`, from the cursor, which must stand at the
        /// first of them. The columns must not cut a wide grapheme.
        mutating func write(_ columns: Range<Int>, row y: Int, of buffer: CellBuffer) {
            for x in columns {
                if buffer[x, y].isContinuation, x > 0, Self.isWholeWide(buffer, x: x - 1, y: y) { continue }
                let here = ScreenPosition(x: x, y: y)
                assert(state.position == here, "writing column \(x) of row \(y) from \(String(describing: state.position))")
                if state.position != here { move(to: here) }
                let (cell, columnsTaken) = Self.glyph(buffer, x: x, y: y)
                applyStyle(StyleNeed(cell))
                bytes += cell.text.utf8
                // A write reaching the last column leaves the terminal waiting to wrap: the next
                // printable character would go to the next row (and scroll at the bottom), and moves
                // from there differ between terminals. So the position becomes unknown, and whatever
                // comes next starts with a CUP. That is also why writing the bottom-right cell is
                // safe: nothing is ever printed after it without a CUP first, so it never scrolls.
                let end = x + columnsTaken
                state.position = end >= width ? nil : ScreenPosition(x: end, y: y)
            }
        }

        /// Whether (x, y) holds a wide grapheme followed by its continuation.
        static func isWholeWide(_ buffer: CellBuffer, x: Int, y: Int) -> Bool {
            buffer[x, y].width == 2 && x + 1 < buffer.width && buffer[x + 1, y].isContinuation
        }

        /// What to print for the cell at (x, y) and the columns it takes. A malformed cell (a
        /// continuation without its wide grapheme, a wide grapheme without room or continuation, no
        /// text) is drawn as a space in its style, so what the terminal shows stays what is tracked.
        static func glyph(_ buffer: CellBuffer, x: Int, y: Int) -> (cell: Cell, columns: Int) {
            let cell = buffer[x, y]
            if cell.width == 1, !cell.text.isEmpty { return (cell, 1) }
            if isWholeWide(buffer, x: x, y: y), !cell.text.isEmpty { return (cell, 2) }
            return (Cell.blank(cell.style), 1)
        }
    }
}
