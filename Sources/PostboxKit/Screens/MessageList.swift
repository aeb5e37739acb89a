import PaneKitUI
import PostboxStore

/// A mailbox's messages as a list shows them: a window of ``page`` messages, newest first, that
/// follows scrolling (D-36), the search typed above it, and the message selected in it. The window
/// is read from the store when a view reads it and something it depends on changed (the mailbox,
/// the search, the window's place, the store's revision), so a list nobody shows reads nothing.
@Observable
final class MessageList {
    @ObservationIgnored let store: MailStore
    /// How many messages the window holds.
    static let page = 200
    /// The mailbox shown (or `MailStore.flagged`), nil when none is.
    private(set) var mailbox: String?
    /// The search typed above the list; empty shows the whole mailbox.
    private(set) var query = ""
    /// Where a search looks: every mailbox (Mail's default) or the one shown.
    private(set) var scope = SearchScope.allMailboxes
    /// The message selected in the list.
    var selection: Int64?
    /// Whether the list shows unread messages only (Mail's filter, Filtered by: Unread). Kept
    /// from mailbox to mailbox, as Mail's; a message read while shown stays until the list is
    /// read again, so the one people open does not vanish under them.
    private(set) var isUnreadOnly = false
    /// Whether the page follows a Mac's conventions, where Mail has no bottom bar under the list.
    var isOnAMac = false
    /// The store revision the list shows.
    private(set) var revision: Int
    /// The index of the window's first message in the whole mailbox (or search).
    private(set) var windowStart = 0
    /// Where the window starts in the mailbox, nil at the top. A mailbox's window is read from
    /// here through the date index, so its depth costs nothing; a search's by its index.
    private var windowAnchor: ListPosition?
    /// The rows last shown (sharing the read window's storage), to move the window down without
    /// a query.
    @ObservationIgnored private var shown: ArraySlice<MessageSummary> = []
    /// The window as last read, and the store revision it reflects.
    @ObservationIgnored private var loaded: (key: WindowKey, revision: Int, messages: [MessageSummary])?
    /// Asks the app for what people chose: a message to open, an action on a row without opening
    /// it (a swipe action, the context menu: the app writes, says so if the write fails, and
    /// shows the result), a new message, Undo (the banner's).
    @ObservationIgnored var send: (MailCommand) -> Void = { _ in }
    /// The page's undo history: its banner shows under the list while it has something to say.
    @ObservationIgnored var undo: UndoHistory?

    /// Where a search looks, as Mail's scope bar offers.
    enum SearchScope: Hashable {
        /// Every mailbox.
        case allMailboxes
        /// The mailbox shown (or Flagged).
        case currentMailbox
    }

    init(store: MailStore) {
        self.store = store
        revision = store.revision
    }

    /// The mailbox's size as last counted: counted again only when the store's changes since
    /// moved messages (a read or a flag changes no total).
    @ObservationIgnored private var counted: (mailbox: String, revision: Int, total: Int)?

    /// "107 messages, 12 unread", as Mail's toolbar says under the mailbox's name; empty while
    /// searching or with no mailbox.
    var countLine: String {
        let revision = self.revision
        guard let mailbox, query.isEmpty else { return "" }
        let total: Int
        if let counted, counted.mailbox == mailbox, let (_, changes) = store.changes(since: counted.revision), !changes.structureChanged {
            total = counted.total
            self.counted = (mailbox, revision, total)
        } else {
            total = (try? store.messageCount(in: mailbox)) ?? 0
            counted = (mailbox, revision, total)
        }
        let unread = ((try? store.unreadCounts()) ?? [:])[mailbox] ?? 0
        let messages = total == 1 ? "1 message" : "\(total.formatted()) messages"
        return unread > 0 ? "\(messages), \(unread.formatted()) unread" : messages
    }

    /// What a phone's bottom bar says of the mailbox, as Mail's: "Updated Just Now · 107 Unread"
    /// (the page is live, so what it shows was just updated); empty with no mailbox.
    var statusLine: String {
        _ = revision
        guard let mailbox else { return "" }
        if isUnreadOnly { return "Filtered by: Unread" }
        let unread = ((try? store.unreadCounts()) ?? [:])[mailbox] ?? 0
        return unread > 0 ? "Updated Just Now · \(unread.formatted()) Unread" : "Updated Just Now"
    }

    /// Shows `mailbox` from its top, nothing selected and no search.
    func show(mailbox new: String?) {
        guard new != mailbox else { return }
        mailbox = new
        selection = nil
        query = ""
        scope = .allMailboxes
        resetWindow()
    }

    /// Turns the Unread filter on or off; the list starts again at its top.
    func toggleUnreadFilter() {
        isUnreadOnly.toggle()
        resetWindow()
    }

    /// Searches the mailbox for `text` (empty: the whole mailbox again), from the top.
    func search(_ text: String) {
        guard text != query else { return }
        query = text
        resetWindow()
    }

