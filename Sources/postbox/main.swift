import ArgumentParser
import Foundation
import Logging
import PaneKitServer
import PostboxKit

/// Postbox: a three-column mail app on SQLite, served to the browser by PaneKit.
@main
struct Postbox: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "postbox",
        abstract: "A three-column mail app, served to your browser.",
        discussion: "With no command, serves the mail in the data folder at http://127.0.0.1:8080, making a sample mailbox first if it is empty.",
        subcommands: [Serve.self, Import.self, Generate.self],
        defaultSubcommand: Serve.self
    )
}

struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The folder that holds the mail database.")
    var dataDirectory = "postbox-data"

    var databasePath: String { (dataDirectory as NSString).appendingPathComponent("mail.sqlite") }

    /// Opens the store, creating the folder. A folder or database Postbox cannot write to, a busy
    /// or damaged database, is a clear error that leaves the files as they were.
    func openStore() throws -> MailStore {
        do {
            try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot make the data folder \(dataDirectory): \(error.localizedDescription)")
        }
        do {
            return try MailStore(path: databasePath)
        } catch {
            let failure = StoreFailure(error)
            let advice = "Postbox keeps its mail there and needs to write to it: give it write access, or pass --data-dir with another folder."
            if access(dataDirectory, W_OK) != 0 {
                throw CommandFailure("the data folder \(dataDirectory) is read-only. \(advice)")
            }
            if access(databasePath, F_OK) == 0, access(databasePath, W_OK) != 0 {
                throw CommandFailure("the mail database \(databasePath) is read-only. \(advice)")
            }
            if failure.reason == .readOnly {
                throw CommandFailure("the data folder \(dataDirectory) is on a read-only disk. \(advice)")
            }
            throw CommandFailure("cannot open the mail database at \(databasePath): \(failure)")
        }
    }
}

/// Something Postbox cannot work with (a data folder, a file), said in one line with no usage
/// text after it; the exit status is 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve Postbox to browsers (the default).")

    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The port to listen on.") var port = 8080
    @OptionGroup var data: DataOptions

    func run() async throws {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = ProcessInfo.processInfo.environment["PANEKIT_LOG"].flatMap { Logger.Level(rawValue: $0) } ?? .info
            return handler
        }
        let store = try data.openStore()
        if try store.isEmpty() {
            print("Making a sample mailbox in \(data.dataDirectory)…")
            try SampleMailbox.populate(store)
        }
        print("Postbox on http://\(host):\(port)/")
        let server = PaneServer(configuration: .init(host: host, port: port, appName: "Postbox")) { PostboxApp(store: store) }
        do {
            try await server.run()
        } catch where "\(error)".contains("in use") {
            throw CommandFailure("port \(port) is in use: stop the other server or pass --port")
        }
    }
}

struct Generate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fill an empty data folder with a large sample mailbox (for benchmarks).")

    @Option(help: "How many messages to make.") var messages = 10_000
    @Option(help: "The seed of the sample generator.") var seed: UInt64 = 2026
    @OptionGroup var data: DataOptions

    func validate() throws {
        guard messages > 0, messages <= 10_000_000 else { throw ValidationError("--messages takes a number from 1 to 10000000") }
    }

    func run() async throws {
        let store = try data.openStore()
        guard try store.isEmpty() else { throw CommandFailure("\(data.dataDirectory) already holds mail; pass another --data-dir") }
        try SampleMailbox.populate(store, messages: messages, seed: seed)
        print("Made \(messages) messages in \(data.databasePath).")
    }
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import an mbox file.",
        discussion: "Messages already in Postbox (same Message-ID) are skipped, so running it again after an interruption finishes the job. Broken messages are reported and skipped."
    )

    @Argument(help: "The mbox file to read.") var file: String
    @Option(help: "The mailbox to put the messages in (an id such as inbox, or a new folder's name).") var mailbox = "inbox"
    @OptionGroup var data: DataOptions

    func run() async throws {
        guard let contents = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read \(file): no such file, or not readable")
        }
        let store = try data.openStore()
        if try store.isEmpty() { try store.save(SampleMailbox.account, mailboxes: SampleMailbox.mailboxes.filter { $0.role != .folder }) }
        let mailboxes = try store.mailboxes()
        let existing = mailboxes.first { $0.id == mailbox || $0.name.caseInsensitiveCompare(mailbox) == .orderedSame }?.id
        let target = try existing ?? store.addFolder(named: mailbox, account: SampleMailbox.account.id).id
        let terminal = isatty(STDERR_FILENO) != 0
        let report = try MboxImporter(store: store, mailbox: target).importMbox(Array(contents)) { done, total in
            guard terminal, total > 0 else { return }
            let filled = done * 30 / total
            FileHandle.standardError.write(Data("\r[\(String(repeating: "#", count: filled))\(String(repeating: " ", count: 30 - filled))] \(done * 100 / total)%".utf8))
        }
        if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
        for problem in report.broken { print("skipped \(problem)") }
        for note in report.notes { print("note: \(note)") }
        print("Imported \(report.imported) messages into \(target); \(report.duplicates) already there; \(report.broken.count) broken.")
    }
}
