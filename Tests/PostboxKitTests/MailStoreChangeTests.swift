import Foundation
import GRDB
import PaneKit
@testable import PostboxKit
@testable import PostboxStore
import Synchronization
import Testing

@MainActor
@Suite("Mail store changes")
struct MailStoreChangeTests {
    @Test("The revision moves with every write to mail, from any page, and not with drafts or settings", arguments: StoreBackend.available)
    func revision(_ backend: StoreBackend) throws {
        let store = try backend.emptyStore()
        try SampleMailbox.populate(store, messages: 50)
        let message = try #require(try store.messages(in: "inbox", limit: 1).first)
        var last = store.revision
        func moved() -> Bool {
            defer { last = store.revision }
            return store.revision != last
        }
        try store.setRead(message.id, !message.isRead)
        #expect(moved())
        try store.setFlagged(message.id, true)
        #expect(moved())
        try store.move(message.id, to: "archive")
        #expect(moved())
        try store.addFolder(named: "Receipts", account: SampleMailbox.account.id)
        #expect(moved())
        let draft = try store.save(Draft(recipients: "a@example.com", subject: "Hi", body: "", updatedAt: Date()))
        try store.deleteDraft(id: try #require(draft.id))
        try store.setSetting("theme", "dark")
        #expect(!moved())
    }

    @Test("Unread counts and messages are read once per revision and again after any write to mail, another process's included")
    func readsKeptPerRevision() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 30)
        let message = try #require(try store.messages(in: "inbox", limit: 30).first { !$0.isRead })
        let counts = try store.unreadCounts()
        #expect(try store.message(id: message.id)?.isRead == false)
        // Behind the store's back (no revision): what was read stays.
        try store.sqlite!.database.write { db in try db.execute(sql: "UPDATE message SET isRead = 1 WHERE id = ?", arguments: [message.id]) }
        #expect(try store.unreadCounts() == counts)
        #expect(try store.message(id: message.id)?.isRead == false)
        // Any write to mail moves the revision: both are read again.
        try store.setFlagged(message.id, true)
        #expect(try store.unreadCounts()["inbox"] == (counts["inbox"] ?? 0) - 1)
        let reread = try #require(try store.message(id: message.id))
        #expect(reread.isRead && reread.isFlagged)
        // A message not stored is remembered as missing until mail changes too.
        #expect(try store.message(id: 999_999) == nil)
    }

    @Test("A mailbox window is read once per revision and shared by every page that reads it; any write to mail reads it again")
    func windowsKeptPerRevision() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 30)
        func storage(_ window: [MessageSummary]) -> UnsafeRawPointer? {
            window.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let first = try store.messages(in: "inbox", from: nil, limit: 6)
        let message = try #require(first.first { !$0.isRead })
        #expect(storage(try store.messages(in: "inbox", from: nil, limit: 6)) == storage(first), "a second page reads the same window")
        #expect(try store.messages(in: "inbox", from: nil, limit: 5) == Array(first.prefix(5)), "another window is its own")
        // Behind the store's back (no revision): the window stays as read.
        try store.sqlite!.database.write { db in try db.execute(sql: "UPDATE message SET isRead = 1 WHERE id = ?", arguments: [message.id]) }
        #expect(try store.messages(in: "inbox", from: nil, limit: 6) == first)
        // Any write to mail moves the revision: the window is read again.
        try store.setFlagged(message.id, true)
        let reread = try #require(try store.messages(in: "inbox", from: nil, limit: 6).first { $0.id == message.id })
        #expect(reread.isRead && reread.isFlagged)
    }

    @Test("The search index follows changes of text only: reading, flagging and moving keep a message findable")
    func searchIndex() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 10)
        try store.insert([Message(messageID: "<one@test>", mailboxID: "inbox", date: Date(timeIntervalSince1970: 0),
                                  sender: "Ada <ada@example.com>", recipients: "b@example.com",
                                  subject: "Quarterly zorbling", body: "Please find the quuxfigures attached.")])
        let id = try #require(try store.search("zorbling").first?.id)
        try store.setRead(id, true)
        try store.setFlagged(id, true)
        try store.move(id, to: "archive")
        #expect(try store.search("zorbling").map(\.id) == [id])
        #expect(try store.search("quuxfigures").map(\.id) == [id])
        // A change of text is indexed again: the old word goes, the new one is found.
        try store.sqlite!.database.write { db in
            try db.execute(sql: "UPDATE message SET subject = 'Annual frobnication' WHERE id = ?", arguments: [id])
        }
        #expect(try store.search("zorbling").isEmpty)
        #expect(try store.search("frobnication").map(\.id) == [id])
        // Only the text columns re-index: the trigger names them.
        let triggers = try store.sqlite!.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%message_fts%'")
        }
        #expect(Set(triggers) == ["__message_fts_ai", "__message_fts_ad", "message_fts_update"])
    }

    @Test("The store says what changed since a revision: flags by message, anything else as structure; too old is unknown", arguments: StoreBackend.available)
    func changesSince(_ backend: StoreBackend) async throws {
        let store = try backend.emptyStore()
        try SampleMailbox.populate(store, messages: 30)
        let start = store.revision
        let two = try store.messages(in: "inbox", limit: 2)
        let (first, second) = (two[0].id, two[1].id)
        #expect(store.changes(since: start)?.changes == MailChanges())
        // A write that changes nothing wakes no observer and moves no revision (D-83).
        let heard = Atomic<Int>(0)
        try await Task.sleep(for: .milliseconds(100))  // the fill's last notice told
        let observation = store.observe { heard.add(1, ordering: .relaxed) }
        try store.setRead(first, two[0].isRead)
        try store.setFlagged(second, two[1].isFlagged)
        try await Task.sleep(for: .milliseconds(50))
        #expect(heard.load(ordering: .relaxed) == 0)
        #expect(store.revision == start)
        withExtendedLifetime(observation) {}
        try store.setRead(first, !two[0].isRead)
        try store.setFlagged(second, !two[1].isFlagged)
        let (now, changes) = try #require(store.changes(since: start))
        #expect(now == store.revision)
        #expect(changes == MailChanges(flagsChanged: [first, second], flaggedChanged: true))
        #expect(store.changes(since: now)?.changes == MailChanges())
        try store.move(first, to: "archive")
        #expect(store.changes(since: now)?.changes.structureChanged == true)
        // A revision from the future, or one the journal no longer holds, is unknown.
        #expect(store.changes(since: store.revision + 1) == nil)
        let old = store.revision
        for index in 0..<(2 * ChangeJournal.capacity) { try store.setRead(first, index.isMultiple(of: 2)) }
        #expect(store.changes(since: old) == nil)
        #expect(store.changes(since: store.revision - 10)?.changes == MailChanges(flagsChanged: [first]))
    }

    @Test("Pages share the summaries they list: a window read again holds the same strings, a changed message a new one", arguments: StoreBackend.available)
    func sharedSummaries(_ backend: StoreBackend) throws {
        let store = try backend.emptyStore()
        try SampleMailbox.populate(store, messages: 50)
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let first = try store.messages(in: "inbox", from: nil, limit: 20)
        let second = try store.messages(in: "inbox", from: nil, limit: 20)
        #expect(first == second)
        // Snippets are longer than a small string: each lives in a buffer of its own, once.
        #expect(first.allSatisfy { $0.snippet.utf8.count > 15 })
        for (a, b) in zip(first, second) { #expect(storage(a.snippet) == storage(b.snippet), "\(a.id)") }
        let changed = first[3]
        try store.setRead(changed.id, !changed.isRead)
        let third = try store.messages(in: "inbox", from: nil, limit: 20)
        #expect(third[3].isRead != changed.isRead, "the new state, not the one kept")
        #expect(storage(third[4].snippet) == storage(first[4].snippet))
        let byID = try store.summaries(ids: [changed.id])
        #expect(storage(byID[0].snippet) == storage(third[3].snippet))
    }

    @Test("Shared summaries are bounded: past their capacity the kept ones are let go")
    func sharedSummariesBounded() throws {
        var shared = SharedSummaries()
        let summary = MessageSummary(id: 0, date: Date(timeIntervalSince1970: 0), sender: "a", subject: "b", snippet: "c",
                                     isRead: false, isFlagged: false, isReplied: false)
        for id in 0..<Int64(SharedSummaries.capacity + 10) {
            var next = summary
            next.id = id
            _ = shared.share([next])
        }
        #expect(shared.count <= SharedSummaries.capacity)
    }

    @Test("Text with NUL characters is stored without them and keeps what follows (SQLite reads text up to a NUL)", arguments: StoreBackend.available)
    func nulCharacters(_ backend: StoreBackend) throws {
        let store = try backend.emptyStore()
        try SampleMailbox.populate(store, messages: 5)
        try store.insert([Message(messageID: "<nul\u{0}@test>", mailboxID: "inbox", date: Date(timeIntervalSince1970: 1),
                                  sender: "A\u{0}da <ada@example.com>", recipients: "you@example.com",
                                  subject: "before \u{0} after", body: "body with \u{0} nul and more")])
        let stored = try #require(try store.search("after").first.flatMap { try store.message(id: $0.id) })
        #expect(stored.subject == "before  after")
        #expect(stored.body == "body with  nul and more")
        #expect(stored.sender == "Ada <ada@example.com>")
        let draft = try store.save(Draft(recipients: "b@example.com", subject: "x\u{0}y", body: "one\u{0}two", updatedAt: Date()))
        let draftID = try #require(draft.id)
        let reread = try #require(try store.draft(id: draftID))
        #expect(reread.subject == "xy" && reread.body == "onetwo")
    }

    @Test("A full disk: writes fail with SQLite's clear error, nothing half-written stays, and reading goes on")
    func fullDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try MailStore(path: directory.appendingPathComponent("mail.sqlite").path)
        try SampleMailbox.populate(store, messages: 200)
        let before = try store.messages(in: "inbox", limit: 1_000)
        // The database may not grow any more: what a full disk does to SQLite.
        try store.sqlite!.database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let big = (0..<200).map { index in
            Message(messageID: "<full-\(index)@test>", mailboxID: "inbox", date: Date(timeIntervalSince1970: Double(index)),
                    sender: "a@example.com", recipients: "b@example.com", subject: "Full \(index)",
                    body: String(repeating: "A body that fills pages. ", count: 400))
        }
        #expect {
            try store.insert(big)
        } throws: { error in
            (error as? DatabaseError)?.resultCode == .SQLITE_FULL
        }
        #expect(try store.messages(in: "inbox", limit: 1_000) == before)
        #expect(try store.search("fills").isEmpty)
        let check = try store.sqlite!.database.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}

