@testable import PaneKitTerminal
import PaneKitTestSupport
import Testing

private func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> TerminalInput {
    .key(key, modifiers: modifiers)
}

private func char(_ character: Character, _ modifiers: KeyModifiers = []) -> TerminalInput {
    .key(.character(character), modifiers: modifiers)
}

private func mouse(_ kind: MouseInput.Kind, _ button: MouseInput.Button, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = []) -> TerminalInput {
    .mouse(MouseInput(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
}

private func decoded(_ bytes: [UInt8], splitAt split: Int? = nil) -> [TerminalInput] {
    var decoder = InputDecoder()
    guard let split else { return decoder.decode(bytes) }
    return decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
}

private func decoded(_ text: String) -> [TerminalInput] {
    decoded(Array(text.utf8))
}

@Suite("Input decoder")
struct InputDecoderTests {
    @Test("Legacy keys: text, C0 controls as Ctrl, ESC as Alt, CSI and SS3 keys with modifiers", arguments: legacyKeyCases)
    func legacyKeys(_ item: Case) {
        #expect(decoded(item.bytes) == item.expected)
    }

    @Test("Kitty CSI-u keys: modifiers, lock bits ignored, releases ignored, functional codes", arguments: kittyKeyCases)
    func kittyKeys(_ item: Case) {
        #expect(decoded(item.bytes) == item.expected)
    }

    @Test("SGR mouse: buttons, release, drag, wheel and modifiers, 0-based cells", arguments: mouseCases)
    func sgrMouse(_ item: Case) {
        #expect(decoded(item.bytes) == item.expected)
    }

    @Test("Bracketed paste is one unit: partial end markers and ESC are text, controls stripped, line ends are \\n", arguments: pasteCases)
    func bracketedPaste(_ item: Case) {
        #expect(decoded(item.bytes) == item.expected)
    }

    @Test("Focus reports and replies to DA1, DECRPM, CPR, kitty flags and OSC 11", arguments: focusAndReplyCases)
    func focusAndReplies(_ item: Case) {
        #expect(decoded(item.bytes) == item.expected)
    }

    @Test("Text of one read is grouped into Characters; a mark arriving in a later read is a key of its own")
    func combiningMarksGroupWithinARead() {
        #expect(decoded("e\u{301}x👍🏽") == [char("e\u{301}"), char("x"), char("👍🏽")])
        let bytes = Array("e\u{301}".utf8)
        #expect(decoded(bytes, splitAt: 1) == [char("e"), char("\u{301}")])
    }

    @Test("A lone ESC waits; flushing makes it Escape, and ESC [, ESC O, ESC ] Alt with their letter")
    func flushingAPendingEscape() {
        var decoder = InputDecoder()
        #expect(decoder.flushPendingEscape() == [])
        for (bytes, expected) in [("\u{1B}", key(.escape)), ("\u{1B}[", char("[", .alternate)), ("\u{1B}O", char("O", .alternate)), ("\u{1B}]", char("]", .alternate))] {
            #expect(decoder.decode(bytes.utf8) == [])
            #expect(decoder.hasPendingEscape)
            #expect(decoder.flushPendingEscape() == [expected])
            #expect(!decoder.hasPendingEscape && decoder.pendingByteCount == 0)
        }
        #expect(decoder.decode("\u{1B}[1;".utf8) == [])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.decode("5A".utf8) == [key(.up, .control)])
    }

    @Test("A byte that cannot continue a sequence ends it: an empty one was Alt+[ or Alt+], a started one is dropped")
    func interruptedSequences() {
        #expect(decoded("\u{1B}[é") == [char("[", .alternate), char("é")])
        #expect(decoded("\u{1B}[12\r") == [key(.enter)])
        #expect(decoded("\u{1B}]\r") == [char("]", .alternate), key(.enter)])
        #expect(decoded("\u{1B}]11;rgb\u{1B}x") == [char("x", .alternate)])
        #expect(decoded("\u{1B}O\u{01}") == [char("O", .alternate), char("a", .control)])
    }

    @Test("Overlong sequences are skipped to their end, keeping at most the bound")
    func overlongSequencesAreSkipped() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: 0x31, count: 500)) == [])
        #expect(decoder.pendingByteCount <= InputDecoder.maximumSequenceBytes)
        #expect(decoder.decode("Ax".utf8) == [char("x")])
        #expect(decoder.decode(Array("\u{1B}]11;".utf8) + Array(repeating: 0x61, count: 5000)) == [])
        #expect(decoder.pendingByteCount <= InputDecoder.maximumStringBytes)
        #expect(decoder.decode("aa\u{1B}".utf8) == [])
        #expect(decoder.decode("\\y".utf8) == [char("y")])
        #expect(decoder.pendingByteCount == 0)
    }

    @Test("A paste keeps its first maximumPasteBytes bytes, without a cut scalar")
    func pasteIsCapped() {
        var decoder = InputDecoder(maximumPasteBytes: 5)
        let paste = Array("\u{1B}[200~éééé\u{1B}[201~x".utf8)
        #expect(decoder.decode(paste) == [.paste("éé"), char("x")])
        var large = InputDecoder(maximumPasteBytes: 1000)
        #expect(large.decode("\u{1B}[200~".utf8) == [])
        for _ in 0..<100 { #expect(large.decode(Array(repeating: 0x62, count: 100)) == []) }
        #expect(large.pendingByteCount == 1000)
        #expect(large.decode("\u{1B}[201~".utf8) == [.paste(String(repeating: "b", count: 1000))])
        #expect(large.pendingByteCount == 0)
    }

    @Test("Every table sequence split at every byte decodes as when fed whole")
    func splitAnywhereDecodesTheSame() {
        for item in Self.allCases {
            #expect(decoded(item.bytes) == item.expected, "\(item.testDescription)")
            for split in 0...item.bytes.count {
                #expect(decoded(item.bytes, splitAt: split) == item.expected, "\(item.testDescription) split at \(split)")
            }
        }
    }

    @Test("All table sequences, concatenated and fed one byte at a time, decode to all their events")
    func concatenationFedByteByByte() {
        var decoder = InputDecoder()
        var events: [TerminalInput] = []
        for byte in Self.allCases.flatMap(\.bytes) { events += decoder.decode(CollectionOfOne(byte)) }
        #expect(events == Self.allCases.flatMap(\.expected))
        #expect(decoder.pendingByteCount == 0)
    }

    @Test("Random bytes never crash, keep the buffer bounded, and decode alike however they are split", arguments: 1...4)
    func randomBytes(seed: Int) {
        var rng = SeededRNG(seed: UInt64(seed))
        let tokens: [[UInt8]] = Self.allCases.map(\.bytes) + ["\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}\\", "\u{07}", ";", "1", "<", "\r"].map { Array($0.utf8) }
        var bytes: [UInt8] = []
        while bytes.count < 200_000 {
            // Odd seeds: uniform bytes; even seeds: mostly pieces of sequences.
            if seed % 2 == 1 || Int.random(in: 0..<3, using: &rng) == 0 {
                bytes.append(UInt8.random(in: 0...255, using: &rng))
            } else {
                bytes += tokens[Int.random(in: 0..<tokens.count, using: &rng)]
            }
        }
        let bound = InputDecoder.maximumStringBytes + 4096
        var whole = InputDecoder(maximumPasteBytes: 4096)
        let expected = whole.decode(bytes)
        var split = InputDecoder(maximumPasteBytes: 4096)
        var events: [TerminalInput] = []
        var start = 0
        var maximumPending = 0
        while start < bytes.count {
            let end = min(start + Int.random(in: 1...64, using: &rng), bytes.count)
            events += split.decode(bytes[start..<end])
            maximumPending = max(maximumPending, split.pendingByteCount)
            start = end
        }
        #expect(maximumPending <= bound)
        #expect(whole.pendingByteCount == split.pendingByteCount)
        let merged = Self.mergingText(events), wanted = Self.mergingText(expected)
        let difference = merged.indices.first { $0 >= wanted.count || merged[$0] != wanted[$0] }
        #expect(merged.count == wanted.count && difference == nil, "seed \(seed): first difference at event \(difference ?? merged.count)")
    }

    private enum Decoded: Equatable {
        case text([Unicode.Scalar])
        case event(TerminalInput)
    }

    /// The events with each run of unmodified characters as its scalars: a read boundary may
    /// regroup the scalars of a run into other Characters, and only that.
    private static func mergingText(_ events: [TerminalInput]) -> [Decoded] {
        var merged: [Decoded] = []
        for event in events {
            guard case .key(.character(let character), modifiers: []) = event else {
                merged.append(.event(event))
                continue
            }
            if case .text(let scalars)? = merged.last {
                merged[merged.count - 1] = .text(scalars + character.unicodeScalars)
            } else {
                merged.append(.text(Array(character.unicodeScalars)))
            }
        }
        return merged
    }
}

