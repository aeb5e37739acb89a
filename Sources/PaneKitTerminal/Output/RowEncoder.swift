extension FrameEncoder {
    /// The changes of one row, and the fewest bytes making them: the runs of changed cells, joined by
    /// cursor moves or by rewriting the few unchanged cells between two runs when that is shorter,
    /// and an erase to the end of the row (EL) where the row ends in spaces of one background.
    ///
    /// The row is cut into units where no wide grapheme, shown or next, straddles the cut; a unit is
    /// written whole, so a write never lands on half a wide grapheme (which would blank its other
    /// half) and never starts at a continuation.
    struct RowEncoder {
        /// What the terminal shows.
        let shown: CellBuffer
        /// What it should show.
        let next: CellBuffer
        /// The row.
        let y: Int
        private let units: [Range<Int>]
        private let changed: [Bool]

        /// The changes of row `y`; nil when the terminal shows it already.
        init?(shown: CellBuffer, next: CellBuffer, row y: Int) {
            var units: [Range<Int>] = [], changed: [Bool] = [], anyChange = false
            var x = 0
            while x < next.width {
                let start = x
                x += 1
                while x < next.width, shown[x, y].isContinuation || next[x, y].isContinuation { x += 1 }
                let isChanged = (start..<x).contains { !shown[$0, y].looksSame(as: next[$0, y]) }
                units.append(start..<x)
                changed.append(isChanged)
                anyChange = anyChange || isChanged
            }
            guard anyChange else { return nil }
            self.shown = shown
            self.next = next
            self.y = y
            self.units = units
            self.changed = changed
        }

        /// Appends the cheapest of the plans: the runs alone, or the runs with an erase.
        func encode(into writer: inout FrameWriter) {
            var best = writer.trial
            write(erasingFrom: nil, into: &best)
            for erase in eraseCandidates() {
                var other = writer.trial
                write(erasingFrom: erase, into: &other)
                if other.bytes.count < best.bytes.count { best = other }
            }
            writer.adopt(best)
        }

        /// Where an erase to the end of the row may start (a unit) and the background it leaves: at
        /// the first change in the spaces that end the row, and at the first change with the
        /// commonest background of the spaces after it (the cells that differ are written after).
        private func eraseCandidates() -> [(unit: Int, background: TerminalColor)] {
            guard let first = changed.firstIndex(of: true) else { return [] }
            var candidates: [(unit: Int, background: TerminalColor)] = []
            let last = next[next.width - 1, y]
            if last.isPlainBlank {
                var start = next.width - 1
                while start > 0, next[start - 1, y].looksSame(as: last) { start -= 1 }
                if let unit = units.indices.first(where: { units[$0].lowerBound >= start && changed[$0] }) {
                    candidates.append((unit, last.style.background))
                }
            }
            var counts: [(background: TerminalColor, count: Int)] = []
            for x in units[first].lowerBound..<next.width where next[x, y].isPlainBlank {
                let background = next[x, y].style.background
                if let index = counts.firstIndex(where: { $0.background == background }) {
                    counts[index].count += 1
                } else {
                    counts.append((background, 1))
                }
            }
            if let commonest = counts.max(by: { $0.count < $1.count })?.background,
               !candidates.contains(where: { $0.unit == first && $0.background == commonest }) {
                candidates.append((first, commonest))
            }
            return candidates
        }

        /// The runs of changed units before `erase`, then the erase, then the units that differ from
        /// what it leaves.
        private func write(erasingFrom erase: (unit: Int, background: TerminalColor)?, into writer: inout FrameWriter) {
            writeRuns(of: 0..<(erase?.unit ?? units.count), where: { changed[$0] }, into: &writer)
            guard let erase else { return }
            approach(units[erase.unit].lowerBound, need: .blank(background: erase.background), writer: &writer)
            writer.eraseToEndOfLine(background: erase.background)
            let erased = Cell.blank(CellStyle(background: erase.background))
            let differs = { (unit: Int) in units[unit].contains { !next[$0, y].looksSame(as: erased) } }
            writeRuns(of: erase.unit..<units.count, where: differs, into: &writer)
        }

        private func writeRuns(of range: Range<Int>, where isChanged: (Int) -> Bool, into writer: inout FrameWriter) {
            var unit = range.lowerBound
            while unit < range.upperBound {
                guard isChanged(unit) else {
                    unit += 1
                    continue
                }
                var end = unit + 1
                while end < range.upperBound, isChanged(end) { end += 1 }
                let columns = units[unit].lowerBound..<units[end - 1].upperBound
                approach(columns.lowerBound, need: StyleNeed(FrameWriter.glyph(next, x: columns.lowerBound, y: y).cell), writer: &writer)
                writer.write(columns, row: y, of: next)
                unit = end
            }
        }

        /// Brings the cursor to `column` of the row by a move, or, from further left on the row, by
        /// rewriting the unchanged cells between when that costs fewer bytes, counting the SGR change
        /// `need` costs after either.
        private func approach(_ column: Int, need: StyleNeed, writer: inout FrameWriter) {
            let target = ScreenPosition(x: column, y: y)
            let moveCost = CursorMotion.cost(from: writer.state.position, to: target)
            guard moveCost > 0 else { return }
            let afterMove = moveCost + SGR.cost(from: writer.state.style, for: need)
            // Every column rewritten costs at least a byte, so a gap as wide as the move costs never wins.
            if let position = writer.state.position, position.y == y, position.x < column, column - position.x < afterMove,
               !shown[position.x, y].isContinuation, !next[position.x, y].isContinuation {
                var rewrite = writer.trial
                rewrite.write(position.x..<column, row: y, of: next)
                if rewrite.bytes.count + SGR.cost(from: rewrite.state.style, for: need) < afterMove {
                    writer.adopt(rewrite)
                    return
                }
            }
            writer.move(to: target)
        }
    }
}
