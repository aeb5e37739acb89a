import Foundation
import Logging
import PaneKit
import PaneKitServer
import PaneKitTerminal
import PostboxKit

/// The hot paths of a page, run on one thread for valgrind's callgrind to count their
/// instructions (`scripts/instructions`): the same count on any machine, however busy, so a
/// change that makes one grow shows in `scripts/test`. Wall-clock figures stay in `scripts/bench`.
///
///     panekit-instructions prepare <folder>            makes the sample mailbox (run natively)
///     panekit-instructions prepare-large <folder>      makes a mailbox 25 times larger, for the
///                                                      store's paths (issue 40: scale-free)
///     panekit-instructions <scenario> <folder>         runs a scenario; callgrind counts the
///                                                      calls of `measuredSection` alone
///
/// Only what the page does is counted: making the app, the first render and the warm-up runs
/// are outside `measuredSection`. No task or dispatch worker thread is started (valgrind 3.19
/// cannot follow libdispatch's workers), which is why this drives a ``PagePipeline`` directly.
@main
enum InstructionBench {
    /// Messages in the sample mailbox: enough for a full 200-row window and a deep list.
    static let messages = 2_000
    /// Messages in the large one: what the store does for an event must cost about the same
    /// there (a path that grows with the mailbox costs 25 times as much).
    static let largeMessages = 50_000

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let scenario = arguments.first, let folder = arguments.last else {
            FileHandle.standardError.write(Data("usage: panekit-instructions prepare|\(Scenario.allCases.map(\.rawValue).joined(separator: "|")) <folder>\n".utf8))
            exit(2)
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent("mail.sqlite").path
        if scenario == "prepare" || scenario == "prepare-large" {
            try? FileManager.default.removeItem(atPath: path)
            try SampleMailbox.populate(try MailStore(path: path), messages: scenario == "prepare" ? messages : largeMessages)
            return
        }
        guard let chosen = Scenario(rawValue: scenario) else {
            FileHandle.standardError.write(Data("unknown scenario \(scenario)\n".utf8))
            exit(2)
        }
        let store = try MailStore(path: path)
        if let storeStep = try chosen.storeSteps(store) {
            for _ in 0..<3 { try storeStep() }
            try measuredSection { for _ in 0..<chosen.runs { try storeStep() } }
            print("\(chosen.rawValue) \(chosen.runs)")
            return
        }
        // The pages of one server, as `postbox serve` has them.
        let sharing = PageSharing()
        func openPage() -> PagePipeline {
            let page = PagePipeline(makeApp: { PostboxApp(store: store) }, path: "/mailbox/inbox",
                                    viewport: Viewport(width: 1440, height: 900, pointer: .fine), sharing: sharing,
                                    logger: Logger(label: "instructions"))
            _ = page.start()
            return page
        }
        // A server's first page learns what the process keeps for all (which row views are pure,
        // D-52): the page measured is a later one, as nearly every page is.
        _ = openPage()
        let page = openPage()
        let step = try chosen.steps(page, store: store, sharing: sharing)
        // Warm-up: caches the first runs fill (formatters, type metadata, the store's reads).
        for _ in 0..<3 { try step() }
        try measuredSection { for _ in 0..<chosen.runs { try step() } }
        print("\(chosen.rawValue) \(chosen.runs)")
    }

    /// What callgrind counts (`--toggle-collect=*measuredSection*`).
    @inline(never)
    static func measuredSection(_ body: () throws -> Void) rethrows {
        try body()
    }
}

/// A page's hot path, as one step to repeat.
enum Scenario: String, CaseIterable {
    /// Selecting the next message of Inbox (its 200-row window open).
    case selectNextMessage = "select-next-message"
    /// Opening another mailbox from the sidebar, then Inbox again (two steps a run).
    case openMailbox = "open-mailbox"
    /// Typing a character in a new message.
    case typeInCompose = "type-in-compose"
    /// Resizing the window from 1440 to 390 points wide and back (two steps a run).
    case resize
    /// ↓ in a 200×50 terminal's message list: the next message selected and shown, in cells and
    /// bytes (D-112).
    case terminalSelectNextMessage = "terminal-select-next-message"
    /// ↓ in an 80×24 terminal's message list, whose rows push: a moved highlight alone.
    case terminalMovedHighlight = "terminal-moved-highlight"
    /// The store's reads when a page opens another mailbox: its first window, its size, the
    /// unread counts (Inbox and Archive in turn).
    case storeOpenMailbox = "store-open-mailbox"
    /// The store's work when a message goes to Trash and back: the move, then what a page reads
    /// again after a change of structure.
    case storeMoveToTrash = "store-move-to-trash"

