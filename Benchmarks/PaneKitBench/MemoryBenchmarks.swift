import Foundation
import Logging
import PaneKitServer
import PaneKit
import PostboxKit

/// What a page costs the server in memory: the resident bytes 100 sessions add, per session —
/// on an empty mailbox (the app and the page without rows), then on Inbox with its 200-row
/// window; the difference is what the rows cost. Run first in the process and kept alive
/// together, so freed memory the allocator keeps does not hide what sessions take.
enum MemoryBenchmarks {
    static func run(store: MailStore) async -> [Measurement] {
        var results: [Measurement] = []
        var kept: [Session] = []
        // The pages of one server, as `postbox serve` has them (D-82).
        let sharing = PageSharing()
        func openPage(_ path: String) async {
            let session = Session(makeApp: { PostboxApp(store: store) }, path: path,
                                  viewport: Viewport(width: 1440, height: 900, pointer: .fine), sharing: sharing, logger: Logger(label: "bench"))
            _ = await session.start()
            kept.append(session)
        }
        // Warm-up, kept too: what the first pages pay once (database connections and their
        // caches, formatters, type metadata) is not a page's.
        for _ in 0..<20 {
            await openPage("/mailbox/projects")
            await openPage("/mailbox/inbox")
        }
        for (name, path, note) in [
            ("empty-mailbox", "/mailbox/projects", "an empty mailbox at 1440×900: the app and the page without rows"),
            ("inbox", "/mailbox/inbox", "Inbox at 1440×900: its 200-row window, the page's tree and the app"),
        ] {
            let count = 100
            let before = resident()
            for _ in 0..<count { await openPage(path) }
            let perSession = Double(resident() - before) / Double(count)
            results.append(Measurement(name: "memory.session.\(name)", unit: "bytes", samples: [perSession], note: note))
        }
        withExtendedLifetime(kept) {}
        return results
    }

    /// The process's resident memory, from `/proc/self/statm` (in pages).
    static func resident() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}
