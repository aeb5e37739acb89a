import PaneKitTestSupport
@testable import PaneKitTerminal
import Testing

@Suite("Frame encoder")
struct FrameEncoderTests {
    // MARK: Random frames

    private static let graphemes = ["a", "b", "Z", "-", " ", " ", " ", "漢", "🎉", "e\u{301}"]
    private static let colours: [TerminalColor] = [
        .default, .default, .indexed(1), .indexed(4), .indexed(9), .indexed(14), .indexed(200), .rgb(10, 120, 250), .rgb(255, 0, 0),
    ]
    private static let attributeSets: [CellStyle.Attributes] = [
        [], [], [], [.bold], [.faint], [.bold, .faint], [.italic], [.underline], [.reverse], [.strikethrough], [.bold, .italic, .underline],
    ]

    private static func style(_ rng: inout SeededRNG) -> CellStyle {
        CellStyle(foreground: colours.randomElement(using: &rng)!, background: colours.randomElement(using: &rng)!,
                  attributes: attributeSets.randomElement(using: &rng)!)
    }

    /// Text and spaces written over `buffer`: runs of graphemes, and blank rectangles (a row's
    /// tail, a panel) in one style.
    private static func scribble(_ buffer: inout CellBuffer, edits: Int, _ rng: inout SeededRNG) {
        for _ in 0..<edits {
            let x = Int.random(in: 0..<buffer.width, using: &rng), y = Int.random(in: 0..<buffer.height, using: &rng)
            if Bool.random(using: &rng) {
                let text = (0..<Int.random(in: 1...8, using: &rng)).map { _ in graphemes.randomElement(using: &rng)! }.joined()
                buffer.write(text, x: x, y: y, style: style(&rng))
            } else {
                buffer.fill(x: x, y: y, width: Int.random(in: 1...buffer.width, using: &rng), height: Int.random(in: 1...3, using: &rng),
                            with: .blank(style(&rng)))
            }
        }
    }

