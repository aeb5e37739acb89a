import Foundation
import Logging
import PaneKitServer
import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

/// Hostile socket input (issue 7): seeded random and mutated protocol messages against a Postbox
/// session, while another page with its own store stays open. Every message gets a reply that is
/// a patch or an error, the server never crashes, the attacked page still works afterwards, and
/// the other page's tree never changes. `PANEKIT_FUZZ_MESSAGES` sets how many (default 3,000;
/// `PANEKIT_FUZZ_MESSAGES=200000 swift test --filter ProtocolFuzz` for a long run).
@Suite("Hostile socket input")
struct ProtocolFuzzTests {
    static let messages = ProcessInfo.processInfo.environment["PANEKIT_FUZZ_MESSAGES"].flatMap(Int.init) ?? 3_000

    static func page(_ path: String = "/mailbox/inbox") throws -> Session {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 300)
        return Session(makeApp: { PostboxApp(store: store) }, path: path,
                       viewport: Viewport(width: 1440, height: 900, pointer: .fine), logger: Logger(label: "fuzz"))
    }

    @Test("Random, mutated, oversized and flooding messages get a patch or an error; another page is never affected (seeded)",
          arguments: [UInt64(11), 12])
    func fuzz(seed: UInt64) async throws {
        var random = SeededRNG(seed: seed)
        let attacked = try Self.page()
        let bystander = try Self.page("/mailbox/archive")
        _ = await attacked.start()
        _ = await bystander.start()
        let untouched = await bystander.currentTree
        var errors = 0, patches = 0
        for step in 0..<Self.messages {
            let ids = Self.ids(in: await attacked.currentTree)
            let message = Self.message(ids: ids, using: &random)
            let reply = await attacked.receive(message)
            guard let object = try? JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any],
                  let type = object["type"] as? String, type == "patch" || type == "error" else {
                Issue.record("seed \(seed), step \(step): no patch or error for \(message.prefix(200)): \(reply.prefix(200))")
                return
            }
            if type == "error" { errors += 1 } else { patches += 1 }
        }
        // Both kinds happened: the generator reaches the app, and the guards refuse.
        #expect(errors > Self.messages / 10 && patches > Self.messages / 10)
        let same = await bystander.currentTree == untouched
        #expect(same, "the other page's tree changed")
        // The attacked page still answers a plain event.
        let reply = await attacked.receive(#"{"type":"viewport","width":1440,"height":900,"pointer":"fine","dir":"ltr","scheme":"light","reduceMotion":false,"seq":1}"#)
        #expect(reply.contains(#""type":"patch""#))
    }

    /// The ids the page names for events (`data-tap`, `data-select`, …), and its row tags.
    static func ids(in tree: HTMLElement) -> (nodes: [String], tags: [String]) {
        var nodes: [String] = [], tags: [String] = []
        func walk(_ element: HTMLElement) {
            for attribute in element.attributes {
                if attribute.name == "data-tag" { tags.append(attribute.value) }
                if ["data-tap", "data-select", "data-text", "data-window", "data-swipe", "data-resize", "data-dismiss", "data-detent",
                    "data-move"].contains(attribute.name) { nodes.append(attribute.value) }
            }
            element.children.forEach(walk)
        }
        walk(tree)
        return (nodes, tags)
    }

    static let types = ["tap", "select", "move", "text", "focus", "viewport", "swipe", "resize", "detent", "dismiss",
                        "scrollEdge", "scroll", "key", "history", "bogus", ""]

    /// One message: mostly well-formed events aimed at real ids (some with hostile values), then
    /// mutations of them, garbage, deep nesting and oversized frames.
    static func message(ids: (nodes: [String], tags: [String]), using random: inout SeededRNG) -> String {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        let hostileStrings = ["", " ", "\u{0}", "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
                              "\u{202E}evil", String(repeating: "x", count: 70_000), "c999999/0", "../../etc/passwd", "%00", "🙂🙂🙂",
                              "c1", "c2/0", "c1:displayMode"]
        let numbers: [Any] = [0, -1, 1, 7, 250, 20_000, Int.max, Int.min, 1e308, -0.0, 3.5, "12", NSNull(), true]
        let hostile = chance(25)
        let id: Any = ids.nodes.isEmpty || hostile && chance(50) ? pick(hostileStrings) : pick(ids.nodes)
        let tag: Any = ids.tags.isEmpty || hostile && chance(50) ? pick(hostileStrings) : pick(ids.tags)
        func number() -> Any { hostile ? pick(numbers) : Int.random(in: 0..<300, using: &random) }
        let type = chance(3) ? pick(["bogus", "", "TAP"]) : pick(types.filter { !["bogus", ""].contains($0) })
        var fields: [String: Any] = ["type": type, "seq": hostile && chance(30) ? pick(numbers) : Int.random(in: 0..<1_000_000, using: &random)]
        switch type {
        case "tap", "dismiss", "scrollEdge": fields["id"] = id
        case "select": fields["list"] = id; fields["tag"] = tag
        case "move": fields["id"] = id; fields["tag"] = tag; fields["index"] = number()
        case "text": fields["id"] = id; fields["value"] = hostile ? pick(hostileStrings) : pick(["a", "invoice", "re", "Hello, world"])
        case "focus": fields["id"] = chance(30) ? NSNull() : id
        case "viewport":
            fields["width"] = hostile ? pick(numbers) : pick([390, 1180, 1440, 820])
            fields["height"] = hostile ? pick(numbers) : pick([844, 820, 900])
            fields["pointer"] = pick(["fine", "coarse"]); fields["dir"] = pick(["ltr", "rtl"])
            fields["scheme"] = pick(["light", "dark"]); fields["reduceMotion"] = pick([true, false])
        case "swipe": fields["id"] = id; fields["direction"] = pick(["reveal", "conceal", "up"])
        case "resize": fields["id"] = id; fields["width"] = hostile ? pick(numbers) : Double.random(in: 0...800, using: &random)
        case "detent": fields["id"] = id; fields["detent"] = pick(["medium", "large", "x"])
        case "scroll":
            let start = Int.random(in: 0..<20_000, using: &random)
            fields["id"] = id; fields["start"] = hostile ? pick(numbers) : start; fields["end"] = hostile ? pick(numbers) : start + 15
        case "key": fields["command"] = pick(["toggleSidebar", "rm"])
        case "history":
            fields["path"] = pick(["/", "/mailbox/inbox", "/mailbox/archive", "/mailbox/x", "nope", "/mailbox/inbox/message/1",
                                   "/mailbox/inbox/search/re", "/" + String(repeating: "a/", count: 2000), "/settings", "/compose/999"])
        default: fields["id"] = id
        }
        if hostile, chance(20) { fields.removeValue(forKey: pick(Array(fields.keys))) }
        var text = String(decoding: (try? JSONSerialization.data(withJSONObject: fields)) ?? Data("{}".utf8), as: UTF8.self)
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            // Flip, drop or duplicate a few bytes.
            var bytes = Array(text.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0x20...0x7E, using: &random)
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
            }
            text = String(decoding: bytes, as: UTF8.self)
        case 1:
            text = pick(["", "null", "[]", "42", "\"tap\"", "{", "}", "{\"type\":", String(repeating: "[", count: 60_000),
                         String(repeating: "{\"a\":", count: 10_000), "{\"type\":\"tap\",\"id\":" + String(repeating: "9", count: 5000) + "}",
                         "{\"type\":\"tap\",\"type\":\"select\",\"id\":\"c1\"}", String(repeating: "x", count: 70_000)])
        default:
            break
        }
        return text
    }
}
