import PaneKitUI

/// One message: what people do with it, its headers and its text. Info shows every header.
struct MessageView: View {
    let open: OpenMessage

    /// "November 22, 2026 at 10:32 AM": made once (making a style costs more than using it).
    static let dateFormat = Date.FormatStyle(date: .long, time: .shortened)

    var body: some View {
        Group {
            if let message = open.message {
                VStack {
                    HStack {
                        // Mail's shortcuts (D-63).
                        Button(message.isFlagged ? "Unflag" : "Flag", systemImage: "flag") { open.toggleFlag(message) }
                            .keyboardShortcut("l", modifiers: [.command, .shift])
                        Button("Mark as Unread", systemImage: "circle.fill") { open.markUnread(message) }
                            .keyboardShortcut("u", modifiers: [.command, .shift])
                        Button("Reply", systemImage: "chevron.backward") { open.onReply(message) }
                            .keyboardShortcut("r")
                        Button("Archive", systemImage: "archivebox") { open.move(message, to: "archive") }
                        Button("Move to Trash", systemImage: "trash", role: .destructive) { open.move(message, to: "trash") }
                            .keyboardShortcut(.delete)
                    }
                    Text(message.subject).font(.title)
                    Text("From: \(message.sender)").font(.subheadline)
                    Text("To: \(message.recipients)").font(.subheadline)
                    Text(message.date.formatted(Self.dateFormat)).font(.footnote)
                    Text(message.body)
                }
                .navigationTitle(message.subject)
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
                    .navigationTitle("")
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Info", systemImage: "info.circle") { open.onToggleInspector() }
            }
        }
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
