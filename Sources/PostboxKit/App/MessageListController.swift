import Foundation

/// A mailbox's messages, newest first: sender, subject, snippet, date, unread dot and flag.
///
/// Shows the newest `pageSize` messages; Show Older Messages adds the next window (D-34).
final class MessageListController: ViewController {
    let store: MailStore
    var mailbox: String? { didSet { if oldValue != mailbox { selection = nil; query = ""; pageSize = Self.page }; setNeedsUpdate() } }
    var selection: Int64? { didSet { setNeedsUpdate() } }
    var query = "" { didSet { setNeedsUpdate() } }
    var onSelect: (Int64) -> Void = { _ in }
    static let page = 200
    var pageSize = page

    init(store: MailStore) {
        self.store = store
        super.init(title: "Messages")
    }

    static let dateFormat: Date.FormatStyle = .dateTime.month(.abbreviated).day().hour().minute()

    override var body: any View {
        guard let mailbox else {
            return ContentUnavailableView("No Mailbox Selected", symbol: "tray")
        }
        // One row past the window says whether there is more, without counting the mailbox
        // (a count reads every row of it: 50 ms at half a million).
        var messages = (query.isEmpty
            ? try? store.messages(in: mailbox, limit: pageSize + 1)
            : try? store.search(query, limit: pageSize + 1)) ?? []
        let hasMore = messages.count > pageSize
        if hasMore { messages.removeLast() }
        return VStack {
            TextField("Search", text: query) { [unowned self] in query = $0 }
            if messages.isEmpty {
                ContentUnavailableView(query.isEmpty ? "No Mail" : "No Results", symbol: "tray",
                                       description: query.isEmpty ? "This mailbox is empty." : "Nothing matches “\(query)”.")
            } else {
                List(selection: selection.map(String.init), onSelect: { [unowned self] tag in
                    if let id = Int64(tag) { onSelect(id) }
                }) {
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
                if hasMore {
                    // Lists load a window at a time: the next one on request (D-34).
                    Button(query.isEmpty ? "Show Older Messages" : "Show More Results") { [unowned self] in
                        pageSize += Self.page
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
