import Foundation
import Synchronization

/// Postbox's mail: accounts, mailboxes with one level of folders, messages with full-text
/// search, drafts, and the settings people change. Kept in SQLite (a file, or memory) or in a
/// PostgreSQL server several Postbox processes share (`MailDatabase`); the same calls and the
/// same answers either way.
///
/// Safe to share between sessions: writes are serialized by the database, reads run
/// concurrently. Every write to mail moves ``revision`` and tells observers; so does a write
/// another process makes (``watchOutsideWrites()``).
public final class MailStore: Sendable {
    let backend: any MailDatabase
    private let journal = Mutex(ChangeJournal())
    private let broadcast = ChangeBroadcast()
    /// Reads every page repeats within one revision, kept until mail changes.
    private let reads = Mutex(RevisionReads())
    /// The summaries pages list, one copy for all of them.
    private let sharedSummaries = Mutex(SharedSummaries())

    /// Opens (creating and migrating) a SQLite store at a path.
    public init(path: String) throws {
        backend = try SQLiteMailDatabase(path: path)
    }

    /// A SQLite store in memory (tests, previews).
    public init() throws {
        backend = try SQLiteMailDatabase()
    }

    /// A store on another database (PostboxPostgres's `MailStore(postgres:)`).
    package init(database: any MailDatabase) {
        backend = database
    }

    /// The SQLite database under this store; tests reach into it.
    var sqlite: SQLiteMailDatabase? { backend as? SQLiteMailDatabase }

    /// A number that changes with every write to mail through this store (any page's: accounts,
    /// mailboxes, messages — not drafts or settings) or another process's: a screen showing mail
    /// is current while it is the same.
    public var revision: Int { journal.withLock { $0.revision } }

    /// What changed since `revision`, with the revision it brings a reader to; nil when the
    /// store no longer remembers (more than a thousand writes ago): read everything again.
    public func changes(since revision: Int) -> (revision: Int, changes: MailChanges)? {
        journal.withLock { journal in journal.changes(since: revision).map { (journal.revision, $0) } }
    }

    /// Runs a write to mail and records `change` once it is committed. A write that failed
    /// changed nothing and tells no one.
    private func write<T>(_ change: ChangeJournal.Change, _ write: (ChangeJournal.Change) throws -> T) throws -> T {
        let result = try write(change)
        record(change)
        return result
    }

    /// A write that may find nothing to change (a message marked read that was read): recorded
    /// and told to observers only when it changed something (D-83). Every page opening a message
    /// marks it read; when each such open woke every other page, a thousand pages spent more on
    /// those wakes than on their own events, and a revision moved by a write that changed nothing
    /// made the writing page read its mailbox again.
    private func writeIfChanging(_ change: ChangeJournal.Change, _ write: (ChangeJournal.Change) throws -> Bool) throws {
        if try write(change) {
            record(change)
        }
    }

    private func record(_ change: ChangeJournal.Change) {
        // Recorded after the commit: a reader that saw the new rows at the old revision reads
        // them again when it asks for the changes.
        journal.withLock { $0.record(change) }
        broadcast.changed()
    }

    /// Calls `onChange` soon after every write to mail — this process's, or another's — from any
    /// thread, once for a burst of writes (16 ms apart at most), for as long as the returned
    /// observation is kept. A page showing mail asks for a refresh there (D-45).
    public func observe(_ onChange: @escaping @Sendable () -> Void) -> MailObservation {
        broadcast.observe(onChange)
    }

    /// Whether another process (`postbox import`, a second server on the same file) committed to
    /// a SQLite store since the last call. When one did, it counts as a change to mail that the
    /// journal cannot detail: ``revision`` moves, ``changes(since:)`` says the structure changed,
    /// and observers hear of it. A store in memory has no other writers; a PostgreSQL store hears
    /// of them as they commit (``watchOutsideWrites()``) and answers false.
    @discardableResult
    public func noticeOutsideWrites() throws -> Bool {
        guard let sqlite, try sqlite.noticeOtherProcesses() else { return false }
        record(.structure)
        return true
    }

    /// Hears other processes' writes until the task is cancelled: `postbox serve` runs it, so an
    /// import, or a change made through another node, shows up in open pages. On SQLite it looks
    /// at the file's version every 50 ms; on PostgreSQL it listens (`LISTEN`) and learns which
    /// message changed, as if this process had written it.
    public func watchOutsideWrites() async {
        await backend.watchOtherProcesses { [weak self] change in self?.record(change) }
    }

    // MARK: Mailboxes

    /// Whether the store holds no account yet: new, before the sample or an import fills it.
    public func isEmpty() throws -> Bool { try backend.isEmpty() }

    /// Every account, by name.
    public func accounts() throws -> [Account] { try backend.accounts() }

    /// Every mailbox and folder of every account, by `sortOrder`, then name.
    public func mailboxes() throws -> [Mailbox] { try backend.mailboxes() }

    /// Inserts or updates an account and these mailboxes in one transaction.
    public func save(_ account: Account, mailboxes: [Mailbox]) throws {
        try write(.structure) { try backend.save(account, mailboxes: mailboxes, announcing: $0) }
    }

