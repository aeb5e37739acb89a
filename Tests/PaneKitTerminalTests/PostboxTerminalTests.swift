import Foundation
import PaneKit
import PaneKitTerminal
import PaneKitTestSupport
import PostboxKit
import Testing

/// Postbox drawn in cells at the sizes of a real terminal, as a person would see it.
@MainActor
@Suite("Postbox in a terminal")
struct PostboxTerminalTests {
    /// A fixed moment and zone, so dates in the snapshots do not move.
    static let dates = TerminalDates(timeZone: TimeZone(identifier: "UTC")!, now: SampleMailbox.referenceDate)

    func window(columns: Int, rows: Int, scheme: ColorScheme = .dark, path: String = "/") throws -> (PostboxApp, Window) {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        let app = PostboxApp(store: store)
        let window = Window(viewport: TerminalRenderer.viewport(columns: columns, rows: rows, colorScheme: scheme),
                            breakpoints: TerminalRenderer.breakpoints)
        window.rootViewController = app.rootViewController
        _ = app.open(path: path)
        window.rootViewController = app.rootViewController
        return (app, window)
    }

    @Test("Postbox at 200×50, 135×40, 100×30 and 80×24", arguments: [(200, 50), (135, 40), (100, 30), (80, 24)])
    func sizes(size: (Int, Int)) throws {
        let (_, window) = try window(columns: size.0, rows: size.1)
        let renderer = TerminalRenderer(capabilities: TerminalCapabilities(colorDepth: .trueColor), dates: Self.dates)
        let frame = renderer.render(window.scene(), columns: size.0, rows: size.1)
        assertSnapshot(frame.buffer.styledSnapshot, named: "postbox-\(size.0)x\(size.1)-dark")
    }
}
