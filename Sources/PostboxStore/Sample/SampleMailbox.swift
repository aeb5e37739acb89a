import Foundation

/// A deterministic sample mailbox: the same seed always gives the same mail, so screenshots and
/// tests are stable. Dates count back from a fixed day; nothing reads the clock.
public enum SampleMailbox {
    /// The sample's one account, iCloud (id `icloud`).
    public static let account = Account(id: "icloud", name: "iCloud")

    /// The sample's mailboxes: Inbox, Drafts, Sent, Archive, Junk and Trash, then the folders Projects
    /// (holding PaneKit and Postbox) and Family.
    public static let mailboxes: [Mailbox] = [
        Mailbox(id: "inbox", accountID: "icloud", name: "Inbox", role: .inbox, sortOrder: 0),
        Mailbox(id: "drafts", accountID: "icloud", name: "Drafts", role: .drafts, sortOrder: 1),
        Mailbox(id: "sent", accountID: "icloud", name: "Sent", role: .sent, sortOrder: 2),
        Mailbox(id: "archive", accountID: "icloud", name: "Archive", role: .archive, sortOrder: 3),
        Mailbox(id: "junk", accountID: "icloud", name: "Junk", role: .junk, sortOrder: 4),
        Mailbox(id: "trash", accountID: "icloud", name: "Trash", role: .trash, sortOrder: 5),
        Mailbox(id: "projects", accountID: "icloud", name: "Projects", role: .folder, sortOrder: 6),
        Mailbox(id: "panekit", accountID: "icloud", name: "PaneKit", role: .folder, parentID: "projects", sortOrder: 7),
        Mailbox(id: "postbox", accountID: "icloud", name: "Postbox", role: .folder, parentID: "projects", sortOrder: 8),
        Mailbox(id: "family", accountID: "icloud", name: "Family", role: .folder, sortOrder: 9),
    ]

    /// The day sample dates count back from.
    public static let referenceDate = Date(timeIntervalSince1970: 1_793_523_600)  // 2026-11-01 09:00 UTC

    static let people = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra", "Katherine Johnson",
                         "Donald Knuth", "Margaret Hamilton", "Ken Thompson", "Radia Perlman", "Tim Berners-Lee", "Frances Allen"]
    static let topics = ["Design review", "Lunch on Friday?", "Your order has shipped", "Split view widths", "Weekly sync",
                         "Quarterly report", "Travel plans", "Invoice", "Release notes", "Conference talk", "Book club",
                         "Photos from the weekend", "Sidebar metrics", "Sheet detents", "Build is green", "Holiday schedule"]
    static let sentences = [
        "The quick brown fox jumps over the lazy dog.", "Let me know what you think when you have a minute.",
        "I have attached the notes from our last meeting.", "Could we move this to next week?",
        "The numbers look better than we expected.", "Thanks again for your help with this.",
        "I tried it on the iPad and the sidebar collapses exactly as it should.",
        "Please review the changes before Friday.", "We should celebrate when this ships.",
        "Here is the link to the document we talked about.",
    ]

    /// Fills an empty store: the account, its mailboxes, and `messages` messages, the newest a
    /// little before `newest` (``referenceDate`` by default, so tests see the same mail; a first
    /// run of `postbox` passes the time it starts, so the list reads as Mail's: times today,
    /// Yesterday, weekdays).
    public static func populate(_ store: MailStore, messages: Int = 3_000, seed: UInt64 = 2026, newest: Date = referenceDate) throws {
        try store.save(account, mailboxes: mailboxes)
        var generator = Generator(seed: seed)
        var batch: [Message] = []
        batch.reserveCapacity(1_000)
        for index in 0..<messages {
            batch.append(message(index, newest: newest, generator: &generator))
            if batch.count == 1_000 {
                try store.insert(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try store.insert(batch)
    }

    /// The `index`th sample message.
    static func message(_ index: Int, newest: Date = referenceDate, generator: inout Generator) -> Message {
        let mailbox: String
        switch generator.next(100) {
        case 0..<55: mailbox = "inbox"
        case 55..<72: mailbox = "archive"
        case 72..<82: mailbox = "sent"
        case 82..<86: mailbox = "panekit"
        case 86..<89: mailbox = "postbox"
        case 89..<92: mailbox = "family"
        case 92..<95: mailbox = "junk"
        case 95..<98: mailbox = "trash"
        default: mailbox = "drafts"
        }
        let sender = people[generator.next(people.count)]
        let topic = topics[generator.next(topics.count)]
        let body = (0..<(2 + generator.next(5))).map { _ in sentences[generator.next(sentences.count)] }.joined(separator: " ")
            + "\n\n" + sender.split(separator: " ").first.map(String.init)!
        let date = newest.addingTimeInterval(-Double(index) * 1_800 - Double(generator.next(1_800)))
        let address = sender.lowercased().replacingOccurrences(of: " ", with: ".") + "@example.com"
        let unread = index < 400 ? generator.next(3) == 0 : generator.next(40) == 0
        return Message(
            messageID: "<sample-\(index)@postbox.example>",
            mailboxID: mailbox,
            date: date,
            sender: "\(sender) <\(address)>",
            recipients: "You <you@example.com>",
            subject: index % 7 == 0 ? "Re: \(topic)" : topic,
            body: body,
            isRead: mailbox == "sent" || mailbox == "drafts" || !unread,
            isFlagged: generator.next(25) == 0,
            // Some read mail was answered (from the index: the generator's draws stay as they were).
            isReplied: mailbox == "inbox" && !unread && index % 6 == 1,
            headers: "From: \(sender) <\(address)>\nTo: You <you@example.com>\nSubject: \(topic)\nMessage-ID: <sample-\(index)@postbox.example>"
        )
    }

    /// SplitMix64: repeatable on every machine.
    struct Generator {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
