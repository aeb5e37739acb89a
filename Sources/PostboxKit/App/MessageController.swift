import Foundation

/// One message: its headers, its text, and what people do with it.
final class MessageController: ViewController {
    let store: MailStore
    var messageID: Int64? { didSet { setNeedsUpdate() } }
    /// Asks the app to show or hide the inspector.
    var onToggleInspector: () -> Void = {}
    /// Tells the app the message moved or changed (lists and counts refresh).
    var onChange: () -> Void = {}
    /// Asks the app to reply to the message.
    var onReply: (Message) -> Void = { _ in }

    init(store: MailStore) {
        self.store = store
        super.init()
        navigationItem.trailingItems = [BarButtonItem("Info", symbol: "info.circle") { [unowned self] in onToggleInspector() }]
    }

    var message: Message? { messageID.flatMap { try? store.message(id: $0) } }

    override var body: any View {
        guard let message else {
            return ContentUnavailableView("No Message Selected", symbol: "envelope")
        }
        return VStack {
            HStack {
                Button(message.isFlagged ? "Unflag" : "Flag", symbol: "flag") { [unowned self] in
                    try? store.setFlagged(message.id!, !message.isFlagged)
                    onChange()
                }
                Button("Mark as Unread", symbol: "circle.fill") { [unowned self] in
                    try? store.setRead(message.id!, false)
                    onChange()
                }
                Button("Reply", symbol: "chevron.backward") { [unowned self] in onReply(message) }
                Button("Archive", symbol: "archivebox") { [unowned self] in move(message, to: "archive") }
                Button("Move to Trash", symbol: "trash", role: .destructive) { [unowned self] in move(message, to: "trash") }
            }
            Text(message.subject, style: .title)
            Text("From: \(message.sender)", style: .subheadline)
            Text("To: \(message.recipients)", style: .subheadline)
            Text(message.date.formatted(date: .long, time: .shortened), style: .footnote)
            Text(message.body)
        }
    }

    private func move(_ message: Message, to mailbox: String) {
        try? store.move(message.id!, to: mailbox)
        messageID = nil
        onChange()
    }

    override var title: String? {
        get { message?.subject ?? "" }
        set {}
    }

}

/// Every header of the selected message.
final class InspectorController: ViewController {
    let store: MailStore
    var messageID: Int64? { didSet { setNeedsUpdate() } }

    init(store: MailStore) {
        self.store = store
        super.init(title: "Details")
    }

    override var body: any View {
        guard let id = messageID, let message = try? store.message(id: id) else {
            return ContentUnavailableView("No Message Selected", symbol: "info.circle")
        }
        let headers = message.headers.split(separator: "\n").map(String.init)
        return List {
            Section("Headers") {
                ForEach(Array(headers.enumerated()), id: \.offset) { _, header in Text(header, style: .footnote) }
            }
            Section("Attachments") {
                if message.attachments.isEmpty {
                    Text("None", style: .footnote)
                } else {
                    ForEach(message.attachments.split(separator: "\n").map(String.init), id: \.self) { Label($0, symbol: "doc") }
                }
            }
        }
    }
}
