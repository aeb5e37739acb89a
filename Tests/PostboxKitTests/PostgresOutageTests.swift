import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PostboxKit
@testable import PostboxPostgres
@testable import PostboxStore
import Testing

/// A PostgreSQL server of this test's own (`scripts/throwaway-postgres`), which it can stop and
/// start again as a crash or a restart of the database would.
final class ThrowawayPostgres: Sendable {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/throwaway-postgres").path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-pg-\(UUID().uuidString.prefix(8))").path
    let url: String

    init() throws {
        url = try Self.run("start", folder)
    }

    deinit { _ = try? Self.run("stop", folder) }

    func pause() throws { _ = try Self.run("pause", folder) }
    func resume() throws { _ = try Self.run("start", folder) }

    /// The URL of a database `postbox` on this server (created once).
    func database() throws -> String {
        let pool = PostgresConnectionPool(location: try PostgresLocation(url), size: 1)
        _ = try pool.withConnection { try pool.execute("CREATE DATABASE postbox", on: $0) }
        return url.replacingOccurrences(of: "/postgres?", with: "/postbox?")
    }

    @discardableResult
    static func run(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw StoreFailure(reason: .other("throwaway-postgres \(arguments[0]) failed")) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Postbox on PostgreSQL when the server goes away and comes back (issue 17): the same failure
/// reporting as a SQLite store that cannot write — an alert in words, nothing lost — and work
/// resumes on new connections when the server is back.
@MainActor
@Suite("PostgreSQL outages", .enabled(if: StoreBackend.serverURL != nil), .serialized)
struct PostgresOutageTests {
    @Test("Issue 17: a stopped server is an error in words; writes work again, on new connections, once it is back")
    func serverStops() throws {
        let server = try ThrowawayPostgres()
        let store = try MailStore(postgres: try server.database())
        try SampleMailbox.populate(store, messages: 20)
        let message = try #require(try store.messages(in: "inbox", limit: 1).first)
        try server.pause()
        let failure = try #require(throws: (any Error).self) { try store.setRead(message.id, !message.isRead) }
        #expect(StoreFailure(failure).reason == .unreachable)
        #expect(StoreFailure(failure).description.contains("can't reach its mail database server"))
        try server.resume()
        try store.setRead(message.id, !message.isRead)
        #expect(try store.message(id: message.id)?.isRead == !message.isRead)
        #expect(try store.messageCount(in: "inbox") > 0)
    }

    @Test("Issue 17: a listening process hears again after the server restarts, and first hears that anything may have changed")
    func listenerReconnects() async throws {
        let server = try ThrowawayPostgres()
        let url = try server.database()
        let writer = try MailStore(postgres: url), listener = try MailStore(postgres: url)
        try SampleMailbox.populate(writer, messages: 10)
        let watcher = Task { await listener.watchOutsideWrites() }
        defer { watcher.cancel() }
        try await Task.sleep(for: .milliseconds(300))
        let revision = listener.revision
        try server.pause()
        try server.resume()
        var heard = false
        for _ in 0..<100 where !heard {
            try await Task.sleep(for: .milliseconds(50))
            heard = listener.revision != revision
        }
        #expect(heard, "the listener came back")
        #expect(listener.changes(since: revision)?.changes.structureChanged == true)
        let message = try #require(try writer.messages(in: "inbox", limit: 1).first)
        let before = listener.revision
        try writer.setFlagged(message.id, true)
        for _ in 0..<40 where listener.revision == before { try await Task.sleep(for: .milliseconds(25)) }
        #expect(listener.changes(since: before)?.changes.flagsChanged == [message.id])
    }

    @Test("Issue 17: a draft typed while the server is down stays in the sheet, is told once in words, and is saved when it is back")
    func draftKept() throws {
        let server = try ThrowawayPostgres()
        let store = try MailStore(postgres: try server.database())
        try SampleMailbox.populate(store, messages: 20)
        let page = PostboxPage(store, width: 390, height: 844)
        let (_, app, window) = page.parts
        app.startCompose()
        let fields = Scene(traits: window.scene().traits, root: window.scene().presentations.first?.content).allNodes.compactMap { node -> NodeID? in
            switch node.kind {
            case .textField, .textEditor: node.id
            default: nil
            }
        }
        try server.pause()
        var typed = ""
        for character in "Dear Ada," {
            typed.append(character)
            _ = window.scene()
            try window.send(.textChanged(fields[2], text: typed))
            if typed.count == 1 {
                #expect(WriteFailureTests.alertTexts(window)?.message.contains("can't reach its mail database server") == true)
                try window.send(.tapped(try #require(window.scene().button("OK"))))
            } else {
                #expect(WriteFailureTests.alertTexts(window) == nil, "said once while typing")
            }
        }
        #expect(window.scene().dump().contains("textEditor \"Dear Ada,\""), "the text stays on screen")
        try server.resume()
        let dismiss = try #require(window.scene().presentations.first?.dismissID)
        try window.send(.dismissAttempted(dismiss))
        try window.send(.tapped(try #require(window.scene().button("Save Draft"))))
        #expect(window.scene().presentations.isEmpty)
        #expect(try store.drafts().first?.body == "Dear Ada,")
    }
}
