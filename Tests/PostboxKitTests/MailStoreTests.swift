import Foundation
import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

@MainActor
@Suite("Mail store")
struct MailStoreTests {
    @Test("Messages are stored once per Message-ID: a second import adds nothing", arguments: StoreBackend.available)
    func deduplication(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(100)
        #expect(try store.messageCount(in: "inbox") + store.messageCount(in: "archive") > 0)
        try SampleMailbox.populate(store, messages: 100)
        let total = try SampleMailbox.mailboxes.reduce(0) { $0 + (try store.messageCount(in: $1.id)) }
        #expect(total == 100)
    }

    @Test("The sample mailbox is the same for the same seed", arguments: StoreBackend.available)
    func deterministic(_ backend: StoreBackend) throws {
        let first = try backend.sampleStore(300), second = try backend.sampleStore(300)
        #expect(try first.messages(in: "inbox", limit: 50) == second.messages(in: "inbox", limit: 50))
        #expect(try first.unreadCounts() == second.unreadCounts())
    }

    @Test("The sample mailbox ends when asked: a first run's newest message arrives as it starts", arguments: StoreBackend.available)
    func sampleEnding(_ backend: StoreBackend) throws {
        let newest = Date(timeIntervalSince1970: 1_800_000_000)
        let store = try backend.emptyStore()
        try SampleMailbox.populate(store, messages: 50, newest: newest)
        let first = try #require(try store.messages(in: "inbox", limit: 1).first)
        #expect(first.date <= newest && first.date > newest.addingTimeInterval(-3_600 * 6), "\(first.date)")
    }

    @Test("Lists come newest first in windows; counts and unread counts follow changes", arguments: StoreBackend.available)
    func windowsAndCounts(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore()
        let count = try store.messageCount(in: "inbox")
        let first = try store.messages(in: "inbox", offset: 0, limit: 20)
        let second = try store.messages(in: "inbox", offset: 20, limit: 20)
        #expect(first.count == 20 && count > 40)
        #expect(zip(first, first.dropFirst()).allSatisfy { $0.date >= $1.date })
        #expect(first.last!.date >= second.first!.date)
        let unread = try store.unreadCounts()["inbox"] ?? 0
        let target = try #require(try store.messages(in: "inbox", limit: count).first { !$0.isRead })
        try store.setRead(target.id, true)
        #expect(try store.unreadCounts()["inbox"] == unread - 1)
        try store.setFlagged(target.id, true)
        #expect(try store.messages(in: MailStore.flagged, limit: 1000).contains { $0.id == target.id })
        try store.move(target.id, to: "archive")
        #expect(try store.messageCount(in: "inbox") == count - 1)
    }

    @Test("Issue 36: Mail's Unread filter reads windows of the unread messages alone, from any position, in a mailbox and in Flagged", arguments: StoreBackend.available)
    func unreadWindows(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(600)
        for mailbox in ["inbox", MailStore.flagged] {
            let all = try store.messages(in: mailbox, from: nil, limit: 10_000)
            let unread = all.filter { !$0.isRead }
            #expect(unread.count >= 2, "\(mailbox): the sample has unread mail")
            if mailbox == "inbox" { #expect(unread.count < all.count, "and read mail") }
            #expect(try store.messages(in: mailbox, from: nil, limit: 10_000, unreadOnly: true) == unread)
            let middle = unread.count / 2
            #expect(try store.messages(in: mailbox, from: unread[middle].position, limit: 3, unreadOnly: true)
                    == Array(unread[middle..<min(unread.count, middle + 3)]))
            #expect(try store.position(in: mailbox, above: unread[middle].position, by: middle, unreadOnly: true) == unread[0].position)
        }
        // A message read leaves the filtered window, one marked unread joins it.
        let first = try #require(try store.messages(in: "inbox", from: nil, limit: 1, unreadOnly: true).first)
        try store.setRead(first.id, true)
        #expect(try store.messages(in: "inbox", from: nil, limit: 1, unreadOnly: true).first?.id != first.id)
        try store.setRead(first.id, false)
        #expect(try store.messages(in: "inbox", from: nil, limit: 1, unreadOnly: true).first?.id == first.id)
    }

    @Test("Full-text search finds words and prefixes; punctuation cannot break the query", arguments: StoreBackend.available)
    func search(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore()
        #expect(!(try store.search("invoice")).isEmpty)
        #expect(!(try store.search("invo")).isEmpty)
        #expect(try store.search("\"'); DROP TABLE message; --").isEmpty)
        #expect(try store.messageCount(in: "inbox") > 0)
    }

