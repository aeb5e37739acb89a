import PaneKitUI
import PostboxStore

/// A mailbox's messages under a search field: the window of ``MessageList``, each message a
/// ``MessageRowView``; choosing one asks the app to open it. While people search, Mail's scope
/// bar (All Mailboxes, Current Mailbox) shows under the field, and the search's words are marked
/// in the rows.
struct MessageListView: View {
    @Bindable var list: MessageList
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if list.mailbox == nil {
            ContentUnavailableView("No Mailbox Selected", systemImage: "tray")
        } else {
            messages.searchable(text: Binding(get: { list.query }, set: { list.search($0) }))
                .searchScopes(Binding(get: { list.scope }, set: { list.search(in: $0) })) {
                    Text("All Mailboxes").tag(MessageList.SearchScope.allMailboxes)
                    Text("Current Mailbox").tag(MessageList.SearchScope.currentMailbox)
                }
                .searchHighlightsMatches()
                // A phone says it in the bottom bar instead, as Mail (D-97).
                .navigationSubtitle(sizeClass == .compact ? "" : list.isOnAMac && list.isUnreadOnly ? list.statusLine : list.countLine)
                .toolbar {
                    // In regular width New Message is in the bar above the list; a Mac's list has
                    // no bottom bar, so Mail puts its filter there too (and says under the
                    // mailbox's name that it is on).
                    if list.isOnAMac {
                        ToolbarItem(placement: .primaryAction) { filterButton }
                    }
                    if sizeClass != .compact {
                        ToolbarItem(placement: .primaryAction) {
                            Button("New Message", systemImage: "square.and.pencil") { list.send(.compose) }
                        }
                    }
                    // What was just done, and Undo, in a bar under the list (Mail's undo on touch
                    // screens; ⌘Z does the same on a Mac).
                    if let notice = list.undo?.notice {
                        ToolbarItem(placement: .bottomBar) {
                            Button("Close", systemImage: "xmark") { list.undo?.putAwayNotice() }
                        }
                        ToolbarItem(placement: .status) { Text(notice) }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Undo", systemImage: "arrow.uturn.backward") { list.send(.undo) }
                        }
                    } else if !list.isOnAMac {
                        // Mail on a phone and an iPad: the Unread filter at the leading end of a
                        // bottom bar, how the mailbox stands in its middle, and on a phone New
                        // Message at its end (the bar above the list has it elsewhere).
                        ToolbarItem(placement: .bottomBar) { filterButton }
                        ToolbarItem(placement: .status) { Text(list.statusLine) }
                        if sizeClass == .compact {
                            ToolbarItem(placement: .bottomBar) {
                                Button("New Message", systemImage: "square.and.pencil") { list.send(.compose) }
                            }
                        }
                    }
                }
        }
    }

    /// Mail's Unread filter: the symbol filled while it is on.
    private var filterButton: some View {
        Button("Filter", systemImage: list.isUnreadOnly ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle") {
            list.toggleUnreadFilter()
        }
    }

    @ViewBuilder private var messages: some View {
        let window = list.window
        if window.messages.isEmpty, list.query.isEmpty, list.isUnreadOnly {
            ContentUnavailableView("No Unread Mail", systemImage: "line.3.horizontal.decrease.circle",
                                   description: Text("Every message here has been read."))
        } else if window.messages.isEmpty {
            ContentUnavailableView(list.query.isEmpty ? "No Mail" : "No Results", systemImage: "tray",
                                   description: Text(list.query.isEmpty ? "This mailbox is empty." : "Nothing matches “\(list.query)”."))
        } else {
            List(selection: Binding(get: { list.selection }, set: { if let id = $0 { list.send(.open(id)) } })) {
                ForEach(window.messages) { MessageRowView(message: $0, list: list) }
            }
            .listWindow(offset: window.offset, hasMore: window.hasMore,
                        identity: (list.mailbox ?? "") + "\u{1F}" + list.query + (list.scope == .currentMailbox ? "\u{1F}here" : "") + (list.isUnreadOnly ? "\u{1F}unread" : "")) {
                list.scrolled(to: $0)
            }
        }
    }
}

/// One message in the list, as Mail draws it: the sender in semibold with the date trailing,
/// the subject, two lines of the text; an unread dot in the leading margin (its place kept when
/// read, so the text never moves; a reply arrow there once answered) and an orange flag. Swiped
/// toward the leading edge it offers Read or Unread; toward the trailing edge Trash at the edge (a
/// full swipe trashes, HIG), Flag and More, in Mail's colors. Its context menu has Mail's items
/// and words. The server builds them only for the row people reach for (D-69). Equatable, so a
/// row whose message did not change is not built again.
struct MessageRowView: View, @MainActor Equatable {
    let message: MessageSummary
    /// The list whose app does what the row's actions ask.
    let list: MessageList

