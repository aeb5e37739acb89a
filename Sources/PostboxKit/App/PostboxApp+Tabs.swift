import Foundation
import PaneKit
import PostboxStore

/// Compact width in the tabs style: a tab bar of mailboxes, kept in step with the columns.
extension PostboxApp {
    /// Makes the compact tabs, in the order people left them (More → Edit).
    func makeTabs() -> TabBarController {
        let tabs = TabBarController()
        madeTabs = tabs
        let mailboxes = (try? store.mailboxes()) ?? []
        var controllers: [ViewController] = []
        for mailbox in Self.tabMailboxes {
            let tabList = makeCompactList(mailbox, in: mailboxes)
            tabList.tabBarItem = TabBarItem(title: Self.name(of: mailbox, in: mailboxes), symbol: mailbox == MailStore.flagged ? "flag" : Mailbox.Role(rawValue: mailbox)?.symbol,
                                            identifier: mailbox)
            tabList.navigationItem.leadingItem = settingsButton()
            tabLists.append(tabList)
            controllers.append(tabList)
        }
        tabs.setViewControllers(controllers)
        for tabList in tabLists {
            tabList.navigationController?.delegate = self
            tabList.navigationController?.prefersLargeTitles = true
        }
        if let json = try? store.setting(Self.tabOrderKey),
           let order = try? JSONDecoder().decode(TabCustomization.self, from: Data(json.utf8)) {
            tabs.apply(order)
            tabs.customizableViewControllers = tabs.viewControllers
        }
        tabs.delegate = self
        reloadBadges()
        return tabs
    }

    /// A mailbox's list in a compact stack: a tab's root, or a folder pushed on a tab (folders
    /// have no tab of their own). Selecting a message pushes it after the list.
    func makeCompactList(_ mailbox: String, in mailboxes: [Mailbox]) -> MessageListController {
        let compactList = MessageListController(store: store)
        // A row pushes its message: a chevron after the date, as Mail's on iPhone.
        compactList.showsDisclosureIndicators = true
        compactList.mailbox = mailbox
        compactList.title = Self.name(of: mailbox, in: mailboxes)
        compactList.send = { [unowned self, unowned compactList] command in
            guard case .open(let id) = command else { return handle(command) }
            if openDraft(filedAs: id, listedIn: compactList) { return }
            compactList.selection = id
            markRead(id)
            if let navigation = compactList.navigationController,
               let index = navigation.viewControllers.firstIndex(where: { $0 === compactList }) {
                try? navigation.setViewControllers(Array(navigation.viewControllers[...index]) + [makeMessageScreen(id)])
            }
            selectedMailbox = mailbox
            selectedMessage = id
            refresh()
        }
        compactList.model.undo = undo
        return compactList
    }

    func reloadBadges(_ counts: [String: Int]? = nil) {
        let unread = counts ?? (try? store.unreadCounts()) ?? [:]
        for tabList in tabLists {
            let count = tabList.mailbox.flatMap { unread[$0] } ?? 0
            let badge: String? = count > 0 ? String(count) : nil
            if tabList.tabBarItem.badgeValue != badge { tabList.tabBarItem.badgeValue = badge }
        }
    }

    /// The selected tab's list; nil while the More list shows. Tabs are found by controller, not
    /// by index: people reorder them (More → Edit).
    var selectedTabList: MessageListController? {
        madeTabs.flatMap { tabs in tabs.selectedIndex.flatMap { tabs.viewControllers[$0] as? MessageListController } }
    }

    /// What the selected tab's stack shows: its top list (the tab's, or a folder pushed on it)
    /// and the message over it, if any.
    var selectedTabScreen: (list: MessageListController, message: Int64?)? {
        guard let tabList = selectedTabList else { return nil }
        let stack = tabList.navigationController?.viewControllers ?? [tabList]
        let list = stack.last { $0 is MessageListController } as? MessageListController ?? tabList
        return (list, (stack.last as? MessageController)?.messageID)
    }

    /// Regular → compact (and URLs in compact width): the tab of the selected mailbox — or, for
    /// a folder, the current tab with the folder pushed — with the selected message over it.
    func syncTabsFromSelection() {
        let tabs = self.tabs
        guard let mailbox = selectedMailbox else { return }
        let tabList: MessageListController
        var stack: [ViewController]
        if let own = tabLists.first(where: { $0.mailbox == mailbox }) {
            tabList = own
            stack = [own]
        } else {
            tabList = selectedTabList ?? tabLists[0]
            let current = tabList.navigationController?.viewControllers ?? []
            let folder = current.compactMap { $0 as? MessageListController }.first { $0 !== tabList && $0.mailbox == mailbox }
                ?? makeCompactList(mailbox, in: (try? store.mailboxes()) ?? [])
            stack = [tabList, folder]
        }
        guard let index = tabs.viewControllers.firstIndex(where: { $0 === tabList }) else { return }
        tabs.selectedIndex = index
        let shownList = stack.last as? MessageListController ?? tabList
        shownList.query = list.query
        shownList.searchScope = list.searchScope
        shownList.selection = selectedMessage
        guard let navigation = tabList.navigationController else { return }
        if let id = selectedMessage {
            let top = navigation.topViewController as? MessageController
            stack.append(top?.messageID == id ? top! : makeMessageScreen(id))
        }
        if navigation.viewControllers.map(ObjectIdentifier.init) != stack.map(ObjectIdentifier.init) {
            try? navigation.setViewControllers(stack)
        }
    }

    /// Compact → regular: what the tabs show becomes the selection.
    func syncSelectionFromTabs() {
        guard let screen = selectedTabScreen, let mailbox = screen.list.mailbox else { return }
        show(mailbox: mailbox, query: screen.list.query, scope: screen.list.searchScope, message: screen.message)
    }

    /// The single stack's top: the message if one is open, else the list of a chosen mailbox,
    /// else the mailboxes (the article's flow).
    var stackTopColumn: SplitViewController.Column {
        selectedMessage != nil ? .secondary : selectedMailbox != nil ? .supplementary : .primary
    }

    /// Back to a list on a phone: its row is no longer highlighted, as in Mail (D-59). The
    /// selection stays the app's, for the next regular width.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        guard split.isCollapsed, let shownList = viewController as? MessageListController, shownList.selection != nil else { return }
        shownList.selection = nil
    }

    public func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        guard settings.compactStyle == .tabs else { return stackTopColumn }
        syncTabsFromSelection()
        if split.viewController(for: .compact) == nil { split.setViewController(tabs, for: .compact) }
        return .compact
    }

    public func splitViewController(_ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        if settings.compactStyle == .tabs { syncSelectionFromTabs() }
        return proposed
    }
}
