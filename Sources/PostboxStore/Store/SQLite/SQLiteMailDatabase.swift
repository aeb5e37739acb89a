import Foundation
import GRDB
import Synchronization

/// Postbox's mail on SQLite (WAL) through GRDB: a file one machine's processes share, or memory
/// for tests and previews. Full-text search by FTS5; unread counts kept by triggers.
final class SQLiteMailDatabase: MailDatabase {
    let database: any DatabaseWriter
    /// `PRAGMA data_version` as the writer connection last read it: it moves when another
    /// connection, such as another process, commits.
    private let outsideVersion = Mutex<Int?>(nil)

    /// Opens (creating and migrating) the database at a path.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        database = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(database)
        _ = try noticeOtherProcesses()
    }

    /// A database in memory.
    init() throws {
        database = try DatabaseQueue()
        try Self.migrator.migrate(database)
    }

    /// Whether another process committed to the file since the last call. A database in memory
    /// has no other writers.
    func noticeOtherProcesses() throws -> Bool {
        guard let pool = database as? DatabasePool else { return false }
        // The writer connection's own commits leave its data_version as it was.
        let version = try pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        return outsideVersion.withLock { last in
            defer { last = version }
            return last != nil && last != version
        }
    }

    /// SQLite cannot say what another process changed: any commit counts as a whole-store change.
    /// Looks every 50 ms, so a change reaches pages well within 200 ms (issue 17), for one cheap
    /// pragma on the writer connection.
    func watchOtherProcesses(_ changed: @escaping @Sendable (ChangeJournal.Change) -> Void) async {
        while !Task.isCancelled {
            if (try? noticeOtherProcesses()) == true { changed(.structure) }
            try? await Task.sleep(for: .milliseconds(50))
        }
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
            // The Flagged badge reads only the unread rows too, whatever the mailbox's size.
            try db.create(index: "message_unread_flagged", on: "message", columns: ["isRead", "isFlagged"])
        }
        migrator.registerMigration("v4: unread counts kept by triggers") { db in
            // Counting unread rows after every event grows with the mailbox; kept up to date by
            // SQLite itself, reading the counts costs a few rows.
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
        migrator.registerMigration("v7: unread windows") { db in
            // Mail's Unread filter reads a window of a mailbox's (or Flagged's) unread messages
            // through an index, as the whole list does, however many are read.
            try db.create(index: "message_mailbox_unread_date", on: "message", columns: ["mailboxId", "isRead", "date"])
            try db.create(index: "message_flagged_unread_date", on: "message", columns: ["isFlagged", "isRead", "date"])
        }
        migrator.registerMigration("v8: drafts' Cc and Bcc") { db in
            try db.execute(sql: "ALTER TABLE draft ADD COLUMN cc TEXT NOT NULL DEFAULT ''")
            try db.execute(sql: "ALTER TABLE draft ADD COLUMN bcc TEXT NOT NULL DEFAULT ''")
        }
        migrator.registerMigration("v9: flag colors") { db in
            try db.execute(sql: "ALTER TABLE message ADD COLUMN flagColor INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("v10: message counts kept by triggers") { db in
            // A mailbox's size ("107 messages") counted its rows, which grows with the mailbox
            // (issue 40: 1,000,000 messages); kept by SQLite itself, reading it costs one row.
            try db.execute(sql: """
                CREATE TABLE message_count (mailboxId TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL);
                CREATE TABLE flagged_count (count INTEGER NOT NULL);
                INSERT INTO message_count SELECT mailboxId, COUNT(*) FROM message GROUP BY mailboxId;
                INSERT INTO flagged_count SELECT COUNT(*) FROM message WHERE isFlagged = 1;
                CREATE TRIGGER message_count_insert AFTER INSERT ON message BEGIN
                    INSERT INTO message_count VALUES (NEW.mailboxId, 1) ON CONFLICT(mailboxId) DO UPDATE SET count = count + 1;
                    UPDATE flagged_count SET count = count + 1 WHERE NEW.isFlagged = 1;
                END;
                CREATE TRIGGER message_count_delete AFTER DELETE ON message BEGIN
                    UPDATE message_count SET count = count - 1 WHERE mailboxId = OLD.mailboxId;
                    UPDATE flagged_count SET count = count - 1 WHERE OLD.isFlagged = 1;
                END;
                CREATE TRIGGER message_count_move AFTER UPDATE OF mailboxId ON message WHEN NEW.mailboxId != OLD.mailboxId BEGIN
                    UPDATE message_count SET count = count - 1 WHERE mailboxId = OLD.mailboxId;
                    INSERT INTO message_count VALUES (NEW.mailboxId, 1) ON CONFLICT(mailboxId) DO UPDATE SET count = count + 1;
                END;
                CREATE TRIGGER message_count_flag AFTER UPDATE OF isFlagged ON message WHEN NEW.isFlagged != OLD.isFlagged BEGIN
                    UPDATE flagged_count SET count = count + (CASE WHEN NEW.isFlagged = 1 THEN 1 ELSE -1 END);
                END;
                """)
        }
        return migrator
    }

    // MARK: Mailboxes

    func isEmpty() throws -> Bool {
        try database.read { db in try Account.fetchCount(db) == 0 }
    }

    func accounts() throws -> [Account] {
        try database.read { db in try Account.order(Column("name")).fetchAll(db) }
    }

    func mailboxes() throws -> [Mailbox] {
        try database.read { db in try Mailbox.order(Column("sortOrder"), Column("name")).fetchAll(db) }
    }

    func save(_ account: Account, mailboxes: [Mailbox], announcing change: ChangeJournal.Change) throws {
        try database.write { db in
            try account.save(db)
            for mailbox in mailboxes { try mailbox.save(db) }
        }
    }

    func addFolder(named name: String, account: String, parent: String?, announcing change: ChangeJournal.Change) throws -> Mailbox {
        try database.write { db in
            let order = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(sortOrder), 0) + 1 FROM mailbox") ?? 1
            let stem = Mailbox.folderID(for: name)
            var id = stem
            var suffix = 1
            while try Mailbox.fetchOne(db, key: id) != nil {
                suffix += 1
                id = "\(stem)-\(suffix)"
            }
            let mailbox = Mailbox(id: id, accountID: account, name: name, role: .folder, parentID: parent, sortOrder: order)
            try mailbox.insert(db)
            return mailbox
        }
    }

    func unreadCounts() throws -> [String: Int] {
        try database.read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT mailboxId, count FROM unread_count WHERE count > 0")) {
                counts[row["mailboxId"]] = row["count"]
            }
            counts[MailStore.flagged] = try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM flagged_unread_count")) ?? 0
            return counts
        }
    }

    // MARK: Messages

    func messageCount(in mailbox: String) throws -> Int {
        // Kept by triggers (v10): one row at any size.
        try database.read { db in
            mailbox == MailStore.flagged
                ? try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM flagged_count")) ?? 0
                : try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM message_count WHERE mailboxId = ?"), arguments: [mailbox]) ?? 0
        }
    }

    func messages(in mailbox: String, offset: Int, limit: Int) throws -> [MessageSummary] {
        try database.read { db in
            try MessageSummary.fetchAll(db, Self.request(mailbox)
                .select(Column("id"), Column("date"), Column("sender"), Column("subject"), Column("snippet"), Column("isRead"), Column("isFlagged"),
                        Column("isReplied"), Column("flagColor"))
                .order(Column("date").desc, Column("id").desc)
                .limit(limit, offset: offset))
        }
    }

    func messages(in mailbox: String, from position: ListPosition?, limit: Int, unreadOnly: Bool) throws -> [MessageSummary] {
        try database.read { db in
            // A cached statement: lists read a window on every change, and compiling it again
            // costs as much as reading it.
            var arguments: StatementArguments = mailbox == MailStore.flagged ? [] : [mailbox]
            let filter = (mailbox == MailStore.flagged ? "isFlagged = 1" : "mailboxId = ?") + (unreadOnly ? " AND isRead = 0" : "")
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

    func summaries(ids: [Int64]) throws -> [MessageSummary] {
        try database.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            let sql = "SELECT \(MessageSummary.columns) FROM message WHERE id IN (\(marks))"
            // One id (a select, a flag) is the usual read: its statement is prepared once. Others
            // are prepared each time, so the cache does not keep one per count of ids.
            let statement = ids.count == 1 ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
            return try MessageSummary.fetchAll(statement, arguments: StatementArguments(ids))
        }
    }

    func position(in mailbox: String, above position: ListPosition, by count: Int, unreadOnly: Bool) throws -> ListPosition? {
        try database.read { db in
            let scope = unreadOnly ? Self.request(mailbox).filter(Column("isRead") == false) : Self.request(mailbox)
            return try Row.fetchOne(db, scope
                .select(Column("date"), Column("id"))
                .filter(sql: "(date, id) > (?, ?)", arguments: [position.date, position.id])
                .order(Column("date").asc, Column("id").asc)
                .limit(1, offset: count - 1))
                .map { ListPosition(date: $0["date"], id: $0["id"]) }
        }
    }

    private static func request(_ mailbox: String) -> QueryInterfaceRequest<Message> {
        mailbox == MailStore.flagged ? Message.filter(Column("isFlagged") == true) : Message.filter(Column("mailboxId") == mailbox)
    }

    func message(id: Int64) throws -> Message? {
        try database.read { db in try Message.fetchOne(db.cachedStatement(sql: "SELECT * FROM message WHERE id = ?"), arguments: [id]) }
    }

    func search(_ words: [String], in mailbox: String?, offset: Int, limit: Int) throws -> [MessageSummary] {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: words.joined(separator: " ")) else { return [] }
        var arguments: StatementArguments = [pattern]
        var scope = ""
        if let mailbox {
            if mailbox == MailStore.flagged {
                scope = " AND message.isFlagged = 1"
            } else {
                scope = " AND message.mailboxId = ?"
                arguments += [mailbox]
            }
        }
        arguments += [limit, offset]
        return try database.read { db in
            // Three texts (every mailbox, one, Flagged): each prepared once.
            try MessageSummary.fetchAll(db.cachedStatement(sql: """
                SELECT message.id, message.date, message.sender, message.subject, message.snippet, message.isRead, message.isFlagged, message.isReplied,
                    message.flagColor
                FROM message JOIN message_fts ON message_fts.rowid = message.id
                WHERE message_fts MATCH ?\(scope) ORDER BY message.date DESC, message.id DESC LIMIT ? OFFSET ?
                """), arguments: arguments)
        }
    }

    func insert(_ messages: [Message], announcing change: ChangeJournal.Change) throws -> Int {
        try database.write { db in
            var inserted = 0
            for var message in messages {
                try message.insert(db, onConflict: .ignore)
                if db.changesCount > 0 { inserted += 1 }
            }
            return inserted
        }
    }

    func setRead(_ id: Int64, _ isRead: Bool, announcing change: ChangeJournal.Change) throws -> Bool {
        try database.write { db in
            try db.cachedStatement(sql: "UPDATE message SET isRead = ? WHERE id = ? AND isRead != ?").execute(arguments: [isRead, id, isRead])
            return db.changesCount > 0
        }
    }

    func send(_ message: Message, replyingTo original: Int64?, announcing change: ChangeJournal.Change) throws {
        try database.write { db in
            var message = message
            try message.insert(db)
            if let original {
                try db.cachedStatement(sql: "UPDATE message SET isReplied = 1 WHERE id = ?").execute(arguments: [original])
            }
        }
    }

    func markAllRead(in mailbox: String, announcing change: ChangeJournal.Change) throws {
        try database.write { db in
            if mailbox == MailStore.flagged {
                try db.execute(sql: "UPDATE message SET isRead = 1 WHERE isFlagged = 1 AND isRead = 0")
            } else {
                try db.execute(sql: "UPDATE message SET isRead = 1 WHERE mailboxId = ? AND isRead = 0", arguments: [mailbox])
            }
        }
    }

    func setFlagged(_ id: Int64, _ isFlagged: Bool, color: FlagColor?, announcing change: ChangeJournal.Change) throws -> Bool {
        try database.write { db in
            try db.cachedStatement(sql: """
                UPDATE message SET isFlagged = ?1, flagColor = COALESCE(?2, flagColor)
                WHERE id = ?3 AND (isFlagged != ?1 OR flagColor != COALESCE(?2, flagColor))
                """).execute(arguments: [isFlagged, color, id])
            return db.changesCount > 0
        }
    }

    func move(_ id: Int64, to mailbox: String, announcing change: ChangeJournal.Change) throws {
        try database.write { db in try db.cachedStatement(sql: "UPDATE message SET mailboxId = ? WHERE id = ?").execute(arguments: [mailbox, id]) }
    }

    // MARK: Drafts and settings

    func save(_ draft: Draft) throws -> Draft {
        try database.write { db in
            var draft = draft
            try draft.save(db)
            return draft
        }
    }

    func file(_ draft: Draft, announcing change: ChangeJournal.Change) throws -> (draft: Draft, filed: Bool) {
        try database.write { db in
            var draft = draft
            try draft.save(db)
            guard let mailbox = try String.fetchOne(db, sql: "SELECT id FROM mailbox WHERE role = 'drafts' ORDER BY sortOrder, name LIMIT 1"),
                  var message = draft.filedMessage(in: mailbox) else { return (draft, false) }
            try db.execute(sql: """
                UPDATE message SET date = ?, recipients = ?, cc = ?, subject = ?, body = ?, snippet = ?, headers = ? WHERE messageId = ?
                """, arguments: [message.date, message.recipients, message.cc, message.subject, message.body, message.snippet,
                                 message.headers, message.messageID])
            if db.changesCount == 0 { try message.insert(db) }
            return (draft, true)
        }
    }

    func draft(id: Int64) throws -> Draft? {
        try database.read { db in try Draft.fetchOne(db, key: id) }
    }

    func draft(forMessage id: Int64) throws -> Draft? {
        try database.write { db in
            guard let message = try Message.fetchOne(db, key: id),
                  try Bool.fetchOne(db, sql: "SELECT role = 'drafts' FROM mailbox WHERE id = ?", arguments: [message.mailboxID]) == true
            else { return nil }
            if let filed = Draft.draftID(fromMessageID: message.messageID), let draft = try Draft.fetchOne(db, key: filed) { return draft }
            var draft = Draft(recipients: message.recipients, cc: message.cc, bcc: message.headerValue("Bcc") ?? "",
                              subject: message.subject, body: message.body, updatedAt: message.date)
            try draft.insert(db)
            try db.execute(sql: "UPDATE message SET messageId = ? WHERE id = ?", arguments: [Draft.messageID(forDraft: draft.id!), id])
            return draft
        }
    }

    func deleteDraft(id: Int64, announcing change: ChangeJournal.Change) throws -> Bool {
        try database.write { db in
            _ = try Draft.deleteOne(db, key: id)
            try db.execute(sql: "DELETE FROM message WHERE messageId = ?", arguments: [Draft.messageID(forDraft: id)])
            return db.changesCount > 0
        }
    }

    func drafts() throws -> [Draft] {
        try database.read { db in try Draft.order(Column("updatedAt").desc).fetchAll(db) }
    }

    func setting(_ key: String) throws -> String? {
        try database.read { db in try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM setting WHERE key = ?"), arguments: [key]) }
    }

    func setSetting(_ key: String, _ value: String) throws {
        try database.write { db in
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }
}
