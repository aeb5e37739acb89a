/// Turns the bytes a terminal sends (a tty, or an SSH channel) into ``TerminalInput`` events.
///
/// A sequence may be split anywhere between two calls of ``decode(_:)``: the unfinished part is
/// kept until the next call, and the events are those of the whole sequence. What is kept is
/// bounded: a control sequence longer than 64 bytes and an OSC string longer than 1024 are
/// skipped, a paste keeps its first ``maximumPasteBytes`` bytes. Unknown sequences are dropped;
/// invalid UTF-8 types U+FFFD.
///
/// Choices where terminals are ambiguous:
/// - Text is grouped into `Character`s within one read; a combining mark that arrives in a later
///   read than its base is a key of its own.
/// - CR is Enter, and so is LF (Ctrl+J is therefore Enter). DEL is Backspace; BS (0x08) is
///   Ctrl+Backspace, which is also what Ctrl+H sends.
/// - Other C0 bytes are Ctrl with a lowercase letter, NUL is Ctrl+Space, 0x1C–0x1F are
///   Ctrl+`\` `]` `^` `/` (0x1F is also Ctrl+_).
/// - ESC before a key adds Alt; ESC ESC is Escape and then whatever follows the second ESC.
/// - `CSI row ; column R` is always a cursor position report, so xterm's old Shift+F3 form
///   (`CSI 1 ; 2 R`) is read as one; xterm sends F3 as `SS3 R`, kitty as `CSI 13 ~`.
/// - In the kitty protocol a key is its unshifted code with the modifiers reported; releases are
///   ignored, repeats are presses.
public struct InputDecoder: Sendable {
    /// The longest control sequence (CSI) kept while unfinished, ESC included.
    package static let maximumSequenceBytes = 64
    /// The longest OSC string kept while unfinished, ESC included.
    package static let maximumStringBytes = 1024

    /// The bytes of a paste kept; the rest of a longer paste is dropped.
    public let maximumPasteBytes: Int

    private enum Mode: Sendable {
        case ground
        case paste
        /// Skipping the rest of an overlong control sequence, up to its final byte.
        case skippingSequence
        /// Skipping the rest of an overlong OSC string, up to BEL or ST.
        case skippingString
    }

    private var mode = Mode.ground
    /// The start of an unfinished sequence (or UTF-8 scalar, or paste end marker).
    private var pending: [UInt8] = []
    private var pasteBytes: [UInt8] = []
    private var pasteTruncated = false

    /// A decoder; a paste keeps at most `maximumPasteBytes` bytes (1 MiB unless told).
    public init(maximumPasteBytes: Int = 1 << 20) {
        self.maximumPasteBytes = max(maximumPasteBytes, 0)
    }

    /// The bytes held for the next call: an unfinished sequence and the paste so far.
    package var pendingByteCount: Int { pending.count + pasteBytes.count }

    /// Whether the last bytes were an ESC (or `ESC [`, `ESC O`, `ESC ]`) that nothing followed:
    /// the host should call ``flushPendingEscape()`` if no byte arrives within about 30 ms.
    public var hasPendingEscape: Bool {
        guard mode == .ground, pending.first == 0x1B else { return false }
        return pending.count == 1 || (pending.count == 2 && [0x5B, 0x4F, 0x5D].contains(pending[1]))
    }

