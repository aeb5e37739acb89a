import Foundation
import Logging
import PaneKitServer
@testable import PaneKitUI
import Testing

/// A PaneKitUI app's URL over the protocol: PaneKitServer's session drives `AppHost`.
@MainActor
@Suite("The page's URL over the protocol")
struct PageURLSessionTests {
    @Test("Over the protocol: a deep link opens its state, a selection pushes a URL, Back restores the one before")
    func session() async throws {
        let session = Session(makeApp: { MainActor.assumeIsolated { AppHost<ShelfApp>() } }, path: "/book/Middlemarch",
                              viewport: Viewport(width: 1440, height: 900, pointer: .fine), logger: Logger(label: "test"))
        let first = try decode(await session.start())
        #expect(first["url"] as? String == "/book/Middlemarch")
        #expect(await session.currentTree.html.contains("Reading Middlemarch"))
        let html = await session.currentTree.html
        let list = try #require(html.firstMatch(of: /data-select="([^"]+)"/)?.1)
        let reply = try decode(await session.receive(#"{"type":"select","list":"\#(list)","tag":"Emma","seq":1}"#))
        #expect(reply["url"] as? String == "/book/Emma")
        #expect(reply["replace"] == nil)
        let back = try decode(await session.receive(#"{"type":"history","path":"/book/Middlemarch","seq":2}"#))
        #expect(back["type"] as? String == "patch")
        #expect(await session.currentTree.html.contains("Reading Middlemarch"))
    }

    private func decode(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}
