import Foundation
@testable import PostboxKit
@testable import PostboxPostgres
@testable import PostboxStore
import Synchronization
import Testing

/// Several Postbox processes on one store (issue 17): what one writes reaches the others' pages
/// without their input — on SQLite by the file's version, on PostgreSQL by `LISTEN`/`NOTIFY`,
/// which also says which message changed. How soon is measured, not judged here
/// (Benchmarks/load/nodes.py: a write reaches pages on another node in 50–86 ms, p50): the
/// bounds below only catch a change that never arrives, on a machine as busy as CI's.
@MainActor
@Suite("Stores shared between processes")
struct SharedStoreTests {
    /// Two stores on one database, as two processes have: the second listens.
    func pair(_ backend: StoreBackend) throws -> (writer: MailStore, listener: MailStore, cleanup: () -> Void) {
        switch backend {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-shared-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("mail.sqlite").path
            return (try MailStore(path: path), try MailStore(path: path), { try? FileManager.default.removeItem(at: folder) })
        case .postgres:
            let url = try StoreBackend.newDatabase()
            return (try MailStore(postgres: url), try MailStore(postgres: url), {})
        }
    }

    /// Waits up to `limit` for `condition`, polling; returns how long it took, nil if it never held.
    func time(within limit: Duration, _ condition: () -> Bool) async -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if condition() { return clock.now - start }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return nil
    }

    /// Whether `listener` hears `writer`'s writes (it writes until it does, a minute at most):
    /// its watcher is then listening.
    /// (Each write changes a message: a write that changes nothing is not announced.)
    func listening(_ listener: MailStore, heardFrom writer: MailStore) async -> Bool {
        let start = listener.revision
        let probe = try? writer.messages(in: "inbox", limit: 1).first?.id
        return await time(within: .seconds(60)) {
            try? writer.setSetting("probe", UUID().uuidString)
            if let probe, let read = try? writer.summaries(ids: [probe]).first?.isRead { try? writer.setRead(probe, !read) }
            return listener.revision != start
        } != nil
    }

    @Test("Issue 17: a write through one process reaches another's store, and its observers hear of it",
          arguments: StoreBackend.available)
    func changeReachesOtherProcess(_ backend: StoreBackend) async throws {
        let (writer, listener, cleanup) = try pair(backend)
        defer { cleanup() }
        try SampleMailbox.populate(writer, messages: 40)
        let watcher = Task { await listener.watchOutsideWrites() }
        defer { watcher.cancel() }
        let heard = Counter()
        let observation = listener.observe { heard.add() }
        // The listener is listening once a first write is heard.
        #expect(await listening(listener, heardFrom: writer))
        try await Task.sleep(for: .milliseconds(100))

        let message = try #require(try writer.messages(in: "inbox", limit: 1).first)
        let revision = listener.revision
        let before = heard.value
        try writer.setFlagged(message.id, !message.isFlagged)
        let took = try #require(await time(within: .seconds(30)) { listener.revision != revision }, "never heard")
        print("\(backend): another process heard a write after \(took)")
        #expect(await time(within: .seconds(30)) { heard.value > before } != nil)
        let changes = try #require(listener.changes(since: revision)).changes
        switch backend {
        case .sqlite:
            // SQLite cannot say what changed: the whole store may have.
            #expect(changes.structureChanged)
        case .postgres:
            // The notification names the message, as the writer's own journal does.
            #expect(changes == MailChanges(flagsChanged: [message.id], flaggedChanged: true))
        }
        #expect(try listener.message(id: message.id)?.isFlagged == !message.isFlagged)
        withExtendedLifetime(observation) {}
    }

    @Test("Issue 17: a process hears nothing of its own writes twice (PostgreSQL skips its own notifications)",
          arguments: StoreBackend.available)
    func ownWritesOnce(_ backend: StoreBackend) async throws {
        let (store, other, cleanup) = try pair(backend)
        defer { cleanup() }
        try SampleMailbox.populate(store, messages: 10)
        let watcher = Task { await store.watchOutsideWrites() }
        defer { watcher.cancel() }
        // Listening once another process's write is heard; then quiet.
        #expect(await listening(store, heardFrom: other))
        var settled = store.revision
        while await time(within: .milliseconds(300), { store.revision != settled }) != nil { settled = store.revision }

        let message = try #require(try store.messages(in: "inbox", limit: 1).first)
        let revision = store.revision
        try store.setRead(message.id, !message.isRead)
        // Another process writes after: once its change is heard, the own one, committed and
        // announced before it, would have been heard too.
        try other.setFlagged(message.id, true)
        #expect(await time(within: .seconds(30)) { store.revision >= revision + 2 } != nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(store.revision == revision + 2, "the own write once, the other's once")
    }
}

/// A count any thread may add to.
final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
