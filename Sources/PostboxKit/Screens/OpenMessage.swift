import PaneKitUI

/// One message as a screen shows it, read from the store and kept up to date by it, with what
/// people do to it (flag, mark unread, archive, trash), each written to the store.
@Observable
final class OpenMessage {
    @ObservationIgnored let store: MailStore
    /// The message shown, nil when none is.
    var id: Int64?
    /// The store revision the screen shows.
    private(set) var revision: Int
    /// The message as last read, by id and revision: the title and the body read it once.
    @ObservationIgnored private var loaded: (id: Int64, revision: Int, message: Message?)?
    /// Tells the person a write failed: "Couldn't <action>", and why.
    @ObservationIgnored var reportFailure: (_ action: String, _ error: any Error) -> Void = { _, _ in }
    /// Tells the app the message moved or changed (lists and counts follow).
    @ObservationIgnored var onChange: () -> Void = {}
    /// Asks the app to reply to the message.
    @ObservationIgnored var onReply: (Message) -> Void = { _ in }
    /// Asks the app to start a new message (the compose button of a phone's bottom toolbar).
    @ObservationIgnored var onCompose: () -> Void = {}
    /// Asks the app to show or hide the inspector.
    @ObservationIgnored var onToggleInspector: () -> Void = {}

    init(store: MailStore) {
        self.store = store
        revision = store.revision
    }

    /// Follows the store: views that read the message read it again if anything was written.
    func catchUp() {
        if revision != store.revision { revision = store.revision }
    }

    /// The message, nil when none is shown or it is gone.
    var message: Message? {
        guard let id else { return nil }
        let revision = self.revision
        if let loaded, loaded.id == id, loaded.revision == revision { return loaded.message }
        let message = try? store.message(id: id)
        loaded = (id, revision, message)
        return message
    }

    func toggleFlag(_ message: Message) {
        write(message.isFlagged ? "Unflag the Message" : "Flag the Message") { try store.setFlagged(message.id!, !message.isFlagged) }
        onChange()
    }

    func markUnread(_ message: Message) {
        write("Mark the Message as Unread") { try store.setRead(message.id!, false) }
        onChange()
    }

    /// Moves the message to another mailbox (Archive, Trash); the screen then shows none.
    func move(_ message: Message, to mailbox: String) {
        guard write(mailbox == "trash" ? "Move the Message to Trash" : "Archive the Message", { try store.move(message.id!, to: mailbox) }) else { return }
        id = nil
        onChange()
    }

    /// Runs a write; when it throws, reports why and returns false.
    @discardableResult
    private func write(_ action: String, _ change: () throws -> Void) -> Bool {
        do {
            try change()
            catchUp()
            return true
        } catch {
            reportFailure(action, error)
            return false
        }
    }
}
