import PaneKit
import PostboxStore
/// The sidebar: Favorites (Inbox, Flagged, Drafts) and the account's mailboxes and folders, with
/// unread counts; a mailbox with unread mail offers Mark All as Read in its context menu.
final class MailboxSidebarController: SidebarController {
    let store: MailStore
    var onAddFolder: () -> Void = {}
    /// Marks a mailbox's messages read (its context menu's Mark All as Read).
    var onMarkAllRead: (String) -> Void = { _ in }
    /// Asks the app for a new message: the Mailboxes screen's bottom bar on a phone, as Mail's.
    var onCompose: () -> Void = {}
    /// Moves the message a list row stands for (its tag, from the page) to a mailbox: a message
    /// dragged onto the mailbox's row, as in Mail.
    var onDropMessage: (_ tag: String, _ mailbox: String) -> Void = { _, _ in }
    /// Whether the bottom bar shows now (compact width).
    private var showsBottomBar = false

    init(store: MailStore) {
        self.store = store
        super.init(title: "Mailboxes")
        headerMode = .supplementary
        navigationItem.trailingItems = [BarButtonItem("Edit") { [unowned self] in isEditing.toggle() }]
    }

    /// Edit becomes Done while editing, as UIKit's `editButtonItem`.
    override var isEditing: Bool {
        didSet {
            guard let index = navigationItem.trailingItems.firstIndex(where: { $0.title == (isEditing ? "Edit" : "Done") }) else { return }
            navigationItem.trailingItems[index].title = isEditing ? "Done" : "Edit"
        }
    }

    /// The mailboxes as last read, and the store revision they reflect: read again only when
    /// the store's changes since are more than flags.
    private var loadedMailboxes: (revision: Int, mailboxes: [Mailbox])?

    private var mailboxes: [Mailbox] {
        if let loaded = loadedMailboxes, let (revision, changes) = store.changes(since: loaded.revision), !changes.structureChanged {
            loadedMailboxes = (revision, loaded.mailboxes)
            return loaded.mailboxes
        }
        let revision = store.revision
        let mailboxes = (try? store.mailboxes()) ?? []
        loadedMailboxes = (revision, mailboxes)
        return mailboxes
    }

    /// Rebuilds the rows from the store: its mailboxes and the unread counts (`unread`, when
    /// the caller read them already).
    func reload(unread: [String: Int]? = nil) {
        let mailboxes = self.mailboxes
        let unread = unread ?? (try? store.unreadCounts()) ?? [:]
        func actions(_ mailbox: String) -> [SidebarAction] {
            (unread[mailbox] ?? 0) > 0 ? [SidebarAction("Mark All as Read", symbol: "envelope.open") { [unowned self] in onMarkAllRead(mailbox) }] : []
        }
        func item(_ mailbox: Mailbox, prefix: String = "") -> SidebarItem {
            let children = mailboxes.filter { $0.parentID == mailbox.id }.map { item($0, prefix: prefix) }
            var item = SidebarItem(id: prefix + mailbox.id, title: mailbox.name, symbol: mailbox.role.symbol,
                                   badge: unread[mailbox.id].flatMap { $0 > 0 ? String($0) : nil }, children: children,
                                   contextActions: actions(mailbox.id))
            // Any mailbox but Drafts takes a message dropped on it, as Mail's.
            if mailbox.role != .drafts {
                let id = mailbox.id
                item.onDrop = { [unowned self] tag in onDropMessage(tag, id) }
            }
            return item
        }
        let favorites = [
            mailboxes.first { $0.role == .inbox }.map { item($0, prefix: "favorite-") },
            SidebarItem(id: "favorite-flagged", title: "Flagged", symbol: "flag",
                        badge: unread[MailStore.flagged].flatMap { $0 > 0 ? String($0) : nil }, contextActions: actions(MailStore.flagged)),
            mailboxes.first { $0.role == .drafts }.map { item($0, prefix: "favorite-") },
        ].compactMap { $0 }
        let account = mailboxes.filter { $0.parentID == nil }.map { item($0) }
        sections = [
            SidebarSection(id: "favorites", title: "Favorites", items: favorites),
            SidebarSection(id: "icloud", title: SampleMailbox.account.name, items: account,
                           addAction: SidebarAction("New Folder", symbol: "plus") { [unowned self] in onAddFolder() }),
        ]
    }

    /// On a phone the Mailboxes screen has Mail's bottom bar: "Updated Just Now" in its middle,
    /// New Message at its end; in regular width the list's bars carry them.
    override func viewWillLayoutSubviews() {
        let compact = traits?.horizontalSizeClass == .compact
        if compact != showsBottomBar {
            showsBottomBar = compact
            toolbarItems = compact
                ? [BarButtonItem(status: "Updated Just Now"),
                   BarButtonItem("New Message", symbol: "square.and.pencil") { [unowned self] in onCompose() }]
                : []
        }
        // The toolbar of the stack it heads shows while it is on top there (a phone's Mailboxes).
        if let navigation = navigationController, navigation.topViewController === self, navigation.isToolbarHidden == compact {
            navigation.isToolbarHidden = !compact
        }
        super.viewWillLayoutSubviews()
    }

    /// The mailbox a row stands for.
    static func mailbox(forRow id: String) -> String {
        id.hasPrefix("favorite-") ? String(id.dropFirst("favorite-".count)) : id
    }
}
