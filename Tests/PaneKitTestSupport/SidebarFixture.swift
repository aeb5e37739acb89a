import PaneKit

/// A mail-like sidebar in a window.
public struct SidebarFixture {
    public let window: Window
    public let sidebar = SidebarController(title: "Mailboxes")
    public var added = 0
    public var saved: [SidebarCustomization] = []

    public init(width: Double = 1440, height: Double = 900, pointer: PointerKind = .fine, rowSize: SidebarRowSize = .medium) {
        sidebar.headerMode = .supplementary
        sidebar.sections = [
            SidebarSection(id: "favorites", title: "Favorites", items: [
                SidebarItem(id: "inbox", title: "Inbox", symbol: "tray", badge: "3"),
                SidebarItem(id: "flagged", title: "Flagged", symbol: "flag"),
                SidebarItem(id: "drafts", title: "Drafts", symbol: "doc", isHiddenByDefault: true),
            ], allowsReordering: true),
            SidebarSection(id: "icloud", title: "iCloud", items: [
                SidebarItem(id: "sent", title: "Sent", symbol: "paperplane"),
                SidebarItem(id: "projects", title: "Projects", symbol: "folder", children: [
                    SidebarItem(id: "paneKit", title: "PaneKit", symbol: "folder", children: [
                        SidebarItem(id: "tooDeep", title: "Too deep"),
                    ]),
                    SidebarItem(id: "postbox", title: "Postbox", symbol: "folder"),
                ], contextActions: [SidebarAction("Rename") {}, SidebarAction("Delete", role: .destructive) {}]),
            ], allowsHiding: false, addAction: SidebarAction("New Folder") {}),
        ]
        window = Window(viewport: Viewport(width: width, height: height, pointer: pointer, sidebarRowSize: rowSize))
        window.rootViewController = sidebar
    }

    public var scene: SidebarScene {
        guard case .sidebar(let scene) = window.scene().root else { fatalError("not a sidebar") }
        return scene
    }

    public func rows(_ section: String) -> [String] {
        scene.sections.first { $0.id == section }?.rows.map(\.id) ?? []
    }

    public func send(_ event: PaneEvent) throws {
        _ = window.scene()
        try window.send(event)
    }
}