    /// A new folder in an account's mailbox (one level only).
    @discardableResult
    public func addFolder(named name: String, account: String, parent: String? = nil) throws -> Mailbox {
        try write(.structure) { try backend.addFolder(named: name.withoutNUL, account: account, parent: parent, announcing: $0) }
    }

    /// Unread messages per mailbox id, plus `flagged` for the flagged ones. Read from counts the
    /// database keeps as messages come, go and change (triggers), so it costs the same at any
    /// size.
    ///
    /// Kept until mail changes: the sidebar, the tab bar and the list's header all ask after an
    /// event, and every open page asks after a change, yet the database answers once a revision.
    public func unreadCounts() throws -> [String: Int] {
        try reading({ $0.unread }, keep: { $0.unread = $1 }) { try backend.unreadCounts() }
    }

    /// The id of the virtual Flagged mailbox.
    public static let flagged = "flagged"

    // MARK: Messages

    /// How many messages a mailbox (or Flagged) holds.
    public func messageCount(in mailbox: String) throws -> Int { try backend.messageCount(in: mailbox) }

    /// A window of a mailbox's messages, newest first: what a list shows, fetched lazily.
    public func messages(in mailbox: String, offset: Int = 0, limit: Int = 100) throws -> [MessageSummary] {
        try shared(backend.messages(in: mailbox, offset: offset, limit: limit))
    }

    /// Up to `limit` messages from `position` on (that message included), newest first; from
    /// the newest when `position` is nil; only unread ones when `unreadOnly` (Mail's filter).
    /// One index range whatever the depth: a window deep in a million messages costs what the
    /// first one does, filtered or not.
    ///
    /// Kept until mail changes: pages that open on the same mailbox hold the same window, once
    /// (issue 18), and the database answers once a revision.
    public func messages(in mailbox: String, from position: ListPosition?, limit: Int, unreadOnly: Bool = false) throws -> [MessageSummary] {
        let window = WindowRead(mailbox: mailbox, position: position, limit: limit, unreadOnly: unreadOnly)
        return try reading({ $0.windows[window] }, keep: { $0.windows[window] = $1 }) {
            try shared(backend.messages(in: mailbox, from: position, limit: limit, unreadOnly: unreadOnly))
        }
    }

    /// The list form of the messages with these ids, in no particular order (ids not stored
    /// are left out).
    public func summaries(ids: [Int64]) throws -> [MessageSummary] {
        guard !ids.isEmpty else { return [] }
        return try shared(backend.summaries(ids: ids))
    }

    /// Summaries as read, each equal one already held by a page replaced by it (``SharedSummaries``).
    private func shared(_ summaries: [MessageSummary]) -> [MessageSummary] {
        sharedSummaries.withLock { $0.share(summaries) }
    }

    /// The position `count` messages above (newer than) `position`, or nil when fewer are.
    /// Costs `count` index steps.
    public func position(in mailbox: String, above position: ListPosition, by count: Int, unreadOnly: Bool = false) throws -> ListPosition? {
        guard count > 0 else { return position }
        return try backend.position(in: mailbox, above: position, by: count, unreadOnly: unreadOnly)
    }

    /// The whole message with this id, body and headers included; nil when none is stored. The
    /// last few read are kept until mail changes (the message pane and the app's title both ask).
    public func message(id: Int64) throws -> Message? {
        try reading({ $0.messages[id] }, keep: { $0.messages[id] = $1 }) { try backend.message(id: id) }
    }

    /// A read answered from ``RevisionReads`` while the revision is the one it was read at.
    /// The revision is taken before the query: a write that lands while it runs moves the
    /// revision, so what the query saw is never kept past that write.
    /// (Slots are closures, not key paths: a key path with a subscript's argument is made
    /// anew at each call.)
    private func reading<T: Sendable>(_ kept: (RevisionReads) -> T?, keep: (inout RevisionReads, T) -> Void,
                                      _ read: () throws -> T) throws -> T {
        let revision = self.revision
        if let value = reads.withLock({ $0.revision == revision ? kept($0) : nil }) { return value }
        let value = try read()
        reads.withLock { reads in
            if reads.revision < revision { reads = RevisionReads(revision: revision) }
            if reads.revision == revision { keep(&reads, value) }
        }
        return value
    }

    /// Adds messages; one whose Message-ID is already stored is skipped. Returns how many were new.
    @discardableResult
    public func insert(_ messages: [Message]) throws -> Int {
        guard !messages.isEmpty else { return 0 }
        return try write(.structure) { try backend.insert(messages.map(\.withoutNUL), announcing: $0) }
    }

    /// Marks a message read or unread (the unread counts follow); an id not stored changes no row.
    public func setRead(_ id: Int64, _ isRead: Bool) throws {
        try writeIfChanging(.flags(id, flagged: false)) { try backend.setRead(id, isRead, announcing: $0) }
    }

