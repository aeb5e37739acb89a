/// A small deterministic mailbox for the preview. Issue 5 replaces it with PostboxKit's SQLite
/// store and sample generator.
struct Message: Identifiable, Hashable {
    let id: Int
    let mailbox: String
    let sender: String
    let subject: String
    let body: String
    var isUnread: Bool
}

struct Mailbox: Hashable {
    let id: String
    let name: String
    let symbol: String
}

enum SampleMail {
    static let favorites = [
        Mailbox(id: "inbox", name: "Inbox", symbol: "tray"),
        Mailbox(id: "flagged", name: "Flagged", symbol: "flag"),
        Mailbox(id: "drafts", name: "Drafts", symbol: "doc"),
    ]
    static let account = [
        Mailbox(id: "sent", name: "Sent", symbol: "paperplane"),
        Mailbox(id: "archive", name: "Archive", symbol: "archivebox"),
        Mailbox(id: "trash", name: "Trash", symbol: "trash"),
    ]

    static let messages: [Message] = {
        let senders = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra"]
        let subjects = ["Lunch on Friday?", "Design review notes", "Your order has shipped",
                        "Re: split view widths", "Minutes of the weekly sync"]
        return (1...12).map { number in
            let mailbox = ["inbox", "inbox", "inbox", "sent", "archive", "inbox"][number % 6]
            return Message(
                id: number,
                mailbox: mailbox,
                sender: senders[number % senders.count],
                subject: subjects[number % subjects.count],
                body: "Message \(number). The quick brown fox jumps over the lazy dog.",
                isUnread: number % 3 == 0
            )
        }
    }()
}
