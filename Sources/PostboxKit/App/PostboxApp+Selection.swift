import Foundation
import PaneKit
import PostboxStore

/// Choosing a mailbox and a message, marking it read, and following the store.
extension PostboxApp {
    /// Shows a mailbox (and no message). Spec: the article's flow, SV-S1.
    public func select(mailbox: String, row: String? = nil) {
        selectedMailbox = mailbox
        selectedMessage = nil
        sidebar.selection = row ?? (mailbox == MailStore.flagged ? "favorite-flagged" : mailbox)
        list.mailbox = mailbox
        list.title = Self.name(of: mailbox, in: (try? store.mailboxes()) ?? [])
        message.messageID = nil
        inspector.messageID = nil
        split.show(.supplementary)
    }

    /// Opens a message: marks it read and shows it. A message in Drafts opens in compose, as in Mail.
    public func select(message id: Int64) {
        if openDraft(filedAs: id, listedIn: list) { return }
        selectedMessage = id
        list.selection = id
        message.messageID = id
        inspector.messageID = id
        markRead(id)
        // A message already read changes nothing (D-83): the screens are as the store already.
        if store.revision != shownRevision { refresh() }
        split.show(.secondary)
    }




    /// What the tab keeps across reloads: whether the list shows unread mail alone (Mail keeps
    /// its filter on until people turn it off).
    public var sceneStorage: [String: String] {
        list.model.isUnreadOnly ? [Self.unreadOnlyKey: "1"] : [:]
    }

    /// Takes back the list's filter the tab kept.
    public func restore(sceneStorage: [String: String]) {
        if sceneStorage[Self.unreadOnlyKey] == "1", !list.model.isUnreadOnly { list.model.toggleUnreadFilter() }
    }

    static let unreadOnlyKey = "unreadOnly"

    /// The page went live: the message its URL opened is read now, and from now on writes made
    /// elsewhere bring the page up to date unasked through its refresh (D-45).
    public func didGoLive(refresh page: PageRefresh) {
        isLive = true
        // Every page sees a write to the store alike: pages showing the same thing may share one
        // refresh (D-117).
        storeObservation = store.observe { page.requestAfterSharedChange() }
        if let id = selectedMessage {
            markRead(id)
            refresh()
        }
    }

    /// Marks an opened message read on a live page; a failure is shown once (opening is not
    /// asking to write).
    func markRead(_ id: Int64) {
        guard isLive else { return }
        do {
            try store.setRead(id, true)
            markingReadFails = false
        } catch {
            if !markingReadFails { split.showFailure(couldNot: "Mark the Message as Read", error) }
            markingReadFails = true
        }
    }
}