    @Test("Issue 16: a search in a mailbox (Mail's Current Mailbox scope) finds its messages alone; in Flagged, the flagged ones", arguments: StoreBackend.available)
    func searchInMailbox(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore()
        let everywhere = try store.search("build", limit: 1000)
        let inbox = try store.search("build", in: "inbox", limit: 1000)
        let inboxIDs = Set(try store.messages(in: "inbox", limit: 1000).map(\.id))
        #expect(!inbox.isEmpty && inbox.count < everywhere.count)
        #expect(inbox.allSatisfy { inboxIDs.contains($0.id) })
        #expect(Set(inbox.map(\.id)) == Set(everywhere.map(\.id)).intersection(inboxIDs))
        let flagged = try store.search("build", in: MailStore.flagged, limit: 1000)
        #expect(flagged.allSatisfy { $0.isFlagged })
        #expect(Set(flagged.map(\.id)) == Set(everywhere.filter(\.isFlagged).map(\.id)))
        #expect(try store.search("build", in: "nowhere").isEmpty)
    }

    @Test("Issue 16: a sent reply marks what it answers replied in the same write; lists carry it", arguments: StoreBackend.available)
    func sendReply(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(50)
        let original = try #require(try store.messages(in: "inbox", limit: 50).first { !$0.isReplied })
        let reply = Message(messageID: "<reply@postbox.local>", mailboxID: "sent", date: original.date.addingTimeInterval(60),
                            sender: "You <you@example.com>", recipients: original.sender, subject: "Re: \(original.subject)", body: "Yes.")
        try store.send(reply, replyingTo: original.id)
        #expect(try store.message(id: original.id)?.isReplied == true)
        #expect(try store.messages(in: "inbox", limit: 50).first { $0.id == original.id }?.isReplied == true)
        #expect(try store.messages(in: "sent", limit: 50).contains { $0.subject == "Re: \(original.subject)" && !$0.isReplied })
        // A send that fails (filed in a mailbox that is not stored) fails as a whole: nothing is marked.
        let other = try #require(try store.messages(in: "inbox", limit: 50).first { !$0.isReplied && $0.id != original.id })
        var lost = reply
        lost.mailboxID = "nowhere"
        lost.messageID = "<lost@postbox.local>"
        #expect(throws: (any Error).self) { try store.send(lost, replyingTo: other.id) }
        #expect(try store.message(id: other.id)?.isReplied == false)
        #expect(try store.search(original.subject.split(separator: " ").last.map(String.init) ?? "", limit: 100).contains { $0.isReplied })
    }

    @Test("Drafts are saved and updated as people type; settings keep the last value", arguments: StoreBackend.available)
    func draftsAndSettings(_ backend: StoreBackend) throws {
        let store = try backend.emptyStore()
        var draft = try store.save(Draft(body: "He", updatedAt: SampleMailbox.referenceDate))
        draft.body = "Hello"
        try store.save(draft)
        #expect(try store.draft(id: draft.id!)?.body == "Hello")
        #expect(try store.drafts().count == 1)
        try store.deleteDraft(id: draft.id!)
        #expect(try store.drafts().isEmpty)
        try store.setSetting("sidebarSize", "large")
        try store.setSetting("sidebarSize", "small")
        #expect(try store.setting("sidebarSize") == "small")
    }

    @Test("Issue 36: a filed draft is at the top of Drafts, found by search, updated in place, opened as itself, and gone when deleted", arguments: StoreBackend.available)
    func draftsInDrafts(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(100)
        let before = try store.messageCount(in: "drafts"), revision = store.revision
        var draft = try store.file(Draft(recipients: "ada@example.com", subject: "Quarterly zephyr", body: "First words",
                                         updatedAt: SampleMailbox.referenceDate.addingTimeInterval(3_600 * 24 * 400)))
        #expect(store.revision > revision, "a change to mail: pages showing Drafts read it again")
        let top = try #require(try store.messages(in: "drafts", limit: 1).first)
        #expect(top.subject == "Quarterly zephyr" && top.snippet == "First words" && top.isRead)
        #expect(try store.search("zephyr").map(\.id) == [top.id])
        draft.body = "Second words"
        try store.file(draft)
        #expect(try store.messageCount(in: "drafts") == before + 1, "updated, not filed twice")
        #expect(try store.message(id: top.id)?.body == "Second words")
        #expect(try store.draft(forMessage: top.id)?.id == draft.id)
        // Mail imported into Drafts becomes a draft when opened, once.
        let imported = try #require(try store.messages(in: "drafts", limit: 10).first { $0.id != top.id })
        let adopted = try #require(try store.draft(forMessage: imported.id))
        #expect(adopted.subject == imported.subject)
        #expect(try store.draft(forMessage: imported.id)?.id == adopted.id)
        #expect(try store.draft(forMessage: try #require(try store.messages(in: "inbox", limit: 1).first).id) == nil)
        try store.deleteDraft(id: draft.id!)
        #expect(try store.messageCount(in: "drafts") == before)
        #expect(try store.search("zephyr").isEmpty)
    }

