import PaneKit
import PaneKitUI
import PostboxStore

/// One message as a screen shows it, read from the store and kept up to date by it; what people
/// do to it goes to the app (``send``), which writes it and can undo it.
@Observable
final class OpenMessage {
    @ObservationIgnored let store: MailStore
    /// The message shown, nil when none is.
    var id: Int64?
    /// The store revision the screen shows.
    private(set) var revision: Int
    /// The message as last read, by id and revision: the title and the body read it once.
    @ObservationIgnored private var loaded: (id: Int64, revision: Int, message: Message?)?
    /// Asks the app for what people chose: an action on the message, a new message (the compose
    /// button of a phone's bottom toolbar), the inspector.
    @ObservationIgnored var send: (MailCommand) -> Void = { _ in }
    /// Whether Reply's choices (Reply, Reply All, Forward) show.
    var isChoosingReply = false
    /// The device's conventions, which pick the toolbar: Mail's differs on a phone, an iPad and a Mac.
    var idiom = PaneKit.Idiom.pad

    init(store: MailStore) {
        self.store = store
        revision = store.revision
    }

    /// Asks the app to do `action` to `message`.
    func act(_ action: MailAction, on message: Message) {
        if let id = message.id { send(.act(action, on: id)) }
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
}
