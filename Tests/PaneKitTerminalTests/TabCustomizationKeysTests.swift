import PaneKit
@testable import PaneKitTerminal
import Testing

/// More and its Edit sheet (TB-1, TB-2) from the keyboard alone, in a compact terminal.
@MainActor
@Suite("Tab customization in a terminal")
struct TabCustomizationKeysTests {
    final class TabsApp: PaneApp {
        let tabs: TabBarController
        init() {
            let names = ["Inbox", "Flagged", "Drafts", "Sent", "Archive", "Junk", "Trash"]
            tabs = TabBarController(viewControllers: names.map { name in
                let controller = ViewController(title: name)
                controller.tabBarItem = TabBarItem(title: name, symbol: "tray")
                return controller
            })
        }
        var rootViewController: ViewController { tabs }
        func open(path: String) -> Bool { true }
        var path: String { "/" }
        var title: String { "Tabs" }
    }

    static let tab: [UInt8] = [0x09], enter: [UInt8] = [0x0D], down: [UInt8] = Array("\u{1B}[B".utf8), altDown: [UInt8] = Array("\u{1B}[1;3B".utf8)

    /// Presses `key` until the focus is on what is drawn at `label`'s first cell on row `y`.
    func focus(_ session: TerminalSession, _ label: String, row y: Int, key: [UInt8] = tab) throws {
        let line = session.frame.buffer.lines[y]
        let column = try #require(line.range(of: label), "no \(label) on row \(y): \(line)").lowerBound.utf16Offset(in: line)
        let target = try #require(session.frame.hits.target(x: column, y: y), "\(label) takes no click")
        for _ in 0..<40 where session.state.focus != target { _ = session.receive(key) }
        #expect(session.state.focus == target, "the keyboard never reached \(label)")
    }

    @Test("TB-1, TB-2: Tab reaches More and Enter opens it; Tab reaches Edit; Alt+↓ moves a tab out of the bar; Done keeps it")
    func moreAndEditFromTheKeyboard() throws {
        let app = TabsApp()
        let session = TerminalSession(makeApp: { app }, columns: 80, rows: 24, capabilities: TerminalCapabilities())
        var bottom: String { session.frame.buffer.lines[23] }
        #expect(bottom.contains("More") && bottom.contains("Inbox") && !bottom.contains("Trash"), "\(bottom)")
        try focus(session, "More", row: 23)
        _ = session.receive(Self.enter)
        #expect(session.frame.buffer.lines.contains { $0.contains("Trash") }, "More lists the tabs that do not fit")
        try focus(session, "Edit", row: 0)
        _ = session.receive(Self.enter)
        let sheetTop = try #require(session.frame.buffer.lines.firstIndex { $0.contains("Configure") })
        let inboxRow = try #require(session.frame.buffer.lines.indices.first { $0 > sheetTop && session.frame.buffer.lines[$0].contains("Inbox") })
        // Tab reaches the list, ↓ its rows.
        try focus(session, "Inbox", row: inboxRow, key: Self.down)
        for _ in 0..<5 { _ = session.receive(Self.altDown) }
        #expect(app.tabs.viewControllers.map(\.title).firstIndex(of: "Inbox") == 5, "\(app.tabs.viewControllers.map(\.title))")
        let doneRow = try #require(session.frame.buffer.lines.firstIndex { $0.contains("Done") })
        try focus(session, "Done", row: doneRow)
        _ = session.receive(Self.enter)
        #expect(!session.frame.buffer.lines.contains { $0.contains("Configure") }, "Done closes the sheet")
        #expect(!bottom.contains("Inbox") && bottom.contains("Flagged") && bottom.contains("More"), "\(bottom)")
    }
}
