extension FrameEncoder {
    /// The cheapest way to move the cursor: CUP, or from a known position CR, CR LF, and the relative
    /// moves CUU, CUD, CUF and CUB.
    ///
    /// LF comes only after CR, so a tty that turns LF into CR LF (ONLCR) moves the cursor the same,
    /// and only to a row of the frame, never past the last: it never scrolls.
    enum CursorMotion {
        private enum Plan {
            case none
            case absolute
            case relative(rows: Int, carriageReturn: Bool, columns: Int)
            case newLines(Int, columns: Int)
        }

        /// The bytes moving from `start` (nil: unknown) to `target`.
        static func cost(from start: ScreenPosition?, to target: ScreenPosition) -> Int {
            let (_, bytes) = plan(from: start, to: target)
            return bytes
        }

        /// Appends the cheapest move from `start` (nil: unknown) to `target`.
        static func append(from start: ScreenPosition?, to target: ScreenPosition, into out: inout [UInt8]) {
            switch plan(from: start, to: target).plan {
            case .none:
                break
            case .absolute:
                appendCUP(target, into: &out)
            case .relative(let rows, let carriageReturn, let columns):
                if rows != 0 { ControlSequence.appendCount(abs(rows), final: rows > 0 ? 0x42 : 0x41, to: &out) }
                if carriageReturn { out.append(ControlSequence.carriageReturn) }
                if columns != 0 { ControlSequence.appendCount(abs(columns), final: columns > 0 ? 0x43 : 0x44, to: &out) }
            case .newLines(let count, let columns):
                for _ in 0..<count {
                    out.append(ControlSequence.carriageReturn)
                    out.append(ControlSequence.lineFeed)
                }
                if columns != 0 { ControlSequence.appendCount(columns, final: 0x43, to: &out) }
            }
        }

        private static func plan(from start: ScreenPosition?, to target: ScreenPosition) -> (plan: Plan, bytes: Int) {
            var best: (plan: Plan, bytes: Int) = (.absolute, cupLength(target))
            guard let start else { return best }
            if start == target { return (.none, 0) }
            let rows = target.y - start.y
            let vertical = rows == 0 ? 0 : ControlSequence.countLength(abs(rows))
            // Along the row: CUF or CUB, or back to the margin with CR and on with CUF.
            let columns = target.x - start.x
            var horizontal = columns == 0 ? 0 : ControlSequence.countLength(abs(columns))
            var carriageReturn = false
            let fromMargin = 1 + (target.x == 0 ? 0 : ControlSequence.countLength(target.x))
            if columns < 0, fromMargin < horizontal {
                horizontal = fromMargin
                carriageReturn = true
            }
            if vertical + horizontal < best.bytes {
                let plan = Plan.relative(rows: rows, carriageReturn: carriageReturn, columns: carriageReturn ? target.x : columns)
                best = (plan, vertical + horizontal)
            }
            if rows > 0 {
                let bytes = 2 * rows + (target.x == 0 ? 0 : ControlSequence.countLength(target.x))
                if bytes < best.bytes { best = (.newLines(rows, columns: target.x), bytes) }
            }
            return best
        }

        /// CUP, 1-based, leaving out a parameter that is 1: `CSI H`, `CSI row H`, `CSI ; col H`.
        private static func appendCUP(_ target: ScreenPosition, into out: inout [UInt8]) {
            ControlSequence.appendIntroducer(to: &out)
            if target.y > 0 { ControlSequence.appendNumber(target.y + 1, to: &out) }
            if target.x > 0 {
                out.append(0x3B)
                ControlSequence.appendNumber(target.x + 1, to: &out)
            }
            out.append(0x48)
        }

        private static func cupLength(_ target: ScreenPosition) -> Int {
            3 + (target.y > 0 ? ControlSequence.digits(target.y + 1) : 0) + (target.x > 0 ? 1 + ControlSequence.digits(target.x + 1) : 0)
        }
    }
}
