import Foundation
import PaneKit
import PaneKitTerminal
import PostboxKit

/// The terminal's work and bytes for the interactions the browser pipeline measures (D-112):
/// input bytes → keys → Window → Scene → cells → the fewest bytes, on a Postbox session at
/// 200×50 and 80×24. Each `.bytes` row sits beside the HTML patch of the same event
/// (`pipeline.N.….bytes`).
@MainActor
enum TerminalBenchmarks {
    static let down: [UInt8] = Array("\u{1B}[B".utf8), up: [UInt8] = Array("\u{1B}[A".utf8)
    static let left: [UInt8] = Array("\u{1B}[D".utf8)

    static func run(seconds: Double, store: MailStore, size: Int) throws -> [Measurement] {
        var results: [Measurement] = []
        let messages = try store.messages(in: "inbox", limit: 101)
        guard let first = messages.first else { return [] }
        for (columns, rows) in [(200, 50), (80, 24)] {
            let prefix = "terminal.\(size).\(columns)x\(rows)"
            func session(_ path: String) -> TerminalSession {
                let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: path, columns: columns, rows: rows,
                                              capabilities: TerminalCapabilities(colorDepth: .trueColor))
                _ = session.start()
                return session
            }

            // ↓ in the message list: at 200×50 it selects the next message and shows it (two rows
            // and the detail change); at 80×24 the list's rows push, so ↓ moves a highlight alone.
            let list = session(columns >= 100 ? "/mailbox/inbox/message/\(first.id)" : "/mailbox/inbox")
            var sizes: [Int] = []
            var step = 0
            results.append(try Measurement.timeSynchronously("\(prefix).select-next-message", seconds: seconds) {
                // Fifty rows down, fifty back up, so the selection stays in the list's window.
                let key = step % 100 < 50 ? down : up
                step += 1
                sizes.append(list.receive(key).count)
            })
            results.append(.bytes("\(prefix).select-next-message.bytes", sizes,
                                  note: columns >= 100 ? "the two rows and the message shown" : "a moved highlight alone (target ≤ 300 B)"))

            // Another mailbox: the sidebar has the focus; ↓ and ↑ between two mailboxes.
            if columns >= 100 {
                let mailboxes = session("/mailbox/inbox")
                _ = mailboxes.receive(left)
                sizes = []
                step = 0
                results.append(try Measurement.timeSynchronously("\(prefix).open-another-mailbox", seconds: seconds) {
                    sizes.append(mailboxes.receive(step % 2 == 0 ? down : up).count)
                    step += 1
                })
                results.append(.bytes("\(prefix).open-another-mailbox.bytes", sizes))
            }

            // A character typed in compose's first field (the text grows to 40 characters, then
            // starts again: past the field's width every character would leave the cells as they are).
            let compose = session("/mailbox/inbox")
            _ = compose.receive([0x1B, 0x0E])
            sizes = []
            var typed = 0
            results.append(try Measurement.timeSynchronously("\(prefix).type-in-compose", seconds: seconds) {
                typed += 1
                sizes.append(compose.receive(typed % 40 == 0 ? [0x15] : Array("a".utf8)).count)
            })
            results.append(.bytes("\(prefix).type-in-compose.bytes", sizes))

            // Nothing changed: the same frame again writes nothing.
            results.append(.bytes("\(prefix).no-change.bytes", [list.refresh().count], note: "a refresh with nothing new: 0 B"))
        }

        // Resize 200×50 → 80×24 (back untimed): everything is drawn again.
        let resized = TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox/message/\(first.id)", columns: 200, rows: 50,
                                      capabilities: TerminalCapabilities(colorDepth: .trueColor))
        _ = resized.start()
        var sizes: [Int] = []
        results.append(Measurement.timeSynchronously("terminal.\(size).resize-200x50-to-80x24", seconds: seconds, prepare: {
            _ = resized.resize(columns: 200, rows: 50)
        }) {
            sizes.append(resized.resize(columns: 80, rows: 24).count)
        })
        results.append(.bytes("terminal.\(size).resize-200x50-to-80x24.bytes", sizes, note: "a full repaint at the new size"))
        return results
    }

    /// What a terminal session costs in memory: the resident bytes 100 sessions on Inbox at
    /// 200×50 add, per session, kept alive together (as the SSH server holds them).
    static func memory(store: MailStore) -> Measurement {
        var kept: [TerminalSession] = []
        for _ in 0..<20 {
            kept.append(TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", columns: 200, rows: 50,
                                        capabilities: TerminalCapabilities()))
        }
        let before = MemoryBenchmarks.resident()
        for _ in 0..<100 {
            kept.append(TerminalSession(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox", columns: 200, rows: 50,
                                        capabilities: TerminalCapabilities()))
        }
        let perSession = Double(MemoryBenchmarks.resident() - before) / 100
        withExtendedLifetime(kept) {}
        return Measurement(name: "memory.terminal-session.inbox-200x50", unit: "bytes", samples: [perSession],
                           note: "Inbox at 200×50: the app, the window, the frame's cells and hit map")
    }
}