extension InputDecoderTests {
    /// Bytes from a terminal and the events they mean.
    struct Case: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let expected: [TerminalInput]

        init(_ text: String, _ expected: TerminalInput...) {
            self.init(bytes: Array(text.utf8), expected)
        }

        init(bytes: [UInt8], _ expected: [TerminalInput]) {
            self.bytes = bytes
            self.expected = expected
        }

        var testDescription: String { String(reflecting: String(decoding: bytes, as: UTF8.self)) }
    }

    static let legacyKeyCases: [Case] = [
        Case("a", char("a")),
        Case("Hé", char("H"), char("é")),
        Case("日本", char("日"), char("本")),
        Case("\r", key(.enter)),
        Case("\n", key(.enter)),
        Case("\t", key(.tab)),
        Case("\u{7F}", key(.backspace)),
        Case("\u{08}", key(.backspace, .control)),
        Case("\u{01}", char("a", .control)),
        Case("\u{1A}", char("z", .control)),
        Case("\u{00}", char(" ", .control)),
        Case("\u{1C}\u{1D}\u{1E}\u{1F}", char("\\", .control), char("]", .control), char("^", .control), char("/", .control)),
        Case("\u{1B}x", char("x", .alternate)),
        Case("\u{1B}X", char("X", .alternate)),
        Case("\u{1B}é", char("é", .alternate)),
        Case("\u{1B}\u{01}", char("a", [.control, .alternate])),
        Case("\u{1B}\r", key(.enter, .alternate)),
        Case("\u{1B}\u{7F}", key(.backspace, .alternate)),
        Case("\u{1B}\u{1B}[A", key(.escape), key(.up)),
        Case("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", key(.up), key(.down), key(.right), key(.left)),
        Case("\u{1B}[H\u{1B}[F", key(.home), key(.end)),
        Case("\u{1B}[1;2D", key(.left, .shift)),
        Case("\u{1B}[1;3A", key(.up, .alternate)),
        Case("\u{1B}[1;5C", key(.right, .control)),
        Case("\u{1B}[1;8B", key(.down, [.shift, .alternate, .control])),
        Case("\u{1B}[1;9H", key(.home, .command)),
        Case("\u{1B}OA\u{1B}OD\u{1B}OH\u{1B}OF", key(.up), key(.left), key(.home), key(.end)),
        Case("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS", key(.function(1)), key(.function(2)), key(.function(3)), key(.function(4))),
        Case("\u{1B}[1;3P\u{1B}[1;5Q\u{1B}[1;2S", key(.function(1), .alternate), key(.function(2), .control), key(.function(4), .shift)),
        Case("\u{1B}[1~\u{1B}[7~\u{1B}[4~\u{1B}[8~", key(.home), key(.home), key(.end), key(.end)),
        Case("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~", key(.insert), key(.delete), key(.pageUp), key(.pageDown)),
        Case("\u{1B}[3;5~", key(.delete, .control)),
        Case("\u{1B}[5;2~", key(.pageUp, .shift)),
        Case("\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[21~", key(.function(1)), key(.function(5)), key(.function(6)), key(.function(10))),
        Case("\u{1B}[23~\u{1B}[24;2~", key(.function(11)), key(.function(12), .shift)),
        Case("\u{1B}[Z", key(.tab, .shift)),
        Case(bytes: [0xFF, 0x61], [char("\u{FFFD}"), char("a")]),
        Case(bytes: [0xC3, 0x28], [char("\u{FFFD}"), char("(")]),
        Case(bytes: [0xE2, 0x82, 0x0D], [char("\u{FFFD}"), key(.enter)]),
        Case(bytes: [0xED, 0xA0, 0x80], [char("\u{FFFD}"), char("\u{FFFD}"), char("\u{FFFD}")]),
        Case("\u{1B}[99x\u{1B}[>1;10;0c\u{1B}[0nq", char("q")),
    ]

    static let kittyKeyCases: [Case] = [
        Case("\u{1B}[97u", char("a")),
        Case("\u{1B}[97;5u", char("a", .control)),
        Case("\u{1B}[49;5u", char("1", .control)),
        Case("\u{1B}[97;6u", char("a", [.shift, .control])),
        Case("\u{1B}[97:65;2u", char("a", .shift)),
        Case("\u{1B}[97;9u", char("a", .command)),
        Case("\u{1B}[97;33u", char("a", .alternate)),
        Case("\u{1B}[97;65u\u{1B}[97;133u", char("a"), char("a", .control)),
        Case("\u{1B}[97;5;97u", char("a", .control)),
        Case("\u{1B}[97;5:1u\u{1B}[97;5:2u", char("a", .control), char("a", .control)),
        Case("\u{1B}[97;5:3u"),
        Case("\u{1B}[13u\u{1B}[9u\u{1B}[127u\u{1B}[27u", key(.enter), key(.tab), key(.backspace), key(.escape)),
        Case("\u{1B}[13;2u\u{1B}[27;5u", key(.enter, .shift), key(.escape, .control)),
        Case("\u{1B}[1;5:3A\u{1B}[3;1:3~"),
        Case("\u{1B}[1;5:2A", key(.up, .control)),
        Case("\u{1B}[13~", key(.function(3))),
        Case("\u{1B}[57376u\u{1B}[57399u\u{1B}[57414u", key(.function(13)), char("0"), key(.enter)),
        Case("\u{1B}[57441;2u\u{1B}[57358u"),
        Case("\u{1B}[1081;5u", char("й", .control)),
    ]

    static let mouseCases: [Case] = [
        Case("\u{1B}[<0;1;1M", mouse(.press, .left, 0, 0)),
        Case("\u{1B}[<0;10;5m", mouse(.release, .left, 9, 4)),
        Case("\u{1B}[<1;3;4M", mouse(.press, .middle, 2, 3)),
        Case("\u{1B}[<2;300;200M", mouse(.press, .right, 299, 199)),
        Case("\u{1B}[<32;5;6M", mouse(.drag, .left, 4, 5)),
        Case("\u{1B}[<35;5;6M", mouse(.drag, .none, 4, 5)),
        Case("\u{1B}[<64;7;8M", mouse(.wheelUp, .none, 6, 7)),
        Case("\u{1B}[<65;7;8M", mouse(.wheelDown, .none, 6, 7)),
        Case("\u{1B}[<66;7;8M\u{1B}[<67;7;8M", mouse(.wheelLeft, .none, 6, 7), mouse(.wheelRight, .none, 6, 7)),
        Case("\u{1B}[<4;1;1M", mouse(.press, .left, 0, 0, .shift)),
        Case("\u{1B}[<8;1;1M", mouse(.press, .left, 0, 0, .alternate)),
        Case("\u{1B}[<18;1;1m", mouse(.release, .right, 0, 0, .control)),
        Case("\u{1B}[<60;2;3M", mouse(.drag, .left, 1, 2, [.shift, .alternate, .control])),
        Case("\u{1B}[<80;1;1M", mouse(.wheelUp, .none, 0, 0, .control)),
        Case("\u{1B}[<128;1;1M\u{1B}[<0M"),
    ]

    static let pasteCases: [Case] = [
        Case("\u{1B}[200~hello\u{1B}[201~", .paste("hello")),
        Case("\u{1B}[200~\u{1B}[201~", .paste("")),
        Case("\u{1B}[200~a\r\nb\rc\nd\u{1B}[201~", .paste("a\nb\nc\nd")),
        Case("\u{1B}[200~a\tb\u{07}c\u{00}\u{7F}\u{85}d\u{1B}[201~", .paste("a\tbcd")),
        Case("\u{1B}[200~a\u{1B}b\u{1B}[201~", .paste("ab")),
        Case("\u{1B}[200~\u{1B}[A\u{1B}[2\u{1B}[20\u{1B}[201\u{1B}[201x\u{1B}[201~", .paste("[A[2[20[201[201x")),
        Case("\u{1B}[200~\u{1B}\u{1B}[201~", .paste("")),
        Case("\u{1B}[200~日本\r\n語 👍🏽\u{1B}[201~x", .paste("日本\n語 👍🏽"), char("x")),
        Case("\u{1B}[200~\u{1B}[200~x\u{1B}[201~\u{1B}[201~", .paste("[200~x")),
        Case(bytes: Array("\u{1B}[200~".utf8) + [0xFF, 0x61] + Array("\u{1B}[201~".utf8), [.paste("\u{FFFD}a")]),
    ]

    static let focusAndReplyCases: [Case] = [
        Case("\u{1B}[I", .focus(true)),
        Case("\u{1B}[O", .focus(false)),
        Case("\u{1B}[?62;22c", .reply(.primaryAttributes([62, 22]))),
        Case("\u{1B}[?1;2c", .reply(.primaryAttributes([1, 2]))),
        Case("\u{1B}[?2026;2$y", .reply(.mode(2026, setting: 2))),
        Case("\u{1B}[?1004;0$y", .reply(.mode(1004, setting: 0))),
        Case("\u{1B}[12;40R", .reply(.cursorPosition(row: 12, column: 40))),
        Case("\u{1B}[1;2R", .reply(.cursorPosition(row: 1, column: 2))),
        Case("\u{1B}[?1u", .reply(.keyboardFlags(1))),
        Case("\u{1B}[?0u", .reply(.keyboardFlags(0))),
        Case("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .reply(.backgroundColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))),
        Case("\u{1B}]11;rgb:1a1a/2b2b/3c3c\u{07}", .reply(.backgroundColor(red: 0x1A1A, green: 0x2B2B, blue: 0x3C3C))),
        Case("\u{1B}]11;rgb:ff/80/00\u{07}", .reply(.backgroundColor(red: 0xFFFF, green: 0x8080, blue: 0))),
        Case("\u{1B}]11;rgb:f/8/0\u{1B}\\", .reply(.backgroundColor(red: 0xFFFF, green: 0x8888, blue: 0))),
        Case("\u{1B}]11;rgb:fff/000/800\u{07}", .reply(.backgroundColor(red: 0xFFFF, green: 0, blue: 0x8008))),
        Case("\u{1B}]10;rgb:0/0/0\u{07}\u{1B}]11;rgb:+f/0/0\u{07}\u{1B}]11;?\u{07}"),
    ]

    static let allCases = legacyKeyCases + kittyKeyCases + mouseCases + pasteCases + focusAndReplyCases
}
