import Foundation
import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

/// The golden patches the client's unit tests apply (`Tests/Client/fixtures/patches.json`, run
/// by `node --test Tests/Client`): each case is a tree before, a tree after, and the operations
/// the Swift diff makes between them, so the diff on the server and `patch.js` in the page are
/// held to one file (D-111). `PANEKIT_RECORD_FIXTURES=1 swift test --filter ProtocolFixture`
/// writes it again after a deliberate change to the diff or the markup.
@Suite("Golden protocol fixtures")
struct ProtocolFixtureTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Client/fixtures/patches.json")

    private static func list(_ keys: [String], text: (String) -> String = { $0.uppercased() }) -> HTMLElement {
        HTMLElement("ul", key: "root", attributes: ["class": "pk-list", "role": "listbox"],
                    children: keys.map { HTMLElement("li", key: $0, attributes: ["data-select": $0], text: text($0)) })
    }

    /// Each case: a name, the tree the page has, the tree the server draws next.
    static var cases: [(name: String, before: HTMLElement, after: HTMLElement)] {
        let sidebar = SidebarFixture()
        let renderer = HTMLRenderer()
        let sidebarBefore = renderer.render(sidebar.window.scene())
        sidebar.sidebar.sections[0].items[0].badge = "12"
        let sidebarAfter = renderer.render(sidebar.window.scene())
        return [
            ("attributes set and removed, text changed",
             HTMLElement("div", key: "root", attributes: ["class": "pk-root", "data-h": "compact", "hidden": ""],
                         children: [HTMLElement("h1", key: "title", text: "Inbox")]),
             HTMLElement("div", key: "root", attributes: ["class": "pk-root", "data-h": "regular"],
                         children: [HTMLElement("h1", key: "title", text: "Archive")])),
            ("rows inserted, removed and moved", list(["a", "b", "c", "d"]), list(["d", "b", "e", "a"])),
            ("an element whose tag changed is replaced",
             HTMLElement("div", key: "root", children: [HTMLElement("p", key: "x", text: "Loading…")]),
             HTMLElement("div", key: "root", children: [HTMLElement("section", key: "x", children: [
                 HTMLElement("h2", key: "x.h", text: "Ready"), HTMLElement("input", key: "x.f", attributes: ["value": "typed"]),
             ])])),
            ("text and attributes that need escaping",
             list(["a"]), list(["a"], text: { _ in "<b>Tom & \"Jerry\"</b> 'quoted' — עברית 🙂" })),
            ("a sidebar's badge changes (a real render)", sidebarBefore, sidebarAfter),
        ]
    }

    /// The fixture file's text for ``cases``: the operations exactly as the socket sends them.
    static func fixtures() -> String {
        let entries = cases.map { name, before, after in
            "  {\"name\": \(JSON.string(name)),\n   \"before\": \(JSON.string(before.html)),\n   \"after\": \(JSON.string(after.html)),\n"
                + "   \"ops\": \(NodeDiff.patch(from: before, to: after).json)}"
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    @Test("D-111 the client's golden patches are the ones the diff makes (PANEKIT_RECORD_FIXTURES=1 writes them)")
    func fixturesAreTheDiffs() throws {
        let made = Self.fixtures()
        if ProcessInfo.processInfo.environment["PANEKIT_RECORD_FIXTURES"] == "1" {
            try made.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let kept = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(kept == made, "Tests/Client/fixtures/patches.json differs from the diff: PANEKIT_RECORD_FIXTURES=1 to write it again")
    }

    @Test("D-111 each golden patch turns the tree before into the tree after (the Swift reference applier)")
    func patchesApply() throws {
        var kinds = Set<String>()
        for (name, before, after) in Self.cases {
            let patch = NodeDiff.patch(from: before, to: after)
            #expect(try patch.applied(to: before) == after, "\(name)")
            for operation in patch.operations {
                switch operation {
                case .replace: kinds.insert("r")
                case .insert: kinds.insert("i")
                case .remove: kinds.insert("x")
                case .move: kinds.insert("m")
                case .setAttribute: kinds.insert("a")
                case .removeAttribute: kinds.insert("d")
                case .setText: kinds.insert("t")
                }
            }
        }
        #expect(kinds == ["r", "i", "x", "m", "a", "d", "t"], "the cases cover every operation")
    }
}
