import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PostboxKit
@testable import PostboxStore
import Testing

/// The message list reads again only the rows another page's changes touched (D-39); what it
/// shows must always equal a fresh read of the store.
@MainActor
@Suite("Postbox list and the store's changes")
struct ListChangesTests {
    /// Each row as (tag, unread dot, flag) from the list on screen.
    static func rows(_ window: Window) -> [String] {
        guard let list = window.scene().allNodes.first(where: { if case .list(_, _, _?, _) = $0.kind { true } else { false } }) else { return [] }
        return list.children.compactMap { row in
            guard case .row(let tag, _, _) = row.kind else { return nil }
            // The dot keeps its place when read, drawn clear (the text never moves).
            var symbols: [String] = []
            func walk(_ node: ViewNode) {
                if case .image(let symbol, let color) = node.kind, color != .clear { symbols.append(symbol) }
                node.children.forEach(walk)
            }
            walk(row)
            return "\(tag) \(symbols.contains("circle.fill") ? "unread" : "read") \(symbols.contains("flag.fill") ? "flagged" : "")"
        }
    }

    static func expected(_ summaries: [MessageSummary]) -> [String] {
        summaries.prefix(MessageListController.page).map { "\($0.id) \($0.isRead ? "read" : "unread") \($0.isFlagged ? "flagged" : "")" }
    }

    @Test("Through random reads, flags, moves and arrivals from another page, Inbox, Flagged and a search show what a fresh read shows (seeded)",
          arguments: [UInt64(7), 8])
    func listFollowsTheStore(seed: UInt64) throws {
        var random = SeededRNG(seed: seed)
        let (store, app, window) = try PostboxPage(sample: 300, width: 1440, height: 900).parts
        let views: [(path: String, read: () throws -> [MessageSummary])] = [
            ("/mailbox/inbox", { try store.messages(in: "inbox", from: nil, limit: 201) }),
            ("/mailbox/flagged", { try store.messages(in: MailStore.flagged, from: nil, limit: 201) }),
            ("/mailbox/inbox/search/re", { try store.search("re", limit: 201) }),
        ]
        var arrivals = 0
        for step in 0..<90 {
            if step % 30 == 0 { #expect(app.open(path: views[step / 30].path)) }
            let view = views[step / 30]
            let pool = try store.messages(in: "inbox", limit: 60) + store.messages(in: MailStore.flagged, limit: 20)
            let target = try #require(pool.randomElement(using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: try store.setRead(target.id, !target.isRead)
            case 5..<8: try store.setFlagged(target.id, !target.isFlagged)
            case 8: try store.move(target.id, to: ["archive", "inbox", "junk"].randomElement(using: &random)!)
            default:
                arrivals += 1
                try store.insert([Message(messageID: "<arrival-\(seed)-\(arrivals)@test>", mailboxID: "inbox", date: Date(),
                                          sender: "New <new@example.com>", recipients: "me@example.com", subject: "Re: arrival \(arrivals)",
                                          body: "Just arrived.")])
            }
            // The page's next event (here, a Scene after the store moved on) shows the store as it is.
            let shown = Self.rows(window)
            #expect(shown == Self.expected(try view.read()), "seed \(seed), step \(step)")
        }
        withExtendedLifetime(app) {}
    }
}

@MainActor
@Suite("The message list's rows")
struct MessageRowTests {
    @Test("A row shows the name a sender goes by, as Mail: without the address, and without the quotes around it")
    func senderNames() {
        #expect(MessageRowView.name("Ada Lovelace <ada@example.com>") == "Ada Lovelace")
        #expect(MessageRowView.name("\"Bob Builder\" <bob@example.com>") == "Bob Builder")
        #expect(MessageRowView.name("  Grace   <grace@example.com>") == "Grace")
        #expect(MessageRowView.name("<nobody@example.com>") == "<nobody@example.com>")
        #expect(MessageRowView.name("ken@example.com") == "ken@example.com")
        #expect(MessageRowView.name("\"Zoë Ünal\" <z@example.com>") == "Zoë Ünal")
    }
}
