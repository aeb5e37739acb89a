import Foundation
import PaneKit
@testable import PaneKitTerminal
import PaneKitTestSupport
import PostboxKit
import Testing

/// Postbox in a ``TerminalSession``: keys and clicks become the events a browser page sends, and
/// the bytes the session writes draw exactly the frame it rendered (D-112).
@MainActor
@Suite("Terminal session")
struct TerminalSessionTests {
    static let dates = PostboxTerminalTests.dates

    func session(columns: Int, rows: Int, path: String = "/", depth: ColorDepth = .trueColor, store: MailStore? = nil) throws -> (TerminalSession, Screen) {
        let store = try store ?? {
            let store = try MailStore()
            try SampleMailbox.populate(store, messages: 50)
            return store
        }()
        let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: path, columns: columns, rows: rows,
                                      capabilities: TerminalCapabilities(colorDepth: depth), dates: Self.dates)
        let screen = Screen(columns: columns, rows: rows)
        screen.apply(session.start())
        return (session, screen)
    }

    /// A terminal that shows what the session writes: the reference model, with the modes, the
    /// questions and the window title (which it does not draw) taken out first.
    final class Screen {
        var model: ReferenceTerminal
        init(columns: Int, rows: Int) { model = ReferenceTerminal(width: columns, height: rows) }

        func apply(_ bytes: [UInt8]) {
            model.apply(Self.drawing(bytes))
        }

        /// The bytes without OSC strings, DEC private modes other than the cursor's and 2026,
        /// window-title saves, and the questions.
        static func drawing(_ bytes: [UInt8]) -> [UInt8] {
            var text = String(decoding: bytes, as: UTF8.self)
            for sequence in ["\u{1B}[22;0t", "\u{1B}[23;0t", "\u{1B}[?1049h", "\u{1B}[?1049l", "\u{1B}[?1000h", "\u{1B}[?1002h",
                             "\u{1B}[?1006h", "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1006l", "\u{1B}[?2004h", "\u{1B}[?2004l",
                             "\u{1B}[?2026$p", "\u{1B}[?u", "\u{1B}[c", "\u{1B}[6n", "\u{1B}[>1u", "\u{1B}[<u"] {
                text = text.replacingOccurrences(of: sequence, with: "")
            }
            while let start = text.range(of: "\u{1B}]"), let end = text.range(of: "\u{1B}\\", range: start.upperBound..<text.endIndex) {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
            return Array(text.utf8)
        }
    }

    func shows(_ screen: Screen, _ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(screen.model.failures.isEmpty, "the model met \(screen.model.failures.prefix(3))", sourceLocation: sourceLocation)
        #expect(ReferenceTerminal.appearance(of: screen.model.screen) == ReferenceTerminal.appearance(of: session.frame.buffer),
                "the terminal does not show the frame:\n\(lineDiff(expected: session.frame.buffer.lines.joined(separator: "\n"), actual: screen.model.screen.lines.joined(separator: "\n")))",
                sourceLocation: sourceLocation)
    }

    static let down: [UInt8] = Array("\u{1B}[B".utf8), up: [UInt8] = Array("\u{1B}[A".utf8)
    static let left: [UInt8] = Array("\u{1B}[D".utf8), right: [UInt8] = Array("\u{1B}[C".utf8)
    static let enter: [UInt8] = [0x0D], escape: [UInt8] = [0x1B], tab: [UInt8] = [0x09]

    @Test("↓ moves the message list's selection and opens that message, as on the Mac; the bytes draw the frame")
    func arrowsSelect() throws {
        let (session, screen) = try session(columns: 200, rows: 50)
        let first = session.page.app.path
        screen.apply(session.receive(Self.down))
        #expect(session.page.app.path != first)
        #expect(session.page.app.path.contains("/message/"))
        shows(screen, session)
        screen.apply(session.receive(Self.up))
        #expect(session.page.app.path == first)
        shows(screen, session)
    }

    @Test("← and → move the focus between the sidebar and the message list; ↓ in the sidebar opens the next mailbox")
    func columnsTakeTheFocus() throws {
        let (session, screen) = try session(columns: 200, rows: 50, path: "/mailbox/inbox")
        screen.apply(session.receive(Self.left))
        screen.apply(session.receive(Self.down))
        #expect(session.page.app.path.hasPrefix("/mailbox/drafts"))
        screen.apply(session.receive(Self.right))
        guard case .row(let list, _)? = session.state.focus else { Issue.record("no list has the focus"); return }
        #expect(session.frame.listRows[list]?.isEmpty == false)
        shows(screen, session)
    }

    @Test("80×24 is compact: ↓ moves a highlight over the mailboxes (≤ 300 bytes), Enter opens one, Esc goes back")
    func compactPushes() throws {
        let (session, screen) = try session(columns: 80, rows: 24)
        #expect(session.page.window.scene().traits.horizontalSizeClass == .compact)
        let before = session.page.app.path
        let bytes = session.receive(Self.down)
        screen.apply(bytes)
        #expect(session.page.app.path == before, "a highlight is not a selection in a list whose rows push")
        #expect(bytes.count <= 300, "moving the highlight wrote \(bytes.count) bytes")
        shows(screen, session)
        screen.apply(session.receive(Self.enter))
        #expect(session.page.app.path != before)
        #expect(session.frame.buffer.lines[0].contains("‹"))
        shows(screen, session)
        screen.apply(session.receive(Self.escape))
        screen.apply(session.flushEscape())
        #expect(session.frame.buffer.lines[0].contains("Mailboxes"))
        shows(screen, session)
    }

    @Test("Ctrl+F puts the focus in the search field; typing filters the list; the caret follows")
    func searchByTyping() throws {
        let (session, screen) = try session(columns: 200, rows: 50, path: "/mailbox/inbox")
        screen.apply(session.receive([0x06]))
        guard case .field(let field)? = session.state.focus else { Issue.record("Ctrl+F focused no field"); return }
        screen.apply(session.receive(Array("Ada".utf8)))
        #expect(session.frame.fieldTexts[field] == "Ada")
        #expect(session.page.app.path.contains("search"))
        #expect(session.frame.cursor != nil)
        shows(screen, session)
        screen.apply(session.receive([0x7F]))
        #expect(session.frame.fieldTexts[field] == "Ad")
        screen.apply(session.receive(Self.escape))
        screen.apply(session.flushEscape())
        #expect(session.frame.cursor == nil)
        shows(screen, session)
    }

    @Test("A click selects the row under it; a right click opens its actions as a menu; Esc closes it")
    func mouse() throws {
        let (session, screen) = try session(columns: 200, rows: 50, path: "/mailbox/inbox")
        let lines = session.frame.buffer.lines
        let row = try #require(lines.firstIndex { $0.contains("Ken Thompson") })
        let column = try #require(lines[row].range(of: "Ken Thompson")).lowerBound.utf16Offset(in: lines[row])
        screen.apply(session.receive(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)))
        #expect(session.frame.buffer.lines.prefix(6).contains { $0.dropFirst(74).contains("Your order has shipped") },
                "the message clicked is not the one shown")
        screen.apply(session.receive(Array("\u{1B}[<2;\(column + 1);\(row + 1)M".utf8)))
        let menu = try #require(session.state.menu)
        #expect(menu.items.contains { $0.title.contains("Read") || $0.title.contains("Flag") || $0.title.contains("Trash") })
        shows(screen, session)
        screen.apply(session.receive(Self.escape))
        screen.apply(session.flushEscape())
        #expect(session.state.menu == nil)
        shows(screen, session)
    }

    @Test("Ctrl+Alt+N (New Message) opens the compose sheet; typing goes to its field; Esc asks the sheet to close")
    func compose() throws {
        let (session, screen) = try session(columns: 100, rows: 30, path: "/mailbox/inbox")
        screen.apply(session.receive([0x1B, 0x0E]))
        #expect(session.page.app.path.contains("compose"))
        #expect(!session.frame.fieldTexts.isEmpty)
        guard case .field? = session.state.focus else { Issue.record("the new sheet's first field has no focus"); return }
        shows(screen, session)
        screen.apply(session.receive(Array("ada@example.com".utf8)))
        #expect(session.frame.fieldTexts.values.contains { $0.contains("ada@example.com") })
        shows(screen, session)
        // The first Esc leaves the field, the second asks the sheet to go: Mail asks whether to
        // keep the draft, and Return answers with the first button, Save.
        for _ in 0..<2 {
            screen.apply(session.receive(Self.escape))
            screen.apply(session.flushEscape())
        }
        #expect(session.frame.buffer.lines.contains { $0.contains("save this message as a draft") })
        #expect(session.frame.buffer.lines.filter { $0.contains("save this message as a draft") }.count == 1)
        shows(screen, session)
        screen.apply(session.receive(Self.enter))
        #expect(!session.page.app.path.contains("compose"))
        shows(screen, session)
    }

    @Test("F1 lists the shortcuts; a shortcut Ctrl cannot send here says Alt; Enter runs the chosen one")
    func shortcutList() throws {
        let (session, screen) = try session(columns: 100, rows: 30, path: "/mailbox/inbox")
        screen.apply(session.receive(Array("\u{1B}OP".utf8)))
        let text = session.frame.buffer.lines.joined(separator: "\n")
        #expect(text.contains("Keyboard Shortcuts"))
        #expect(text.contains("Settings") && text.contains("Alt+,"))
        #expect(text.contains("Undo") && text.contains("Alt+Z"))
        shows(screen, session)
        let settings = try #require(session.scene.keyCommands.firstIndex { $0.title == "Settings" })
        for _ in 0..<settings { screen.apply(session.receive(Self.down)) }
        screen.apply(session.receive(Self.enter))
        #expect(session.page.app.path.hasSuffix("/settings"))
        shows(screen, session)
    }

    @Test("Ctrl+C and Ctrl+Q ask the host to quit, Ctrl+Z to suspend; the leave bytes turn every mode off")
    func quitAndSuspend() throws {
        let (session, _) = try session(columns: 80, rows: 24)
        _ = session.receive([0x1A])
        #expect(session.request == .suspend)
        session.clearRequest()
        _ = session.receive([0x11])
        #expect(session.request == .quit)
        let leave = String(decoding: session.leave, as: UTF8.self)
        for off in ["\u{1B}[?1049l", "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1006l", "\u{1B}[?2004l", "\u{1B}[?25h", "\u{1B}[0m"] {
            #expect(leave.contains(off))
        }
    }

    @Test("A resize reflows at once: 200×50 to 80×24 collapses to the mailboxes, and back")
    func resize() throws {
        let (session, screen) = try session(columns: 200, rows: 50, path: "/mailbox/inbox")
        let small = Screen(columns: 80, rows: 24)
        small.apply(session.resize(columns: 80, rows: 24))
        #expect(session.frame.buffer.width == 80)
        #expect(session.page.window.scene().traits.horizontalSizeClass == .compact)
        shows(small, session)
        let large = Screen(columns: 200, rows: 50)
        large.apply(session.resize(columns: 200, rows: 50))
        #expect(session.page.window.scene().traits.horizontalSizeClass == .regular)
        shows(large, session)
        _ = screen
    }

    @Test("SB-13: while the sidebar is edited, Alt+↓ moves the focused mailbox down its section, as a drag")
    func reorderWithKeys() throws {
        let (session, screen) = try session(columns: 200, rows: 50, path: "/mailbox/inbox")
        let lines = session.frame.buffer.lines
        let row = try #require(lines.firstIndex { $0.prefix(34).contains("Edit") })
        let column = try #require(lines[row].range(of: "Edit")).lowerBound.utf16Offset(in: lines[row])
        screen.apply(session.receive(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)))
        let movable = session.frame.moves.filter { entry in
            if case .row = entry.key { entry.value.index + 1 < entry.value.count } else { false }
        }
        let (target, move) = try #require(movable.min { $0.value.index < $1.value.index })
        guard case .row(let list, let tag) = target else { return }
        session.state.focus = .row(list: list, tag: tag)
        screen.apply(session.receive(Array("\u{1B}[1;3B".utf8)))
        #expect(session.frame.moves[target]?.index == move.index + 1, "Alt+↓ did not move \(tag)")
        shows(screen, session)
    }

    @Test("D-106: a click on the Mac's Flag flags the message; a right click opens its colours")
    func flagAndItsMenu() throws {
        let (session, screen) = try session(columns: 200, rows: 50)
        // The Flag button: its menu is built when opened (D-107).
        let flag = try #require(session.frame.secondaryMenus.keys.first { session.frame.menuRequests[$0] != nil })
        let bounds = try #require(session.frame.hits.bounds(of: .tap(flag)))
        screen.apply(session.receive(Array("\u{1B}[<2;\(bounds.x + 1);\(bounds.y + 1)M".utf8)))
        let menu = try #require(session.state.menu)
        #expect(menu.items.contains { $0.title == "Orange" } && menu.items.contains { $0.title == "Red" })
        screen.apply(session.receive(Self.escape))
        screen.apply(session.flushEscape())
        #expect(session.state.menu == nil)
        screen.apply(session.receive(Array("\u{1B}[<0;\(bounds.x + 1);\(bounds.y + 1)M\u{1B}[<0;\(bounds.x + 1);\(bounds.y + 1)m".utf8)))
        #expect(session.state.menu == nil, "a click runs the primary action, it opens no menu")
        shows(screen, session)
    }

    @Test("Malformed and random input from a terminal changes nothing it should not and never crashes")
    func randomInput() throws {
        let (session, screen) = try session(columns: 100, rows: 30, path: "/mailbox/inbox")
        var generator = SeededRNG(seed: 38)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...24, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Quit and suspend would end the run early; everything else goes in.
            let safe = bytes.filter { $0 != 0x03 && $0 != 0x11 && $0 != 0x1A }
            screen.apply(session.receive(safe))
            if session.hasPendingEscape { screen.apply(session.flushEscape()) }
            session.clearRequest()
        }
        screen.apply(session.repaint())
        shows(screen, session)
    }

    @Test("Rows copied from earlier frames draw what painting everything afresh draws, as the highlight, the selection, the focus and the size change")
    func keptRowsMatchAFreshFrame() throws {
        for (columns, rows) in [(200, 50), (80, 24)] {
            let (session, screen) = try session(columns: columns, rows: rows, path: "/mailbox/inbox")
            let steps: [[UInt8]] = [Self.down, Self.down, Self.up, Self.left, Self.down, Self.right, Self.down, Self.tab, Self.down]
            for step in steps {
                screen.apply(session.receive(step))
                let fresh = TerminalRenderer(capabilities: session.renderer.capabilities, dates: Self.dates)
                    .render(session.scene, columns: session.columns, rows: session.rows, state: session.state)
                let same = session.frame.buffer == fresh.buffer, sameHits = session.frame.hits == fresh.hits
                #expect(same,
                        "\(columns)×\(rows): \(lineDiff(expected: fresh.buffer.lines.joined(separator: "\n"), actual: session.frame.buffer.lines.joined(separator: "\n")))")
                #expect(sameHits, "\(columns)×\(rows): the hit maps differ")
            }
            #expect(session.renderer.rowCells.reuses > 0, "no row was copied at \(columns)×\(rows)")
            shows(screen, session)
        }
    }

    @Test("The ambiguous-width probe: a `─` that took two columns (CPR column 3) turns borders ASCII and counts such characters as two")
    func ambiguousWidthProbe() throws {
        let (session, screen) = try session(columns: 100, rows: 30, path: "/mailbox/inbox")
        #expect(session.renderer.capabilities.ambiguousWidth == 1)
        #expect(session.frame.buffer.lines.joined().contains("─"))
        let bytes = session.receive(Array("\u{1B}[1;3R".utf8))
        screen.apply(bytes)
        #expect(session.renderer.capabilities.ambiguousWidth == 2 && session.renderer.capabilities.asciiBorders)
        #expect(!session.frame.buffer.lines.joined().contains("─"), "box drawing is ambiguous: ASCII borders instead")
        shows(screen, session)
        // A narrow answer, or a position report after the terminal answered everything, changes nothing.
        let (narrow, _) = try self.session(columns: 100, rows: 30, path: "/mailbox/inbox")
        #expect(narrow.receive(Array("\u{1B}[1;2R".utf8)).isEmpty)
        _ = narrow.receive(Array("\u{1B}[?62;22c".utf8))
        _ = narrow.receive(Array("\u{1B}[1;3R".utf8))
        #expect(narrow.renderer.capabilities.ambiguousWidth == 1)
    }
}