    static func == (lhs: MessageRowView, rhs: MessageRowView) -> Bool { lhs.message == rhs.message && lhs.list === rhs.list }

    // The row's stacks take the platform's layout: its stylesheet lays out Mail's rows (the dot at
    // the top, the lines close), and a row carries no layout of its own (D-92), 200 times a page.
    var body: some View {
        HStack {
            if message.isRead && message.isReplied {
                // Answered: Mail's reply arrow where the unread dot would be.
                Image(systemName: "arrowshape.turn.up.left").foregroundStyle(.secondary)
            } else {
                Image(systemName: "circle.fill").foregroundStyle(message.isRead ? Color.clear : Color.accentColor)
            }
            VStack {
                HStack {
                    Text(Self.name(message.sender)).font(.headline).lineLimit(1)
                    Spacer()
                    if message.isFlagged { Image(systemName: "flag.fill").foregroundStyle(message.flagColor.color) }
                    Text(message.date, style: .recent).font(.subheadline).foregroundStyle(.secondary)
                }
                Text(message.subject).font(.subheadline).foregroundStyle(.primary).lineLimit(1)
                Text(message.snippet).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
        .swipeActions(edge: .leading) {
            Button(message.isRead ? "Unread" : "Read", systemImage: message.isRead ? "envelope.badge" : "envelope.open") {
                list.send(.act(.toggleRead, on: message.id))
            }.tint(.blue)
        }
        // The first is at the edge and is what a full swipe does (SwiftUI, UIKit: the outermost).
        .swipeActions(edge: .trailing) {
            Button("Trash", systemImage: "trash", role: .destructive) { list.send(.act(.move(to: "trash"), on: message.id)) }
            Button(message.isFlagged ? "Unflag" : "Flag", systemImage: "flag") { list.send(.act(.toggleFlag, on: message.id)) }.tint(.orange)
            Button("More", systemImage: "ellipsis.circle") { list.send(.act(.more, on: message.id)) }.tint(.gray)
        }
        .contextMenu {
            Button("Reply", systemImage: "arrowshape.turn.up.left") { list.send(.act(.reply, on: message.id)) }
            Button("Reply All", systemImage: "arrowshape.turn.up.left.2") { list.send(.act(.replyAll, on: message.id)) }
            Button("Forward", systemImage: "arrowshape.turn.up.right") { list.send(.act(.forward, on: message.id)) }
            Divider()
            Button(message.isRead ? "Mark as Unread" : "Mark as Read", systemImage: message.isRead ? "envelope.badge" : "envelope.open") {
                list.send(.act(.toggleRead, on: message.id))
            }
            Menu("Flag", systemImage: "flag") {
                flagMenuItems(isFlagged: message.isFlagged) { list.send(.act($0, on: message.id)) }
            }
            Divider()
            Button("Move Message…", systemImage: "folder") { list.send(.act(.chooseMailbox, on: message.id)) }
            Button("Archive", systemImage: "archivebox") { list.send(.act(.move(to: "archive"), on: message.id)) }
            Button("Move to Junk", systemImage: "xmark.bin") { list.send(.act(.move(to: "junk"), on: message.id)) }
            Button("Trash", systemImage: "trash", role: .destructive) { list.send(.act(.move(to: "trash"), on: message.id)) }
        }
    }

    /// The name people go by in an address, as Mail shows it: "Ada Lovelace <ada@example.com>"
    /// → "Ada Lovelace", "\"Bob Builder\" <bob@example.com>" → "Bob Builder"; an address
    /// without a name as it is. Read by bytes: it runs for every row of a mailbox shown.
    nonisolated static func name(_ address: String) -> String {
        let bytes = address.utf8
        guard let bracket = bytes.firstIndex(of: UInt8(ascii: "<")) else { return address }
        var start = bytes.startIndex, end = bracket
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let quote = UInt8(ascii: "\"")
        if bytes.distance(from: start, to: end) >= 2, bytes[start] == quote, bytes[bytes.index(before: end)] == quote {
            start = bytes.index(after: start)
            end = bytes.index(before: end)
        }
        return start < end ? String(address[start..<end]) : address
    }
}
