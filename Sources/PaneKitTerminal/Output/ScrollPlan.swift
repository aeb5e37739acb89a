extension FrameEncoder {
    /// A block of whole rows that moved up or down between two frames (a list scrolled), and how to
    /// move it on the terminal instead of rewriting it: a scroll region (DECSTBM) scrolled by SU or
    /// SD, which every VT100 descendant and tmux know. The rows the scroll uncovers are blanks in
    /// the terminal's own background.
    struct ScrollPlan: Equatable {
        /// The first row of the region.
        let top: Int
        /// One past the last row of the region.
        let bottom: Int
        /// Rows the region's content moves: up when positive (SU), down when negative (SD).
        let distance: Int

        /// Fewer rows saved than this are not worth a scroll's bytes and the cursor's return.
        static let minimumSaving = 2

        /// The scroll saving the most row rewrites from `shown` to `next` (same size), whose rows
        /// `unchanged` says are the same, or nil when none saves at least ``minimumSaving`` rows.
        static func best(from shown: CellBuffer, to next: CellBuffer, unchanged: [Bool]) -> ScrollPlan? {
            let height = next.height, width = next.width
            guard height >= 3, width > 0, unchanged.count(where: { !$0 }) >= minimumSaving else { return nil }
            func row(_ buffer: CellBuffer, _ y: Int) -> ArraySlice<Cell> { buffer.cells[(y * width)..<((y + 1) * width)] }
            let shownPrints = (0..<height).map { fingerprint(row(shown, $0)) }, nextPrints = (0..<height).map { fingerprint(row(next, $0)) }
            // Only changed rows that the terminal shows somewhere already can be saved.
            let shownSet = Set(shownPrints)
            guard (0..<height).count(where: { !unchanged[$0] && shownSet.contains(nextPrints[$0]) }) >= minimumSaving else { return nil }
            let blankPrint = fingerprint(ArraySlice(repeating: Cell.blank, count: width))
            var best: (plan: ScrollPlan, saving: Int)?
            for distance in (1 - height)..<height where distance != 0 {
                // Runs of rows y of `next` that are rows y + distance of `shown` by their fingerprints.
                var y = max(0, -distance)
                let end = min(height, height - distance)
                while y < end {
                    guard nextPrints[y] == shownPrints[y + distance] else {
                        y += 1
                        continue
                    }
                    var runEnd = y + 1
                    while runEnd < end, nextPrints[runEnd] == shownPrints[runEnd + distance] { runEnd += 1 }
                    let plan = distance > 0
                        ? ScrollPlan(top: y, bottom: runEnd + distance, distance: distance)
                        : ScrollPlan(top: y + distance, bottom: runEnd, distance: distance)
                    // Saved: the run's rows that would be rewritten. Lost: the uncovered rows that
                    // showed what they should and now show blanks instead.
                    let saved = (y..<runEnd).count { !unchanged[$0] }
                    let uncovered = distance > 0 ? (runEnd..<(runEnd + distance)) : (plan.top..<y)
                    let lost = uncovered.count { unchanged[$0] && nextPrints[$0] != blankPrint }
                    let saving = saved - lost
                    if saving >= minimumSaving, saving > best?.saving ?? 0,
                       (y..<runEnd).allSatisfy({ next.row($0, equals: $0 + distance, of: shown) }) {
                        best = (plan, saving)
                    }
                    y = runEnd
                }
            }
            return best?.plan
        }

        /// A quick summary of a row: equal rows have equal fingerprints, and rows with different
        /// fingerprints differ. Candidates are compared whole after, so it looks at every few cells
        /// only (a frame compares every row with every other).
        private static func fingerprint(_ cells: ArraySlice<Cell>) -> Int {
            var result = 0x4BF2_9CE4_8422_2325
            let stride = max(1, cells.count / 24)
            var index = cells.startIndex
            while index < cells.endIndex {
                let cell = cells[index]
                result = (result ^ Int(cell.text.utf8.first ?? 0) ^ Int(cell.width) << 8) &* 0x100_0000_01B3
                result = (result ^ code(cell.style.foreground) ^ code(cell.style.background) << 26 ^ Int(cell.style.attributes.rawValue) << 52) &* 0x100_0000_01B3
                index += stride
            }
            return result
        }

        private static func code(_ colour: TerminalColor) -> Int {
            switch colour {
            case .default: 0
            case .indexed(let index): 1 << 24 | Int(index)
            case .rgb(let red, let green, let blue): 2 << 24 | Int(red) << 16 | Int(green) << 8 | Int(blue)
            }
        }

        /// `buffer` as the terminal shows it after the scroll.
        func applied(to buffer: CellBuffer) -> CellBuffer {
            var result = buffer
            let width = buffer.width
            for y in top..<bottom {
                let source = y + distance
                let cells = (top..<bottom).contains(source) ? Array(buffer.cells[(source * width)..<((source + 1) * width)])
                                                             : Array(repeating: Cell.blank, count: width)
                result.replace(CellRect(x: 0, y: y, width: width, height: 1), with: cells, of: CellRect(x: 0, y: y, width: width, height: 1))
            }
            return result
        }
    }
}
