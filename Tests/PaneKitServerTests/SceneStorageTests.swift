import Foundation
import Logging
@testable import PaneKitServer
import Testing

/// An app that keeps a counter with its tab.
final class KeepApp: PaneApp {
    final class Screen: ViewController {
        var count = 0
        override var body: any View {
            VStack {
                Text("count \(count)")
                Button("Add") { self.count += 1; self.setNeedsUpdate() }
            }
        }
    }

    let screen = Screen(title: "Keep")
    var rootViewController: ViewController { screen }
    var path: String { "/" }
    var title: String { "Keep" }
    func open(path: String) -> Bool { true }
    var sceneStorage: [String: String] { screen.count == 0 ? [:] : ["count": String(screen.count)] }
    func restore(sceneStorage: [String: String]) { screen.count = sceneStorage["count"].flatMap(Int.init) ?? 0 }
}

@Suite("Scene storage over the protocol")
struct SceneStorageTests {
    let viewport = Viewport(width: 390, height: 844)

    func decode(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("A session starts from the tab's scene storage; a reply carries it only when it changed")
    func roundTrip() async throws {
        let session = Session(makeApp: { KeepApp() }, path: "/", viewport: viewport, sceneStorage: ["count": "4"], logger: Logger(label: "test"))
        let html = await session.currentTree.html
        #expect(html.contains("count 4"))
        let add = try #require(html.firstMatch(of: /data-tap="([^"]+)"/)?.1)
        let reply = try decode(await session.receive(#"{"type":"tap","id":"\#(add)","seq":1}"#))
        #expect(reply["scene"] as? [String: String] == ["count": "5"])
        // Nothing changed in the scene storage: no "scene".
        let again = try decode(await session.receive(#"{"type":"viewport","width":400,"height":844,"pointer":"coarse","dir":"ltr","scheme":"light","reduceMotion":false,"seq":2}"#))
        #expect(again["scene"] == nil)
    }

    @Test("What a tab sends back is read within limits; anything else is no scene storage, not an error")
    func limits() {
        #expect(SceneStorageValues.decode(#"{"a":"1","b":"two"}"#) == ["a": "1", "b": "two"])
        #expect(SceneStorageValues.decode(nil).isEmpty)
        #expect(SceneStorageValues.decode("not json").isEmpty)
        #expect(SceneStorageValues.decode(#"{"a":1}"#).isEmpty)
        #expect(SceneStorageValues.decode(#"["a"]"#).isEmpty)
        let long = #"{"a":""# + String(repeating: "x", count: SceneStorageValues.maximumLength) + #""}"#
        #expect(SceneStorageValues.decode(long).isEmpty)
        let many = "{" + (0...SceneStorageValues.maximumCount).map { #""k\#($0)":"v""# }.joined(separator: ",") + "}"
        #expect(SceneStorageValues.decode(many).isEmpty)
    }

    @Test("The scene object is JSON with its keys in order and its text escaped")
    func json() throws {
        let message = ServerMessage.patch(sequence: 3, patch: Patch([]), url: nil, title: nil, scene: ["b": "x\"y", "a": "1"])
        #expect(message.json.hasSuffix(#","scene":{"a":"1","b":"x\"y"}}"#))
        #expect(try decode(message.json)["scene"] as? [String: String] == ["a": "1", "b": "x\"y"])
    }
}
