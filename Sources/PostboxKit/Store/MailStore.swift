import Foundation
import GRDB
import Synchronization

/// Postbox's mail on SQLite (WAL): accounts, mailboxes with one level of folders, messages with
/// full-text search (FTS5), drafts, and the settings people change.
///
/// Safe to share between sessions: GRDB serializes writes and runs reads concurrently.
public final class MailStore: Sendable {
    let database: any DatabaseWriter
    private let journal = Mutex(ChangeJournal())
    private let broadcast = ChangeBroadcast()
    /// `PRAGMA data_version` as the writer connection last read it: it moves when another
    /// connection, such as another process, commits.
    private let outsideVersion = Mutex<Int?>(nil)

    /// A number that changes with every write to mail through this store (any page's: accounts,
    /// mailboxes, messages — not drafts or settings): a screen showing mail is current while it
    /// is the same.
    public var revision: Int { journal.withLock { $0.revision } }

    /// What changed since `revision`, with the revision it brings a reader to; nil when the
    /// store no longer remembers (more than a thousand writes ago): read everything again.
    public func changes(since revision: Int) -> (revision: Int, changes: MailChanges)? {
        journal.withLock { journal in journal.changes(since: revision).map { (journal.revision, $0) } }
    }

    /// Runs `updates` in a write transaction and records `change` (nil for drafts and settings).
    private func write<T>(_ change: ChangeJournal.Change?, _ updates: (Database) throws -> T) throws -> T {
        let result = try database.write(updates)
        // Recorded after the commit: a reader that saw the new rows at the old revision reads
        // them again when it asks for the changes. A write that failed changed nothing and tells
        // no one.
        if let change {
            journal.withLock { $0.record(change) }
            broadcast.changed()
        }
        return result
    }

    /// Calls `onChange` soon after every write to mail — this process's, or another's that
    /// ``noticeOutsideWrites()`` found — from any thread, once for a burst of writes (16 ms apart
    /// at most), for as long as the returned observation is kept. A page showing mail asks for
    /// a refresh there (D-45).
    public func observe(_ onChange: @escaping @Sendable () -> Void) -> MailObservation {
        broadcast.observe(onChange)
    }

    /// Whether another process (`postbox import`, a second server on the same file) committed to
    /// the database since the last call. When one did, it counts as a change to mail that the
    /// journal cannot detail: ``revision`` moves, ``changes(since:)`` says the structure changed,
    /// and observers hear of it. A store in memory has no other writers.
    @discardableResult
    public func noticeOutsideWrites() throws -> Bool {
        guard let pool = database as? DatabasePool else { return false }
        // The writer connection's own commits leave its data_version as it was.
        let version = try pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        let changed = outsideVersion.withLock { last in
            defer { last = version }
            return last != nil && last != version
        }
        if changed {
            journal.withLock { $0.record(.structure) }
            broadcast.changed()
        }
        return changed
    }

    /// Looks for other processes' writes every `interval` (``noticeOutsideWrites()``) until the
    /// task is cancelled: `postbox serve` runs it, so an import shows up in open pages.
    public func watchOutsideWrites(every interval: Duration = .milliseconds(500)) async {
        while !Task.isCancelled {
            _ = try? noticeOutsideWrites()
            try? await Task.sleep(for: interval)
        }
    }

