extension FrameEncoder {
    /// The bytes of the control sequences the frame encoder writes (ECMA-48 / xterm), and their
    /// lengths for choosing the cheapest.
    enum ControlSequence {
        static let escape: UInt8 = 0x1B
        static let carriageReturn: UInt8 = 0x0D
        static let lineFeed: UInt8 = 0x0A

        /// CSI H CSI 2J: home, then erase the whole screen in the current background.
        static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
        /// EL 0: erase from the cursor to the end of its row in the current background.
        static let eraseToEndOfLine: [UInt8] = Array("\u{1B}[K".utf8)
        /// DECSTBM without parameters: the scroll region is the whole screen again; homes the cursor.
        static let resetScrollRegion: [UInt8] = Array("\u{1B}[r".utf8)
        /// DECTCEM.
        static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
        static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
        /// Synchronized output (mode 2026): the terminal shows what comes between as one update.
        static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
        static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

        /// The number of decimal digits of `value` (≥ 0).
        static func digits(_ value: Int) -> Int {
            var count = 1, rest = value
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            return count
        }

        /// Appends `value` (≥ 0) in decimal.
        static func appendNumber(_ value: Int, to out: inout [UInt8]) {
            if value >= 10 { appendNumber(value / 10, to: &out) }
            out.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        }

        /// Appends ESC [.
        static func appendIntroducer(to out: inout [UInt8]) {
            out.append(escape)
            out.append(0x5B)
        }

        /// Appends CSI n `final`, leaving the count out when it is 1 (the default).
        static func appendCount(_ count: Int, final: UInt8, to out: inout [UInt8]) {
            appendIntroducer(to: &out)
            if count != 1 { appendNumber(count, to: &out) }
            out.append(final)
        }

        /// The length of ``appendCount(_:final:to:)``'s sequence.
        static func countLength(_ count: Int) -> Int { count == 1 ? 3 : 3 + digits(count) }
    }
}
