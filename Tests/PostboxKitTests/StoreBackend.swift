import Foundation
@testable import PostboxKit
@testable import PostboxPostgres
@testable import PostboxStore
import PostgresNIO
import Testing

/// The two databases ``MailStore`` keeps mail in: the store's tests run against each (issue 17).
///
/// PostgreSQL's server is the one `scripts/test` starts (`scripts/throwaway-postgres`) and names
/// in `POSTBOX_TEST_POSTGRES`; each test gets a database of its own there. `scripts/test` also
/// sets `PANEKIT_REQUIRE_POSTGRES`, so the PostgreSQL half is never skipped there (see
/// ``StoreBackendTests``).
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite = "SQLite"
    case postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// The server `scripts/test` started, if any.
    static var serverURL: String? {
        ProcessInfo.processInfo.environment["POSTBOX_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The backends this run can test: SQLite always, PostgreSQL when a server is named.
    static var available: [StoreBackend] { serverURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// A new, empty store: SQLite in memory, or a new PostgreSQL database.
    func emptyStore() throws -> MailStore {
        switch self {
        case .sqlite: try MailStore()
        case .postgres: try MailStore(postgres: Self.newDatabase())
        }
    }

    /// A store holding the sample mailbox's first `count` messages.
    func sampleStore(_ count: Int = 500) throws -> MailStore {
        let store = try emptyStore()
        try SampleMailbox.populate(store, messages: count)
        return store
    }

    /// Makes a database on the test server and returns its URL.
    static func newDatabase() throws -> String {
        let server = try #require(serverURL, "POSTBOX_TEST_POSTGRES names no server")
        let location = try PostgresLocation(server)
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let pool = PostgresConnectionPool(location: location, size: 1)
        _ = try pool.withConnection { try pool.execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), on: $0) }
        var components = try #require(URLComponents(string: server))
        components.path = "/" + name
        return try #require(components.string)
    }
}

@MainActor
@Suite("Store backends")
struct StoreBackendTests {
    @Test("Issue 17: when scripts/test runs, the store's tests run against PostgreSQL too (nothing skipped)")
    func postgresIsTested() throws {
        guard ProcessInfo.processInfo.environment["PANEKIT_REQUIRE_POSTGRES"] == "1" else { return }
        #expect(StoreBackend.available.contains(.postgres), "POSTBOX_TEST_POSTGRES should name the server scripts/test started")
        let store = try StoreBackend.postgres.emptyStore()
        #expect(try store.isEmpty())
    }
}
