import PaneKitTerminal

/// A small model of a VT terminal for testing ``FrameEncoder``: it does with bytes what a
/// terminal does, for the subset the encoder writes, and records anything else as a failure, so
/// a test fails when the encoder writes something the model (and perhaps a terminal) does not
/// know.
///
/// Understood: UTF-8 text (one grapheme a cell, two for a wide one, whose halves are blanked
/// together when either is overwritten), CR, LF, CUP, CUU/CUD/CUF/CUB, EL 0, ED 2, DECSTBM with SU
/// and SD (a scroll region's rows move; DECSTBM homes the cursor), SGR (0, 1–4,
/// 7, 9, 22–24, 27, 29, 30–37, 38;5, 38;2, 39, 40–47, 48;5, 48;2, 49, 90–97, 100–107), DECTCEM
/// and mode 2026 (ignored). Autowrap is xterm's: a write in the last column leaves the cursor
/// there with a wrap pending, and the next printable character goes to the next row, scrolling
/// at the bottom. Erases and scrolls fill with the current background (back-colour erase).
struct ReferenceTerminal {
    /// What the screen holds; erased cells are spaces with the background alone.
    private(set) var screen: CellBuffer
    /// The cursor, from 0.
    private(set) var cursor: (x: Int, y: Int) = (0, 0)
    /// DECTCEM.
    private(set) var cursorVisible = true
    /// The SGR state.
    private(set) var style = CellStyle.plain
    /// Whether a write reached the last column and the next character will wrap.
    private(set) var wrapPending = false
    /// Rows scrolled off the top of the whole screen by a line feed.
    private(set) var scrolledRows = 0
    /// The scroll region (DECSTBM): its first row and one past its last.
    private(set) var margins: (top: Int, bottom: Int)?
    /// What the model did not understand or found wrong.
    private(set) var failures: [String] = []

    /// Printable bytes waiting for their graphemes to end.
    private var text: [UInt8] = []
    /// The bytes after an ESC, while a sequence is being read.
    private var sequence: [UInt8]?

    /// A blank screen of `width` × `height`, cursor home and shown, plain style.
    init(width: Int, height: Int) {
        screen = CellBuffer(width: width, height: height)
    }

