import Foundation
import PaneKitUI

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
                    // Mail's shortcuts (D-63).
                    Button(message.isFlagged ? "Unflag" : "Flag", systemImage: message.isFlagged ? "flag.fill" : "flag") { open.toggleFlag(message) }
                        .keyboardShortcut("l", modifiers: [.command, .shift])
                    if sizeClass != .compact {
                        Button("Mark as Unread", systemImage: "envelope") { open.markUnread(message) }
                            .keyboardShortcut("u", modifiers: [.command, .shift])
                    }
                    Button("Archive", systemImage: "archivebox") { open.move(message, to: "archive") }
                    Button("Move to Trash", systemImage: "trash", role: .destructive) { open.move(message, to: "trash") }
                        .keyboardShortcut(.delete)
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { open.onReply(message) }
                        .keyboardShortcut("r")
                    if sizeClass == .compact {
                        Button("New Message", systemImage: "square.and.pencil") { open.onCompose() }
                    }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Info", systemImage: "info.circle") { open.onToggleInspector() }
            }
        }
    }

    /// The names in an address list, as Mail's header shows them: "You <you@example.com>, \"Bob\"
    /// <bob@example.com>" → "You, Bob".
    static func names(_ addresses: String) -> String {
        addresses.split(separator: ",").map { MessageRowView.name($0.trimmingCharacters(in: .whitespaces)) }.joined(separator: ", ")
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
            ContentUnavailableView("No Message Selected", systemImage: "info.circle")
        }
    }
}
