import PaneKitServer

/// A sidebar in a split view: sections, two levels, badges, an editable group, customization.
final class SidebarPage: CatalogPage {
    let split = SplitViewController(style: .doubleColumn)
    let sidebar = SidebarController(title: "Mailboxes")
    let detail = ReaderItem()
    var root: ViewController { split }
    private var folderCount = 0

    init() {
        sidebar.headerMode = .supplementary
        sidebar.navigationItem.trailingItems = [
            // The row size people pick in Settings; only the Mac honours it (SB-14).
            BarButtonItem("Size") { [unowned self] in
                let sizes = SidebarRowSize.allCases
                let next = sizes[((sizes.firstIndex(of: sidebar.rowSize) ?? 1) + 1) % sizes.count]
                sidebar.preferredRowSize = next
            },
            BarButtonItem("Edit") { [unowned self] in sidebar.isEditing.toggle() },
        ]
        sidebar.sections = [
            SidebarSection(id: "favorites", title: "Favorites", items: [
                SidebarItem(id: "inbox", title: "Inbox", symbol: "tray", badge: "3"),
                SidebarItem(id: "flagged", title: "Flagged", symbol: "flag"),
                SidebarItem(id: "drafts", title: "Drafts", symbol: "doc", isHiddenByDefault: true),
            ]),
            SidebarSection(id: "icloud", title: "iCloud", items: [
                SidebarItem(id: "sent", title: "Sent", symbol: "paperplane"),
                SidebarItem(id: "projects", title: "Projects", symbol: "folder", children: [
                    SidebarItem(id: "panekit", title: "PaneKit", symbol: "folder"),
                    SidebarItem(id: "postbox", title: "Postbox", symbol: "folder"),
                ]),
            ], addAction: SidebarAction("New Folder") { [unowned self] in addFolder() }),
        ]
        sidebar.onSelect = { [unowned self] id in
            detail.name = id
            split.show(.secondary)
        }
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
    }

    private func addFolder() {
        folderCount += 1
        sidebar.sections[1].items.append(SidebarItem(id: "folder\(folderCount)", title: "New Folder \(folderCount)", symbol: "folder"))
    }
}
