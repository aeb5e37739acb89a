import Foundation
import GRDB

/// A mail account: the owner of mailboxes.
public struct Account: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The account's key (column `id` of `account`); mailboxes name it in `accountId`.
    public var id: String
    /// The account's display name (column `name`).
    public var name: String

    /// An account with this id and name.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A mailbox or a folder (one level under an account's mailboxes).
public struct Mailbox: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// What a mailbox is for; folders are the person's own.
    public enum Role: String, Codable, Sendable, Hashable, CaseIterable {
        /// The standard mailboxes (`inbox`, `drafts`, `sent`, `archive`, `junk`, `trash`), and
        /// `folder` for one of a person's own.
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

    /// The mailbox's key (column `id` of `mailbox`): what URLs and messages' `mailboxId` name.
    public var id: String
    /// The account it belongs to (column `accountId`).
    public var accountID: String
    /// The name people see (column `name`).
    public var name: String
    /// What the mailbox is for (column `role`, the raw value).
    public var role: Role
    /// The mailbox a folder sits in (one level), nil for top-level mailboxes.
    public var parentID: String?
    /// Its place among the mailboxes, lowest first (column `sortOrder`).
    public var sortOrder: Int

    /// A mailbox record; without `parentID`, a top-level mailbox.
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

    /// The id a new folder named `name` takes when it is free: `folder-` and the name's letters
    /// and digits in lower case (a number follows when it is taken).
    package static func folderID(for name: String) -> String {
        "folder-" + name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

/// A message as the store keeps it.
public struct Message: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// The RFC 5322 Message-ID: what import deduplicates by.
    public var messageID: String
    /// The mailbox that holds it (column `mailboxId`).
    public var mailboxID: String
    /// When it was sent, what lists sort by (column `date`).
    public var date: Date
    /// The From header, name and address (column `sender`).
    public var sender: String
    /// The To header (column `recipients`).
    public var recipients: String
    /// The Cc header, empty when there is none (column `cc`).
    public var cc: String
    /// The Subject header, decoded (column `subject`).
    public var subject: String
    /// Plain text, never HTML.
    public var body: String
    /// The list's preview: ``snippet(of:)`` of the body, made by the initializer (column `snippet`).
    public var snippet: String
    /// Whether it has been read (column `isRead`); the unread counts follow it.
    public var isRead: Bool
    /// The sample article's `isFavorited`.
    public var isFlagged: Bool
    /// The flag's color (column `flagColor`), kept while unflagged.
    public var flagColor: FlagColor
    /// Whether it was answered: a reply to it was sent (column `isReplied`), as Mail marks it.
    public var isReplied: Bool
    /// Every header, one `Name: value` per line, for the inspector.
    public var headers: String
    /// Attachments as `name<TAB>size` lines.
    public var attachments: String

    /// A message to store: `id` stays nil until it is inserted, and ``snippet`` is made from `body`.
    public init(
        id: Int64? = nil, messageID: String, mailboxID: String, date: Date, sender: String,
        recipients: String, cc: String = "", subject: String, body: String, isRead: Bool = false,
        isFlagged: Bool = false, flagColor: FlagColor = .orange, isReplied: Bool = false, headers: String = "", attachments: String = ""
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
        self.flagColor = flagColor
        self.isReplied = isReplied
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
             isRead, isFlagged, flagColor, isReplied, headers, attachments
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
        flagColor = FlagColor(rawValue: row["flagColor"]) ?? .orange
        isReplied = row["isReplied"]
        headers = row["headers"]
        attachments = row["attachments"]
    }
}

/// A message as a list shows it: no body.
///
/// A value, whose fields are kept in one immutable box shared by its copies: a list's row views
/// copy the summaries of the window they show, and the pages that show the same window hold a
/// reference each instead of the fields (D-86). Setting a field makes the summary a box of its own.
public struct MessageSummary: Codable, Sendable, Hashable, Identifiable, FetchableRecord {
    /// The fields as stored.
    private struct Fields: Codable, Sendable, Hashable {
        var id: Int64
        var date: Date
        var sender: String
        var subject: String
        var snippet: String
        var isRead: Bool
        var isFlagged: Bool
        var flagColor: FlagColor
        var isReplied: Bool
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    public var id: Int64 {
        get { box.fields.id }
        set { self[\.id] = newValue }
    }
    /// When it was sent, what the list sorts by.
    public var date: Date {
        get { box.fields.date }
        set { self[\.date] = newValue }
    }
    /// The From header, name and address.
    public var sender: String {
        get { box.fields.sender }
        set { self[\.sender] = newValue }
    }
    /// The subject line.
    public var subject: String {
        get { box.fields.subject }
        set { self[\.subject] = newValue }
    }
    /// The first 140 characters of the body, on one line.
    public var snippet: String {
        get { box.fields.snippet }
        set { self[\.snippet] = newValue }
    }
    /// Whether it has been read.
    public var isRead: Bool {
        get { box.fields.isRead }
        set { self[\.isRead] = newValue }
    }
    /// Whether it is flagged (it then shows in Flagged too).
    public var isFlagged: Bool {
        get { box.fields.isFlagged }
        set { self[\.isFlagged] = newValue }
    }
    /// The flag's color.
    public var flagColor: FlagColor {
        get { box.fields.flagColor }
        set { self[\.flagColor] = newValue }
    }
    /// Whether it was answered.
    public var isReplied: Bool {
        get { box.fields.isReplied }
        set { self[\.isReplied] = newValue }
    }

    /// Where it sits in a newest-first list.
    public var position: ListPosition { ListPosition(date: date, id: id) }

    /// A summary as given.
    public init(id: Int64, date: Date, sender: String, subject: String, snippet: String, isRead: Bool, isFlagged: Bool,
                flagColor: FlagColor = .orange, isReplied: Bool) {
        box = Box(Fields(id: id, date: date, sender: sender, subject: subject, snippet: snippet,
                         isRead: isRead, isFlagged: isFlagged, flagColor: flagColor, isReplied: isReplied))
    }

    /// The columns a summary is read from, in the order ``init(row:)`` expects them.
    static let columns = "id, date, sender, subject, snippet, isRead, isFlagged, isReplied, flagColor"

    /// Decodes a row of `columns` by position, without the Codable decoder (a list reads 201
    /// per event).
    public init(row: Row) throws {
        box = Box(Fields(id: row[0], date: row[1], sender: row[2], subject: row[3], snippet: row[4],
                         isRead: row[5], isFlagged: row[6], flagColor: FlagColor(rawValue: row[8]) ?? .orange, isReplied: row[7]))
    }

    /// Decodes the fields as they are encoded: the same keys as a struct of them.
    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    /// Equal when they share their box (copies of one summary) or their fields are equal.
    public static func == (lhs: MessageSummary, rhs: MessageSummary) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// Sets a field in a box of this summary's own (fields are read from the box directly).
    private subscript<Value>(field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set {
            var fields = box.fields
            fields[keyPath: field] = newValue
            box = Box(fields)
        }
    }
}

/// A place in a newest-first message list, (date, id), where a window of it starts.
public struct ListPosition: Sendable, Hashable {
    /// The date of the message at that place.
    public var date: Date
    /// The id of that message, which orders messages of the same date.
    public var id: Int64

    /// The place of the message with this date and id.
    public init(date: Date, id: Int64) {
        self.date = date
        self.id = id
    }
}

/// A draft being written; saved as people type.
public struct Draft: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// The To field as typed (column `recipients` of `draft`).
    public var recipients: String
    /// The Cc field as typed (column `cc`): copied, and seen by everyone.
    public var cc: String
    /// The Bcc field as typed (column `bcc`): copied, and seen by no other recipient.
    public var bcc: String
    /// The subject as typed (column `subject`).
    public var subject: String
    /// The text as typed (column `body`).
    public var body: String
    /// When it last changed (column `updatedAt`); ``MailStore/drafts()`` lists the latest first.
    public var updatedAt: Date
    /// The message it answers, if it is a reply (column `repliesTo`): sending it marks that one replied.
    public var repliesTo: Int64?

    /// A draft; `id` is nil until it is first saved.
    public init(id: Int64? = nil, recipients: String = "", cc: String = "", bcc: String = "", subject: String = "", body: String = "",
                updatedAt: Date, repliesTo: Int64? = nil) {
        self.id = id
        self.repliesTo = repliesTo
        self.recipients = recipients
        self.cc = cc
        self.bcc = bcc
        self.subject = subject
        self.body = body
        self.updatedAt = updatedAt
    }

    /// Whether nothing has been typed: recipients (To, Cc, Bcc), subject and body are all empty.
    public var isEmpty: Bool { recipients.isEmpty && cc.isEmpty && bcc.isEmpty && subject.isEmpty && body.isEmpty }

    /// Whether there is someone to send to, in To, Cc or Bcc (Mail's Send is dimmed until then).
    public var hasRecipients: Bool { !(recipients.isEmpty && cc.isEmpty && bcc.isEmpty) }

    /// The header lines of the sender's own copy of the message this draft makes, in Drafts or
    /// Sent: Bcc among them, which only the sender sees.
    package func headers(subject: String) -> String {
        var lines = ["From: \(Draft.sender)", "To: \(recipients)"]
        if !cc.isEmpty { lines.append("Cc: \(cc)") }
        if !bcc.isEmpty { lines.append("Bcc: \(bcc)") }
        lines.append("Subject: \(subject)")
        return lines.joined(separator: "\n")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

// SQLite reads text up to its first NUL, so a NUL stored in mail would lose what follows it.
// HTML has no place for NUL either: the store drops it and keeps the rest.
extension String {
    package var withoutNUL: String { contains("\u{0}") ? replacingOccurrences(of: "\u{0}", with: "") : self }
}

extension Message {
    /// The value of the first header line called `name` (in any case) in `headers`, or nil.
    package static func headerValue(_ name: String, in headers: String) -> String? {
        let prefix = name.lowercased() + ":"
        guard let line = headers.split(separator: "\n").first(where: { $0.lowercased().hasPrefix(prefix) }) else { return nil }
        return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    /// The value of this message's first header line called `name`, or nil.
    public func headerValue(_ name: String) -> String? { Self.headerValue(name, in: headers) }

    /// The message with NUL characters dropped from its text.
    package var withoutNUL: Message {
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
    /// The Message-ID of the message that shows a saved draft in Drafts (D-95): the draft's id in
    /// it, so the two find each other without a column of their own.
    package static func messageID(forDraft id: Int64) -> String { "<draft-\(id)@postbox.local>" }

    /// The draft id a Drafts message was filed from, or nil when it was not (an imported draft).
    package static func draftID(fromMessageID messageID: String) -> Int64? {
        guard messageID.hasPrefix("<draft-"), messageID.hasSuffix("@postbox.local>") else { return nil }
        return Int64(messageID.dropFirst("<draft-".count).dropLast("@postbox.local>".count))
    }

    /// The message that shows this saved draft in a Drafts mailbox: read, from you, dated when
    /// the draft last changed (the newest draft is at the top, as in Mail).
    package func filedMessage(in mailbox: String) -> Message? {
        guard let id else { return nil }
        return Message(messageID: Self.messageID(forDraft: id), mailboxID: mailbox, date: updatedAt, sender: Draft.sender,
                       recipients: recipients, cc: cc, subject: subject, body: body, isRead: true,
                       headers: headers(subject: subject))
    }

    /// Who writes drafts and sent mail: Postbox's one account holder.
    package static let sender = "You <you@example.com>"

    /// The draft with NUL characters dropped from its text.
    package var withoutNUL: Draft {
        var draft = self
        draft.recipients = recipients.withoutNUL
        draft.cc = cc.withoutNUL
        draft.bcc = bcc.withoutNUL
        draft.subject = subject.withoutNUL
        draft.body = body.withoutNUL
        return draft
    }
}
