import Foundation
import PaneKit
import PostboxStore

/// The page's URL and title: what is shown, as a path, and a path opened.
extension PostboxApp {
    public var path: String { route.path }

    /// What the screen shows now, as a URL names it.
    public var route: PostboxRoute {
        let shown = self.shown
        let query = shown.mailbox == nil ? "" : shown.list.query
        var route = PostboxRoute(mailbox: shown.mailbox, query: query,
                                 searchesMailboxOnly: !query.isEmpty && shown.list.searchScope == .currentMailbox, message: shown.message)
        if let composing {
            route.sheet = .compose(draft: composing)
        } else if settingsSheet != nil {
            route.sheet = .settings
        }
        return route
    }

    /// Compact width in the article's style: one stack of mailboxes, messages and the message.
    var isSingleStack: Bool { split.isCollapsed && settings.compactStyle == .stack }

    /// What is on screen — the mailbox, the open message and the list — which the URL and the
    /// title follow. Compact width may show less than the selection: Back in a stack leaves the
    /// selection (for the next regular width) but not the screen.
    var shown: (mailbox: String?, message: Int64?, list: MessageListController) {
        if split.isCollapsed, settings.compactStyle == .tabs, let screen = selectedTabScreen {
            return (screen.list.mailbox, screen.message, screen.list)
        }
        if isSingleStack {
            // The inspector is a sheet over the message (only the message has Info).
            let depth = split.isShowing(.secondary) || split.isShowing(.inspector) ? 2 : split.isShowing(.supplementary) ? 1 : 0
            return (depth >= 1 ? selectedMailbox : nil, depth >= 2 ? selectedMessage : nil, list)
        }
        return (selectedMailbox, selectedMessage, list)
    }

    public var title: String {
        let shown = self.shown
        // Read once per change of what is shown or of the store (the session asks every event).
        let key = TitleKey(message: shown.message, mailbox: shown.mailbox, revision: store.revision)
        if let titleCache, titleCache.key == key { return titleCache.title }
        var title = "Postbox"
        if let id = shown.message, let stored = try? store.message(id: id) {
            title = stored.subject
        } else if let mailbox = shown.mailbox {
            title = Self.name(of: mailbox, in: (try? store.mailboxes()) ?? [])
        }
        titleCache = (key, title)
        return title
    }

    struct TitleKey: Equatable {
        var message: Int64?
        var mailbox: String?
        var revision: Int
    }


    /// Restores the state a URL names. A path that names nothing (an unknown mailbox, message
    /// or draft) returns false and changes nothing. Spec: DESIGN §4 URLs.
    public func open(path: String) -> Bool {
        guard let route = PostboxRoute(path: path) else { return false }
        if let mailbox = route.mailbox {
            let mailboxes = (try? store.mailboxes()) ?? []
            guard mailbox == MailStore.flagged || mailboxes.contains(where: { $0.id == mailbox }) else { return false }
        }
        if let id = route.message {
            // The message, in that mailbox (Flagged holds the flagged messages of every mailbox; a
            // search finds messages of any).
            guard let stored = try? store.message(id: id) else { return false }
            let listed = route.mailbox == MailStore.flagged ? stored.isFlagged : stored.mailboxID == route.mailbox
            guard listed || (!route.query.isEmpty && !route.searchesMailboxOnly) else { return false }
        }
        var draft: Draft?
        if case .compose(let id) = route.sheet {
            guard let stored = try? store.draft(id: id) else { return false }
            draft = stored
        }
        open(route, draft: draft)
        return true
    }

    /// Applies a validated route: sheets first, then the selection, then what compact width shows.
    func open(_ route: PostboxRoute, draft: Draft?) {
        if let settingsSheet, route.sheet != .settings {
            settingsSheet.dismiss()
            self.settingsSheet = nil
        }
        if let draft {
            if composing != draft.id {
                closeCompose()
                startCompose(draft)
            }
        } else if composing != nil {
            closeCompose()
        }
        if route.sheet == .settings { showSettings() }
        // The inspector belongs to a message: a URL without one closes its compact sheet.
        if route.message == nil, split.isCollapsed, split.isShowing(.inspector) { split.hide(.inspector) }
        guard let mailbox = route.mailbox else {
            // The mailboxes: the single stack goes back to them; the tabs show the Inbox tab;
            // regular width opens where Mail does (D-66).
            if isSingleStack { split.show(.primary) } else if split.isCollapsed { deselect() } else { openNewestInInbox() }
            return
        }
        show(mailbox: mailbox, query: route.query, scope: route.searchesMailboxOnly ? .currentMailbox : .allMailboxes, message: route.message)
        // Tabs not made yet are brought in line when the page collapses.
        if settings.compactStyle == .tabs, split.isCollapsed || madeTabs != nil { syncTabsFromSelection() }
        if isSingleStack { split.show(route.message == nil ? .supplementary : .secondary) }
    }

    /// A mailbox (and its search) with a message open, or none.
    func show(mailbox: String, query: String, scope: MessageList.SearchScope = .allMailboxes, message id: Int64?) {
        if mailbox != selectedMailbox { select(mailbox: mailbox) }
        list.query = query
        list.searchScope = scope
        if let id {
            select(message: id)
        } else if selectedMessage != nil {
            deselectMessage()
        }
    }

    /// Regular width at `/`, as Mail opens (D-66): the Inbox with its newest message. Where the
    /// list and the message do not both fit beside the sidebar (an iPad in portrait), the message
    /// shows alone with the list one tap away behind the column button.
    func openNewestInInbox() {
        let newest = try? store.messages(in: "inbox", limit: 1).first
        show(mailbox: "inbox", query: "", message: newest?.id)
        if newest != nil, split.displayMode != .twoBesideSecondary, split.splitBehavior != .tile {
            split.hide(.supplementary)
        }
    }

    /// Nothing selected: the article's placeholders.
    func deselect() {
        selectedMailbox = nil
        selectedMessage = nil
        sidebar.selection = nil
        list.mailbox = nil
        message.messageID = nil
        inspector.messageID = nil
    }

    static func name(of mailbox: String, in mailboxes: [Mailbox]) -> String {
        mailbox == MailStore.flagged ? "Flagged" : mailboxes.first { $0.id == mailbox }?.name ?? mailbox
    }
}