    /// Runs inside the measured section; the count is divided by them. Fewer for the heavy
    /// paths, which take minutes under valgrind in a debug build otherwise.
    var runs: Int {
        switch self {
        case .selectNextMessage, .typeInCompose, .terminalSelectNextMessage, .terminalMovedHighlight, .storeOpenMailbox, .storeMoveToTrash: 10
        case .openMailbox, .resize: 4
        }
    }

    /// The step of a scenario of the store alone; nil for a page's.
    func storeSteps(_ store: MailStore) throws -> (() throws -> Void)? {
        func reread(_ mailbox: String) throws {
            _ = try store.messages(in: mailbox, from: nil, limit: 200)
            _ = try store.messageCount(in: mailbox)
            _ = try store.unreadCounts()
        }
        switch self {
        case .storeOpenMailbox:
            var inbox = false
            return {
                inbox.toggle()
                try reread(inbox ? "inbox" : "archive")
            }
        case .storeMoveToTrash:
            guard let id = try store.messages(in: "inbox", limit: 1).first?.id else { throw BenchFailure(description: "an empty Inbox") }
            var trashed = false
            return {
                trashed.toggle()
                try store.move(id, to: trashed ? "trash" : "inbox")
                try reread("inbox")
            }
        default:
            return nil
        }
    }

    /// The step, set up on `page` (or on a terminal session of the same server's pages).
    func steps(_ page: PagePipeline, store: MailStore, sharing: PageSharing) throws -> () throws -> Void {
        switch self {
        case .terminalSelectNextMessage, .terminalMovedHighlight:
            let wide = self == .terminalSelectNextMessage
            let first = try store.messages(in: "inbox", limit: 1).first?.id ?? 0
            let session = TerminalSession(makeApp: { PostboxApp(store: store) }, path: wide ? "/mailbox/inbox/message/\(first)" : "/mailbox/inbox",
                                          columns: wide ? 200 : 80, rows: wide ? 50 : 24, capabilities: TerminalCapabilities(),
                                          sharedNodes: sharing.nodes)
            _ = session.start()
            var step = 0
            return {
                // Twenty rows down, twenty up: the selection stays in the list's window.
                let down = step % 40 < 20
                step += 1
                if session.receive(Array((down ? "\u{1B}[B" : "\u{1B}[A").utf8)).isEmpty {
                    throw BenchFailure(description: "a key changed nothing on the terminal")
                }
            }
        case .selectNextMessage:
            let list = try Self.find(page, "message list") { $0[attribute: "data-window"] != nil }
            let select = list[attribute: "data-select"] ?? ""
            let tags = list.children.compactMap { $0[attribute: "data-tag"] }
            var next = 0
            return {
                next = (next + 1) % tags.count
                try Self.send(["type": "select", "list": select, "tag": tags[next]], to: page)
            }
        case .openMailbox:
            let sidebar = try Self.find(page, "sidebar") { $0[attribute: "role"] == "tree" && $0[attribute: "data-select"] != nil }[attribute: "data-select"] ?? ""
            var inbox = false
            return {
                inbox.toggle()
                try Self.send(["type": "select", "list": sidebar, "tag": inbox ? "inbox" : "archive"], to: page)
            }
        case .typeInCompose:
            let compose = try Self.find(page, "New Message") { $0[attribute: "aria-label"] == "New Message" }[attribute: "data-tap"] ?? ""
            try Self.send(["type": "tap", "id": compose], to: page)
            let editor = try Self.find(page, "compose text") { $0.tag == "textarea" }[attribute: "data-text"] ?? ""
            var text = ""
            return {
                text = text.count >= 40 ? "a" : text + "a"
                try Self.send(["type": "text", "id": editor, "value": text], to: page)
            }
        case .resize:
            var narrow = false
            return {
                narrow.toggle()
                try Self.send(["type": "viewport", "width": narrow ? 390 : 1440, "height": narrow ? 844 : 900,
                               "pointer": narrow ? "coarse" : "fine", "dir": "ltr", "scheme": "light"], to: page)
            }
        case .storeOpenMailbox, .storeMoveToTrash:
            throw BenchFailure(description: "\(rawValue) runs on the store alone")
        }
    }

    /// Sends one event; an error reply stops the run (a count of a refused event means nothing).
    static func send(_ fields: [String: Any], to page: PagePipeline) throws {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: .sortedKeys), as: UTF8.self)
        let reply = page.receive(text)
        if reply.hasPrefix("{\"type\":\"error\"") { throw BenchFailure(description: "\(text) was refused: \(reply)") }
    }

    /// The first element of the page that matches, rows left out (D-75).
    static func find(_ page: PagePipeline, _ name: String, _ matches: (HTMLElement) -> Bool) throws -> HTMLElement {
        guard let found = page.firstElement(where: matches) else { throw BenchFailure(description: "no \(name) on the page") }
        return found
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}
