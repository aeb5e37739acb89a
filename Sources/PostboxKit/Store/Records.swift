import Foundation
import GRDB

/// A mail account: the owner of mailboxes.
public struct Account: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A mailbox or a folder (one level under an account's mailboxes).
public struct Mailbox: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// What a mailbox is for; folders are the person's own.
    public enum Role: String, Codable, Sendable, Hashable, CaseIterable {
        case inbox, drafts, sent, archive, junk, trash, folder

        /// The symbol the sidebar and tabs show.
        public var symbol: String {
            switch self {
            case .inbox: "tray"
            case .drafts: "doc"
            case .sent: "paperplane"
            case .archive: "archivebox"
            case .junk: "xmark.bin"
            case .trash: "trash"
            case .folder: "folder"
            }
        }
    }

    public var id: String
    public var accountID: String
    public var name: String
    public var role: Role
    /// The mailbox a folder sits in (one level), nil for top-level mailboxes.
    public var parentID: String?
    public var sortOrder: Int

    public init(id: String, accountID: String, name: String, role: Role, parentID: String? = nil, sortOrder: Int) {
        self.id = id
        self.accountID = accountID
        self.name = name
        self.role = role
        self.parentID = parentID
        self.sortOrder = sortOrder
    }

    enum CodingKeys: String, CodingKey {
        case id, accountID = "accountId", name, role, parentID = "parentId", sortOrder
    }
}

/// A message as the store keeps it.
public struct Message: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// The RFC 5322 Message-ID: what import deduplicates by.
    public var messageID: String
    public var mailboxID: String
    public var date: Date
    public var sender: String
    public var recipients: String
    public var cc: String
    public var subject: String
    /// Plain text, never HTML.
    public var body: String
    public var snippet: String
    public var isRead: Bool
    /// The sample article's `isFavorited`.
    public var isFlagged: Bool
    /// Every header, one `Name: value` per line, for the inspector.
    public var headers: String
    /// Attachments as `name<TAB>size` lines.
    public var attachments: String

    public init(
        id: Int64? = nil, messageID: String, mailboxID: String, date: Date, sender: String,
        recipients: String, cc: String = "", subject: String, body: String, isRead: Bool = false,
        isFlagged: Bool = false, headers: String = "", attachments: String = ""
    ) {
        self.id = id
        self.messageID = messageID
        self.mailboxID = mailboxID
        self.date = date
        self.sender = sender
        self.recipients = recipients
        self.cc = cc
        self.subject = subject
        self.body = body
        self.snippet = Message.snippet(of: body)
        self.isRead = isRead
        self.isFlagged = isFlagged
        self.headers = headers
        self.attachments = attachments
    }

    /// The first 140 characters of the body on one line.
    public static func snippet(of body: String) -> String {
        let line = body.split(whereSeparator: \.isNewline).joined(separator: " ")
        return String(line.prefix(140))
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    enum CodingKeys: String, CodingKey {
        case id, messageID = "messageId", mailboxID = "mailboxId", date, sender, recipients, cc, subject, body, snippet,
             isRead, isFlagged, headers, attachments
    }

    /// Decodes a row of `SELECT *` by column name, without the Codable decoder (several times
    /// faster; the message pane reads one per selection).
    public init(row: Row) throws {
        id = row["id"]
        messageID = row["messageId"]
        mailboxID = row["mailboxId"]
        date = row["date"]
        sender = row["sender"]
        recipients = row["recipients"]
        cc = row["cc"]
        subject = row["subject"]
        body = row["body"]
        snippet = row["snippet"]
        isRead = row["isRead"]
        isFlagged = row["isFlagged"]
        headers = row["headers"]
        attachments = row["attachments"]
    }
}

/// A message as a list shows it: no body.
public struct MessageSummary: Codable, Sendable, Hashable, Identifiable, FetchableRecord {
    public var id: Int64
    public var date: Date
    public var sender: String
    public var subject: String
    public var snippet: String
    public var isRead: Bool
    public var isFlagged: Bool

    /// Where it sits in a newest-first list.
    public var position: ListPosition { ListPosition(date: date, id: id) }

    /// The columns a summary is read from, in the order ``init(row:)`` expects them.
    static let columns = "id, date, sender, subject, snippet, isRead, isFlagged"

    /// Decodes a row of ``columns`` by position, without the Codable decoder (a list reads 201
    /// per event).
    public init(row: Row) throws {
        id = row[0]
        date = row[1]
        sender = row[2]
        subject = row[3]
        snippet = row[4]
        isRead = row[5]
        isFlagged = row[6]
    }
}

/// A place in a newest-first message list, (date, id), where a window of it starts.
public struct ListPosition: Sendable, Hashable {
    public var date: Date
    public var id: Int64

    public init(date: Date, id: Int64) {
        self.date = date
        self.id = id
    }
}

/// A draft being written; saved as people type.
public struct Draft: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var recipients: String
    public var subject: String
    public var body: String
    public var updatedAt: Date

    public init(id: Int64? = nil, recipients: String = "", subject: String = "", body: String = "", updatedAt: Date) {
        self.id = id
        self.recipients = recipients
        self.subject = subject
        self.body = body
        self.updatedAt = updatedAt
    }

    public var isEmpty: Bool { recipients.isEmpty && subject.isEmpty && body.isEmpty }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

// SQLite reads text up to its first NUL, so a NUL stored in mail would lose what follows it.
// HTML has no place for NUL either: the store drops it and keeps the rest.
extension String {
    var withoutNUL: String { contains("\u{0}") ? replacingOccurrences(of: "\u{0}", with: "") : self }
}

extension Message {
    /// The message with NUL characters dropped from its text.
    var withoutNUL: Message {
        var message = self
        message.messageID = messageID.withoutNUL
        message.mailboxID = mailboxID.withoutNUL
        message.sender = sender.withoutNUL
        message.recipients = recipients.withoutNUL
        message.cc = cc.withoutNUL
        message.subject = subject.withoutNUL
        message.body = body.withoutNUL
        message.snippet = snippet.withoutNUL
        message.headers = headers.withoutNUL
        message.attachments = attachments.withoutNUL
        return message
    }
}

extension Draft {
    /// The draft with NUL characters dropped from its text.
    var withoutNUL: Draft {
        var draft = self
        draft.recipients = recipients.withoutNUL
        draft.subject = subject.withoutNUL
        draft.body = body.withoutNUL
        return draft
    }
}
