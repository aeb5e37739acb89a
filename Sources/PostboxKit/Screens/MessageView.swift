import Foundation
import PaneKitUI
import PostboxStore

/// One message, as Mail shows it: a header with the sender's monogram, name, recipients and
/// date, the subject once, the text, the attachments. What people do with it is in the bars where
/// Mail puts it: a bottom toolbar on a phone, the navigation bar in regular width. Info shows
/// every header.
struct MessageView: View {
    let open: OpenMessage
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Group {
            if let message = open.message {
                let sender = MessageRowView.name(message.sender)
                VStack(alignment: .leading) {
                    // The monogram centered on the sender's two lines, as Mail's.
                    HStack {
                        Monogram(sender)
                        VStack(alignment: .leading, spacing: 2) {
                            HStack {
                                Text(sender).font(.headline).lineLimit(1)
                                Spacer()
                                Text(message.date, style: .recent).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Text("To: " + Self.names(message.recipients)).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                            if !message.cc.isEmpty {
                                Text("Cc: " + Self.names(message.cc)).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                    }
                    Text(message.subject).font(.title)
                    Text(message.body)
                    if !message.attachments.isEmpty {
                        ForEach(Self.attachments(message.attachments), id: \.self) { Label($0, systemImage: "paperclip") }
                    }
                }
                // The subject shows once, in the message (Mail's bar has no title).
                .navigationTitle("")
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
                    .navigationTitle("")
            }
        }
        .toolbar {
            if let message = open.message {
                ToolbarItemGroup(placement: sizeClass == .compact ? .bottomBar : .primaryAction) {
                    actions(message)
                }
                // Info belongs to a message: no message, no button (and no second placeholder).
                ToolbarItem(placement: .primaryAction) {
                    Button("Info", systemImage: "info.circle") { open.send(.toggleInspector(open.id)) }
                }
            }
        }
    }

    /// Mail's toolbar for a message, as each device has it (issue 36): on a phone Trash, Move,
    /// Reply (a choice of Reply, Reply All, Forward and the rest) and Compose along the bottom; on
    /// an iPad Flag, Move, Trash, Archive, Reply and Compose; on a Mac Archive, Trash, Junk, Reply,
    /// Reply All, Forward, Flag and Move, with Mail's shortcuts (D-63).
    @ViewBuilder private func actions(_ message: Message) -> some View {
        // Mail's Flag ▾: a tap flags (in the color it had) or unflags; the arrow (a long press on
        // an iPad) chooses the color.
        let flag = Menu {
            flagMenuItems(isFlagged: message.isFlagged) { open.act($0, on: message) }
        } label: {
            Label(message.isFlagged ? "Unflag" : "Flag", systemImage: message.isFlagged ? "flag.fill" : "flag")
        } primaryAction: {
            open.act(.toggleFlag, on: message)
        }.keyboardShortcut("l", modifiers: [.command, .shift])
        let trash = Button("Move to Trash", systemImage: "trash", role: .destructive) { open.act(.move(to: "trash"), on: message) }
            .keyboardShortcut(.delete)
        let archive = Button("Archive", systemImage: "archivebox") { open.act(.move(to: "archive"), on: message) }
            .keyboardShortcut("a", modifiers: [.command, .control])
        let move = Button("Move Message", systemImage: "folder") { open.act(.chooseMailbox, on: message) }
            .keyboardShortcut("m", modifiers: [.command, .control])
        let compose = Button("New Message", systemImage: "square.and.pencil") { open.send(.compose) }
        switch open.idiom {
        case .mac:
            archive
            trash
            Button("Move to Junk", systemImage: "xmark.bin") { open.act(.move(to: "junk"), on: message) }
                .keyboardShortcut("j", modifiers: [.command, .shift])
            Button("Reply", systemImage: "arrowshape.turn.up.left") { open.act(.reply, on: message) }
                .keyboardShortcut("r")
            Button("Reply All", systemImage: "arrowshape.turn.up.left.2") { open.act(.replyAll, on: message) }
                .keyboardShortcut("r", modifiers: [.command, .shift])
            Button("Forward", systemImage: "arrowshape.turn.up.right") { open.act(.forward, on: message) }
                .keyboardShortcut("f", modifiers: [.command, .shift])
            flag
            move
            Button("Mark as Unread", systemImage: "envelope.badge") { open.act(.toggleRead, on: message) }
                .keyboardShortcut("u", modifiers: [.command, .shift])
        case _ where sizeClass == .compact:
            trash
            move
            reply(message, withTheRest: true)
            compose
        default:
            flag
            move
            trash
            archive
            reply(message, withTheRest: false)
            compose
        }
    }

    /// Reply, as Mail's: a choice of Reply, Reply All and Forward (and, on a phone, where the
    /// toolbar has no room for them, Flag, Mark as Unread, Junk and Archive), pointing at the
    /// button where there is room for a popover.
    private func reply(_ message: Message, withTheRest: Bool) -> some View {
        Button("Reply", systemImage: "arrowshape.turn.up.left") { open.isChoosingReply = true }
            .keyboardShortcut("r")
            .confirmationDialog(message.subject, isPresented: Binding(get: { open.isChoosingReply }, set: { open.isChoosingReply = $0 })) {
                Button("Reply") { open.act(.reply, on: message) }
                Button("Reply All") { open.act(.replyAll, on: message) }
                Button("Forward") { open.act(.forward, on: message) }
                if withTheRest {
                    Button(message.isFlagged ? "Unflag" : "Flag") { open.act(.toggleFlag, on: message) }
                    Button("Mark as Unread") { open.act(.toggleRead, on: message) }
                    Button("Move to Junk") { open.act(.move(to: "junk"), on: message) }
                    Button("Archive") { open.act(.move(to: "archive"), on: message) }
                }
                Button("Cancel", role: .cancel) {}
            }
    }

    /// The names in an address list, as Mail's header shows them: "You <you@example.com>, \"Bob\"
    /// <bob@example.com>" → "You, Bob".
    static func names(_ addresses: String) -> String {
        RecipientField.split(addresses).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map(MessageRowView.name).joined(separator: ", ")
    }

    /// The attachments' lines (`name<TAB>size`) as "name, size".
    static func attachments(_ lines: String) -> [String] {
        lines.split(separator: "\n").map { $0.split(separator: "\t").joined(separator: ", ") }
    }
}

/// Every header of a message, and its attachments: the inspector.
struct HeadersView: View {
    let open: OpenMessage

    var body: some View {
        if let message = open.message {
            List {
                Section("Headers") {
                    ForEach(Array(message.headers.split(separator: "\n").enumerated()), id: \.offset) { _, header in
                        Text(header).font(.footnote)
                    }
                }
                Section("Attachments") {
                    if message.attachments.isEmpty {
                        Text("None").font(.footnote)
                    } else {
                        ForEach(message.attachments.split(separator: "\n").map(String.init), id: \.self) {
                            Label($0, systemImage: "doc")
                        }
                    }
                }
            }
        } else {
            // The message column already says "No Message Selected"; an inspector left open
            // beside it stays empty rather than saying it twice.
            Color.clear
        }
    }
}
