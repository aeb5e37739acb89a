import Foundation

/// Imports an mbox file into a mailbox: every message is parsed on its own, a broken one is
/// reported (which, where, why) and skipped, and one already stored (same Message-ID) is not
/// added again, so a re-run after an interruption completes without duplicates.
public struct MboxImporter {
    /// What an import did: how many messages were added or already there, which were broken.
    public struct Report: Sendable, Hashable {
        /// Messages added to the store.
        public var imported = 0
        /// Messages skipped because their Message-ID was stored already (or came earlier in the file).
        public var duplicates = 0
        /// Messages that could not be parsed, so were skipped, each with why.
        public var broken: [Problem] = []
        /// Messages imported despite something odd but not fatal (an unknown charset read as UTF-8…).
        public var notes: [Problem] = []
        /// Every message the file held: imported, duplicates and broken.
        public var total: Int { imported + duplicates + broken.count }
    }

    /// A message that could not be imported, or was imported with a note.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The message's 1-based position in the file.
        public let index: Int
        /// The 1-based line of the file the message starts on (its `From ` line, if it has one).
        public let line: Int
        /// What was wrong or odd, in words.
        public let reason: String
        public var description: String { "message \(index) (line \(line)): \(reason)" }
    }

    let store: MailStore
    let mailbox: String

    /// An importer that files messages in `mailbox`, the id of a mailbox already in `store`
    /// (messages reference it: storing one in an unknown mailbox fails, and the import throws).
    public init(store: MailStore, mailbox: String) {
        self.store = store
        self.mailbox = mailbox
    }

    /// Imports all messages; `progress` hears (bytes done, bytes in all) after each batch.
    public func importMbox(_ bytes: [UInt8], batchSize: Int = 500, progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        var report = Report()
        var batch: [Message] = []
        var done = 0
        func flush() throws {
            let inserted = try store.insert(batch)
            report.imported += inserted
            report.duplicates += batch.count - inserted
            batch.removeAll(keepingCapacity: true)
            progress(done, bytes.count)
        }
        for raw in MboxReader(bytes: bytes) {
            done += raw.bytes.count + raw.separator.utf8.count + 2
            do {
                let parsed = try MIMEMessage(bytes: raw.bytes)
                batch.append(Self.message(from: parsed, raw: raw, mailbox: mailbox))
                for note in parsed.notes { report.notes.append(Problem(index: raw.index, line: raw.line, reason: note)) }
            } catch {
                report.broken.append(Problem(index: raw.index, line: raw.line, reason: error.description))
            }
            if batch.count >= batchSize { try flush() }
        }
        try flush()
        return report
    }

    static func message(from parsed: MIMEMessage, raw: MboxReader.RawMessage, mailbox: String) -> Message {
        let headerText = parsed.headers.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
        let messageID = parsed.header("Message-ID").flatMap { $0.isEmpty ? nil : $0 }
            ?? "<import-\(String(fnv1a(raw.bytes), radix: 16))@postbox.invalid>"
        return Message(
            messageID: messageID,
            mailboxID: mailbox,
            date: parsed.header("Date").flatMap(RFC5322Date.parse) ?? RFC5322Date.fromSeparator(raw.separator) ?? Date(timeIntervalSince1970: 0),
            sender: parsed.header("From") ?? "(no sender)",
            recipients: parsed.header("To") ?? "",
            cc: parsed.header("Cc") ?? "",
            subject: parsed.header("Subject") ?? "(no subject)",
            body: parsed.text,
            isRead: false,
            headers: headerText,
            attachments: parsed.attachments.map { "\($0.name)\t\($0.size)" }.joined(separator: "\n")
        )
    }

    /// A stable name for a message without a Message-ID, so a re-import finds it again.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Dates in headers (RFC 5322 §3.3) and in mbox separator lines (asctime form).
enum RFC5322Date {
    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    static func parse(_ value: String) -> Date? {
        // Drop a trailing comment such as "(PST)" and collapse spaces.
        var text = value
        if let comment = text.firstIndex(of: "(") { text = String(text[..<comment]) }
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for format in ["EEE, d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z", "d MMM yyyy HH:mm Z",
                       "EEE, d MMM yy HH:mm:ss Z"] {
            if let date = formatter(format).date(from: text) { return date }
        }
        return nil
    }

    /// `From sender@example.com Thu Nov 21 09:00:00 2026`.
    static func fromSeparator(_ line: String) -> Date? {
        let parts = line.split(separator: " ")
        guard parts.count >= 7 else { return nil }
        return formatter("EEE MMM d HH:mm:ss yyyy").date(from: parts.suffix(5).joined(separator: " "))
    }
}
