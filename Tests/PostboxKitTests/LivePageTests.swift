import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PostboxKit
@testable import PostboxStore
import Synchronization
import Testing

/// Pages brought up to date by writes they did not make: another page's, or another process's
/// (issue 14, D-45).
@MainActor
@Suite("Postbox live pages")
struct LivePageTests {
    /// Counts the refreshes a window asks its host for.
    final class RefreshCounter: Sendable {
        private let count = Atomic<Int>(0)
        init(_ window: Window) {
            window.refresh.onRequest { [self] in count.add(1, ordering: .relaxed) }
        }
        var value: Int { count.load(ordering: .relaxed) }

        /// Waits up to two seconds for a request after `before`.
        func waitForRequest(after before: Int) async throws -> Bool {
            for _ in 0..<200 where value == before { try await Task.sleep(for: .milliseconds(10)) }
            return value > before
        }
    }

    func inboxBadge(_ window: Window) -> String? {
        let line = window.scene().dump().split(separator: "\n").first { $0.contains("row favorite-inbox ") }
        return line?.split(separator: " ").first { $0.hasPrefix("badge=") }.map { String($0.dropFirst("badge=".count)) }
    }

    @Test("A message read in one page changes the other page's unread badge and list, without any event from it")
    func anotherPagesWrite() async throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 200)
        let one = PostboxPage(store, width: 1440, height: 900)
        let other = PostboxPage(store, width: 1440, height: 900)
        #expect(other.app.open(path: "/mailbox/inbox"))
        let before = try #require(inboxBadge(other.window))
        let refreshes = RefreshCounter(other.window)
        let unread = try #require(try store.messages(in: "inbox", limit: 200).first { !$0.isRead })

        #expect(one.app.open(path: "/mailbox/inbox/message/\(unread.id)"))
        #expect(try await refreshes.waitForRequest(after: 0))
        #expect(inboxBadge(other.window) == String(Int(before)! - 1))
        #expect(try store.message(id: unread.id)?.isRead == true)
    }

    @Test("A freed page's app stops hearing of writes")
    func freedObservation() async throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 20)
        let heard = Atomic<Int>(0)
        var observation: MailObservation? = store.observe { heard.add(1, ordering: .relaxed) }
        let message = try #require(try store.messages(in: "inbox", limit: 1).first)
        try store.setRead(message.id, !message.isRead)
        for _ in 0..<200 where heard.load(ordering: .relaxed) == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(heard.load(ordering: .relaxed) == 1)
        _ = observation
        observation = nil
        try store.setRead(message.id, message.isRead)
        try await Task.sleep(for: .milliseconds(100))
        #expect(heard.load(ordering: .relaxed) == 1)
    }

    @Test("A burst of writes is told at once, then together when the pause ends")
    func coalesced() async throws {
        let broadcast = ChangeBroadcast(pause: .seconds(1))
        let heard = Atomic<Int>(0)
        let observation = broadcast.observe { heard.add(1, ordering: .relaxed) }
        for _ in 0..<20 { broadcast.changed() }
        #expect(heard.load(ordering: .relaxed) == 1)
        for _ in 0..<300 where heard.load(ordering: .relaxed) == 1 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(heard.load(ordering: .relaxed) == 2)
        // A pause with no writes ends the burst: the next write is told at once again.
        try await Task.sleep(for: .milliseconds(1100))
        broadcast.changed()
        #expect(heard.load(ordering: .relaxed) == 3)
        withExtendedLifetime(observation) {}
    }

    @Test("Drafts and settings are not mail: writing them tells no one")
    func draftsAndSettings() async throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 5)
        let heard = Atomic<Int>(0)
        let observation = store.observe { heard.add(1, ordering: .relaxed) }
        try store.save(Draft(recipients: "a@example.com", subject: "Hi", body: "", updatedAt: Date()))
        try store.setSetting("theme", "dark")
        try await Task.sleep(for: .milliseconds(100))
        #expect(heard.load(ordering: .relaxed) == 0)
        withExtendedLifetime(observation) {}
    }

    @Test("Another process's import is noticed: the revision moves, lists read again, and open pages hear of it")
    func outsideWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mail.sqlite").path
        let server = try MailStore(path: path)
        try SampleMailbox.populate(server, messages: 30)
        let page = PostboxPage(server, width: 1440, height: 900)
        #expect(page.app.open(path: "/mailbox/inbox"))
        _ = page.window.scene()
        let refreshes = RefreshCounter(page.window)
        #expect(try server.noticeOutsideWrites() == false)

        // A second store on the same file is another connection, as `postbox import` is.
        let importer = try MailStore(path: path)
        try importer.insert([Message(messageID: "<arrived@test>", mailboxID: "inbox", date: Date(), sender: "Grace <grace@example.com>",
                                     recipients: "me@example.com", subject: "Fresh from the import", body: "Hello.")])
        let revision = server.revision
        #expect(try server.noticeOutsideWrites() == true)
        #expect(server.revision == revision + 1)
        #expect(server.changes(since: revision)?.changes.structureChanged == true)
        #expect(try server.noticeOutsideWrites() == false)
        #expect(try await refreshes.waitForRequest(after: 0))
        #expect(page.window.scene().dump().contains("Fresh from the import"))
    }
}
