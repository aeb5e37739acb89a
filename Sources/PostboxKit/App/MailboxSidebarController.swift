import PaneKit
import PaneKitUI

/// The sidebar as a screen of Postbox's split view: ``MailboxSidebarView`` over its
/// ``MailboxList``.
final class MailboxSidebarController: HostingController {
    let model: MailboxList

    init(store: MailStore) {
        model = MailboxList(store: store)
        super.init(rootView: MailboxSidebarView(list: model))
        title = "Mailboxes"
    }

    /// Reads the mailboxes and unread counts again (`unread`, when the caller read them).
    func reload(unread: [String: Int]? = nil) { model.reload(unread: unread) }

    /// The chosen row's id.
    var selection: String? {
        get { model.selection }
        set { if model.selection != newValue { model.selection = newValue } }
    }

    /// The mailbox a row stands for.
    static func mailbox(forRow id: String) -> String { MailboxList.mailbox(forRow: id) }
}
