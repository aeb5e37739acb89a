import GRDB

/// Why the mail database could not be opened or changed, in words for the person using Postbox:
/// the disk is full, the folder is read-only, another program holds it, the database server
/// cannot be reached.
public struct StoreFailure: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, read from SQLite's result code.
    public enum Reason: Sendable, Equatable {
        /// The disk is full (`SQLITE_FULL`).
        case diskFull
        /// The database or its folder cannot be written (`SQLITE_READONLY`, `SQLITE_PERM`, `SQLITE_AUTH`).
        case readOnly
        /// Another connection holds the database (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        case busy
        /// The disk reported an I/O error (`SQLITE_IOERR`).
        case diskError
        /// The file is corrupt or is not a database (`SQLITE_CORRUPT`, `SQLITE_NOTADB`).
        case damaged
        /// The PostgreSQL server cannot be reached, or closed the connection (a restart, a
        /// network failure, a timeout).
        case unreachable
        /// Any other error, with the database's message (or the error's own description).
        case other(String)
    }

    /// What went wrong.
    public let reason: Reason

    /// A failure for this reason.
    public init(reason: Reason) {
        self.reason = reason
    }

    /// Classifies an error: a `StoreFailure` keeps its reason, a GRDB `DatabaseError` is read by its
    /// result code, another database's error by what it says of itself (PostgreSQL's by its
    /// SQLSTATE, a connection that failed or closed is ``Reason/unreachable``), and anything else
    /// becomes ``Reason/other(_:)``.
    public init(_ error: any Error) {
        if let failure = error as? StoreFailure {
            reason = failure.reason
            return
        }
        if let classified = error as? any StoreFailureReason {
            reason = classified.storeFailureReason
            return
        }
        guard let database = error as? DatabaseError else {
            reason = .other("\(error)")
            return
        }
        switch database.resultCode {
        case .SQLITE_FULL: reason = .diskFull
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: reason = .readOnly
        case .SQLITE_BUSY, .SQLITE_LOCKED: reason = .busy
        case .SQLITE_IOERR: reason = .diskError
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: reason = .damaged
        default: reason = .other(database.message ?? "\(database.resultCode)")
        }
    }

    /// One sentence or two: what happened and what to do.
    public var description: String {
        switch reason {
        case .diskFull: "The disk is full. Free some space, then try again."
        case .readOnly: "The mail folder is read-only, so Postbox can't save changes to it."
        case .busy: "Another program is using the mail database. Try again in a moment."
        case .diskError: "The disk reported an error while Postbox was saving. Your mail as it was is still there."
        case .damaged: "The mail database is damaged, or the file is not a mail database."
        case .unreachable: "Postbox can't reach its mail database server. What you changed just now wasn't saved; try again in a moment."
        case .other(let message): "The mail database said: \(message)."
        }
    }
}

/// An error of a database back end that knows which ``StoreFailure/Reason`` it is (PostgreSQL's,
/// and the network's under it): the back end's target conforms its errors, so the store needs
/// none of its modules.
package protocol StoreFailureReason: Error {
    /// The reason, in the store's terms.
    var storeFailureReason: StoreFailure.Reason { get }
}
