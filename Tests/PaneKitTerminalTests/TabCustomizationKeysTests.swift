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

/// SV-F1 in a terminal: the split view hears which column the keyboard is in, and can move it.
@MainActor
@Suite("Column focus in a terminal")
struct ColumnFocusKeysTests {
    final class ReaderApp: PaneApp, SplitViewControllerDelegate {
        let split = SplitViewController(style: .tripleColumn)
        var heard: [SplitViewController.Column?] = []
        init() {
            split.delegate = self
            for (column, title) in [(SplitViewController.Column.primary, "Folders"), (.supplementary, "Items")] {
                let list = ListController(title: title, rows: ["\(title) one", "\(title) two"])
                split.setViewController(list, for: column)
            }
            split.setViewController(ViewController(title: "Item"), for: .secondary)
        }
        var rootViewController: ViewController { split }
        func open(path: String) -> Bool { true }
        var path: String { "/" }
        var title: String { "Reader" }
        func splitViewController(_ splitViewController: SplitViewController, didFocus column: SplitViewController.Column?) { heard.append(column) }
    }

    final class ListController: ViewController {
        let rows: [String]
        init(title: String, rows: [String]) {
            self.rows = rows
            super.init(title: title)
        }
        override var body: any View {
            List(selection: nil, onSelect: { _ in }) { ForEach(rows, id: \.self) { Text($0) } }
        }
    }

    @Test("SV-F1: ← and → move between the columns and the split view hears each; focus(_:) moves the keyboard")
    func columns() throws {
        let app = ReaderApp()
        let session = TerminalSession(makeApp: { app }, columns: 200, rows: 50, capabilities: TerminalCapabilities())
        _ = session.start()
        let first = try #require(app.split.focusedColumn)
        _ = session.receive(Array("\u{1B}[D".utf8))
        _ = session.receive(Array("\u{1B}[D".utf8))
        #expect(app.split.focusedColumn == .primary, "\(app.heard)")
        _ = session.receive(Array("\u{1B}[C".utf8))
        #expect(app.split.focusedColumn == .supplementary)
        #expect(app.heard.first == first && app.heard.last == .supplementary)
        app.split.focus(.primary)
        _ = session.refresh()
        #expect(app.split.focusedColumn == .primary)
        guard case .row(let list, _)? = session.state.focus else { Issue.record("the focus is not on a list"); return }
        #expect(session.frame.column(of: .row(list: list, tag: ""))?.column == .primary)
        // The detail has nothing to focus: the request is answered, and nothing pretends it moved.
        let heard = app.heard.count
        app.split.focus(.secondary)
        _ = session.refresh()
        #expect(app.split.focusedColumn == .primary && app.heard.count == heard)
        #expect(session.scene.splitRequest == nil, "the request is answered")
    }
}

extension Scene {
    /// The first split view's pending focus request, for tests.
    var splitRequest: ColumnFocusRequest? {
        if case .split(let split)? = root { return split.focusRequest }
        return nil
    }
}
