import PaneKit
import PaneKitUI
import PostboxStore

/// A mailbox's messages as a screen of Postbox's containers: ``MessageListView`` over its
/// ``MessageList``.
final class MessageListController: HostingController {
    let model: MessageList

    init(store: MailStore) {
        model = MessageList(store: store)
        super.init(model: model) { MessageListView(list: $0) }
        title = "Messages"
    }

    /// How many messages the window holds.
    static var page: Int { MessageList.page }

    /// The mailbox shown; another one shows from its top, nothing selected, no search.
    var mailbox: String? {
        get { model.mailbox }
        set { model.show(mailbox: newValue) }
    }

    /// The message selected.
    var selection: Int64? {
        get { model.selection }
        set { if model.selection != newValue { model.selection = newValue } }
    }

    /// The search typed above the list.
    var query: String {
        get { model.query }
        set { model.search(newValue) }
    }

    /// Where the search looks.
    var searchScope: MessageList.SearchScope {
        get { model.scope }
        set { model.search(in: newValue) }
    }

    /// Where what people ask of the list goes (the app): the message they chose, what they chose
    /// on a row without opening it (swipe actions, context menu), a new message (the bar above
    /// the list in regular width, the list's bottom bar on a phone, D-97), Undo.
    var send: (MailCommand) -> Void {
        get { model.send }
        set { model.send = newValue }
    }

    /// Another page's or process's write shows before the Scene is built (D-45).
    override func viewWillLayoutSubviews() {
        let mac = traits?.idiom == .mac
        if model.isOnAMac != mac { model.isOnAMac = mac }
        // A screen the containers do not show catches up when it shows.
        if isInShownBranch { model.catchUp() }
        super.viewWillLayoutSubviews()
    }
}
