import PaneKitUI

/// One message as a screen of Postbox's containers: ``MessageView`` over its ``OpenMessage``.
final class MessageController: HostingController {
    let model: OpenMessage

    init(store: MailStore) {
        model = OpenMessage(store: store)
        super.init(model: model) { MessageView(open: $0) }
        model.reportFailure = { [unowned self] action, error in showFailure(couldNot: action, error) }
    }

    /// The message shown.
    var messageID: Int64? {
        get { model.id }
        set { if model.id != newValue { model.id = newValue } }
    }

    /// The message as the screen shows it.
    var message: Message? { model.message }

    var onToggleInspector: () -> Void {
        get { model.onToggleInspector }
        set { model.onToggleInspector = newValue }
    }

    var onChange: () -> Void {
        get { model.onChange }
        set { model.onChange = newValue }
    }

    var onReply: (Message) -> Void {
        get { model.onReply }
        set { model.onReply = newValue }
    }

    var onCompose: () -> Void {
        get { model.onCompose }
        set { model.onCompose = newValue }
    }

    /// Another page's or process's write shows before the Scene is built (D-45).
    override func viewWillLayoutSubviews() {
        // A screen the containers do not show catches up when it shows.
        if isInShownBranch { model.catchUp() }
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