    /// Files a sent message and, for a reply, marks the message it answers replied: one
    /// transaction, so both happen or neither does.
    public func send(_ message: Message, replyingTo original: Int64? = nil) throws {
        try write(.structure) { try backend.send(message.withoutNUL, replyingTo: original, announcing: $0) }
    }

    /// Marks every message of a mailbox (or ``flagged``) read, as Mail's Mark All as Read.
    public func markAllRead(in mailbox: String) throws {
        try write(.structure) { try backend.markAllRead(in: mailbox, announcing: $0) }
    }

    /// Flags or unflags a message, adding it to or taking it from Flagged; a flag keeps the color
    /// it had. An id not stored changes no row.
    public func setFlagged(_ id: Int64, _ isFlagged: Bool) throws {
        try writeIfChanging(.flags(id, flagged: true)) { try backend.setFlagged(id, isFlagged, color: nil, announcing: $0) }
    }

    /// Flags a message in `color`, as Mail's Flag ▾ menu does.
    public func setFlag(_ id: Int64, _ color: FlagColor) throws {
        try writeIfChanging(.flags(id, flagged: true)) { try backend.setFlagged(id, true, color: color, announcing: $0) }
    }

    /// Files a message in another mailbox, which must be stored (a message's mailbox is a foreign key).
    public func move(_ id: Int64, to mailbox: String) throws {
        try write(.structure) { try backend.move(id, to: mailbox, announcing: $0) }
    }

    /// Messages matching words (every word a prefix of one in the subject, sender or body),
    /// newest first; a window of them from `offset`. With a mailbox (or ``flagged``), only its
    /// messages: Mail's Current Mailbox scope. Punctuation separates words and cannot break the
    /// query.
    public func search(_ text: String, in mailbox: String? = nil, offset: Int = 0, limit: Int = 100) throws -> [MessageSummary] {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return [] }
        return try shared(backend.search(words, in: mailbox, offset: offset, limit: limit))
    }

    // MARK: Drafts and settings

    /// Inserts a draft without an id, or updates a stored one, NUL characters dropped. Returns the
    /// draft as saved, with its id. Not a change to mail: ``revision`` stays the same.
    @discardableResult
    public func save(_ draft: Draft) throws -> Draft { try backend.save(draft.withoutNUL) }

    /// Saves a draft and files it at the top of Drafts (the first mailbox whose role is Drafts),
    /// where lists and search find it, in one transaction: a change to mail. Compose files a
    /// draft when it first has text and when its sheet closes; keystrokes in between only
    /// ``save(_:)`` it (D-95). Without a Drafts mailbox the draft is only saved.
    @discardableResult
    public func file(_ draft: Draft) throws -> Draft {
        let (saved, filed) = try backend.file(draft.withoutNUL, announcing: .structure)
        if filed { record(.structure) }
        return saved
    }

    /// The draft with this id; nil when there is none.
    public func draft(id: Int64) throws -> Draft? { try backend.draft(id: id) }

    /// The draft a message in Drafts shows, to open in compose: the one it was filed from, or,
    /// for mail imported into Drafts, a draft made from it now (the message then files it). Nil
    /// for a message in any other mailbox, or none.
    public func draft(forMessage id: Int64) throws -> Draft? { try backend.draft(forMessage: id) }

    /// Deletes the draft with this id and takes it out of Drafts; an id not stored is not an error.
    public func deleteDraft(id: Int64) throws {
        if try backend.deleteDraft(id: id, announcing: .structure) { record(.structure) }
    }

    /// Every draft, the most recently updated first.
    public func drafts() throws -> [Draft] { try backend.drafts() }

    /// The value stored under `key` in the `setting` table; nil when there is none.
    public func setting(_ key: String) throws -> String? { try backend.setting(key) }

    /// Stores `value` under `key` in the `setting` table, replacing what was there.
    public func setSetting(_ key: String, _ value: String) throws { try backend.setSetting(key.withoutNUL, value.withoutNUL) }
}

/// What ``MailStore`` keeps of its reads for one revision of the mail.
struct RevisionReads: Sendable {
    var revision = -1
    var unread: [String: Int]?
    /// Whole messages by id, a few at most (a page shows one; a burst of pages shows the same).
    var messages = KeptReads<Int64, Message?>()
    /// Windows of mailboxes, a few at most (pages show the top of Inbox).
    var windows = KeptReads<WindowRead, [MessageSummary]>()
}

/// What a mailbox window read asked for.
struct WindowRead: Sendable, Hashable {
    var mailbox: String
    var position: ListPosition?
    var limit: Int
    var unreadOnly: Bool
}

/// A handful of reads by what they asked; the oldest goes when a new one comes.
struct KeptReads<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    static var capacity: Int { 8 }
    private var entries: [(key: Key, value: Value)] = []

    subscript(key: Key) -> Value? {
        get { entries.first { $0.key == key }.map { $0.value } }
        set {
            entries.removeAll { $0.key == key }
            guard let newValue else { return }
            entries.append((key, newValue))
            if entries.count > Self.capacity { entries.removeFirst() }
        }
    }
}
