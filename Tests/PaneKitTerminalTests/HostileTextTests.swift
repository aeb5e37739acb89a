import Foundation
import PaneKit
@testable import PaneKitTerminal
import PostboxKit
import Testing

/// Mail is data, never control: escape sequences in a subject or a body reach the terminal as
/// visible text, never as sequences (issue 38, D-112).
@MainActor
@Suite("Hostile text")
struct HostileTextTests {
    static let hostile = [
        "\u{1B}]52;c;cHduZWQ=\u{07}",          // OSC 52: write the clipboard
        "\u{1B}]2;pwned\u{1B}\\",               // OSC 2: retitle the window
        "\u{1B}[2J\u{1B}[H",                    // clear the screen, home the cursor
        "\u{9B}31m",                            // a C1 CSI
        "\u{1B}P+q544e\u{1B}\\",                // DCS: ask the terminal for its name
        "\u{202E}evil\u{202C}",                 // a bidi override
        "\u{1B}[?1049l\u{1B}[?1000l",           // leave the alternate screen, stop the mouse
    ]

    @Test("Control characters and bidi overrides become visible escapes; clean text is kept as it is")
    func sanitised() {
        for text in Self.hostile {
            let safe = TerminalText.sanitised(text)
            #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        }
        #expect(TerminalText.sanitised("Budget review — Q4 漢字 🎉") == "Budget review — Q4 漢字 🎉")
        #expect(TerminalText.sanitised("a\tb") == "a b")
    }

    @Test("Hostile mail in Postbox: the bytes hold only the renderer's own sequences, the text shows as escapes")
    func hostileMail() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 1)
        var mbox = ""
        for (index, text) in Self.hostile.enumerated() {
            mbox += "From evil@example.com Mon Jan  1 00:00:00 2035\nFrom: evil\(index)@example.com\nTo: you@example.com\n"
            mbox += "Subject: Hostile \(index) \(text)\nMessage-ID: <hostile-\(index)@example.com>\nDate: Mon, 1 Jan 2035 10:0\(index):00 +0000\n\n"
            mbox += "Body \(text) end\n\n"
        }
        let report = try MboxImporter(store: store, mailbox: "inbox").importMbox(Array(mbox.utf8))
        #expect(report.imported == Self.hostile.count)
        let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", columns: 200, rows: 50,
                                      capabilities: TerminalCapabilities(), dates: PostboxTerminalTests.dates)
        var bytes = session.start()
        // Into the message list, then down through every message: each subject and body shows.
        bytes += session.receive(Array("\u{1B}[C".utf8))
        var shown = ""
        for _ in Self.hostile.indices {
            bytes += session.receive(Array("\u{1B}[B".utf8))
            shown += session.frame.buffer.lines.joined(separator: "\n")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}]52"))
        #expect(!text.contains("pwned\u{1B}"))
        #expect(!text.contains("\u{9B}"))
        #expect(!text.contains("\u{1B}P"))
        #expect(!text.contains("\u{202E}"))
        #expect(!text.contains("\u{1B}[?1049l"))
        // The model met nothing it does not know: no sequence but the encoder's.
        var model = ReferenceTerminal(width: 200, height: 50)
        model.apply(TerminalSessionTests.Screen.drawing(bytes))
        #expect(model.failures.isEmpty, "\(model.failures.prefix(3))")
        #expect(shown.contains("\\u{1b}]52;c;"), "the clipboard request shows as text")
        #expect(shown.contains("\\u{9b}31m"))
    }
}
