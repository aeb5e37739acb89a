import Foundation
import NIOSSL
import PostboxStore
import PostgresNIO

/// Where a PostgreSQL server is, read from a `postgres://` URL as libpq reads one:
/// `postgres://user:password@host:port/database`, or on a Unix socket,
/// `postgres://user@/database?host=/run/postgresql` (the socket's folder; the port names the
/// socket file, 5432 by default). `sslmode=require` asks for TLS; a remote host prefers it.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// A host name or address, or nil for a Unix socket.
    public var host: String?
    /// The TCP port, or the number in the socket file's name.
    public var port: Int
    /// The folder that holds the Unix socket, when there is no host.
    public var socketFolder: String?
    /// The role to connect as.
    public var user: String
    /// The role's password, if it has one.
    public var password: String?
    /// The database to open.
    public var database: String
    /// Whether TLS is required (`sslmode=require`).
    public var requiresTLS: Bool

    /// Reads a URL, or says in words what is wrong with it.
    public init(_ url: String) throws {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? "") else {
            throw StoreFailure(reason: .other("a PostgreSQL location is a URL such as postgres://postbox@db.internal/mail, not \(url.prefix(80))"))
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let host = components.percentEncodedHost.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding }
        if let folder = query["host"], folder.hasPrefix("/") {
            self.host = nil
            socketFolder = folder
        } else if let host {
            self.host = host
            socketFolder = nil
        } else {
            self.host = nil
            socketFolder = "/var/run/postgresql"
        }
        port = components.port ?? query["port"].flatMap(Int.init) ?? 5432
        user = components.user ?? query["user"] ?? "postgres"
        password = components.password ?? query["password"]
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? (query["dbname"] ?? user) : path
        requiresTLS = query["sslmode"] == "require" || query["sslmode"] == "verify-full"
    }

    /// The path of the Unix socket file, when the server is reached through one.
    public var socketPath: String? {
        socketFolder.map { ($0 as NSString).appendingPathComponent(".s.PGSQL.\(port)") }
    }

    /// How postgres-nio connects there.
    var configuration: PostgresConnection.Configuration {
        if let socketPath {
            return PostgresConnection.Configuration(unixSocketPath: socketPath, username: user, password: password, database: database)
        }
        let tls: PostgresConnection.Configuration.TLS
        if requiresTLS, let context = try? NIOSSLContext(configuration: .makeClientConfiguration()) {
            tls = .require(context)
        } else {
            tls = .disable
        }
        return PostgresConnection.Configuration(host: host ?? "localhost", port: port, username: user, password: password, database: database, tls: tls)
    }

    /// The URL without its password, for logs and messages.
    public var description: String {
        let place = socketFolder.map { "/\(database)?host=\($0)" } ?? "\(host ?? "localhost"):\(port)/\(database)"
        return "postgres://\(user)@\(place)"
    }
}
