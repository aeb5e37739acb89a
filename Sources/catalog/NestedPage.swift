import PaneKitServer

/// Tabs beside a detail (D-64): a tab bar controller as a split view's primary column — each
/// tab a list, the selected row in the detail. Collapsed, the detail goes over the tabs with a
/// Back to them.
final class TabsBesideDetailPage: CatalogPage, SplitViewControllerDelegate {
    let split = SplitViewController(style: .doubleColumn)
    let tabs: TabBarController
    let detail = ReaderItem()
    var root: ViewController { split }

    init() {
        var lists: [ReaderList] = []
        for (name, symbol, rows) in [("Inbox", "tray", ["Welcome", "Lunch on Friday?", "Invoice"]),
                                     ("Flagged", "flag", ["Quarterly report"]), ("Sent", "paperplane", ["Re: Tickets", "Hotel"])] {
            let list = ReaderList(title: name, symbol: "envelope")
            list.rows = rows
            list.tabBarItem = TabBarItem(title: name, symbol: symbol)
            lists.append(list)
        }
        tabs = TabBarController(viewControllers: lists)
        split.delegate = self
        split.setViewController(tabs, for: .primary)
        split.setViewController(detail, for: .secondary)
        for list in lists {
            list.onSelect = { [unowned self, unowned list] row in
                for other in lists where other !== list { other.selection = nil }
                list.selection = row
                detail.name = row
                split.show(.secondary)
            }
        }
    }

    /// Compact width: the message when one is open, else the tabs.
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        detail.name == nil ? .primary : .secondary
    }
}

/// Split views in a split view (D-64): accounts beside a mail split view of folders and
/// messages. The inner one lays out in its column: it collapses when the column is narrow and
/// expands when the outer hides its sidebar.
final class NestedSplitPage: CatalogPage, SplitViewControllerDelegate {
    let outer = SplitViewController(style: .doubleColumn)
    let inner = SplitViewController(style: .doubleColumn)
    let accounts = ReaderList(title: "Accounts", symbol: "tray")
    let folders = ReaderList(title: "Folders", symbol: "folder")
    let message = ReaderItem()
    var root: ViewController { outer }

    init() {
        outer.primaryBackgroundStyle = .sidebar
        inner.delegate = self
        outer.delegate = self
        accounts.rows = ["Work", "Home"]
        accounts.selection = "Work"
        folders.rows = ReaderPage.catalog.map(\.folder)
        inner.setViewController(folders, for: .primary)
        inner.setViewController(message, for: .secondary)
        outer.setViewController(accounts, for: .primary)
        outer.setViewController(inner, for: .secondary)
        accounts.onSelect = { [unowned self] account in
            accounts.selection = account
            folders.selection = nil
            message.name = nil
            outer.show(.secondary)
        }
        folders.onSelect = { [unowned self] folder in
            folders.selection = folder
            message.name = "\(accounts.selection ?? "") — \(folder)"
            inner.show(.secondary)
        }
    }

    /// Collapsed: the accounts until a folder is chosen; in the mail split view, the message
    /// when one is open, else the folders.
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        if svc === outer { return folders.selection == nil ? .primary : .secondary }
        return message.name == nil ? .primary : .secondary
    }
}
