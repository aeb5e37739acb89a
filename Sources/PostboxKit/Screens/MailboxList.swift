import PaneKit
import PaneKitUI

/// The mailboxes as the sidebar shows them: Favorites (Inbox, Flagged, Drafts) and the account's
/// mailboxes with one level of folders, each with its unread count; the row chosen; what people
/// changed in the sidebar (hidden and reordered rows, collapsed sections) and the row size.
@Observable
final class MailboxList {
    @ObservationIgnored let store: MailStore
    /// The Favorites rows: ids are `favorite-` and the mailbox's.
    private(set) var favorites: [MailboxRow] = []
    /// The account's mailboxes, folders holding their folders.
    private(set) var account: [MailboxRow] = []
    /// The chosen row's id.
    var selection: String?
    /// What people changed in the sidebar; the app keeps it (``onCustomizationChange``).
    var customization = SidebarListCustomization()
    /// The row size Settings chose.
    var rowSize: SidebarRowSize?
    /// Tells the app people chose a row, and changed the sidebar.
    @ObservationIgnored var onSelect: (String) -> Void = { _ in }
    @ObservationIgnored var onCustomizationChange: (SidebarListCustomization) -> Void = { _ in }
    /// Asks the app to add a folder, and to open Settings.
    @ObservationIgnored var onAddFolder: () -> Void = {}
    @ObservationIgnored var onSettings: () -> Void = {}

    /// The mailboxes as last read, and the store revision they reflect: read again only when the
    /// store's changes since are more than flags.
    @ObservationIgnored private var loadedMailboxes: (revision: Int, mailboxes: [Mailbox])?

    init(store: MailStore) {
        self.store = store
    }

    /// People chose the row `id`.
    func choose(_ id: String) {
        selection = id
        onSelect(id)
    }

    /// People changed the sidebar.
    func change(_ new: SidebarListCustomization) {
        guard new != customization else { return }
        customization = new
        onCustomizationChange(new)
    }

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

    /// Reads the mailboxes and the unread counts (`unread`, when the caller read them already);
    /// rows that did not change stay as they were.
    func reload(unread: [String: Int]? = nil) {
        let mailboxes = self.mailboxes
        let unread = unread ?? (try? store.unreadCounts()) ?? [:]
        func badge(_ id: String) -> String? { unread[id].flatMap { $0 > 0 ? String($0) : nil } }
        func row(_ mailbox: Mailbox, prefix: String = "") -> MailboxRow {
            MailboxRow(id: prefix + mailbox.id, title: mailbox.name, symbol: mailbox.role.symbol, badge: badge(mailbox.id),
                       children: mailboxes.filter { $0.parentID == mailbox.id }.map { row($0, prefix: prefix) })
        }
        let favorites = [
            mailboxes.first { $0.role == .inbox }.map { row($0, prefix: "favorite-") },
            MailboxRow(id: "favorite-flagged", title: "Flagged", symbol: "flag", badge: badge(MailStore.flagged), children: []),
            mailboxes.first { $0.role == .drafts }.map { row($0, prefix: "favorite-") },
        ].compactMap { $0 }
        let account = mailboxes.filter { $0.parentID == nil }.map { row($0) }
        if favorites != self.favorites { self.favorites = favorites }
        if account != self.account { self.account = account }
    }

    /// The mailbox a row stands for.
    static func mailbox(forRow id: String) -> String {
        id.hasPrefix("favorite-") ? String(id.dropFirst("favorite-".count)) : id
    }
}

/// One mailbox as the sidebar shows it.
struct MailboxRow: Identifiable, Equatable {
    let id: String
    let title: String
    let symbol: String
    let badge: String?
    let children: [MailboxRow]
}
