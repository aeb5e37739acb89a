import Foundation

/// A mailbox's messages, newest first: sender, subject, snippet, date, unread dot and flag.
///
/// The list is a window of `page` messages that follows scrolling (D-36): the rows sent to the
/// page stay few, and opening a mailbox costs the same at any size.
final class MessageListController: ViewController {
    let store: MailStore
    var mailbox: String? {
        didSet {
            if oldValue != mailbox { selection = nil; query = ""; windowStart = 0 }
            setNeedsUpdate()
        }
    }
    var selection: Int64? { didSet { setNeedsUpdate() } }
    var query = "" { didSet { if oldValue != query { windowStart = 0 }; setNeedsUpdate() } }
    var onSelect: (Int64) -> Void = { _ in }
    /// How many messages the window holds.
    static let page = 200
    /// The index of the window's first message in the whole mailbox (or search).
    private(set) var windowStart = 0

    init(store: MailStore) {
        self.store = store
        super.init(title: "Messages")
    }

    static let dateFormat: Date.FormatStyle = .dateTime.month(.abbreviated).day().hour().minute()

    /// Moves the window so the visible rows sit in it with room to scroll both ways: a quarter of
    /// a page above them. Steps of a tenth of a page keep small scrolls from moving it.
    func scrolled(to visible: Range<Int>) {
        let step = Self.page / 10
        let start = max(0, visible.lowerBound - Self.page / 4) / step * step
        if start != windowStart {
            windowStart = start
            setNeedsUpdate()
        }
    }

    override var body: any View {
        guard let mailbox else {
            return ContentUnavailableView("No Mailbox Selected", symbol: "tray")
        }
        // One row past the window says whether more follow, without counting the mailbox
        // (a count reads every row of it: 50 ms at half a million).
        var messages = (query.isEmpty
            ? try? store.messages(in: mailbox, offset: windowStart, limit: Self.page + 1)
            : try? store.search(query, offset: windowStart, limit: Self.page + 1)) ?? []
        if messages.isEmpty, windowStart > 0 {
            // The mailbox shrank under the window (messages moved away): start again at the top.
            windowStart = 0
            messages = (query.isEmpty
                ? try? store.messages(in: mailbox, limit: Self.page + 1)
                : try? store.search(query, limit: Self.page + 1)) ?? []
        }
        let hasMore = messages.count > Self.page
        if hasMore { messages.removeLast() }
        return VStack {
            TextField("Search", text: query) { [unowned self] in query = $0 }
            if messages.isEmpty {
                ContentUnavailableView(query.isEmpty ? "No Mail" : "No Results", symbol: "tray",
                                       description: query.isEmpty ? "This mailbox is empty." : "Nothing matches “\(query)”.")
            } else {
                List(selection: selection.map(String.init), onSelect: { [unowned self] tag in
                    if let id = Int64(tag) { onSelect(id) }
                }, window: ListWindow(offset: windowStart, hasMore: hasMore) { [unowned self] in scrolled(to: $0) }) {
                    ForEach(messages) { message in
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
                        }
                    }
                }
            }
        }
    }

    /// "Ada Lovelace <ada@example.com>" → "Ada Lovelace".
    static func name(_ address: String) -> String {
        guard let bracket = address.firstIndex(of: "<") else { return address }
        let name = address[..<bracket].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? address : name
    }
}
