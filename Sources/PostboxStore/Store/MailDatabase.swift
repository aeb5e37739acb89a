/// Where ``MailStore`` keeps mail: SQLite in a file or in memory (``SQLiteMailDatabase``), or a
/// PostgreSQL server that several Postbox processes share (``PostgresMailDatabase``). One
/// protocol, two implementations; the store's test suite runs against both.
///
/// Calls are synchronous, as screens read the store while they build (a GRDB read blocks its
/// thread on the disk; a PostgreSQL read blocks on the socket, never on Swift's cooperative
/// threads). Errors are the database's own; ``StoreFailure`` puts them in words.
///
/// A write names the change it makes to mail (nil for drafts and settings): a database that
/// other processes share tells them in the same transaction, so a change is announced exactly
/// when it is committed.
package protocol MailDatabase: Sendable {
    func isEmpty() throws -> Bool
    func accounts() throws -> [Account]
    func mailboxes() throws -> [Mailbox]
    func save(_ account: Account, mailboxes: [Mailbox], announcing change: ChangeJournal.Change) throws
    func addFolder(named name: String, account: String, parent: String?, announcing change: ChangeJournal.Change) throws -> Mailbox
    /// Unread messages per mailbox id, ``MailStore/flagged`` included.
    func unreadCounts() throws -> [String: Int]

    func messageCount(in mailbox: String) throws -> Int
    func messages(in mailbox: String, offset: Int, limit: Int) throws -> [MessageSummary]
    /// A window of the mailbox's messages (its unread ones alone when `unreadOnly`), newest
    /// first, through an index whatever the depth.
    func messages(in mailbox: String, from position: ListPosition?, limit: Int, unreadOnly: Bool) throws -> [MessageSummary]
    func summaries(ids: [Int64]) throws -> [MessageSummary]
    func position(in mailbox: String, above position: ListPosition, by count: Int, unreadOnly: Bool) throws -> ListPosition?
    func message(id: Int64) throws -> Message?
    func search(_ words: [String], in mailbox: String?, offset: Int, limit: Int) throws -> [MessageSummary]

    /// Inserts messages (NUL characters already dropped), skipping stored Message-IDs; returns
    /// how many were new.
    func insert(_ messages: [Message], announcing change: ChangeJournal.Change) throws -> Int
    /// Sets a message's read flag; whether it changed (false when it already was so, or the
    /// message is not stored: nothing is written or announced then).
    func setRead(_ id: Int64, _ isRead: Bool, announcing change: ChangeJournal.Change) throws -> Bool
    /// Sets a message's flag and, unless `color` is nil, its color; whether it changed, as
    /// ``setRead(_:_:announcing:)``.
    func setFlagged(_ id: Int64, _ isFlagged: Bool, color: FlagColor?, announcing change: ChangeJournal.Change) throws -> Bool
    func move(_ id: Int64, to mailbox: String, announcing change: ChangeJournal.Change) throws
    func send(_ message: Message, replyingTo original: Int64?, announcing change: ChangeJournal.Change) throws
    func markAllRead(in mailbox: String, announcing change: ChangeJournal.Change) throws

    func save(_ draft: Draft) throws -> Draft
    /// Saves a draft and, in the same transaction, files it in the first Drafts mailbox (inserts
    /// or updates its message, D-95); `filed` is false when the store has no Drafts mailbox.
    func file(_ draft: Draft, announcing change: ChangeJournal.Change) throws -> (draft: Draft, filed: Bool)
    func draft(id: Int64) throws -> Draft?
    /// The draft a message in a Drafts mailbox shows, made from the message when it has none
    /// (mail imported into Drafts); nil for a message elsewhere or not stored.
    func draft(forMessage id: Int64) throws -> Draft?
    /// Deletes a draft and the message that files it; whether such a message was deleted.
    func deleteDraft(id: Int64, announcing change: ChangeJournal.Change) throws -> Bool
    func drafts() throws -> [Draft]
    func setting(_ key: String) throws -> String?
    func setSetting(_ key: String, _ value: String) throws

    /// Reports changes other processes commit, until the task is cancelled: each as precisely as
    /// the database can tell (a whole-store change when it cannot, or when some may have been
    /// missed).
    func watchOtherProcesses(_ changed: @escaping @Sendable (ChangeJournal.Change) -> Void) async
}
