import PaneKitUI
import PostboxStore

/// One message as a screen of Postbox's containers: ``MessageView`` over its ``OpenMessage``.
final class MessageController: HostingController {
    let model: OpenMessage

    init(store: MailStore) {
        model = OpenMessage(store: store)
        super.init(model: model) { MessageView(open: $0) }
    }

    /// The message shown.
    var messageID: Int64? {
        get { model.id }
        set { if model.id != newValue { model.id = newValue } }
    }

    /// The message as the screen shows it.
    var message: Message? { model.message }

    /// Where what people ask of the message goes (the app).
    var send: (MailCommand) -> Void {
        get { model.send }
        set { model.send = newValue }
    }

    /// Another page's or process's write shows before the Scene is built (D-45); the toolbar
    /// follows the device.
    override func viewWillLayoutSubviews() {
        // A screen the containers do not show catches up when it shows.
        if isInShownBranch { model.catchUp() }
        if let idiom = traits?.idiom, model.idiom != idiom { model.idiom = idiom }
        super.viewWillLayoutSubviews()
    }
}

/// Every header of the selected message, beside it (``HeadersView``).
final class InspectorController: HostingController {
    let model: OpenMessage

    init(store: MailStore) {
        model = OpenMessage(store: store)
        super.init(model: model) { HeadersView(open: $0) }
        title = "Details"
    }

    /// The message whose headers show.
    var messageID: Int64? {
        get { model.id }
        set { if model.id != newValue { model.id = newValue } }
    }

    override func viewWillLayoutSubviews() {
        // A screen the containers do not show catches up when it shows.
        if isInShownBranch { model.catchUp() }
        super.viewWillLayoutSubviews()
    }
}
