import Foundation
import PaneKit
import PaneKitHTML
@testable import PaneKitServer
import Testing

/// The messages page and server exchange, held to files both sides read (D-111): the server's
/// messages as `ServerMessage` writes them, with what each asks of the page (read by the
/// client's `messages.js` in `node --test Tests/Client`), and one message of each type the client
/// sends, with the event `ClientMessage` makes of it (the client's tests check that every type
/// its scripts send is there). `PANEKIT_RECORD_FIXTURES=1` writes them again.
@Suite("Golden protocol messages")
struct ProtocolMessageFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Client/fixtures")
    static var recording: Bool { ProcessInfo.processInfo.environment["PANEKIT_RECORD_FIXTURES"] == "1" }

    /// What a server message asks of a page showing `path`, in the terms of messages.js.
    private struct Expectation {
        var answers = true, confirms: Int?, ops: Patch?, history: (url: String, replace: Bool)?, title: String?
        var open: [String] = [], scene: (tab: [String: String], browser: [String: String])?, error: String?

        var json: String {
            func object(_ values: [String: String]) -> String {
                "{" + values.sorted { $0.key < $1.key }.map { JSON.string($0.key) + ":" + JSON.string($0.value) }.joined(separator: ",") + "}"
            }
            var fields = ["\"answers\":\(answers)", "\"confirms\":" + (confirms.map(String.init) ?? "null"), "\"ops\":" + (ops?.json ?? "null")]
            fields.append("\"history\":" + (history.map { "{\"url\":\(JSON.string($0.url)),\"replace\":\($0.replace)}" } ?? "null"))
            fields.append("\"title\":" + (title.map(JSON.string) ?? "null"))
            fields.append("\"open\":[" + open.map(JSON.string).joined(separator: ",") + "]")
            fields.append("\"scene\":" + (scene.map { "{\"tab\":\(object($0.tab)),\"browser\":\(object($0.browser))}" } ?? "null"))
            fields.append("\"error\":" + (error.map(JSON.string) ?? "null"))
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    private static var serverCases: [(name: String, path: String, message: ServerMessage, expect: Expectation)] {
        let patch = Patch([.setText(key: "title", text: "Archive"), .setAttribute(key: "root", name: "data-h", value: "regular")])
        return [
            ("a reply that moves to a new page in the history", "/mailbox/inbox",
             .patch(sequence: 7, patch: patch, url: "/mailbox/archive", title: "Archive"),
             Expectation(confirms: 7, ops: patch, history: ("/mailbox/archive", false), title: "Archive")),
            ("a reply to typing replaces the history entry", "/search/a",
             .patch(sequence: 8, patch: Patch(), url: "/search/ab", title: nil, replacesURL: true),
             Expectation(confirms: 8, ops: Patch(), history: ("/search/ab", true))),
            ("a reply for the page already shown changes no history", "/mailbox/inbox",
             .patch(sequence: 9, patch: Patch(), url: "/mailbox/inbox", title: nil),
             Expectation(confirms: 9, ops: Patch())),
            ("a push answers nothing, keeps the tab's and the browser's storage apart, opens only web, mail and phone links",
             "/", .patch(sequence: nil, patch: patch, url: nil, title: nil, replacesURL: true, isPush: true,
                         scene: ["unreadOnly": "1", "app:theme": "dark"],
                         open: ["https://example.com/a b", "mailto:someone@example.com", "javascript:alert(1)", "tel:+3312345"]),
             Expectation(answers: false, ops: patch, open: ["https://example.com/a b", "mailto:someone@example.com", "tel:+3312345"],
                         scene: (["unreadOnly": "1"], ["app:theme": "dark"]))),
            ("an error names the message refused and why", "/",
             .error(sequence: 3, message: "id is missing"), Expectation(confirms: 3, error: "id is missing")),
        ]
    }

    static func serverFixtures() -> String {
        let entries = serverCases.map { name, path, message, expect in
            "  {\"name\": \(JSON.string(name)), \"path\": \(JSON.string(path)),\n   \"json\": \(JSON.string(message.json)),\n   \"expect\": \(expect.json)}"
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    @Test("D-111 the server's golden messages are the ones ServerMessage writes (PANEKIT_RECORD_FIXTURES=1 writes them)")
    func serverMessages() throws {
        let file = Self.folder.appendingPathComponent("server-messages.json")
        let made = Self.serverFixtures()
        if Self.recording { try made.write(to: file, atomically: true, encoding: .utf8); return }
        #expect(try String(contentsOf: file, encoding: .utf8) == made, "PANEKIT_RECORD_FIXTURES=1 to write server-messages.json again")
    }

    @Test("D-111 each message of the client's golden list is one ClientMessage takes, as the event it names")
    func clientMessages() throws {
        let file = Self.folder.appendingPathComponent("client-messages.json")
        struct Entry: Codable { var json: String; var decodes: String }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: file))
        #expect(entries.count >= 14)
        var decoded: [Entry] = []
        for entry in entries {
            let message = try ClientMessage(json: entry.json)
            decoded.append(Entry(json: entry.json, decodes: "\(message.kind)"))
        }
        if Self.recording {
            let text = "[\n" + decoded.map { "  {\"json\": \(JSON.string($0.json)),\n   \"decodes\": \(JSON.string($0.decodes))}" }
                .joined(separator: ",\n") + "\n]\n"
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        for (kept, now) in zip(entries, decoded) { #expect(kept.decodes == now.decodes, "\(kept.json)") }
    }
}
