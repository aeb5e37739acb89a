import Foundation
import PaneKit
@testable import PaneKitTerminal
import PaneKitTestSupport
import PostboxKit
import Testing

/// Postbox drawn in cells at the sizes of real terminals, light and dark, at each colour depth,
/// right to left and with ASCII borders: snapshots with styles, so a moved highlight shows (D-112).
@MainActor
@Suite("Postbox in a terminal")
struct PostboxTerminalTests {
    /// A fixed moment and zone, so dates in the snapshots do not move.
    static let dates = TerminalDates(timeZone: TimeZone(identifier: "UTC")!, now: SampleMailbox.referenceDate)

    static func store() throws -> MailStore {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        return store
    }

    func frame(columns: Int, rows: Int, scheme: ColorScheme = .dark, path: String = "/mailbox/inbox",
               capabilities: TerminalCapabilities = TerminalCapabilities(), direction: LayoutDirection = .leftToRight) throws -> TerminalFrame {
        let store = try Self.store()
        let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: path, columns: columns, rows: rows,
                                      capabilities: capabilities, colorScheme: scheme, layoutDirection: direction, dates: Self.dates)
        return session.frame
    }

    @Test("Postbox at 80×24, 100×30, 135×40 and 200×50, dark and light",
          arguments: [(80, 24), (100, 30), (135, 40), (200, 50)], [ColorScheme.dark, .light])
    func sizes(size: (Int, Int), scheme: ColorScheme) throws {
        let frame = try frame(columns: size.0, rows: size.1, scheme: scheme)
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-\(size.0)x\(size.1)-\(scheme)")
    }

    @Test("16 colours, 256 colours and none (NO_COLOR): the user's palette, the nearest entries, attributes only",
          arguments: [ColorDepth.ansi16, .indexed256, .none])
    func depths(depth: ColorDepth) throws {
        let frame = try frame(columns: 135, rows: 40, capabilities: TerminalCapabilities(colorDepth: depth))
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-135x40-\(depth.rawValue)")
        let colors = frame.buffer.cells.flatMap { [$0.style.foreground, $0.style.background] }
        switch depth {
        case .none: #expect(colors.allSatisfy { $0 == .default })
        case .ansi16: #expect(colors.allSatisfy { if case .indexed(let index) = $0 { index < 16 } else { $0 == .default } })
        case .indexed256: #expect(colors.allSatisfy { if case .rgb = $0 { false } else { true } })
        case .trueColor: break
        }
    }

    @Test("Right to left: the sidebar on the right, chevrons mirrored")
    func rightToLeft() throws {
        let frame = try frame(columns: 135, rows: 40, direction: .rightToLeft)
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-135x40-rtl")
        let lines = frame.buffer.lines
        // The sidebar is the trailing (right) column; its title sits at the leading (right) end of
        // its bar, its toggle at the right edge, Edit at the left: the bar mirrored.
        #expect(lines[0].hasSuffix("Mailboxes          ◧ "), "\(lines[0])")
        #expect(lines[0].contains("│ Edit  ⚙"), "\(lines[0])")
        // Sections and rows read from the right: the disclosure, the glyph, the title, then the count.
        #expect(lines[2].hasSuffix("Favorites ▾ "), "\(lines[2])")
        let inbox = try #require(lines.first { $0.hasSuffix("Inbox ⊔   ") })
        #expect(inbox.contains("│ 10 "), "the count is at the row's left end: \(inbox)")
        #expect(lines.contains { $0.contains("Projects ▱ ▾") })
    }

    @Test("Right to left: a click on a mirrored sidebar row selects it; its count's side takes the click too")
    func rightToLeftClicks() throws {
        let store = try Self.store()
        let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", columns: 135, rows: 40,
                                      capabilities: TerminalCapabilities(), layoutDirection: .rightToLeft, dates: Self.dates)
        let lines = session.frame.buffer.lines
        let row = try #require(lines.firstIndex { $0.hasSuffix("Archive ⊟   ") })
        let column = lines[row].count - "Archive ⊟   ".count
        _ = session.receive(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
        #expect(session.page.app.path.hasPrefix("/mailbox/archive"), "\(session.page.app.path)")
        // The count of Junk (at the sidebar's left end) is part of Junk's row.
        let junk = try #require(session.frame.buffer.lines.firstIndex { $0.hasSuffix("Junk ⊠   ") })
        let count = try #require(session.frame.buffer.lines[junk].range(of: "│ 1 ")).lowerBound.utf16Offset(in: session.frame.buffer.lines[junk]) + 2
        _ = session.receive(Array("\u{1B}[<0;\(count + 1);\(junk + 1)M\u{1B}[<0;\(count + 1);\(junk + 1)m".utf8))
        #expect(session.page.app.path.hasPrefix("/mailbox/junk"), "\(session.page.app.path)")
    }

    @Test("Where ambiguous characters are wide, borders are ASCII and chrome takes one column a glyph")
    func ambiguousWide() throws {
        let frame = try frame(columns: 135, rows: 40, capabilities: TerminalCapabilities(ambiguousWidth: 2))
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-135x40-ascii")
        #expect(!frame.buffer.lines.joined().contains("│"))
        #expect(frame.buffer.lines.joined().contains("|"))
    }

    @Test("The compose window of the Mac idiom at 200×50, and a bottom sheet at 80×24")
    func compose() throws {
        for (columns, rows) in [(200, 50), (80, 24)] {
            let store = try Self.store()
            let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", columns: columns, rows: rows,
                                          capabilities: TerminalCapabilities(), dates: Self.dates)
            _ = session.receive([0x1B, 0x0E])
            #expect(session.page.app.path.contains("compose"))
            assertSnapshot(session.frame.buffer.styledSnapshot, named: "postbox-compose-\(columns)x\(rows)")
        }
    }

    @Test("Settings: the Mac's settings window, its tabs as a toolbar and a segmented picker")
    func settings() throws {
        let frame = try frame(columns: 135, rows: 40, path: "/mailbox/inbox/settings")
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-settings-135x40")
        let text = frame.buffer.lines.joined(separator: "\n")
        #expect(text.contains("General") && text.contains("Appearance") && text.contains("Medium"))
    }

    @Test("A moved highlight shows in the style grid: the same text, the selection on another row")
    func movedHighlight() throws {
        let store = try Self.store()
        let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/", columns: 80, rows: 24,
                                      capabilities: TerminalCapabilities(), dates: Self.dates)
        let before = session.frame.buffer
        _ = session.receive(Array("\u{1B}[B".utf8))
        let after = session.frame.buffer
        #expect(before.lines == after.lines)
        #expect(before.styledSnapshot != after.styledSnapshot)
    }
}
