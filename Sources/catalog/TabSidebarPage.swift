import PaneKitServer

/// iOS 18 tabs with a group: a top tab bar that adapts into a sidebar on iPad, a sidebar on the
/// Mac, a bottom tab bar on phones. Junk lives in the sidebar only: selected, it hands the
/// selection to Inbox on a phone and takes it back on iPad (D-60).
final class TabSidebarPage: CatalogPage {
    let tabs = TabBarController()
    var root: ViewController { tabs }

    init() {
        func tab(_ id: String, _ title: String, _ symbol: String, _ placement: Tab.Placement = .automatic) -> Tab {
            Tab(title: title, symbol: symbol, identifier: id, placement: placement) { tab in
                NavigationController(root: TabScreen(title: tab.title))
            }
        }
        let inbox = tab("inbox", "Inbox", "tray", .fixed)
        inbox.allowsHiding = false
        tabs.setTabs([
            inbox,
            tab("drafts", "Drafts", "doc"),
            tab("sent", "Sent", "paperplane"),
            tab("archive", "Archive", "archivebox", .optional),
            tab("junk", "Junk", "xmark.bin", .sidebarOnly),
            TabGroup(title: "Mailboxes", symbol: "folder", identifier: "mailboxes", children: [
                tab("work", "Work", "folder"), tab("family", "Family", "folder"), tab("receipts", "Receipts", "folder"),
            ]),
            Tab(identifier: "search", role: .search) { _ in NavigationController(root: TabScreen(title: "Search")) },
        ])
        // ⌥⌘E edits the sidebar: people hide and reorder tabs; Inbox cannot be hidden.
        tabs.keyCommands = [KeyCommand("Edit Sidebar", input: "e", modifiers: [.command, .alternate]) { [unowned self] in
            tabs.sidebar.isEditing.toggle()
        }]
    }
}
