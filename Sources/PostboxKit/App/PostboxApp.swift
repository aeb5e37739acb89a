import Foundation
import PaneKit
import PostboxStore

/// Postbox: the three-column mail app of the SwiftUI sidebar article, made real.
///
/// Regular width: sidebar (Favorites and the account), message list, message, and an inspector
/// with every header. Compact width: the `.compact` column is a tab bar — Inbox, Flagged, Drafts,
/// Sent, Archive, Junk, Trash (four and More) — with unread badges and a stack per tab. The
/// selection survives every change of size in both directions. A setting switches compact width
/// to the article's single collapsing stack instead. URLs: `/mailbox/<id>`, then optionally
/// `/search/<text>`, `/message/<n>`, and `/compose/<draft>` or `/settings` for the open sheet.
public final class PostboxApp: PaneApp, SplitViewControllerDelegate, TabBarControllerDelegate, PresentationControllerDelegate,
    NavigationControllerDelegate {
    /// The store every screen reads and writes.
    public let store: MailStore
    /// The page's root: a triple-column split view (mailboxes, messages, message) with the headers
    /// inspector; in the tabs style its `.compact` column is the mailbox tab bar.
    public var split: SplitViewController { root }
    let root = MailSplitViewController()
    let sidebar: MailboxSidebarController
    let list: MessageListController
    let message: MessageController
    let inspector: InspectorController
    /// The compact tabs, made the first time the page is compact in the tabs style: a page that
    /// stays wide never pays for seven more lists and their stacks.
    var tabs: TabBarController { madeTabs ?? makeTabs() }
    var madeTabs: TabBarController?
    /// The compact tabs, one mailbox each.
    static let tabMailboxes = ["inbox", MailStore.flagged, "drafts", "sent", "archive", "junk", "trash"]
    var tabLists: [MessageListController] = []

    /// The id of the mailbox shown (or `MailStore.flagged`), nil when none is.
    public internal(set) var selectedMailbox: String?
    /// The id of the open message, nil when none is open.
    public internal(set) var selectedMessage: Int64?
    /// The draft open in the compose sheet, if any.
    public internal(set) var composing: Int64?
    var compose: ComposeController?
    /// What people chose in Settings; applied and saved on every change.
    public internal(set) var settings = PostboxSettings()
    var settingsSheet: SettingsController?

    /// Builds the screens on a store and restores what people arranged: tab order, sidebar, settings.
    public init(store: MailStore) {
        self.store = store
        sidebar = MailboxSidebarController(store: store)
        list = MessageListController(store: store)
        message = MessageController(store: store)
        inspector = InspectorController(store: store)
        split.delegate = self
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(message, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        // Mail's large titles over the mailboxes and each list (NV-11): the primary column's
        // stack is also the phone's one stack.
        sidebar.navigationController?.prefersLargeTitles = true
        list.navigationController?.prefersLargeTitles = true
        list.navigationController?.delegate = self
        sidebar.reload()
        sidebar.navigationItem.trailingItems.insert(settingsButton(), at: 0)
        sidebar.onSelect = { [unowned self] row in select(mailbox: MailboxSidebarController.mailbox(forRow: row), row: row) }
        sidebar.onAddFolder = { [unowned self] in
            sidebar.attempt("Add the Folder") { _ = try store.addFolder(named: "New Folder", account: SampleMailbox.account.id) }
            sidebar.reload()
        }
        sidebar.onMarkAllRead = { [unowned self] mailbox in
            do {
                try store.markAllRead(in: mailbox)
            } catch {
                split.showFailure(couldNot: "Mark the Messages as Read", error)
                return
            }
            refresh()
        }
        list.send = { [unowned self] in handle($0) }
        list.model.undo = undo
        sidebar.onCompose = { [unowned self] in startCompose() }
        sidebar.onDropMessage = { [unowned self] tag, mailbox in
            // The tag comes from the page: a message that is not stored, or is there already,
            // moves nowhere.
            guard let id = Int64(tag), let message = try? store.message(id: id), message.mailboxID != mailbox else { return }
            perform(.move(to: mailbox), on: id)
        }
        // Mail's shortcuts, listed by Cmd-/ (D-63); ⌥⌘N, as browsers keep ⌘N for a new window.
        root.keyCommands = [
            KeyCommand("New Message", input: "n", modifiers: [.command, .alternate]) { [unowned self] in startCompose() },
            KeyCommand("Settings", input: ",", modifiers: [.command]) { [unowned self] in showSettings() },
            KeyCommand("Undo", input: "z", modifiers: [.command]) { [unowned self] in undoLast() },
        ]
        message.send = { [unowned self] in handle($0) }
        root.willLayout = { [weak self] in
            guard let self else { return }
            // Another page or process wrote: read again what this page shows.
            if store.revision != shownRevision { refresh() }
            // With the tabs chosen, a message pushed on a tab hides the tab bar and keeps its
            // toolbar (TB-23), as a phone shows a message full height.
            if let tabs = madeTabs { tabs.isTabBarHidden = selectedTabScreen?.message != nil }
        }
        restoreCustomization()
    }

    /// Whether marking a message read failed last time: opening messages then says so once,
    /// not at every message, until a write works again.
    var markingReadFails = false
    /// Whether a person is looking: the page's socket is open. A first paint over HTTP shows a
    /// message without marking it read (a GET changes nothing).
    var isLive = false
    /// The store revision the screens last caught up with (``refresh()``).
    var shownRevision = -1
    /// The store's notices of other pages' and processes' writes, while the page is live.
    var storeObservation: MailObservation?
    /// What this page changed and can put back (⌘Z, the banner's Undo).
    let undo = UndoHistory()
    /// The headers' sheet over the compact tabs, while it shows.
    var headersSheet: InspectorController?
    /// The Drafts mailboxes as last read, and the store revision they were read at.
    var keptDraftsMailboxes: (revision: Int, ids: Set<String>)?
    /// The page's title as last made, and what it was made for.
    var titleCache: (key: TitleKey, title: String)?
}