    /// Searches in `scope` from now on, from the top.
    func search(in newScope: SearchScope) {
        guard newScope != scope else { return }
        scope = newScope
        resetWindow()
    }

    /// Follows the store: views that read the window read it again if anything was written.
    func catchUp() {
        if revision != store.revision { revision = store.revision }
    }

    /// What the list shows: the window's messages, where it starts, and whether more follow.
    struct Window {
        /// The messages, in the storage of the window as read: a page holds them once.
        var messages: ArraySlice<MessageSummary>
        var offset: Int
        var hasMore: Bool
    }

    /// The window, read again only when what it depends on changed. A window the mailbox shrank
    /// under (messages moved away) starts again at the top.
    var window: Window {
        guard let mailbox else { return Window(messages: [], offset: 0, hasMore: false) }
        let revision = self.revision
        var messages = fetchWindow(mailbox, revision: revision)
        if messages.isEmpty, windowStart > 0 || windowAnchor != nil {
            resetWindow()
            messages = fetchWindow(mailbox, revision: revision)
        }
        let hasMore = messages.count > Self.page
        shown = messages.prefix(Self.page)
        return Window(messages: shown, offset: windowStart, hasMore: hasMore)
    }

    private func resetWindow() {
        if windowStart != 0 { windowStart = 0 }
        if windowAnchor != nil { windowAnchor = nil }
    }

    /// Moves the window to hold the visible rows with room in the direction people scroll: going
    /// down, a quarter of a page above them; going up, three quarters. Steps of a tenth of a page
    /// keep small scrolls from moving it; a move down never passes the rows read (a hostile
    /// index far past them is held there).
    func scrolled(to visible: Range<Int>) {
        let step = Self.page / 10
        let goingDown = visible.lowerBound >= windowStart + shown.count / 2
        let wanted = goingDown ? visible.lowerBound - Self.page / 4 : visible.upperBound - Self.page * 3 / 4
        var start = max(0, wanted) / step * step
        if goingDown { start = min(start, windowStart + max(0, shown.count - 1)) }
        guard start != windowStart else { return }
        if start == 0 {
            // The top is the top, whatever came and went above the window meanwhile.
            resetWindow()
        } else if !query.isEmpty {
            windowStart = start
        } else if start > windowStart {
            windowAnchor = shown[shown.startIndex + start - windowStart].position
            windowStart = start
        } else if let anchor = windowAnchor, let mailbox,
                  let above = try? store.position(in: mailbox, above: anchor, by: windowStart - start, unreadOnly: isUnreadOnly) {
            windowAnchor = above
            windowStart = start
        } else {
            resetWindow()
        }
    }

    /// The window's messages and one more, which says whether more follow (without counting the
    /// mailbox: a count reads every row of it). The window last read
    /// is brought up to date by the store's changes when they leave its rows in place (a message
    /// read or flagged, here or on another page): only the changed rows are read again.
    private func fetchWindow(_ mailbox: String, revision: Int) -> [MessageSummary] {
        let key = WindowKey(mailbox: mailbox, query: query, scope: scope, anchor: windowAnchor, start: windowStart, unreadOnly: isUnreadOnly)
        guard let loaded, loaded.key == key else { return readWindow(mailbox, key: key) }
        if loaded.revision == revision { return loaded.messages }
        guard let (current, changes) = store.changes(since: loaded.revision), !changes.structureChanged,
              !(mailbox == MailStore.flagged && query.isEmpty && changes.flaggedChanged) else {
            return readWindow(mailbox, key: key)
        }
        var messages = loaded.messages
        let changed = messages.indices.filter { changes.flagsChanged.contains(messages[$0].id) }
        if !changed.isEmpty {
            guard let fresh = try? store.summaries(ids: changed.map { messages[$0].id }), fresh.count == changed.count else {
                return readWindow(mailbox, key: key)
            }
            let byID = Dictionary(fresh.map { ($0.id, $0) }) { first, _ in first }
            for index in changed { messages[index] = byID[messages[index].id] ?? messages[index] }
        }
        self.loaded = (key, current, messages)
        return messages
    }

    private func readWindow(_ mailbox: String, key: WindowKey) -> [MessageSummary] {
        // The revision is read first: a write during the read shows up as a change next time.
        let revision = store.revision
        let messages = (query.isEmpty
            ? try? store.messages(in: mailbox, from: windowAnchor, limit: Self.page + 1, unreadOnly: isUnreadOnly)
            : try? store.search(query, in: scope == .currentMailbox ? mailbox : nil, offset: windowStart, limit: Self.page + 1)) ?? []
        loaded = (key, revision, messages)
        return messages
    }

    /// What a window read depends on besides the store.
    private struct WindowKey: Equatable {
        var mailbox: String
        var query: String
        var scope: SearchScope
        var anchor: ListPosition?
        var start: Int
        var unreadOnly: Bool
    }
}
