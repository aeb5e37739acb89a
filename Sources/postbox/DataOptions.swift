import ArgumentParser
import Foundation
import PaneKit
import PostboxStore
#if PostgreSQL
import PostboxPostgres
#endif

/// Where Postbox keeps its mail: `--data-dir` (SQLite, the default) or `--database` (a
/// PostgreSQL server several Postbox processes share), and opening the store there.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The folder that holds the mail database (SQLite).")
    var dataDirectory = "postbox-data"

    @Option(name: .customLong("database"),
            help: ArgumentHelp("Keep the mail in PostgreSQL instead, such as postgres://postbox@db.internal/mail or postgres://postbox@/mail?host=/run/postgresql; several Postbox processes may share it. POSTBOX_DATABASE also sets it (better for a URL with a password: a command line shows in ps).",
                               valueName: "url"))
    var databaseOption: String?

    /// The PostgreSQL URL: `--database`, else `POSTBOX_DATABASE`; nil for SQLite.
    var database: String? {
        databaseOption ?? ProcessInfo.processInfo.environment["POSTBOX_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    var databasePath: String { (dataDirectory as NSString).appendingPathComponent("mail.sqlite") }

    /// Where the mail is, for messages: the SQLite file, or the PostgreSQL URL without its password.
    var place: String {
        guard let database else { return databasePath }
        #if PostgreSQL
        return (try? PostgresLocation(database).description) ?? database
        #else
        return database
        #endif
    }

    func validate() throws {
        guard let database else { return }
        let source = databaseOption == nil ? "POSTBOX_DATABASE" : "--database"
        #if PostgreSQL
        do {
            _ = try PostgresLocation(database)
        } catch {
            throw ValidationError("\(source) takes a PostgreSQL URL such as postgres://postbox@db.internal/mail")
        }
        #else
        // PostgreSQL is a package trait (D-111): a first build stays small without it.
        throw ValidationError("\(source) needs Postbox built with PostgreSQL: swift run --traits PostgreSQL postbox …")
        #endif
    }

    /// Opens the store, creating the folder (SQLite) or the tables (PostgreSQL). A folder or
    /// database Postbox cannot write to, a busy or damaged database, a server it cannot reach, is
    /// a clear error that leaves the data as it was.
    func openStore() throws -> MailStore {
        #if PostgreSQL
        if let database {
            do {
                return try MailStore(postgres: database)
            } catch {
                throw CommandFailure("cannot open the mail database at \(place): \(StoreFailure(error))")
            }
        }
        #endif
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
