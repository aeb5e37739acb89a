import PaneKit
@testable import PaneKitTerminal
import PaneKitTestSupport
import Testing

/// A bottom sheet in an 80×24 terminal: its grabber cycles the detents, Shift+↑ and Shift+↓
/// move between them, Esc asks to dismiss it, and the focus goes into it (D-112).
@MainActor
@Suite("Sheets in a terminal")
struct SheetKeysTests {
    final class SheetApp: PaneApp {
        let main = ViewController(title: "Main")
        var rootViewController: ViewController { main }
        var path: String { "/" }
        var title: String { "Sheets" }
        func open(path: String) -> Bool { true }
    }

    func session() throws -> (TerminalSession, SheetApp, ViewController) {
        var made: SheetApp?
        let session = TerminalSession(makeApp: { let app = SheetApp(); made = app; return app }, columns: 80, rows: 24,
                                      capabilities: TerminalCapabilities())
        let app = try #require(made)
        let sheet = ViewController(title: "Sheet")
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        app.main.present(sheet)
        _ = session.refresh()
        return (session, app, sheet)
    }

    @Test("SH-3, SH-4: Shift+↑ grows the sheet to large, Shift+↓ brings it back; a click on the grabber cycles")
    func detentKeys() throws {
        let (session, _, sheet) = try session()
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.selectedDetentIdentifier == .medium || controller.selectedDetentIdentifier == nil)
        let mediumTop = try #require(session.frame.buffer.lines.firstIndex { $0.contains("╭") })
        _ = session.receive(Array("\u{1B}[1;2A".utf8))
        #expect(controller.selectedDetentIdentifier == .large)
        let largeTop = try #require(session.frame.buffer.lines.firstIndex { $0.contains("╭") })
        #expect(largeTop < mediumTop)
        _ = session.receive(Array("\u{1B}[1;2B".utf8))
        #expect(controller.selectedDetentIdentifier == .medium)
        let grabber = try #require(session.frame.buffer.lines[mediumTop].range(of: "━"))
        let column = session.frame.buffer.lines[mediumTop].distance(from: session.frame.buffer.lines[mediumTop].startIndex, to: grabber.lowerBound)
        _ = session.receive(Array("\u{1B}[<0;\(column + 2);\(mediumTop + 1)M\u{1B}[<0;\(column + 2);\(mediumTop + 1)m".utf8))
        #expect(controller.selectedDetentIdentifier == .large)
    }

    @Test("SH-11: Esc asks the sheet to go, and it goes when nothing refuses")
    func escapeDismisses() throws {
        let (session, app, _) = try session()
        #expect(app.main.presentedViewController != nil)
        _ = session.receive([0x1B])
        _ = session.flushEscape()
        #expect(app.main.presentedViewController == nil)
        #expect(!session.frame.buffer.lines.joined().contains("╭"))
    }
}