    /// The events these bytes complete; an unfinished sequence at their end waits for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        var input = pending
        pending.removeAll()
        input.append(contentsOf: bytes)
        var output = Output()
        var index = 0
        while index < input.count {
            let next: Int?
            switch mode {
            case .ground: next = ground(input, at: index, into: &output)
            case .paste: next = paste(input, at: index, into: &output)
            case .skippingSequence: next = skipSequence(input, at: index)
            case .skippingString: next = skipString(input, at: index)
            }
            guard let next else {
                pending = Array(input[index...])
                break
            }
            index = next
        }
        output.endText()
        return output.events
    }

    /// Resolves an ESC that nothing followed in time: a lone ESC is the Escape key, and `ESC [`,
    /// `ESC O`, `ESC ]` are Alt with `[`, `O`, `]`. Returns no events when no such ESC is pending.
    public mutating func flushPendingEscape() -> [TerminalInput] {
        guard hasPendingEscape else { return [] }
        defer { pending.removeAll() }
        if pending.count == 1 { return [.key(.escape, modifiers: [])] }
        return [.key(.character(Character(Unicode.Scalar(pending[1]))), modifiers: .alternate)]
    }

    // MARK: - Ground

    /// Decodes the key or sequence at `index`; returns where the next one starts, or nil when the
    /// input ends before this one does.
    private mutating func ground(_ input: [UInt8], at index: Int, into output: inout Output) -> Int? {
        let byte = input[index]
        if byte == 0x1B { return escape(input, at: index, into: &output) }
        if let (key, modifiers) = Self.controlKey(byte) {
            output.append(.key(key, modifiers: modifiers))
            return index + 1
        }
        guard let (scalar, length) = Self.scalar(in: input, at: index) else { return nil }
        if !Self.isC1(scalar) { output.type(scalar) }
        return index + length
    }

    private mutating func escape(_ input: [UInt8], at index: Int, into output: inout Output) -> Int? {
        guard index + 1 < input.count else { return nil }
        let byte = input[index + 1]
        switch byte {
        case 0x5B: // [
            return controlSequence(input, at: index, into: &output)
        case 0x5D: // ]
            return operatingSystemCommand(input, at: index, into: &output)
        case 0x4F: // O
            guard index + 2 < input.count else { return nil }
            let final = input[index + 2]
            guard (0x40...0x7E).contains(final) else {
                output.append(.key(.character("O"), modifiers: .alternate))
                return index + 2
            }
            if let key = Self.singleShiftKey(final) { output.append(.key(key, modifiers: [])) }
            return index + 3
        case 0x1B:
            output.append(.key(.escape, modifiers: []))
            return index + 1
        default:
            if let (key, modifiers) = Self.controlKey(byte) {
                output.append(.key(key, modifiers: modifiers.union(.alternate)))
                return index + 2
            }
            guard let (scalar, length) = Self.scalar(in: input, at: index + 1) else { return nil }
            if !Self.isC1(scalar) { output.append(.key(.character(Character(scalar)), modifiers: .alternate)) }
            return index + 1 + length
        }
    }

    /// `ESC [` parameters, intermediates and a final byte.
    private mutating func controlSequence(_ input: [UInt8], at start: Int, into output: inout Output) -> Int? {
        var index = start + 2
        while index < input.count {
            if index - start >= Self.maximumSequenceBytes {
                mode = .skippingSequence
                return index
            }
            switch input[index] {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                interpret(input[(start + 2)..<index], final: input[index], into: &output)
                return index + 1
            default: // not part of a sequence: ESC [ was Alt+[, or the sequence is dropped
                if index == start + 2 { output.append(.key(.character("["), modifiers: .alternate)) }
                return index
            }
        }
        return nil
    }

    /// `ESC ]` text ended by BEL or ST (`ESC \`).
    private mutating func operatingSystemCommand(_ input: [UInt8], at start: Int, into output: inout Output) -> Int? {
        var index = start + 2
        while index < input.count {
            if index - start >= Self.maximumStringBytes {
                mode = .skippingString
                return index
            }
            switch input[index] {
            case 0x07:
                Self.interpretString(input[(start + 2)..<index], into: &output)
                return index + 1
            case 0x1B:
                guard index + 1 < input.count else { return nil }
                if input[index + 1] == 0x5C {
                    Self.interpretString(input[(start + 2)..<index], into: &output)
                    return index + 2
                }
                fallthrough
            case 0x00...0x1F, 0x7F: // a key interrupts: ESC ] was Alt+], or the string is dropped
                if index == start + 2 { output.append(.key(.character("]"), modifiers: .alternate)) }
                return index
            default:
                index += 1
            }
        }
        return nil
    }

    private mutating func skipSequence(_ input: [UInt8], at index: Int) -> Int? {
        switch input[index] {
        case 0x20...0x3F: return index + 1
        case 0x40...0x7E: mode = .ground; return index + 1
        default: mode = .ground; return index
        }
    }

    private mutating func skipString(_ input: [UInt8], at index: Int) -> Int? {
        switch input[index] {
        case 0x07:
            mode = .ground
            return index + 1
        case 0x1B:
            guard index + 1 < input.count else { return nil }
            mode = .ground
            return input[index + 1] == 0x5C ? index + 2 : index
        default:
            return input[index...].firstIndex { $0 == 0x07 || $0 == 0x1B } ?? input.count
        }
    }

    // MARK: - Paste

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Called by `interpret` on `CSI 200 ~`.
    mutating func beginPaste() {
        mode = .paste
        pasteBytes.removeAll()
        pasteTruncated = false
    }

    private mutating func paste(_ input: [UInt8], at index: Int, into output: inout Output) -> Int? {
        guard input[index] == 0x1B else {
            let end = input[index...].firstIndex(of: 0x1B) ?? input.count
            keepPasted(input[index..<end])
            return end
        }
        let available = min(Self.pasteEnd.count, input.count - index)
        guard input[index..<(index + available)].elementsEqual(Self.pasteEnd.prefix(available)) else {
            keepPasted(input[index...index])
            return index + 1
        }
        guard available == Self.pasteEnd.count else { return nil }
        output.append(.paste(Self.pastedText(pasteBytes, truncated: pasteTruncated)))
        pasteBytes.removeAll()
        mode = .ground
        return index + available
    }

    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = maximumPasteBytes - pasteBytes.count
        if bytes.count > room { pasteTruncated = true }
        pasteBytes.append(contentsOf: bytes.prefix(room))
    }

    /// The paste as text: a scalar cut by the size limit removed, line ends as `\n`, controls other
    /// than `\n` and `\t` removed.
    private static func pastedText(_ bytes: [UInt8], truncated: Bool) -> String {
        var end = bytes.count
        if truncated, let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }), bytes[lead] >= 0xC0 {
            let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
            if bytes.count - lead < length { end = lead }
        }
        var text = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in String(decoding: bytes[..<end], as: UTF8.self).unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0D: text.append("\n")
            case 0x0A: if !afterReturn { text.append("\n") }
            case 0x09: text.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    // MARK: - Bytes

    /// The key of a C0 control byte or DEL, ESC aside.
    private static func controlKey(_ byte: UInt8) -> (TerminalKey, KeyModifiers)? {
        switch byte {
        case 0x0D, 0x0A: return (.enter, [])
        case 0x09: return (.tab, [])
        case 0x7F: return (.backspace, [])
        case 0x08: return (.backspace, .control)
        case 0x00: return (.character(" "), .control)
        case 0x01...0x1A: return (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        case 0x1C: return (.character("\\"), .control)
        case 0x1D: return (.character("]"), .control)
        case 0x1E: return (.character("^"), .control)
        case 0x1F: return (.character("/"), .control)
        default: return nil
        }
    }

    /// The UTF-8 scalar at `index` and its length in bytes; U+FFFD for each invalid byte sequence
    /// (its longest valid prefix), or nil when the input ends inside a scalar that could be valid.
    private static func scalar(in input: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = input[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return ("\u{FFFD}", 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < input.count else { return nil }
            let byte = input[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return ("\u{FFFD}", offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private static func isC1(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value)
    }

    // MARK: - Output

    /// The events of one call, with the text typed since the last key that was not text.
    struct Output {
        var events: [TerminalInput] = []
        private var text = String.UnicodeScalarView()

        mutating func type(_ scalar: Unicode.Scalar) {
            text.append(scalar)
        }

        mutating func append(_ event: TerminalInput) {
            endText()
            events.append(event)
        }

        /// One key per `Character` of the text typed.
        mutating func endText() {
            guard !text.isEmpty else { return }
            events += String(text).map { .key(.character($0), modifiers: []) }
            text.removeAll()
        }
    }
}
