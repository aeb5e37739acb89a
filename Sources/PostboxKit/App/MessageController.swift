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

    /// "November 22, 2026 at 10:32 AM": made once (making a style costs more than using it).
    static let dateFormat = Date.FormatStyle(date: .long, time: .shortened)

    /// The message as read at a store revision: the title and the body read it once per change.
    private var loaded: (id: Int64, revision: Int, message: Message?)?

    var message: Message? {
        guard let messageID else { return nil }
        let revision = store.revision
        if let loaded, loaded.id == messageID, loaded.revision == revision { return loaded.message }
        let message = try? store.message(id: messageID)
        loaded = (messageID, revision, message)
        return message
    }

    override var body: any View {
        guard let message else {
            return ContentUnavailableView("No Message Selected", symbol: "envelope")
        }
        return VStack {
            HStack {
                Button(message.isFlagged ? "Unflag" : "Flag", symbol: "flag") { [unowned self] in
                    attempt(message.isFlagged ? "Unflag the Message" : "Flag the Message") { try store.setFlagged(message.id!, !message.isFlagged) }
                    onChange()
                }
                Button("Mark as Unread", symbol: "circle.fill") { [unowned self] in
                    attempt("Mark the Message as Unread") { try store.setRead(message.id!, false) }
                    onChange()
                }
                Button("Reply", symbol: "chevron.backward") { [unowned self] in onReply(message) }
                Button("Archive", symbol: "archivebox") { [unowned self] in move(message, to: "archive") }
                Button("Move to Trash", symbol: "trash", role: .destructive) { [unowned self] in move(message, to: "trash") }
            }
            Text(message.subject, style: .title)
            Text("From: \(message.sender)", style: .subheadline)
            Text("To: \(message.recipients)", style: .subheadline)
            Text(message.date.formatted(Self.dateFormat), style: .footnote)
            Text(message.body)
        }
    }

    private func move(_ message: Message, to mailbox: String) {
        guard attempt(mailbox == "trash" ? "Move the Message to Trash" : "Archive the Message", { try store.move(message.id!, to: mailbox) }) else { return }
        messageID = nil
        onChange()
    }

    override var title: String? {
        get { message?.subject ?? "" }
        set {}
    }

    /// The message can change under the screen (flagged, moved, read by another page).
    override var contentRevision: Int { store.revision }

}

/// Every header of the selected message.
final class InspectorController: ViewController {
    let store: MailStore
    var messageID: Int64? { didSet { setNeedsUpdate() } }
    override var contentRevision: Int { store.revision }

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