    /// What a viewer sees of `buffer`: a space that shows only its background (no underline,
    /// strike or reverse) looks the same whatever its foreground, bold, faint or italic.
    static func appearance(of buffer: CellBuffer) -> CellBuffer {
        var result = buffer
        let visible: CellStyle.Attributes = [.underline, .reverse, .strikethrough]
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.text == " ", cell.width == 1, cell.style.attributes.isDisjoint(with: visible) {
                    result[x, y] = .blank(CellStyle(background: cell.style.background))
                }
            }
        }
        return result
    }

    /// The terminal resized: the top-left of the screen stays, the rest is blank, the cursor is
    /// kept on the screen.
    mutating func resize(width: Int, height: Int) {
        var resized = CellBuffer(width: width, height: height)
        for y in 0..<min(height, screen.height) {
            for x in 0..<min(width, screen.width) { resized[x, y] = screen[x, y] }
        }
        screen = resized
        cursor = (min(cursor.x, width - 1), min(cursor.y, height - 1))
        wrapPending = false
    }

    /// Interprets `bytes`.
    mutating func apply(_ bytes: [UInt8]) {
        for byte in bytes {
            if var body = sequence {
                body.append(byte)
                sequence = body
                if body.count == 1 {
                    if byte != 0x5B { fail("ESC \(byte) is not a CSI") }
                } else if (0x40...0x7E).contains(byte) {
                    sequence = nil
                    perform(Array(body.dropFirst()))
                } else if !(0x30...0x3F).contains(byte) {
                    fail("byte \(byte) in a CSI")
                }
                continue
            }
            switch byte {
            case 0x1B:
                flushText()
                sequence = []
            case 0x0D:
                flushText()
                cursor.x = 0
                wrapPending = false
            case 0x0A:
                flushText()
                lineFeed()
            case 0..<0x20, 0x7F:
                flushText()
                fail("control character \(byte)")
            default:
                text.append(byte)
            }
        }
        flushText()
        if sequence != nil { fail("an unfinished escape sequence") }
    }

    private mutating func fail(_ message: String) {
        failures.append(message)
        sequence = nil
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        defer { text = [] }
        guard let string = String(validating: text, as: UTF8.self) else { return fail("invalid UTF-8 \(text)") }
        for character in string { put(character) }
    }

    private mutating func put(_ character: Character) {
        let columns = CharacterWidth.columns(of: character)
        guard columns > 0, columns <= screen.width else { return fail("\(character.unicodeScalars) takes \(columns) columns") }
        if wrapPending { wrapToNextRow() }
        // A wide character that does not fit in the last column goes to the next row.
        if cursor.x + columns > screen.width { wrapToNextRow() }
        screen.set(Cell(text: String(character), width: UInt8(columns), style: style), x: cursor.x, y: cursor.y)
        if columns == 2 { screen.set(Cell(text: "", width: 0, style: style), x: cursor.x + 1, y: cursor.y) }
        cursor.x += columns
        if cursor.x >= screen.width {
            cursor.x = screen.width - 1
            wrapPending = true
        }
    }

    private mutating func wrapToNextRow() {
        cursor.x = 0
        lineFeed()
    }

    private mutating func lineFeed() {
        wrapPending = false
        let region = margins ?? (0, screen.height)
        guard cursor.y == region.bottom - 1 else { return cursor.y = min(cursor.y + 1, screen.height - 1) }
        if margins == nil { scrolledRows += 1 }
        scroll(region, by: 1)
    }

    /// Moves the rows of `region` up by `distance` (down when negative), filling the rows uncovered
    /// with blanks in the current background.
    private mutating func scroll(_ region: (top: Int, bottom: Int), by distance: Int) {
        var scrolled = screen
        for y in region.top..<region.bottom {
            let source = y + distance
            for x in 0..<screen.width {
                scrolled[x, y] = (region.top..<region.bottom).contains(source) ? screen[x, source] : .blank(CellStyle(background: style.background))
            }
        }
        screen = scrolled
    }

    private mutating func perform(_ body: [UInt8]) {
        guard let final = body.last else { return fail("an empty CSI") }
        var parameterBytes = body.dropLast()
        let isPrivate = parameterBytes.first == 0x3F
        if isPrivate { parameterBytes = parameterBytes.dropFirst() }
        var parameters: [Int?] = [nil]
        for byte in parameterBytes {
            switch byte {
            case 0x30...0x39: parameters[parameters.count - 1] = (parameters[parameters.count - 1] ?? 0) * 10 + Int(byte - 0x30)
            case 0x3B: parameters.append(nil)
            default: return fail("parameter byte \(byte) in CSI \(body)")
            }
        }
        let first = parameters[0]
        let listed = parameters.map { $0.map(String.init) ?? "" }.joined(separator: ";")
        let name = "CSI \(isPrivate ? "?" : "")\(listed)\(Character(Unicode.Scalar(final)))"
        switch (isPrivate, final) {
        case (true, 0x68), (true, 0x6C): // h, l
            for parameter in parameters {
                switch parameter {
                case 25: cursorVisible = final == 0x68
                case 2026: break
                default: fail("unknown mode in \(name)")
                }
            }
        case (false, 0x48): // CUP
            guard parameters.count <= 2 else { return fail(name) }
            let row = max(first ?? 1, 1), column = max((parameters.count > 1 ? parameters[1] : nil) ?? 1, 1)
            cursor = (min(column, screen.width) - 1, min(row, screen.height) - 1)
            wrapPending = false
        case (false, 0x41), (false, 0x42), (false, 0x43), (false, 0x44): // CUU, CUD, CUF, CUB
            guard parameters.count == 1 else { return fail(name) }
            let count = max(first ?? 1, 1)
            switch final {
            case 0x41: cursor.y = max(cursor.y - count, 0)
            case 0x42: cursor.y = min(cursor.y + count, screen.height - 1)
            case 0x43: cursor.x = min(cursor.x + count, screen.width - 1)
            default: cursor.x = max(cursor.x - count, 0)
            }
            wrapPending = false
        case (false, 0x4B): // EL
            guard parameters.count == 1, (first ?? 0) == 0 else { return fail(name) }
            for x in cursor.x..<screen.width { screen.set(.blank(CellStyle(background: style.background)), x: x, y: cursor.y) }
            wrapPending = false
        case (false, 0x4A): // ED
            guard parameters == [2] else { return fail(name) }
            screen = CellBuffer(width: screen.width, height: screen.height, fill: .blank(CellStyle(background: style.background)))
        case (false, 0x72): // DECSTBM
            guard parameters.count <= 2 else { return fail(name) }
            let top = max(first ?? 1, 1), bottom = min((parameters.count > 1 ? parameters[1] : nil) ?? screen.height, screen.height)
            guard top < bottom else { return fail("\(name): an empty region") }
            margins = top == 1 && bottom == screen.height ? nil : (top - 1, bottom)
            cursor = (0, 0)
            wrapPending = false
        case (false, 0x53), (false, 0x54): // SU, SD
            guard parameters.count == 1 else { return fail(name) }
            let count = max(first ?? 1, 1)
            scroll(margins ?? (0, screen.height), by: final == 0x53 ? count : -count)
        case (false, 0x6D): // SGR
            selectGraphicRendition(parameters.map { $0 ?? 0 }, name: name)
        default:
            fail("unknown \(name)")
        }
    }

    private mutating func selectGraphicRendition(_ codes: [Int], name: String) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.faint)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .faint])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48:
                let kind = index < codes.count ? codes[index] : -1
                let count = kind == 5 ? 1 : kind == 2 ? 3 : 0
                let values = codes.dropFirst(index + 1).prefix(count)
                guard count > 0, values.count == count, values.allSatisfy({ (0...255).contains($0) }) else {
                    return fail("bad colour in \(name)")
                }
                let components = values.map { UInt8($0) }
                let colour: TerminalColor = count == 1 ? .indexed(components[0]) : .rgb(components[0], components[1], components[2])
                if code == 38 { style.foreground = colour } else { style.background = colour }
                index += 1 + count
            default:
                return fail("unknown SGR \(code) in \(name)")
            }
        }
    }
}
