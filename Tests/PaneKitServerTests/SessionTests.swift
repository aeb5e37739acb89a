import Foundation
import Logging
import PaneKitServer
import Testing

/// A tiny app: a list of fruits; selecting one shows it, and the URL follows.
final class FruitApp: PaneApp {
    final class Fruits: ViewController {
        var selected: String?
        override var body: any View {
            List(selection: selected, onSelect: { self.selected = $0; self.setNeedsUpdate() }) {
                ForEach(["apple", "pear", "plum"], id: \.self) { Label($0) }
            }
        }
    }

    let fruits = Fruits(title: "Fruits")
    lazy var navigation = NavigationController(root: fruits)
    var rootViewController: ViewController { navigation }
    var path: String { fruits.selected.map { "/fruit/\($0)" } ?? "/" }
    var title: String { fruits.selected ?? "Fruits" }

    func open(path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if parts.isEmpty { fruits.selected = nil; return true }
        guard parts.count == 2, parts[0] == "fruit", ["apple", "pear", "plum"].contains(parts[1]) else { return false }
        fruits.selected = parts[1]
        return true
    }
}

/// A search field whose text is in the URL.
final class SearchApp: PaneApp {
    final class Search: ViewController {
        var text = ""
        override var body: any View {
            VStack {
                TextField("Search", text: text) { self.text = $0; self.setNeedsUpdate() }
                Button("Clear") { self.text = ""; self.setNeedsUpdate() }
            }
        }
    }

    let search = Search(title: "Search")
    var rootViewController: ViewController { search }
    var path: String { search.text.isEmpty ? "/" : "/search/\(search.text)" }
    var title: String { "Search" }
    func open(path: String) -> Bool { true }
}

private func decode(_ json: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}

@Suite("Sessions, in process")
struct SessionTests {
    let viewport = Viewport(width: 390, height: 844)

    @Test("The first message replaces the root with the page for the path, with its URL and title")
    func start() async throws {
        let session = Session(makeApp: { FruitApp() }, path: "/fruit/pear", viewport: viewport, logger: Logger(label: "test"))
        let message = try decode(await session.start())
        #expect(message["type"] as? String == "patch")
        #expect(message["url"] as? String == "/fruit/pear")
        #expect(message["title"] as? String == "pear")
        let ops = try #require(message["ops"] as? [[Any]])
        #expect(ops.count == 1 && ops[0][0] as? String == "r" && ops[0][1] as? String == "root")
        #expect((ops[0][2] as? String)?.contains(#"data-tag="pear""#) == true)
    }

    @Test("D-78 a page still showing a first paint the session draws the same gets a first patch without operations; another fingerprint, or none, gets the whole page")
    func firstMessageAsADiff() async throws {
        // The first paint, as the server renders it for a guessed viewport.
        let app = FruitApp()
        let window = Window(viewport: viewport)
        window.rootViewController = app.rootViewController
        _ = app.open(path: "/fruit/pear")
        let paint = HTMLRenderer().render(window.scene()).fingerprint
        #expect(paint.count == 16)

        let same = Session(makeApp: { FruitApp() }, path: "/fruit/pear", viewport: viewport, logger: Logger(label: "test"))
        let kept = try decode(await same.start(paint: paint))
        #expect(kept["type"] as? String == "patch")
        #expect((kept["ops"] as? [[Any]])?.isEmpty == true)
        #expect(kept["url"] as? String == "/fruit/pear" && kept["title"] as? String == "pear")
        // The page goes on from its first paint: the next event is a patch against it.
        let tree = await same.currentTree
        #expect(tree.fingerprint == paint)

        for other in ["0123456789abcdef", nil] {
            let session = Session(makeApp: { FruitApp() }, path: "/fruit/pear", viewport: viewport, logger: Logger(label: "test"))
            let ops = try #require(try decode(await session.start(paint: other))["ops"] as? [[Any]])
            #expect(ops.count == 1 && ops[0][0] as? String == "r" && ops[0][1] as? String == "root")
        }
        // A guess for another size: the page drawn differs, and comes whole.
        let wide = Session(makeApp: { FruitApp() }, path: "/fruit/pear", viewport: Viewport(width: 1440, height: 900),
                           logger: Logger(label: "test"))
        #expect((try decode(await wide.start(paint: paint))["ops"] as? [[Any]])?.count == 1)
    }

