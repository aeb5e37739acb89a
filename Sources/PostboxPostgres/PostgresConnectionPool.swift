import Dispatch
import Logging
import NIOCore
import NIOPosix
import PostboxStore
import PostgresNIO
import Synchronization

/// A few PostgreSQL connections for callers that wait: ``MailStore`` is read synchronously while
/// screens build, so a query here blocks its caller until the answer comes — on NIO's event loop,
/// never on Swift's cooperative threads, which cannot then starve each other.
///
/// A connection the server closed (a restart, a failover) is dropped and a new one opened for
/// the next caller; a query that takes longer than `timeout` closes its connection and fails.
final class PostgresConnectionPool: Sendable {
    private struct State {
        var idle: [PostgresConnection] = []
        var nextID = 0
    }

    let location: PostgresLocation
    let logger: Logger
    private let configuration: PostgresConnection.Configuration
    private let state = Mutex(State())
    /// One permit per connection that may be open at once.
    private let permits: DispatchSemaphore
    private let timeout: TimeAmount

    init(location: PostgresLocation, size: Int = 8, timeout: TimeAmount = .seconds(15)) {
        self.location = location
        configuration = location.configuration
        permits = DispatchSemaphore(value: size)
        self.timeout = timeout
        var logger = Logger(label: "postbox.postgres")
        logger.logLevel = .warning
        self.logger = logger
    }

    deinit {
        // A connection must be closed before it is freed; the close is waited for (never on an
        // event loop, whose thread does the closing).
        for connection in state.withLock({ $0.idle }) {
            let closed: EventLoopFuture<Void> = connection.close()
            if !connection.eventLoop.inEventLoop { try? closed.wait() }
        }
    }

    /// Opens a connection of this pool's configuration, not kept by the pool (a listener's).
    func connect() -> EventLoopFuture<PostgresConnection> {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: id, logger: logger)
    }

    /// Runs `body` with a connection of its own, opening one when none is idle.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        permits.wait()
        defer { permits.signal() }
        var connection = state.withLock { $0.idle.popLast() }
        if let open = connection, open.isClosed { connection = nil }
        let current = try connection ?? wait(connect(), closing: nil)
        do {
            let result = try body(current)
            if !current.isClosed { state.withLock { $0.idle.append(current) } }
            return result
        } catch {
            if current.isClosed { throw error }
            // A connection whose query failed on the server is still good; one that timed out
            // was closed by the timer.
            state.withLock { $0.idle.append(current) }
            throw error
        }
    }

    /// The rows of one query on `connection`.
    func rows(_ query: PostgresQuery, on connection: PostgresConnection) throws -> [PostgresRow] {
        try wait(connection.query(query, logger: logger), closing: connection).rows
    }

    /// How many rows a statement changed.
    @discardableResult
    func execute(_ query: PostgresQuery, on connection: PostgresConnection) throws -> Int {
        try wait(connection.query(query, logger: logger), closing: connection).metadata.rows ?? 0
    }

    /// The rows of one query on any connection.
    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try withConnection { try rows(query, on: $0) }
    }

    /// Runs `body` in a transaction (``retrying(_:)``).
    func transaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try retrying {
            try withConnection { connection in
                try execute("BEGIN", on: connection)
                do {
                    let result = try body(connection)
                    try execute("COMMIT", on: connection)
                    return result
                } catch {
                    if !connection.isClosed { _ = try? execute("ROLLBACK", on: connection) }
                    throw error
                }
            }
        }
    }

    /// Runs `write` again when PostgreSQL rolled it back for a deadlock or a serialization
    /// failure (another node's writes crossed it), twice at most: each run is a whole
    /// transaction, so running it again is safe.
    func retrying<T>(_ write: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try write()
            } catch let error as PSQLError where attempt < 3 && ["40P01", "40001"].contains(error.serverInfo?[.sqlState]) {
                attempt += 1
            }
        }
    }

    /// Waits for `future`; when it takes longer than the timeout, closes `connection`, which
    /// fails it.
    private func wait<T: Sendable>(_ future: EventLoopFuture<T>, closing connection: PostgresConnection?) throws -> T {
        let timer = future.eventLoop.scheduleTask(in: timeout) { let _: EventLoopFuture<Void>? = connection?.close() }
        defer { timer.cancel() }
        return try future.wait()
    }
}