    @Test("Issue 36: a draft keeps its Cc and Bcc; filed in Drafts, its message has the copies and a Bcc header; imported mail in Drafts opens with both", arguments: StoreBackend.available)
    func draftCopies(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(20)
        var draft = try store.file(Draft(recipients: "ada@example.com", cc: "Grace Hopper <grace@example.com>", bcc: "alan@example.com",
                                         subject: "Copies", updatedAt: SampleMailbox.referenceDate.addingTimeInterval(3_600 * 24 * 400)))
        #expect(try store.draft(id: draft.id!).map { [$0.cc, $0.bcc] } == ["Grace Hopper <grace@example.com>", "alan@example.com"])
        let filed = try #require(try store.messages(in: "drafts", limit: 1).first)
        var message = try #require(try store.message(id: filed.id))
        #expect(message.cc == "Grace Hopper <grace@example.com>" && message.headerValue("Bcc") == "alan@example.com")
        draft.cc = ""
        try store.file(draft)
        message = try #require(try store.message(id: filed.id))
        #expect(message.cc.isEmpty && message.headerValue("Cc") == nil, "a copy taken out is gone from the filed message too")
        _ = try store.insert([Message(messageID: "<imported-draft@example.com>", mailboxID: "drafts", date: SampleMailbox.referenceDate,
                                      sender: "You <you@example.com>", recipients: "ada@example.com", cc: "grace@example.com",
                                      subject: "Old draft", body: "", isRead: true,
                                      headers: "From: You <you@example.com>\nTo: ada@example.com\nCc: grace@example.com\nBCC: alan@example.com")])
        let imported = try #require(try store.messages(in: "drafts", limit: 50).first { $0.subject == "Old draft" })
        let adopted = try #require(try store.draft(forMessage: imported.id))
        #expect(adopted.cc == "grace@example.com" && adopted.bcc == "alan@example.com")
    }

    @Test("A store on disk survives reopening (WAL)")
    func onDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mail.sqlite").path
        do {
            let store = try MailStore(path: path)
            try SampleMailbox.populate(store, messages: 50)
        }
        let reopened = try MailStore(path: path)
        #expect(!(try reopened.isEmpty()))
    }

    @Test("Unread counts and mailbox sizes kept by the database agree with counting the messages, through random reads, flags, moves, arrivals and deleted drafts (seeded)", arguments: StoreBackend.available)
    func unreadCountsStayTrue(_ backend: StoreBackend) throws {
        let store = try backend.sampleStore(300)
        var generator = SeededRNG(seed: 7)
        let mailboxes = try store.mailboxes().map(\.id)
        func counted() throws -> [String: Int] {
            var counts: [String: Int] = [:]
            for mailbox in mailboxes {
                let unread = try store.messages(in: mailbox, limit: 100_000).filter { !$0.isRead }.count
                if unread > 0 { counts[mailbox] = unread }
            }
            counts[MailStore.flagged] = try store.messages(in: MailStore.flagged, limit: 100_000).filter { !$0.isRead }.count
            return counts
        }
        // Issue 40: a mailbox's size is kept too, not counted (one row at a million messages).
        func sizes() throws -> (kept: [String: Int], counted: [String: Int]) {
            var kept: [String: Int] = [:], counted: [String: Int] = [:]
            for mailbox in mailboxes + [MailStore.flagged] {
                kept[mailbox] = try store.messageCount(in: mailbox)
                counted[mailbox] = try store.messages(in: mailbox, limit: 100_000).count
            }
            return (kept, counted)
        }
        #expect(try store.unreadCounts() == counted(), "after the migration filled them")
        let before = try sizes()
        #expect(before.kept == before.counted, "after the migration filled them")
        let ids = try mailboxes.flatMap { try store.messages(in: $0, limit: 100_000).map(\.id) }
        for step in 0..<400 {
            let id = ids.randomElement(using: &generator)!
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: try store.setRead(id, Bool.random(using: &generator))
            case 4:
                // A draft filed in Drafts, then deleted: a message row comes and goes.
                let draft = try store.file(Draft(recipients: "a@b", subject: "Draft \(step)", body: "Text", updatedAt: SampleMailbox.referenceDate))
                if Bool.random(using: &generator) { try store.deleteDraft(id: draft.id!) }
            case 1: try store.setFlagged(id, Bool.random(using: &generator))
            case 2: try store.move(id, to: mailboxes.randomElement(using: &generator)!)
            default:
                try store.insert([Message(messageID: "<new-\(step)@test>", mailboxID: mailboxes.randomElement(using: &generator)!,
                                          date: SampleMailbox.referenceDate, sender: "A <a@b>", recipients: "c@d", subject: "New",
                                          body: "", isRead: Bool.random(using: &generator), isFlagged: Bool.random(using: &generator))])
            }
        }
        #expect(try store.unreadCounts() == counted())
        let after = try sizes()
        #expect(after.kept == after.counted)
    }
}
