import Foundation
import Logging
import NIOCore
import PostboxStore
import PostgresNIO

/// Postbox's mail on a PostgreSQL server that several Postbox processes share (issue 17): the
/// tables of ``PostgresSchema``, read and written through a small pool of connections
/// (``PostgresConnectionPool``).
///
/// Every write to mail announces itself in its own transaction (`pg_notify` on
/// ``channel``), so PostgreSQL tells every other process exactly when the change is committed;
/// each process listens (``watchOtherProcesses(_:)``) and records what it hears as its own
/// pages' changes.
final class PostgresMailDatabase: MailDatabase {
    /// The notification channel of changes to mail.
    static let channel = "postbox_mail"

    let pool: PostgresConnectionPool
    /// This process's name in its notifications, so it skips its own.
    let node = UUID().uuidString

    /// Connects and migrates; a server that cannot be reached is a ``StoreFailure``.
    init(url location: PostgresLocation) throws {
        pool = PostgresConnectionPool(location: location)
        do {
            try migrate()
        } catch {
            throw StoreFailure(error)
        }
    }

    private func migrate() throws {
        try pool.transaction { connection in
            try pool.execute("SELECT pg_advisory_xact_lock(\(PostgresSchema.migrationLock))", on: connection)
            try pool.execute("CREATE TABLE IF NOT EXISTS postbox_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())", on: connection)
            let applied = Set(try pool.rows("SELECT name FROM postbox_migration", on: connection).map { try $0.decode(String.self) })
            for migration in PostgresSchema.migrations where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try pool.execute(PostgresQuery(unsafeSQL: statement), on: connection)
                }
                try pool.execute("INSERT INTO postbox_migration (name) VALUES (\(migration.name))", on: connection)
            }
        }
    }

    /// Announces `change` to other processes when the transaction on `connection` commits.
    private func announce(_ change: ChangeJournal.Change, on connection: PostgresConnection) throws {
        try pool.execute("SELECT pg_notify(\(Self.channel), \(change.notification(from: node)))", on: connection)
    }

    func watchOtherProcesses(_ changed: @escaping @Sendable (ChangeJournal.Change) -> Void) async {
        var listenedBefore = false
        while !Task.isCancelled {
            do {
                let connection = try await pool.connect().get()
                let node = node
                connection.addListener(channel: Self.channel) { _, notification in
                    if let change = ChangeJournal.Change(notification: notification.payload, skipping: node) { changed(change) }
                }
                let listen: EventLoopFuture<PostgresQueryResult> = connection.query("LISTEN postbox_mail", logger: pool.logger)
                _ = try await listen.get()
                // Changes made while no one listened are unknown: everything may have changed.
                if listenedBefore { changed(.structure) }
                listenedBefore = true
                await withTaskCancellationHandler {
                    _ = try? await connection.closeFuture.get()
                } onCancel: {
                    let _: EventLoopFuture<Void> = connection.close()
                }
            } catch {
                pool.logger.warning("cannot listen for other nodes' changes at \(pool.location): \(error)")
            }
            try? await Task.sleep(for: .milliseconds(200))
        }
    }

    // MARK: Mailboxes

    func isEmpty() throws -> Bool {
        try pool.rows("SELECT NOT EXISTS (SELECT 1 FROM account)")[0].decode(Bool.self)
    }

    func accounts() throws -> [Account] {
        try pool.rows("SELECT id, name FROM account ORDER BY name").map { row in
            let (id, name) = try row.decode((String, String).self)
            return Account(id: id, name: name)
        }
    }

    func mailboxes() throws -> [Mailbox] {
        try pool.rows("SELECT id, account_id, name, role, parent_id, sort_order FROM mailbox ORDER BY sort_order, name").map(Self.mailbox)
    }

    private static func mailbox(_ row: PostgresRow) throws -> Mailbox {
        let (id, account, name, role, parent, order) = try row.decode((String, String, String, String, String?, Int).self)
        return Mailbox(id: id, accountID: account, name: name, role: Mailbox.Role(rawValue: role) ?? .folder, parentID: parent, sortOrder: order)
    }

    func save(_ account: Account, mailboxes: [Mailbox], announcing change: ChangeJournal.Change) throws {
        try pool.transaction { connection in
            try pool.execute("""
                INSERT INTO account (id, name) VALUES (\(account.id), \(account.name))
                ON CONFLICT (id) DO UPDATE SET name = excluded.name
                """, on: connection)
            for mailbox in mailboxes {
                try pool.execute("""
                    INSERT INTO mailbox (id, account_id, name, role, parent_id, sort_order)
                    VALUES (\(mailbox.id), \(mailbox.accountID), \(mailbox.name), \(mailbox.role.rawValue), \(mailbox.parentID), \(mailbox.sortOrder))
                    ON CONFLICT (id) DO UPDATE SET account_id = excluded.account_id, name = excluded.name, role = excluded.role,
                        parent_id = excluded.parent_id, sort_order = excluded.sort_order
                    """, on: connection)
            }
            try announce(change, on: connection)
        }
    }

    func addFolder(named name: String, account: String, parent: String?, announcing change: ChangeJournal.Change) throws -> Mailbox {
        try pool.transaction { connection in
            // Two nodes adding folders at once take turns here.
            try pool.execute("LOCK TABLE mailbox IN SHARE ROW EXCLUSIVE MODE", on: connection)
            let order = try pool.rows("SELECT COALESCE(MAX(sort_order), 0) + 1 FROM mailbox", on: connection)[0].decode(Int.self)
            let stem = Mailbox.folderID(for: name)
            let taken = Set(try pool.rows("SELECT id FROM mailbox WHERE id = \(stem) OR id LIKE \(stem + "-%")", on: connection)
                .map { try $0.decode(String.self) })
            var id = stem
            var suffix = 1
            while taken.contains(id) {
                suffix += 1
                id = "\(stem)-\(suffix)"
            }
            let mailbox = Mailbox(id: id, accountID: account, name: name, role: .folder, parentID: parent, sortOrder: order)
            try pool.execute("""
                INSERT INTO mailbox (id, account_id, name, role, parent_id, sort_order)
                VALUES (\(mailbox.id), \(account), \(name), \(mailbox.role.rawValue), \(parent), \(order))
                """, on: connection)
            try announce(change, on: connection)
            return mailbox
        }
    }

    func unreadCounts() throws -> [String: Int] {
        let rows = try pool.rows("""
            SELECT mailbox_id, count FROM unread_count WHERE count > 0
            UNION ALL SELECT \(MailStore.flagged), count FROM flagged_unread_count
            """)
        var counts: [String: Int] = [:]
        for row in rows {
            let (mailbox, count) = try row.decode((String, Int).self)
            counts[mailbox] = count
        }
        return counts
    }

    // MARK: Messages

    /// The columns of a summary, in ``summary(_:)``'s order.
    private static let summaryColumns = "id, date, sender, subject, snippet, is_read, is_flagged, is_replied, flag_color"

    private static func summary(_ row: PostgresRow) throws -> MessageSummary {
        let (id, date, sender, subject, snippet, isRead, isFlagged, isReplied, flagColor) =
            try row.decode((Int64, Date, String, String, String, Bool, Bool, Bool, Int).self)
        return MessageSummary(id: id, date: date, sender: sender, subject: subject, snippet: snippet,
                              isRead: isRead, isFlagged: isFlagged, flagColor: FlagColor(rawValue: flagColor) ?? .orange, isReplied: isReplied)
    }

    /// The condition that picks a mailbox's messages (Flagged's: the flagged ones).
    private static func filter(_ mailbox: String, into query: inout PostgresQuery.StringInterpolation) {
        if mailbox == MailStore.flagged {
            query.appendInterpolation(unescaped: "is_flagged")
        } else {
            query.appendInterpolation(unescaped: "mailbox_id = ")
            query.appendInterpolation(mailbox)
        }
    }

    private func query(_ build: (inout PostgresQuery.StringInterpolation) -> Void) -> PostgresQuery {
        var interpolation = PostgresQuery.StringInterpolation(literalCapacity: 128, interpolationCount: 4)
        build(&interpolation)
        return PostgresQuery(stringInterpolation: interpolation)
    }

    func messageCount(in mailbox: String) throws -> Int {
        // Kept by a trigger (v5): one row at any size.
        let rows = mailbox == MailStore.flagged
            ? try pool.rows("SELECT count FROM flagged_count")
            : try pool.rows("SELECT count FROM message_count WHERE mailbox_id = \(mailbox)")
        return try rows.first?.decode(Int.self) ?? 0
    }

    func messages(in mailbox: String, offset: Int, limit: Int) throws -> [MessageSummary] {
        let window = query { q in
            q.appendLiteral("SELECT \(Self.summaryColumns) FROM message WHERE ")
            Self.filter(mailbox, into: &q)
            q.appendLiteral(" ORDER BY date DESC, id DESC LIMIT ")
            q.appendInterpolation(limit)
            q.appendLiteral(" OFFSET ")
            q.appendInterpolation(offset)
        }
        return try pool.rows(window).map(Self.summary)
    }

    func messages(in mailbox: String, from position: ListPosition?, limit: Int, unreadOnly: Bool) throws -> [MessageSummary] {
        let window = query { q in
            q.appendLiteral("SELECT \(Self.summaryColumns) FROM message WHERE ")
            Self.filter(mailbox, into: &q)
            if unreadOnly { q.appendLiteral(" AND NOT is_read") }
            if let position {
                q.appendLiteral(" AND (date, id) <= (")
                q.appendInterpolation(position.date)
                q.appendLiteral(", ")
                q.appendInterpolation(position.id)
                q.appendLiteral(")")
            }
            q.appendLiteral(" ORDER BY date DESC, id DESC LIMIT ")
            q.appendInterpolation(limit)
        }
        return try pool.rows(window).map(Self.summary)
    }

    func summaries(ids: [Int64]) throws -> [MessageSummary] {
        try pool.rows("SELECT \(unescaped: Self.summaryColumns) FROM message WHERE id = ANY(\(ids))").map(Self.summary)
    }

    func position(in mailbox: String, above position: ListPosition, by count: Int, unreadOnly: Bool) throws -> ListPosition? {
        let step = query { q in
            q.appendLiteral("SELECT date, id FROM message WHERE ")
            Self.filter(mailbox, into: &q)
            if unreadOnly { q.appendLiteral(" AND NOT is_read") }
            q.appendLiteral(" AND (date, id) > (")
            q.appendInterpolation(position.date)
            q.appendLiteral(", ")
            q.appendInterpolation(position.id)
            q.appendLiteral(") ORDER BY date ASC, id ASC LIMIT 1 OFFSET ")
            q.appendInterpolation(count - 1)
        }
        return try pool.rows(step).first.map { row in
            let (date, id) = try row.decode((Date, Int64).self)
            return ListPosition(date: date, id: id)
        }
    }

    func message(id: Int64) throws -> Message? {
        try pool.rows("""
            SELECT id, message_id, mailbox_id, date, sender, recipients, cc, subject, body, is_read, is_flagged, is_replied, headers, attachments,
                   flag_color
            FROM message WHERE id = \(id)
            """).first.map { row in
            let (id, messageID, mailbox, date, sender, recipients, cc, subject, body, isRead, isFlagged, isReplied, headers, attachments, flagColor) =
                try row.decode((Int64, String, String, Date, String, String, String, String, String, Bool, Bool, Bool, String, String, Int).self)
            return Message(id: id, messageID: messageID, mailboxID: mailbox, date: date, sender: sender, recipients: recipients, cc: cc,
                           subject: subject, body: body, isRead: isRead, isFlagged: isFlagged, flagColor: FlagColor(rawValue: flagColor) ?? .orange,
                           isReplied: isReplied, headers: headers, attachments: attachments)
        }
    }

    func search(_ words: [String], in mailbox: String?, offset: Int, limit: Int) throws -> [MessageSummary] {
        // Words of letters and digits only: nothing in them is tsquery syntax.
        let prefixes = words.map { $0.lowercased() + ":*" }.joined(separator: " & ")
        let found = query { q in
            q.appendLiteral("SELECT \(Self.summaryColumns) FROM message WHERE search @@ to_tsquery('simple', ")
            q.appendInterpolation(prefixes)
            q.appendLiteral(")")
            if let mailbox {
                q.appendLiteral(" AND ")
                Self.filter(mailbox, into: &q)
            }
            q.appendLiteral(" ORDER BY date DESC, id DESC LIMIT ")
            q.appendInterpolation(limit)
            q.appendLiteral(" OFFSET ")
            q.appendInterpolation(offset)
        }
        return try pool.rows(found).map(Self.summary)
    }

    /// One statement per batch: the batch's columns as arrays, unnested into rows.
    func insert(_ messages: [Message], announcing change: ChangeJournal.Change) throws -> Int {
        try pool.transaction { connection in
            let inserted = try pool.execute("""
                INSERT INTO message (message_id, mailbox_id, date, sender, recipients, cc, subject, body, snippet,
                                     is_read, is_flagged, is_replied, headers, attachments, flag_color)
                SELECT * FROM unnest(\(messages.map(\.messageID)), \(messages.map(\.mailboxID)), \(messages.map(\.date)),
                                     \(messages.map(\.sender)), \(messages.map(\.recipients)), \(messages.map(\.cc)),
                                     \(messages.map(\.subject)), \(messages.map(\.body)), \(messages.map(\.snippet)),
                                     \(messages.map(\.isRead)), \(messages.map(\.isFlagged)), \(messages.map(\.isReplied)),
                                     \(messages.map(\.headers)), \(messages.map(\.attachments)), \(messages.map { Int32($0.flagColor.rawValue) }))
                ON CONFLICT (message_id) DO NOTHING
                """, on: connection)
            if inserted > 0 { try announce(change, on: connection) }
            return inserted
        }
    }

    /// A write of one statement and its announcement, in one statement: the update runs in a
    /// `WITH` clause and `pg_notify` after it, one round trip and one implicit transaction.
    /// Runs the write `build` makes (an `UPDATE` without `RETURNING`) and announces it when it
    /// changed a row, in one statement; whether it did.
    @discardableResult
    private func write(announcing change: ChangeJournal.Change, _ build: (inout PostgresQuery.StringInterpolation) -> Void) throws -> Bool {
        let statement = query { q in
            q.appendLiteral("WITH changed AS (")
            build(&q)
            q.appendLiteral(" RETURNING 1) SELECT pg_notify(")
            q.appendInterpolation(Self.channel)
            q.appendLiteral(", ")
            q.appendInterpolation(change.notification(from: node))
            q.appendLiteral(") FROM changed LIMIT 1")
        }
        return try pool.retrying { try pool.withConnection { try pool.execute(statement, on: $0) } } > 0
    }

    func setRead(_ id: Int64, _ isRead: Bool, announcing change: ChangeJournal.Change) throws -> Bool {
        try update(id, set: "is_read", to: isRead, announcing: change)
    }

    func setFlagged(_ id: Int64, _ isFlagged: Bool, color: FlagColor?, announcing change: ChangeJournal.Change) throws -> Bool {
        guard let color else { return try update(id, set: "is_flagged", to: isFlagged, announcing: change) }
        let number = Int32(color.rawValue)
        return try write(announcing: change) { q in
            q.appendLiteral("UPDATE message SET is_flagged = ")
            q.appendInterpolation(isFlagged)
            q.appendLiteral(", flag_color = ")
            q.appendInterpolation(number)
            q.appendLiteral(" WHERE id = ")
            q.appendInterpolation(id)
            q.appendLiteral(" AND (is_flagged != ")
            q.appendInterpolation(isFlagged)
            q.appendLiteral(" OR flag_color != ")
            q.appendInterpolation(number)
            q.appendLiteral(")")
        }
    }

    func move(_ id: Int64, to mailbox: String, announcing change: ChangeJournal.Change) throws {
        try update(id, set: "mailbox_id", to: mailbox, announcing: change)
    }

    /// Sets one column of one message unless it already holds `value` (`column` is one of this
    /// file's names, never input); whether it changed.
    @discardableResult
    private func update(_ id: Int64, set column: StaticString, to value: some PostgresNonThrowingEncodable,
                        announcing change: ChangeJournal.Change) throws -> Bool {
        try write(announcing: change) { q in
            q.appendLiteral("UPDATE message SET \(column) = ")
            q.appendInterpolation(value)
            q.appendLiteral(" WHERE id = ")
            q.appendInterpolation(id)
            q.appendLiteral(" AND \(column) IS DISTINCT FROM ")
            q.appendInterpolation(value)
        }
    }

    func markAllRead(in mailbox: String, announcing change: ChangeJournal.Change) throws {
        try write(announcing: change) { q in
            q.appendLiteral("UPDATE message SET is_read = true WHERE NOT is_read AND ")
            Self.filter(mailbox, into: &q)
        }
    }

    /// Inserts one message; with `replacingText`, a message of the same Message-ID (a filed
    /// draft) takes its date and text instead.
    private static func insertion(of message: Message, replacingText: Bool = false) -> PostgresQuery {
        let conflict = replacingText ? """
             ON CONFLICT (message_id) DO UPDATE SET date = excluded.date, recipients = excluded.recipients, cc = excluded.cc,
                subject = excluded.subject, body = excluded.body, snippet = excluded.snippet, headers = excluded.headers
            """ : ""
        return """
            INSERT INTO message (message_id, mailbox_id, date, sender, recipients, cc, subject, body, snippet,
                                 is_read, is_flagged, is_replied, headers, attachments, flag_color)
            VALUES (\(message.messageID), \(message.mailboxID), \(message.date), \(message.sender), \(message.recipients),
                    \(message.cc), \(message.subject), \(message.body), \(message.snippet), \(message.isRead),
                    \(message.isFlagged), \(message.isReplied), \(message.headers), \(message.attachments), \(Int32(message.flagColor.rawValue)))\(unescaped: conflict)
            """
    }

    func send(_ message: Message, replyingTo original: Int64?, announcing change: ChangeJournal.Change) throws {
        try pool.transaction { connection in
            try pool.execute(Self.insertion(of: message), on: connection)
            if let original {
                try pool.execute("UPDATE message SET is_replied = true WHERE id = \(original)", on: connection)
            }
            try announce(change, on: connection)
        }
    }

    // MARK: Drafts and settings

    private static func draft(_ row: PostgresRow) throws -> Draft {
        let (id, recipients, cc, bcc, subject, body, updatedAt, repliesTo) =
            try row.decode((Int64, String, String, String, String, String, Date, Int64?).self)
        return Draft(id: id, recipients: recipients, cc: cc, bcc: bcc, subject: subject, body: body, updatedAt: updatedAt, repliesTo: repliesTo)
    }

    private static let draftColumns = "id, recipients, cc, bcc, subject, body, updated_at, replies_to"

    /// Inserts a draft without an id, or updates a stored one, returning it as saved.
    private static func saving(_ draft: Draft) -> PostgresQuery {
        if let id = draft.id {
            """
            INSERT INTO draft (id, recipients, cc, bcc, subject, body, updated_at, replies_to)
            VALUES (\(id), \(draft.recipients), \(draft.cc), \(draft.bcc), \(draft.subject), \(draft.body), \(draft.updatedAt),
                    \(draft.repliesTo))
            ON CONFLICT (id) DO UPDATE SET recipients = excluded.recipients, cc = excluded.cc, bcc = excluded.bcc,
                subject = excluded.subject, body = excluded.body,
                updated_at = excluded.updated_at, replies_to = excluded.replies_to
            RETURNING \(unescaped: Self.draftColumns)
            """
        } else {
            """
            INSERT INTO draft (recipients, cc, bcc, subject, body, updated_at, replies_to)
            VALUES (\(draft.recipients), \(draft.cc), \(draft.bcc), \(draft.subject), \(draft.body), \(draft.updatedAt),
                    \(draft.repliesTo))
            RETURNING \(unescaped: Self.draftColumns)
            """
        }
    }

    func save(_ draft: Draft) throws -> Draft {
        try Self.draft(pool.rows(Self.saving(draft))[0])
    }

    func file(_ draft: Draft, announcing change: ChangeJournal.Change) throws -> (draft: Draft, filed: Bool) {
        try pool.transaction { connection in
            let saved = try Self.draft(pool.rows(Self.saving(draft), on: connection)[0])
            let mailboxes = try pool.rows("SELECT id FROM mailbox WHERE role = 'drafts' ORDER BY sort_order, name LIMIT 1", on: connection)
            guard let mailbox = try mailboxes.first?.decode(String.self), let message = saved.filedMessage(in: mailbox) else {
                return (saved, false)
            }
            try pool.execute(Self.insertion(of: message, replacingText: true), on: connection)
            try announce(change, on: connection)
            return (saved, true)
        }
    }

    func draft(id: Int64) throws -> Draft? {
        try pool.rows("SELECT \(unescaped: Self.draftColumns) FROM draft WHERE id = \(id)").first.map(Self.draft)
    }

    func draft(forMessage id: Int64) throws -> Draft? {
        try pool.transaction { connection in
            let found = try pool.rows("""
                SELECT message.message_id, message.recipients, message.cc, message.headers, message.subject, message.body, message.date
                FROM message JOIN mailbox ON mailbox.id = message.mailbox_id
                WHERE message.id = \(id) AND mailbox.role = 'drafts' FOR UPDATE OF message
                """, on: connection)
            guard let row = found.first else { return nil }
            let (messageID, recipients, cc, headers, subject, body, date) = try row.decode((String, String, String, String, String, String, Date).self)
            if let filed = Draft.draftID(fromMessageID: messageID),
               let draft = try pool.rows("SELECT \(unescaped: Self.draftColumns) FROM draft WHERE id = \(filed)", on: connection).first {
                return try Self.draft(draft)
            }
            let made = Draft(recipients: recipients, cc: cc, bcc: Message.headerValue("Bcc", in: headers) ?? "",
                             subject: subject, body: body, updatedAt: date)
            let draft = try Self.draft(pool.rows(Self.saving(made), on: connection)[0])
            try pool.execute("UPDATE message SET message_id = \(Draft.messageID(forDraft: draft.id ?? 0)) WHERE id = \(id)", on: connection)
            return draft
        }
    }

    func deleteDraft(id: Int64, announcing change: ChangeJournal.Change) throws -> Bool {
        try pool.transaction { connection in
            _ = try pool.execute("DELETE FROM draft WHERE id = \(id)", on: connection)
            let deleted = try pool.execute("DELETE FROM message WHERE message_id = \(Draft.messageID(forDraft: id))", on: connection)
            if deleted > 0 { try announce(change, on: connection) }
            return deleted > 0
        }
    }

    func drafts() throws -> [Draft] {
        try pool.rows("SELECT \(unescaped: Self.draftColumns) FROM draft ORDER BY updated_at DESC").map(Self.draft)
    }

    func setting(_ key: String) throws -> String? {
        try pool.rows("SELECT value FROM setting WHERE key = \(key)").first.map { try $0.decode(String.self) }
    }

    func setSetting(_ key: String, _ value: String) throws {
        _ = try pool.rows("INSERT INTO setting (key, value) VALUES (\(key), \(value)) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    }
}

extension ChangeJournal.Change {
    /// The payload of this change's notification: the sending node, then `f <id> <0|1>` for a
    /// message's flags (1 when its flagged state changed) or `s` for anything else.
    func notification(from node: String) -> String {
        switch self {
        case .flags(let id, let flagged): "\(node) f \(id) \(flagged ? 1 : 0)"
        case .structure: "\(node) s"
        }
    }

    /// The change a notification names, nil for one `node` sent (or one that is not Postbox's:
    /// anything unreadable counts as a whole-store change, which is never wrong).
    init?(notification payload: String, skipping node: String) {
        let parts = payload.split(separator: " ")
        guard parts.first.map(String.init) != node else { return nil }
        if parts.count == 4, parts[1] == "f", let id = Int64(parts[2]) {
            self = .flags(id, flagged: parts[3] == "1")
        } else {
            self = .structure
        }
    }
}
