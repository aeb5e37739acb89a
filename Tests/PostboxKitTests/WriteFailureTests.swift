import Foundation
import GRDB
import PaneKit
import PaneKitTestSupport
@testable import PostboxKit
@testable import PostboxStore
import Testing

/// When the store cannot write (a full disk, a folder made read-only under a running server),
/// Postbox says so in an alert and loses nothing: what is on screen is what is stored, and text
/// being written stays in the sheet until it can be saved.
@MainActor
@Suite("Failed writes")
final class WriteFailureTests {
    /// The folder of this test's store, removed when the test ends.
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("postbox-failure-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A page on a store in a new file (a pool: reads use their own connections, so the writer's
    /// `query_only` below stays as set — on a single connection GRDB's reads reset it).
    func page(sample messages: Int, width: Double, height: Double) throws -> PostboxPage {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try MailStore(path: directory.appendingPathComponent("mail.sqlite").path)
        try SampleMailbox.populate(store, messages: messages)
        return PostboxPage(store, width: width, height: height)
    }

    /// Makes every later write fail as on a read-only database (SQLITE_READONLY), or work again.
    func setReadOnly(_ store: MailStore, _ readOnly: Bool) throws {
        try store.sqlite!.database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = \(readOnly ? 1 : 0)") }
    }

    /// The title and message of the alert on top, if one is up.
    func alert(_ window: Window) -> (title: String, message: String)? { Self.alertTexts(window) }

    /// The title and message of the alert on top of `window`, if one is up.
    static func alertTexts(_ window: Window) -> (title: String, message: String)? {
        let scene = window.scene()
        guard let top = scene.presentations.last, top.appearance == .alert else { return nil }
        let texts = Scene(traits: scene.traits, root: top.content).allNodes.compactMap { node -> String? in
            if case .text(let text, _, _) = node.kind { return text }
            return nil
        }
        return texts.count >= 2 ? (texts[0], texts[1]) : nil
    }

    func dismissAlert(_ window: Window) throws {
        try window.send(.tapped(try #require(window.scene().button("OK"))))
        #expect(alert(window) == nil)
    }

    @Test("Opening messages on a read-only store says once that they can't be marked read, and shows them")
    func markRead() throws {
        let page = try page(sample: 40, width: 1440, height: 900)
        let (store, app, window) = page.parts
        _ = window.scene()
        let unread = try store.messages(in: "inbox", limit: 100).filter { !$0.isRead }.map(\.id)
        try #require(unread.count >= 2)
        let counts = try store.unreadCounts()
        try setReadOnly(store, true)
        app.select(message: unread[0])
        let shown = try #require(alert(window))
        #expect(shown.title == "Couldn't Mark the Message as Read")
        #expect(shown.message == "The mail folder is read-only, so Postbox can't save changes to it.")
        try dismissAlert(window)
        #expect(window.scene().dump().contains(try #require(try store.message(id: unread[0])).subject), "the message is shown")
        app.select(message: unread[1])
        #expect(alert(window) == nil, "said once, not at every message")
        let after = try store.unreadCounts()
        #expect(after == counts, "\(after) \(counts)")
        // Writable again: marking read works and a later failure is told again.
        try setReadOnly(store, false)
        app.select(message: unread[1])
        #expect(try store.message(id: unread[1])?.isRead == true)
        try setReadOnly(store, true)
        app.select(message: unread[0])
        #expect(alert(window)?.title == "Couldn't Mark the Message as Read")
    }

    @Test("Flag and Move to Trash that fail show why and leave the message as it is, still selected")
    func messageActions() throws {
        let page = try page(sample: 40, width: 1440, height: 900)
        let (store, app, window) = page.parts
        let id = try #require(try store.messages(in: "inbox", limit: 1).first?.id)
        app.select(mailbox: "inbox")
        app.select(message: id)
        _ = window.scene()
        try setReadOnly(store, true)
        try window.send(.tapped(try #require(window.scene().barItem("Flag"))))
        #expect(alert(window)?.title == "Couldn't Flag the Message")
        try dismissAlert(window)
        #expect(try store.message(id: id)?.isFlagged == false)
        #expect(window.scene().barItem("Flag") != nil, "the button still offers Flag")
        try window.send(.tapped(try #require(window.scene().barItem("Move to Trash"))))
        #expect(alert(window)?.title == "Couldn't Move the Message to Trash")
        try dismissAlert(window)
        #expect(try store.message(id: id)?.mailboxID == "inbox")
        #expect(app.selectedMessage == id)
        #expect(app.path.hasSuffix("/message/\(id)"))
    }

    @Test("A draft typed while the store can't save stays in the sheet, is told once, and is saved when it can be")
    func draftKept() throws {
        let page = try page(sample: 20, width: 390, height: 844)
        let (store, app, window) = page.parts
        app.startCompose()
        let fields = Scene(traits: window.scene().traits, root: window.scene().presentations.first?.content).allNodes.compactMap { node -> NodeID? in
            switch node.kind {
            case .textField, .textEditor: node.id
            default: nil
            }
        }
        try setReadOnly(store, true)
        var typed = ""
        for character in "Dear Ada," {
            typed.append(character)
            _ = window.scene()
            try window.send(.textChanged(fields[2], text: typed))
            if typed.count == 1 {
                #expect(alert(window)?.title == "Couldn't Save the Draft")
                try dismissAlert(window)
            } else {
                #expect(alert(window) == nil, "said once while typing")
            }
        }
        #expect(window.scene().dump().contains("textEditor \"Dear Ada,\""), "the text stays on screen")
        // Save Draft tries again; it fails, so the sheet stays with the text.
        let dismiss = try #require(window.scene().presentations.first?.dismissID)
        try window.send(.dismissAttempted(dismiss))
        try window.send(.tapped(try #require(window.scene().button("Save Draft"))))
        #expect(alert(window)?.title == "Couldn't Save the Draft")
        try dismissAlert(window)
        #expect(window.scene().presentations.count == 1, "the sheet stays open")
        #expect(try store.drafts().first?.body == "", "nothing half-written")
        // Send fails too, and keeps it.
        _ = window.scene()
        try window.send(.textChanged(fields[0], text: "ada@example.com"))
        _ = window.scene()
        let sentBefore = try store.messageCount(in: "sent")
        try window.send(.tapped(try #require(window.scene().barItem("Send"))))
        #expect(alert(window)?.title == "Couldn't Send the Message")
        try dismissAlert(window)
        #expect(try store.messageCount(in: "sent") == sentBefore)
        #expect(window.scene().presentations.count == 1)
        // The store can write again: Save Draft keeps every word and closes.
        try setReadOnly(store, false)
        try window.send(.dismissAttempted(dismiss))
        try window.send(.tapped(try #require(window.scene().button("Save Draft"))))
        #expect(window.scene().presentations.isEmpty)
        let draft = try #require(try store.drafts().first)
        #expect(draft.body == "Dear Ada," && draft.recipients == "ada@example.com")
    }

    @Test("A full disk, a read-only folder and a busy database are told in words, not codes")
    func reasons() {
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_FULL)).description == "The disk is full. Free some space, then try again.")
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_READONLY)).reason == .readOnly)
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_BUSY)).reason == .busy)
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_IOERR)).reason == .diskError)
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_NOTADB)).reason == .damaged)
        #expect(StoreFailure(DatabaseError(resultCode: .SQLITE_MISMATCH, message: "datatype mismatch")).description
            == "The mail database said: datatype mismatch.")
    }
}
