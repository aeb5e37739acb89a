import Foundation
import Logging
import PaneKitServer
import PaneKit
import PostboxKit

/// The server's work for one event, in process: message → Window → Scene → HTML tree → diff →
/// encoded patch, on a Postbox session, for the standard interactions.
enum PipelineBenchmarks {
    static func run(seconds: Double, store: MailStore, size: Int) async throws -> [Measurement] {
        let prefix = "pipeline.\(size)"
        let messages = try store.messages(in: "inbox", limit: 101)
        guard let first = messages.first else { return [] }
        let desktop = Viewport(width: 1440, height: 900, pointer: .fine)
        let session = Session(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox/message/\(first.id)",
                              viewport: desktop, logger: Logger(label: "bench"))
        var results: [Measurement] = []
        let full = await session.start()
        results.append(.bytes("\(prefix).full-page.bytes", [full.utf8.count], note: "the first message: the whole page, a message open"))
        results.append(.bytes("\(prefix).full-page.compressed-bytes", [CompressedSize.of(full)], note: "the same, deflated as the socket sends it"))
        // The message's text as a patch carries it (escaped for HTML, then for JSON).
        var bodyBytes: [Int64: Int] = [:]
        for summary in messages {
            if let message = try store.message(id: summary.id) { bodyBytes[summary.id] = JSON.string(Escaping.text(message.body)).utf8.count }
        }

        // The store's part of selecting a message, alone: mark it read, read the list's window
        // (201 rows) and the message.
        var readIndex = 0
        results.append(try await Measurement.time("\(prefix).store.set-read", seconds: seconds) {
            readIndex += 1
            try store.setRead(messages[readIndex % messages.count].id, true)
        })
        results.append(try await Measurement.time("\(prefix).store.read-list-window", seconds: seconds) {
            // From a different message each time: the store keeps the windows it read until
            // mail changes, and this measures the database's read.
            readIndex += 1
            _ = try store.messages(in: "inbox", from: messages[readIndex % messages.count].position, limit: 201)
        })
        results.append(try await Measurement.time("\(prefix).store.read-message", seconds: seconds) {
            readIndex += 1
            _ = try store.message(id: messages[readIndex % messages.count].id)
        })

        // Select the next message (and the next…), cycling through the first hundred.
        var sizes: [Int] = []
        // Replies kept to deflate after the timing (the first 50 of a benchmark).
        var kept: [String] = []
        var withoutBody: [Int] = []
        var next = 1
        // Ids are looked up on the page between runs, untimed: the timed part is the server's.
        var listID = ""
        results.append(try await Measurement.time("\(prefix).select-next-message", seconds: seconds, prepare: {
            listID = try await session.firstElement { $0[attribute: "data-window"] != nil }.unwrap("message list")[attribute: "data-select"]!
        }) {
            let id = messages[next % messages.count].id
            next += 1
            let reply = await session.receive(Self.event(["type": "select", "list": listID, "tag": String(id)]))
            let bytes = reply.utf8.count
            sizes.append(bytes)
            if kept.count < 50 { kept.append(reply) }
            withoutBody.append(bytes - (bodyBytes[id] ?? 0))
        })
        results.append(.bytes("\(prefix).select-next-message.bytes", sizes))
        results.append(.bytes("\(prefix).select-next-message.compressed-bytes", compressedSizes(&kept), note: "deflated as the socket sends it"))
        results.append(.bytes("\(prefix).select-next-message.bytes-without-body", withoutBody,
                              note: "the patch less the message's text (target: ≤ 5 % of the full page)"))

        // Another page marks a message of the window read (or unread), then this page's push: what
        // each page showing the mailbox pays for a write made elsewhere (D-45).
        var isRead = false
        let written = messages[min(5, messages.count - 1)].id
        results.append(try await Measurement.time("\(prefix).push-after-another-page-writes", seconds: seconds, prepare: {
            isRead.toggle()
            try store.setRead(written, isRead)
        }) {
            _ = await session.refresh()
        })

        // Another mailbox, back and forth between Inbox and Archive.
        sizes = []
        var mailbox = "archive"
        var sidebarID = ""
        results.append(try await Measurement.time("\(prefix).open-another-mailbox", seconds: seconds, prepare: {
            sidebarID = try await session.firstElement { $0[attribute: "role"] == "tree" && $0[attribute: "data-select"] != nil }
                .unwrap("sidebar")[attribute: "data-select"]!
        }) {
            let reply = await session.receive(Self.event(["type": "select", "list": sidebarID, "tag": mailbox]))
            sizes.append(reply.utf8.count)
            if kept.count < 50 { kept.append(reply) }
            mailbox = mailbox == "archive" ? "inbox" : "archive"
        })
        results.append(.bytes("\(prefix).open-another-mailbox.bytes", sizes))
        results.append(.bytes("\(prefix).open-another-mailbox.compressed-bytes", compressedSizes(&kept), note: "deflated as the socket sends it"))

        // Open compose (closing it untimed between runs).
        sizes = []
        var composeID = ""
        results.append(try await Measurement.time("\(prefix).open-compose", seconds: seconds, prepare: {
            if let sheet = await session.firstElement(where: { $0[attribute: "data-dismiss"] != nil }) {
                _ = await session.receive(Self.event(["type": "dismiss", "id": sheet[attribute: "data-dismiss"]!]))
            }
            composeID = try await session.firstElement { $0[attribute: "aria-label"] == "New Message" }.unwrap("New Message")[attribute: "data-tap"]!
        }) {
            sizes.append(await session.receive(Self.event(["type": "tap", "id": composeID])).utf8.count)
        })
        results.append(.bytes("\(prefix).open-compose.bytes", sizes))

        // Type a character in compose (the sheet stays open; the text grows to 200 and starts again).
        sizes = []
        var text = ""
        let editor = try await session.firstElement { $0.tag == "textarea" }.unwrap("compose text")
        results.append(try await Measurement.time("\(prefix).type-in-compose", seconds: seconds) {
            text = text.count >= 200 ? "a" : text + "a"
            sizes.append(await session.receive(Self.event(["type": "text", "id": editor[attribute: "data-text"]!, "value": text])).utf8.count)
        })
        results.append(.bytes("\(prefix).type-in-compose.bytes", sizes))
        if let sheet = await session.firstElement(where: { $0[attribute: "data-dismiss"] != nil }) {
            _ = await session.receive(Self.event(["type": "dismiss", "id": sheet[attribute: "data-dismiss"]!]))
            // Unsaved text asks first: delete the draft.
            if let delete = await session.firstElement(where: { $0[attribute: "data-tap"] != nil && Self.text(of: $0) == "Delete Draft" }) {
                _ = await session.receive(Self.event(["type": "tap", "id": delete[attribute: "data-tap"]!]))
            }
        }

        // Move the open message to Trash (selected, and put back, untimed).
        sizes = []
        var moved: Int64?
        var index = 0
        var trashID = ""
        results.append(try await Measurement.time("\(prefix).move-to-trash", seconds: seconds, prepare: {
            if let moved { try store.move(moved, to: "inbox") }
            let target = messages[index % messages.count].id
            index += 1
            moved = target
            _ = await session.receive(Self.event(["type": "history", "path": "/mailbox/inbox/message/\(target)"]))
            trashID = try await session.firstElement { $0[attribute: "data-tap"] != nil && Self.text(of: $0) == "Move to Trash" }
                .unwrap("Move to Trash")[attribute: "data-tap"]!
        }) {
            sizes.append(await session.receive(Self.event(["type": "tap", "id": trashID])).utf8.count)
        })
        if let moved { try store.move(moved, to: "inbox") }
        results.append(.bytes("\(prefix).move-to-trash.bytes", sizes))

        // Resize 1440 → 390 (back to 1440 untimed).
        sizes = []
        let phone = ["type": "viewport", "width": 390, "height": 844, "pointer": "coarse", "dir": "ltr", "scheme": "light"] as [String: Any]
        let wide = ["type": "viewport", "width": 1440, "height": 900, "pointer": "fine", "dir": "ltr", "scheme": "light"] as [String: Any]
        results.append(await Measurement.time("\(prefix).resize-1440-to-390", seconds: seconds, prepare: {
            _ = await session.receive(Self.event(wide))
        }) {
            let reply = await session.receive(Self.event(phone))
            sizes.append(reply.utf8.count)
            if kept.count < 50 { kept.append(reply) }
        })
        results.append(.bytes("\(prefix).resize-1440-to-390.bytes", sizes))
        results.append(.bytes("\(prefix).resize-1440-to-390.compressed-bytes", compressedSizes(&kept), note: "deflated as the socket sends it"))
        return results
    }

    /// The compressed sizes of the kept replies; empties them for the next benchmark.
    static func compressedSizes(_ kept: inout [String]) -> [Int] {
        defer { kept = [] }
        return kept.map(CompressedSize.of)
    }

    static func event(_ fields: [String: Any]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
    }

    /// The text of an element's leaves, joined.
    static func text(of element: HTMLElement) -> String {
        if case .text(let text) = element.content { return text }
        return element.children.map(text(of:)).joined()
    }
}

struct MissingElement: Error, CustomStringConvertible {
    let name: String
    var description: String { "no \(name) on the page" }
}

extension Optional {
    func unwrap(_ name: String) throws -> Wrapped {
        guard let self else { throw MissingElement(name: name) }
        return self
    }
}
