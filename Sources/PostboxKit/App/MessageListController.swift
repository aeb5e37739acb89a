import Foundation
import PaneKit

/// A mailbox's messages, newest first: sender, subject, snippet, date, unread dot and flag.
///
/// The list is a window of `page` messages that follows scrolling (D-36): the rows sent to the
/// page stay few, and opening a mailbox costs the same at any size.
final class MessageListController: ViewController {
    let store: MailStore
    var mailbox: String? {
        didSet {
            if oldValue != mailbox { selection = nil; query = ""; resetWindow() }
            setNeedsUpdate()
        }
    }
    var selection: Int64? { didSet { setNeedsUpdate() } }
    var query = "" { didSet { if oldValue != query { resetWindow() }; setNeedsUpdate() } }
    var onSelect: (Int64) -> Void = { _ in }
    /// How many messages the window holds.
    static let page = 200
    /// The index of the window's first message in the whole mailbox (or search).
    private(set) var windowStart = 0
    /// Where the window starts in the mailbox, nil at the top. A mailbox's window is read from
    /// here through the date index, so its depth costs nothing; a search's by its index.
    private var windowAnchor: ListPosition?
    /// The positions of the rows last built, to move the window down without a query.
    private var windowPositions: [ListPosition] = []

    init(store: MailStore) {
        self.store = store
        super.init(title: "Messages")
    }

    private func resetWindow() {
        windowStart = 0
        windowAnchor = nil
    }

    /// Moves the window to hold the visible rows with room in the direction people scroll: going
    /// down, a quarter of a page above them; going up, three quarters. Steps of a tenth of a page
    /// keep small scrolls from moving it; a move down never passes the rows built (a hostile
    /// index far past them is held there).
    func scrolled(to visible: Range<Int>) {
        let step = Self.page / 10
        let goingDown = visible.lowerBound >= windowStart + windowPositions.count / 2
        let wanted = goingDown ? visible.lowerBound - Self.page / 4 : visible.upperBound - Self.page * 3 / 4
        var start = max(0, wanted) / step * step
        if goingDown { start = min(start, windowStart + max(0, windowPositions.count - 1)) }
        guard start != windowStart else { return }
        if start == 0 {
            // The top is the top, whatever came and went above the window meanwhile.
            resetWindow()
        } else if !query.isEmpty {
            windowStart = start
        } else if start > windowStart {
            windowAnchor = windowPositions[start - windowStart]
            windowStart = start
        } else if let anchor = windowAnchor, let mailbox,
                  let above = try? store.position(in: mailbox, above: anchor, by: windowStart - start) {
            windowAnchor = above
            windowStart = start
        } else {
            resetWindow()
        }
        setNeedsUpdate()
    }

    /// The window's messages and one more, which says whether more follow (without counting the
    /// mailbox: a count reads every row of it, 50 ms at half a million). The window last read
    /// is brought up to date by the store's changes when they leave its rows in place (a message
    /// read or flagged, here or on another page): only the changed rows are read again.
    private func fetchWindow(_ mailbox: String) -> [MessageSummary] {
        let key = WindowKey(mailbox: mailbox, query: query, anchor: windowAnchor, start: windowStart)
        if let loaded, loaded.key == key, let (revision, changes) = store.changes(since: loaded.revision),
           !changes.structureChanged, !(mailbox == MailStore.flagged && query.isEmpty && changes.flaggedChanged) {
            var messages = loaded.messages
            let changed = messages.indices.filter { changes.flagsChanged.contains(messages[$0].id) }
            if !changed.isEmpty, let fresh = try? store.summaries(ids: changed.map { messages[$0].id }), fresh.count == changed.count {
                let byID = Dictionary(fresh.map { ($0.id, $0) }) { first, _ in first }
                for index in changed { messages[index] = byID[messages[index].id] ?? messages[index] }
            } else if !changed.isEmpty {
                return readWindow(mailbox, key: key)
            }
            self.loaded = (key, revision, messages)
            return messages
        }
        return readWindow(mailbox, key: key)
    }

    private func readWindow(_ mailbox: String, key: WindowKey) -> [MessageSummary] {
        // The revision is read first: a write during the read shows up as a change next time.
        let revision = store.revision
        let messages = (query.isEmpty
            ? try? store.messages(in: mailbox, from: windowAnchor, limit: Self.page + 1)
            : try? store.search(query, offset: windowStart, limit: Self.page + 1)) ?? []
        loaded = (key, revision, messages)
        return messages
    }

    /// What a window read depends on besides the store.
    private struct WindowKey: Equatable {
        var mailbox: String
        var query: String
        var anchor: ListPosition?
        var start: Int
    }

    /// The window as last read, and the store revision it reflects.
    private var loaded: (key: WindowKey, revision: Int, messages: [MessageSummary])?

    override var body: any View {
        guard let mailbox else {
            return ContentUnavailableView("No Mailbox Selected", symbol: "tray")
        }
        var messages = fetchWindow(mailbox)
        if messages.isEmpty, windowStart > 0 || windowAnchor != nil {
            // The list shrank under the window (messages moved away): start again at the top.
            resetWindow()
            messages = fetchWindow(mailbox)
        }
        let hasMore = messages.count > Self.page
        if hasMore { messages.removeLast() }
        windowPositions = messages.map(\.position)
        return VStack {
            TextField("Search", text: query) { [unowned self] in query = $0 }
            if messages.isEmpty {
                ContentUnavailableView(query.isEmpty ? "No Mail" : "No Results", symbol: "tray",
                                       description: query.isEmpty ? "This mailbox is empty." : "Nothing matches “\(query)”.")
            } else {
                List(selection: selection.map(String.init), onSelect: { [unowned self] tag in
                    if let id = Int64(tag) { onSelect(id) }
                }, window: ListWindow(offset: windowStart, hasMore: hasMore, identity: mailbox + "\u{1F}" + query) { [unowned self] in
                    scrolled(to: $0)
                }) {
                    ForEach(messages) { MessageRow(message: $0) }
                }
            }
        }
    }

    /// The store's data changes under the list (this page's writes and other pages').
    override var contentRevision: Int { store.revision }
}

/// One message in the list. Equatable, so a row whose message did not change is not built again.
struct MessageRow: View, Equatable {
    let message: MessageSummary

    static let dateFormat: Date.FormatStyle = .dateTime.month(.abbreviated).day().hour().minute()

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        VStack {
            HStack {
                if !message.isRead { Image(symbol: "circle.fill") }
                Text(Self.name(message.sender), style: .headline)
                Spacer()
                if message.isFlagged { Image(symbol: "flag") }
                Text(message.date.formatted(Self.dateFormat), style: .footnote)
            }
            Text(message.subject, style: .subheadline)
            Text(message.snippet, style: .footnote)
        }.makeNodes(in: context)
    }

    /// "Ada Lovelace <ada@example.com>" → "Ada Lovelace".
    static func name(_ address: String) -> String {
        guard let bracket = address.firstIndex(of: "<") else { return address }
        let name = address[..<bracket].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? address : name
    }
}