    private static func frame(width: Int, height: Int, _ rng: inout SeededRNG) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height, fill: Bool.random(using: &rng) ? .blank : .blank(style(&rng)))
        scribble(&buffer, edits: Int.random(in: 0...(width * height / 4 + 2), using: &rng), &rng)
        return buffer
    }

    private static func cursor(in buffer: CellBuffer, _ rng: inout SeededRNG) -> (x: Int, y: Int)? {
        guard Int.random(in: 0..<3, using: &rng) > 0 else { return nil }
        return (Int.random(in: 0..<buffer.width, using: &rng), Int.random(in: 0..<buffer.height, using: &rng))
    }

    /// Checks that the model shows `frame` and the cursor as asked; returns whether it does.
    @discardableResult
    private static func check(_ model: ReferenceTerminal, shows frame: CellBuffer, cursor: (x: Int, y: Int)?,
                              _ context: @autoclosure () -> String) -> Bool {
        var ok = true
        func expect(_ condition: Bool, _ what: String) {
            guard !condition else { return }
            ok = false
            Issue.record("\(what): \(context())")
        }
        expect(model.failures.isEmpty, "the model did not understand \(model.failures)")
        expect(ReferenceTerminal.appearance(of: model.screen) == ReferenceTerminal.appearance(of: frame),
               "the screen shows\n\(model.screen.lines.joined(separator: "\n"))\ninstead of\n\(frame.lines.joined(separator: "\n"))")
        expect(model.scrolledRows == 0, "the screen scrolled")
        if let cursor {
            expect(model.cursorVisible && model.cursor == cursor && !model.wrapPending, "the cursor is at \(model.cursor), not \(cursor)")
        } else {
            expect(!model.cursorVisible, "the cursor shows")
        }
        return ok
    }

    @Test("Any frame after any other, sizes 1×1 to 30×8, gives the model that frame and the cursor asked for")
    func randomFrames() {
        var rng = SeededRNG(seed: 0x5EED_F4A3)
        for trial in 0..<300 {
            var width = Int.random(in: 1...30, using: &rng), height = Int.random(in: 1...8, using: &rng)
            var encoder = FrameEncoder(synchronizedOutput: trial % 5 == 0)
            var model = ReferenceTerminal(width: width, height: height)
            var previous: CellBuffer?
            for step in 0..<5 {
                var next: CellBuffer
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<9 where previous != nil:
                    next = previous!
                    Self.scribble(&next, edits: Int.random(in: 1...6, using: &rng), &rng)
                case 9..<11 where previous != nil:
                    // A block of rows moved, as a scrolled list's, and a few cells changed.
                    next = Self.scrolled(previous!, &rng)
                    Self.scribble(&next, edits: Int.random(in: 0...2, using: &rng), &rng)
                case 11..<13 where previous != nil:
                    width = Int.random(in: 1...30, using: &rng)
                    height = Int.random(in: 1...8, using: &rng)
                    model.resize(width: width, height: height)
                    next = Self.frame(width: width, height: height, &rng)
                case 13..<15:
                    // Someone else drew: the encoder's knowledge of the terminal's state is gone.
                    encoder.reset()
                    next = Self.frame(width: width, height: height, &rng)
                default:
                    next = Self.frame(width: width, height: height, &rng)
                }
                let cursor = Self.cursor(in: next, &rng)
                let bytes = encoder.encode(from: previous, to: next, cursor: cursor)
                model.apply(bytes)
                let written = String(decoding: bytes, as: UTF8.self).debugDescription
                let shown = Self.check(model, shows: next, cursor: cursor, "trial \(trial), step \(step), \(width)×\(height): \(written)")
                guard shown else { return }
                #expect(encoder.encode(from: next, to: next, cursor: cursor).isEmpty, "the same frame again costs nothing")
                previous = next
            }
        }
    }

    /// `buffer` with the rows of a random region moved up or down and fresh rows where they left.
    private static func scrolled(_ buffer: CellBuffer, _ rng: inout SeededRNG) -> CellBuffer {
        guard buffer.height >= 2 else { return buffer }
        let top = Int.random(in: 0..<(buffer.height - 1), using: &rng), bottom = Int.random(in: (top + 2)...buffer.height, using: &rng)
        let distance = Int.random(in: 1..<(bottom - top), using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        let fresh = frame(width: buffer.width, height: buffer.height, &rng)
        var result = buffer
        for y in top..<bottom {
            let source = y + distance
            for x in 0..<buffer.width { result[x, y] = (top..<bottom).contains(source) ? buffer[x, source] : fresh[x, y] }
        }
        return result
    }

    @Test("A list scrolled by five rows moves its rows with a scroll region and writes only the rows uncovered")
    func scrolledList() {
        func list(from first: Int) -> CellBuffer {
            var buffer = CellBuffer(width: 80, height: 24)
            buffer.write("Inbox", x: 2, y: 0, style: CellStyle(attributes: .bold))
            for row in 1..<24 {
                let n = first + row, letter = Character(Unicode.Scalar(UInt8(65 + n % 26)))
                buffer.write("\(n) " + String(repeating: letter, count: 20 + n * 7 % 40), x: 2, y: row, style: .plain)
            }
            return buffer
        }
        var encoder = FrameEncoder()
        var model = ReferenceTerminal(width: 80, height: 24)
        let before = list(from: 0), after = list(from: 5)
        model.apply(encoder.encode(from: nil, to: before, cursor: nil))
        let bytes = encoder.encode(from: before, to: after, cursor: nil)
        model.apply(bytes)
        Self.check(model, shows: after, cursor: nil, "scrolled list")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[2;24r\u{1B}[5S\u{1B}[r"), "\(text.debugDescription)")
        var rewriting = FrameEncoder(usesScrollRegions: false)
        _ = rewriting.encode(from: nil, to: before, cursor: nil)
        let rewritten = rewriting.encode(from: before, to: after, cursor: nil)
        #expect(bytes.count * 3 < rewritten.count, "scrolled: \(bytes.count) bytes, rewritten: \(rewritten.count)")
    }

    // MARK: Costs

    /// A sidebar of 50 rows on a 200 × 50 screen, row `selected` highlighted: its background the
    /// accent, its text white, its count at the right edge.
    private static func sidebar(selected: Int) -> CellBuffer {
        let accent = CellStyle(foreground: .indexed(15), background: .rgb(0, 122, 255))
        var buffer = CellBuffer(width: 200, height: 50)
        for row in 0..<50 {
            let style = row == selected ? accent : .plain
            buffer.fill(x: 0, y: row, width: 200, height: 1, with: .blank(style))
            buffer.write("  Mailbox \(row)", x: 0, y: row, style: style)
            buffer.write("\(row * 7)", x: 195, y: row, style: style)
        }
        return buffer
    }

    @Test("Moving a highlight from one 200-cell row to the next costs at most 600 bytes")
    func movedHighlight() {
        var encoder = FrameEncoder()
        var model = ReferenceTerminal(width: 200, height: 50)
        let before = Self.sidebar(selected: 10), after = Self.sidebar(selected: 11)
        model.apply(encoder.encode(from: nil, to: before, cursor: nil))
        let bytes = encoder.encode(from: before, to: after, cursor: nil)
        model.apply(bytes)
        Self.check(model, shows: after, cursor: nil, "moved highlight")
        print("Moving the highlight: \(bytes.count) bytes")
        #expect(bytes.count <= 600, "\(bytes.count) bytes")
    }

    @Test("One changed character costs at most 20 bytes")
    func oneCharacter() {
        var encoder = FrameEncoder()
        var model = ReferenceTerminal(width: 200, height: 50)
        let before = Self.sidebar(selected: 10)
        var after = before
        after.write("X", x: 6, y: 30, style: .plain)
        model.apply(encoder.encode(from: nil, to: before, cursor: nil))
        let bytes = encoder.encode(from: before, to: after, cursor: nil)
        model.apply(bytes)
        Self.check(model, shows: after, cursor: nil, "one character")
        print("One character: \(bytes.count) bytes")
        #expect(bytes.count <= 20, "\(bytes.count) bytes")
    }

    @Test("A frame is drawn from a blank screen, and the same frame again is nothing, whatever the cursor")
    func sameFrame() {
        var rng = SeededRNG(seed: 7)
        let frame = Self.frame(width: 30, height: 8, &rng)
        for cursor in [nil, (x: 3, y: 4), (x: 29, y: 7)] as [(x: Int, y: Int)?] {
            var encoder = FrameEncoder()
            var model = ReferenceTerminal(width: 30, height: 8)
            model.apply(encoder.encode(from: nil, to: frame, cursor: cursor))
            Self.check(model, shows: frame, cursor: cursor, "first frame")
            #expect(encoder.encode(from: frame, to: frame, cursor: cursor).isEmpty)
        }
    }

    @Test("Writing the bottom-right cell, narrow or wide, never scrolls the screen")
    func bottomRightCell() {
        var encoder = FrameEncoder()
        var model = ReferenceTerminal(width: 10, height: 3)
        var frame = CellBuffer(width: 10, height: 3)
        model.apply(encoder.encode(from: nil, to: frame, cursor: nil))
        let writes: [(String, Int, (x: Int, y: Int)?)] = [("Z", 9, nil), ("漢", 8, nil), ("a", 9, (x: 9, y: 2)), ("🎉", 8, (x: 0, y: 0))]
        for (text, x, cursor) in writes {
            var next = frame
            next.write(text, x: x, y: 2, style: CellStyle(foreground: .indexed(2), background: .indexed(100)))
            model.apply(encoder.encode(from: frame, to: next, cursor: cursor))
            Self.check(model, shows: next, cursor: cursor, "\(text) at the bottom right")
            frame = next
        }
    }

    @Test("Synchronized output wraps a frame with changes and leaves an empty one empty")
    func synchronizedOutput() {
        var encoder = FrameEncoder(synchronizedOutput: true)
        var frame = CellBuffer(width: 12, height: 2)
        frame.write("hello", x: 1, y: 1, style: .plain)
        let bytes = encoder.encode(from: nil, to: frame, cursor: nil)
        #expect(bytes.starts(with: Array("\u{1B}[?2026h".utf8)))
        #expect(Array(bytes.suffix(8)) == Array("\u{1B}[?2026l".utf8))
        #expect(encoder.encode(from: frame, to: frame, cursor: nil).isEmpty)
        var model = ReferenceTerminal(width: 12, height: 2)
        model.apply(bytes)
        Self.check(model, shows: frame, cursor: nil, "synchronized")
    }

    @Test("Leaving resets the SGR state and shows the cursor")
    func leave() {
        var model = ReferenceTerminal(width: 4, height: 1)
        var encoder = FrameEncoder()
        var frame = CellBuffer(width: 4, height: 1)
        frame.write("ab", x: 0, y: 0, style: CellStyle(foreground: .indexed(3), attributes: .bold))
        model.apply(encoder.encode(from: nil, to: frame, cursor: nil))
        model.apply(FrameEncoder.leave)
        #expect(model.failures.isEmpty)
        #expect(model.style == .plain)
        #expect(model.cursorVisible)
    }

    @Test("The model wraps after the last column, scrolls at the bottom, blanks half-overwritten wide characters, and rejects what it does not know")
    func referenceTerminal() {
        var model = ReferenceTerminal(width: 3, height: 2)
        model.apply(Array("\u{1B}[2;3Hx".utf8))
        #expect(model.wrapPending && model.cursor == (2, 1) && model.scrolledRows == 0)
        model.apply(Array("y".utf8))
        #expect(model.scrolledRows == 1)
        #expect(model.screen.lines == ["  x", "y  "])
        model.apply(Array("\u{1B}[H漢\u{1B}[;2Ha".utf8))
        #expect(model.screen.lines == [" ax", "y  "])
        #expect(model.failures.isEmpty)
        model.apply(Array("\u{1B}[6n".utf8))
        #expect(model.failures.count == 1)
    }

    // MARK: SGR

    @Test("SGR changes name only what changed, with the specific off codes, or reset when shorter")
    func sgrDeltas() {
        func codes(_ from: CellStyle?, _ to: CellStyle) -> [Int] { FrameEncoder.SGR.parameters(from: from, to: to) }
        let red = TerminalColor.rgb(200, 0, 0)
        #expect(codes(CellStyle(foreground: red, attributes: [.bold, .faint]), CellStyle(foreground: red, attributes: .faint)) == [22, 2],
                "22 turns both off; faint comes back")
        #expect(codes(CellStyle(foreground: red, attributes: .bold), CellStyle(foreground: red, attributes: .faint)) == [22, 2])
        #expect(codes(CellStyle(foreground: red, attributes: [.italic, .underline, .bold]), CellStyle(foreground: red, attributes: .bold)) == [23, 24])
        #expect(codes(CellStyle(attributes: [.bold, .faint]), CellStyle(attributes: .faint)) == [0, 2], "a reset is shorter")
        #expect(codes(.plain, CellStyle(attributes: [.reverse, .strikethrough])) == [7, 9])
        #expect(codes(.plain, CellStyle(foreground: .indexed(3), background: .indexed(12))) == [33, 104])
        #expect(codes(.plain, CellStyle(foreground: .indexed(100), background: .rgb(1, 2, 3))) == [38, 5, 100, 48, 2, 1, 2, 3])
        #expect(codes(CellStyle(foreground: .indexed(9)), .plain) == [0], "CSI m is shorter than CSI 39m")
        #expect(codes(nil, CellStyle(attributes: .italic)) == [0, 3], "an unknown state is reset")
        #expect(codes(CellStyle(attributes: .bold), CellStyle(attributes: .bold)).isEmpty)
        var bytes: [UInt8] = []
        FrameEncoder.SGR.append(from: CellStyle(attributes: .underline), to: .plain, into: &bytes)
        #expect(bytes == Array("\u{1B}[m".utf8))
    }
}