@MainActor
@Suite("Message summaries kept lean (D-86)")
struct MessageSummaryBoxTests {
    private let summary = MessageSummary(id: 7, date: Date(timeIntervalSince1970: 60), sender: "Ada <ada@example.com>",
                                         subject: "Notes", snippet: "On the engine", isRead: false, isFlagged: true, isReplied: false)

    @Test("D-86 a summary's copies share its fields; setting one changes that copy alone")
    func copiesShareTheirFields() {
        var copy = summary
        #expect(MemoryLayout<MessageSummary>.size == MemoryLayout<Int>.size, "one reference, not the fields")
        #expect(copy == summary)
        copy.isRead = true
        #expect(copy.isRead && !summary.isRead)
        #expect(copy != summary)
        #expect(copy.id == 7 && copy.subject == "Notes" && copy.sender == summary.sender && copy.isFlagged)
        copy.isRead = false
        #expect(copy == summary && copy.hashValue == summary.hashValue, "equal fields are equal whatever holds them")
    }

    @Test("D-86 a summary encodes its fields as a struct of them would, and decodes them back")
    func codable() throws {
        let data = try JSONEncoder().encode(summary)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["id", "date", "sender", "subject", "snippet", "isRead", "isFlagged", "isReplied", "flagColor"])
        #expect(try JSONDecoder().decode(MessageSummary.self, from: data) == summary)
    }
}