    /// Opens (creating and migrating) the store at a path.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        database = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(database)
        try noticeOutsideWrites()
    }

    /// A store in memory (tests, previews).
    public init() throws {
        database = try DatabaseQueue()
        try Self.migrator.migrate(database)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "account") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
            }
            try db.create(table: "mailbox") { t in
                t.primaryKey("id", .text)
                t.column("accountId", .text).notNull().references("account", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("role", .text).notNull()
                t.column("parentId", .text).references("mailbox", onDelete: .cascade)
                t.column("sortOrder", .integer).notNull()
            }
            try db.create(table: "message") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("messageId", .text).notNull().unique(onConflict: .ignore)
                t.column("mailboxId", .text).notNull().references("mailbox", onDelete: .cascade)
                t.column("date", .datetime).notNull()
                t.column("sender", .text).notNull()
                t.column("recipients", .text).notNull()
                t.column("cc", .text).notNull()
                t.column("subject", .text).notNull()
                t.column("body", .text).notNull()
                t.column("snippet", .text).notNull()
                t.column("isRead", .boolean).notNull()
                t.column("isFlagged", .boolean).notNull()
                t.column("headers", .text).notNull()
                t.column("attachments", .text).notNull()
            }
            try db.create(index: "message_mailbox_date", on: "message", columns: ["mailboxId", "date"])
            try db.create(index: "message_flagged", on: "message", columns: ["isFlagged", "date"])
            try db.create(virtualTable: "message_fts", using: FTS5()) { t in
                t.synchronize(withTable: "message")
                t.tokenizer = .unicode61()
                t.column("subject")
                t.column("sender")
                t.column("body")
            }
            try db.create(table: "draft") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("recipients", .text).notNull()
                t.column("subject", .text).notNull()
                t.column("body", .text).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2: unread index") { db in
            // Unread counts read only the unread rows, however large the mailboxes grow.
            try db.create(index: "message_unread", on: "message", columns: ["isRead", "mailboxId"])
        }
        migrator.registerMigration("v3: flagged unread index") { db in
            // The Flagged badge reads only the unread rows too (56 ms → under 5 at a million).
            try db.create(index: "message_unread_flagged", on: "message", columns: ["isRead", "isFlagged"])
        }
        migrator.registerMigration("v4: unread counts kept by triggers") { db in
            // Reading the counts cost 7 ms at a million messages (20,000 unread rows), after every
            // event; kept up to date by SQLite itself, reading them costs a few rows.
            try db.execute(sql: """
                CREATE TABLE unread_count (mailboxId TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL);
                CREATE TABLE flagged_unread_count (count INTEGER NOT NULL);
                INSERT INTO unread_count SELECT mailboxId, COUNT(*) FROM message WHERE isRead = 0 GROUP BY mailboxId;
                INSERT INTO flagged_unread_count SELECT COUNT(*) FROM message WHERE isRead = 0 AND isFlagged = 1;
                CREATE TRIGGER message_unread_insert AFTER INSERT ON message WHEN NEW.isRead = 0 BEGIN
                    INSERT INTO unread_count VALUES (NEW.mailboxId, 1) ON CONFLICT(mailboxId) DO UPDATE SET count = count + 1;
                    UPDATE flagged_unread_count SET count = count + 1 WHERE NEW.isFlagged = 1;
                END;
                CREATE TRIGGER message_unread_delete AFTER DELETE ON message WHEN OLD.isRead = 0 BEGIN
                    UPDATE unread_count SET count = count - 1 WHERE mailboxId = OLD.mailboxId;
                    UPDATE flagged_unread_count SET count = count - 1 WHERE OLD.isFlagged = 1;
                END;
                CREATE TRIGGER message_unread_update AFTER UPDATE OF isRead, isFlagged, mailboxId ON message BEGIN
                    UPDATE unread_count SET count = count - 1 WHERE OLD.isRead = 0 AND mailboxId = OLD.mailboxId;
                    UPDATE flagged_unread_count SET count = count - 1 WHERE OLD.isRead = 0 AND OLD.isFlagged = 1;
                    INSERT INTO unread_count SELECT NEW.mailboxId, 1 WHERE NEW.isRead = 0
                        ON CONFLICT(mailboxId) DO UPDATE SET count = count + 1;
                    UPDATE flagged_unread_count SET count = count + 1 WHERE NEW.isRead = 0 AND NEW.isFlagged = 1;
                END;
                """)
        }
        migrator.registerMigration("v5: search index follows text changes only") { db in
            // The synchronizing trigger re-indexed a message's whole text on any update: marking
            // it read, flagging or moving it cost a full-text delete and insert (the better part
            // of selecting a message). Only the indexed columns need it.
            try db.execute(sql: """
                DROP TRIGGER IF EXISTS "__message_fts_au";
                CREATE TRIGGER message_fts_update AFTER UPDATE OF subject, sender, body ON message BEGIN
                    INSERT INTO message_fts(message_fts, rowid, subject, sender, body)
                        VALUES('delete', OLD.id, OLD.subject, OLD.sender, OLD.body);
                    INSERT INTO message_fts(rowid, subject, sender, body) VALUES (NEW.id, NEW.subject, NEW.sender, NEW.body);
                END;
                """)
        }
        migrator.registerMigration("v6: replied messages") { db in
            try db.execute(sql: "ALTER TABLE message ADD COLUMN isReplied BOOLEAN NOT NULL DEFAULT 0")
            try db.execute(sql: "ALTER TABLE draft ADD COLUMN repliesTo INTEGER")
        }
        return migrator
    }

    // MARK: Mailboxes

    /// Whether the store holds no account yet: new, before the sample or an import fills it.
    public func isEmpty() throws -> Bool {
        try database.read { db in try Account.fetchCount(db) == 0 }
    }

    /// Every account, by name.
    public func accounts() throws -> [Account] {
        try database.read { db in try Account.order(Column("name")).fetchAll(db) }
    }

    /// Every mailbox and folder of every account, by `sortOrder`, then name.
    public func mailboxes() throws -> [Mailbox] {
        try database.read { db in try Mailbox.order(Column("sortOrder"), Column("name")).fetchAll(db) }
    }

    /// Inserts or updates an account and these mailboxes in one transaction.
    public func save(_ account: Account, mailboxes: [Mailbox]) throws {
        try write(.structure) { db in
            try account.save(db)
            for mailbox in mailboxes { try mailbox.save(db) }
        }
    }

    /// A new folder in an account's mailbox (one level only).
    @discardableResult
    public func addFolder(named name: String, account: String, parent: String? = nil) throws -> Mailbox {
        try write(.structure) { db in
            let order = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(sortOrder), 0) + 1 FROM mailbox") ?? 1
            var id = "folder-" + name.lowercased().filter { $0.isLetter || $0.isNumber }
            var suffix = 1
            while try Mailbox.fetchOne(db, key: id) != nil {
                suffix += 1
                id = "folder-\(name.lowercased().filter { $0.isLetter || $0.isNumber })-\(suffix)"
            }
            let mailbox = Mailbox(id: id, accountID: account, name: name, role: .folder, parentID: parent, sortOrder: order)
            try mailbox.insert(db)
            return mailbox
        }
    }

    /// Unread messages per mailbox id, plus `flagged` for the flagged ones. Read from counts
    /// SQLite keeps as messages come, go and change (migration v4), so it costs the same at any
    /// size.
    public func unreadCounts() throws -> [String: Int] {
        try database.read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT mailboxId, count FROM unread_count WHERE count > 0") {
                counts[row["mailboxId"]] = row["count"]
            }
            counts[MailStore.flagged] = try Int.fetchOne(db, sql: "SELECT count FROM flagged_unread_count") ?? 0
            return counts
        }
    }

    /// The id of the virtual Flagged mailbox.
    public static let flagged = "flagged"

    // MARK: Messages

    /// How many messages a mailbox (or Flagged) holds.
    public func messageCount(in mailbox: String) throws -> Int {
        try database.read { db in try Self.request(mailbox).fetchCount(db) }
    }

    /// A window of a mailbox's messages, newest first: what a list shows, fetched lazily.
    public func messages(in mailbox: String, offset: Int = 0, limit: Int = 100) throws -> [MessageSummary] {
        try database.read { db in
            try MessageSummary.fetchAll(db, Self.request(mailbox)
                .select(Column("id"), Column("date"), Column("sender"), Column("subject"), Column("snippet"), Column("isRead"), Column("isFlagged"), Column("isReplied"))
                .order(Column("date").desc, Column("id").desc)
                .limit(limit, offset: offset))
        }
    }

    /// Up to `limit` messages from `position` on (that message included), newest first; from
    /// the newest when `position` is nil. One index range whatever the depth: a window deep in a
    /// million messages costs what the first one does.
    public func messages(in mailbox: String, from position: ListPosition?, limit: Int) throws -> [MessageSummary] {
        try database.read { db in
            // A cached statement: lists read a window on every change, and compiling it again
            // costs as much as reading it.
            var arguments: StatementArguments = mailbox == Self.flagged ? [] : [mailbox]
            let filter = mailbox == Self.flagged ? "isFlagged = 1" : "mailboxId = ?"
            var from = ""
            if let position {
                from = " AND (date, id) <= (?, ?)"
                arguments += [position.date, position.id]
            }
            arguments += [limit]
            let statement = try db.cachedStatement(sql: """
                SELECT \(MessageSummary.columns) FROM message WHERE \(filter)\(from) ORDER BY date DESC, id DESC LIMIT ?
                """)
            return try MessageSummary.fetchAll(statement, arguments: arguments)
        }
    }

    /// The list form of the messages with these ids, in no particular order (ids not stored
    /// are left out).
    public func summaries(ids: [Int64]) throws -> [MessageSummary] {
        guard !ids.isEmpty else { return [] }
        return try database.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            return try MessageSummary.fetchAll(db, sql: "SELECT \(MessageSummary.columns) FROM message WHERE id IN (\(marks))",
                                               arguments: StatementArguments(ids))
        }
    }

    /// The position `count` messages above (newer than) `position`, or nil when fewer are.
    /// Costs `count` index steps.
    public func position(in mailbox: String, above position: ListPosition, by count: Int) throws -> ListPosition? {
        guard count > 0 else { return position }
        return try database.read { db in
            try Row.fetchOne(db, Self.request(mailbox)
                .select(Column("date"), Column("id"))
                .filter(sql: "(date, id) > (?, ?)", arguments: [position.date, position.id])
                .order(Column("date").asc, Column("id").asc)
                .limit(1, offset: count - 1))
                .map { ListPosition(date: $0["date"], id: $0["id"]) }
        }
    }

    private static func request(_ mailbox: String) -> QueryInterfaceRequest<Message> {
        mailbox == flagged ? Message.filter(Column("isFlagged") == true) : Message.filter(Column("mailboxId") == mailbox)
    }

    /// The whole message with this id, body and headers included; nil when none is stored.
    public func message(id: Int64) throws -> Message? {
        try database.read { db in try Message.fetchOne(db.cachedStatement(sql: "SELECT * FROM message WHERE id = ?"), arguments: [id]) }
    }

    /// Adds messages; one whose Message-ID is already stored is skipped. Returns how many were new.
    @discardableResult
    public func insert(_ messages: [Message]) throws -> Int {
        try write(.structure) { db in
            var inserted = 0
            for var message in messages.map(\.withoutNUL) {
                try message.insert(db, onConflict: .ignore)
                if db.changesCount > 0 { inserted += 1 }
            }
            return inserted
        }
    }

    /// Marks a message read or unread (the unread counts follow); an id not stored changes no row.
    public func setRead(_ id: Int64, _ isRead: Bool) throws {
        try write(.flags(id, flagged: false)) { db in try db.execute(sql: "UPDATE message SET isRead = ? WHERE id = ?", arguments: [isRead, id]) }
    }

    /// Files a sent message and, for a reply, marks the message it answers replied: one
    /// transaction, so both happen or neither does.
    public func send(_ message: Message, replyingTo original: Int64? = nil) throws {
        try write(.structure) { db in
            var message = message.withoutNUL
            try message.insert(db)
            if let original {
                try db.execute(sql: "UPDATE message SET isReplied = 1 WHERE id = ?", arguments: [original])
            }
        }
    }

    /// Marks every message of a mailbox (or ``flagged``) read, as Mail's Mark All as Read.
    public func markAllRead(in mailbox: String) throws {
        try write(.structure) { db in
            if mailbox == Self.flagged {
                try db.execute(sql: "UPDATE message SET isRead = 1 WHERE isFlagged = 1 AND isRead = 0")
            } else {
                try db.execute(sql: "UPDATE message SET isRead = 1 WHERE mailboxId = ? AND isRead = 0", arguments: [mailbox])
            }
        }
    }

    /// Flags or unflags a message, adding it to or taking it from Flagged; an id not stored changes no row.
    public func setFlagged(_ id: Int64, _ isFlagged: Bool) throws {
        try write(.flags(id, flagged: true)) { db in try db.execute(sql: "UPDATE message SET isFlagged = ? WHERE id = ?", arguments: [isFlagged, id]) }
    }

    /// Files a message in another mailbox, which must be stored (a message's mailbox is a foreign key).
    public func move(_ id: Int64, to mailbox: String) throws {
        try write(.structure) { db in try db.execute(sql: "UPDATE message SET mailboxId = ? WHERE id = ?", arguments: [mailbox, id]) }
    }

    /// Messages matching words (FTS5), newest first; a window of them from `offset`. With a
    /// mailbox (or ``flagged``), only its messages: Mail's Current Mailbox scope.
    public func search(_ text: String, in mailbox: String? = nil, offset: Int = 0, limit: Int = 100) throws -> [MessageSummary] {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: text) else { return [] }
        var arguments: StatementArguments = [pattern]
        var scope = ""
        if let mailbox {
            if mailbox == Self.flagged {
                scope = " AND message.isFlagged = 1"
            } else {
                scope = " AND message.mailboxId = ?"
                arguments += [mailbox]
            }
        }
        arguments += [limit, offset]
        return try database.read { db in
            try MessageSummary.fetchAll(db, sql: """
                SELECT message.id, message.date, message.sender, message.subject, message.snippet, message.isRead, message.isFlagged, message.isReplied
                FROM message JOIN message_fts ON message_fts.rowid = message.id
                WHERE message_fts MATCH ?\(scope) ORDER BY message.date DESC, message.id DESC LIMIT ? OFFSET ?
                """, arguments: arguments)
        }
    }

    // MARK: Drafts and settings

    /// Inserts a draft without an id, or updates a stored one, NUL characters dropped. Returns the
    /// draft as saved, with its id. Not a change to mail: ``revision`` stays the same.
    @discardableResult
    public func save(_ draft: Draft) throws -> Draft {
        try write(nil) { db in
            var draft = draft.withoutNUL
            try draft.save(db)
            return draft
        }
    }

    /// The draft with this id; nil when there is none.
    public func draft(id: Int64) throws -> Draft? {
        try database.read { db in try Draft.fetchOne(db, key: id) }
    }

    /// Deletes the draft with this id; an id not stored is not an error.
    public func deleteDraft(id: Int64) throws {
        _ = try write(nil) { db in try Draft.deleteOne(db, key: id) }
    }

    /// Every draft, the most recently updated first.
    public func drafts() throws -> [Draft] {
        try database.read { db in try Draft.order(Column("updatedAt").desc).fetchAll(db) }
    }

    /// The value stored under `key` in the `setting` table; nil when there is none.
    public func setting(_ key: String) throws -> String? {
        try database.read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Stores `value` under `key` in the `setting` table, replacing what was there.
    public func setSetting(_ key: String, _ value: String) throws {
        try write(nil) { db in
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }
}