    @Test("An event gets a minimal patch with its sequence number and the new URL")
    func event() async throws {
        let session = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "test"))
        _ = await session.start()
        let reply = try decode(await session.receive(#"{"type":"select","list":"c2/0","tag":"plum","seq":4}"#))
        #expect(reply["seq"] as? Int == 4)
        #expect(reply["url"] as? String == "/fruit/plum")
        let ops = try #require(reply["ops"] as? [[Any]])
        #expect(ops.allSatisfy { ($0[1] as? String)?.hasPrefix("c2/0/0/plum") == true || ($0[1] as? String)?.hasPrefix("n1") == true })
        // The same event again changes nothing: an empty patch.
        let again = try decode(await session.receive(#"{"type":"select","list":"c2/0","tag":"plum","seq":5}"#))
        #expect((again["ops"] as? [Any])?.isEmpty == true)
        #expect(again["url"] == nil)
    }

    @Test("A bad message gets an error and changes nothing")
    func badMessages() async throws {
        let session = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "test"))
        _ = await session.start()
        let before = await session.currentTree
        for bad in ["{", #"{"type":"tap","id":"c99:nothing","seq":1}"#, #"{"type":"select","list":"c2/0","tag":"kiwi"}"#,
                    #"{"type":"history","path":"/fruit/kiwi"}"#, String(repeating: "x", count: 70_000)] {
            let reply = try decode(await session.receive(bad))
            #expect(reply["type"] as? String == "error", "\(bad.prefix(40))")
        }
        #expect(await session.currentTree == before)
    }

    @Test("History messages restore a path without pushing a URL")
    func history() async throws {
        let session = Session(makeApp: { FruitApp() }, path: "/fruit/apple", viewport: viewport, logger: Logger(label: "test"))
        _ = await session.start()
        let reply = try decode(await session.receive(#"{"type":"history","path":"/fruit/pear"}"#))
        #expect(reply["url"] == nil)
        #expect(reply["title"] as? String == "pear")
    }

    @Test("Sessions are independent: one page's events never change another")
    func independence() async throws {
        let first = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "a"))
        let second = Session(makeApp: { FruitApp() }, path: "/", viewport: viewport, logger: Logger(label: "b"))
        _ = await first.start()
        _ = await second.start()
        let before = await second.currentTree
        _ = await first.receive(#"{"type":"select","list":"c2/0","tag":"plum"}"#)
        #expect(await second.currentTree == before)
    }

    @Test("Typing pushes one history entry for a burst in a field, then replaces it; another event ends the burst")
    func typingReplacesTheURL() async throws {
        let session = Session(makeApp: { SearchApp() }, path: "/", viewport: viewport, logger: Logger(label: "test"))
        _ = await session.start()
        func type(_ text: String) async throws -> [String: Any] {
            try decode(await session.receive(#"{"type":"text","id":"c1/0/0","value":"\#(text)"}"#))
        }
        let first = try await type("p")
        #expect(first["url"] as? String == "/search/p")
        #expect(first["replace"] == nil, "the first change pushes")
        let second = try await type("pe")
        #expect(second["url"] as? String == "/search/pe")
        #expect(second["replace"] as? Bool == true, "the next ones replace it")
        let cleared = try decode(await session.receive(#"{"type":"tap","id":"c1/0/1"}"#))
        #expect(cleared["url"] as? String == "/")
        #expect(cleared["replace"] == nil)
        let again = try await type("q")
        #expect(again["replace"] == nil, "a new burst pushes again")
    }

    @Test("History and the first message correct the browser's URL in place when the app names it another way")
    func canonicalURL() async throws {
        let session = Session(makeApp: { FruitApp() }, path: "/fruit/pear/", viewport: viewport, logger: Logger(label: "test"))
        let first = try decode(await session.start())
        #expect(first["url"] as? String == "/fruit/pear")
        #expect(first["replace"] as? Bool == true, "the first message replaces the entry it was opened at")
        let back = try decode(await session.receive(#"{"type":"history","path":"/fruit/plum/"}"#))
        #expect(back["url"] as? String == "/fruit/plum")
        #expect(back["replace"] as? Bool == true)
        let forward = try decode(await session.receive(#"{"type":"history","path":"/fruit/apple"}"#))
        #expect(forward["url"] == nil, "the browser already shows it")
    }
}
