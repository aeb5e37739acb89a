import PaneKit

public final class RecordingTabAPIDelegate: TabBarControllerDelegate {
    public var log: [String] = []
    public var refuses: Set<String> = []
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool {
        log.append("shouldSelectTab(\(tab.identifier))")
        return !refuses.contains(tab.identifier)
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {
        log.append("didSelectTab(\(tab.identifier), previous: \(previousTab?.identifier ?? "nil"))")
    }
    public func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup) {
        log.append("displayOrderDidChange(\(group.identifier))")
    }
    public func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab]) {
        log.append("visibilityDidChange(\(tabs.map(\.identifier).joined(separator: ",")))")
    }
}

/// A mail app's tabs with the iOS 18 API: Inbox, Drafts, Sent, a Mailboxes group, Search.
public struct TabAPIFixture {
    public let window: Window
    public let tabs = TabBarController()
    public let delegate = RecordingTabAPIDelegate()
    public var made: [String] = []

    public init(width: Double = 1180, height: Double = 820, pointer: PointerKind = .coarse, groups: Bool = true, mode: TabBarController.Mode = .automatic) {
        func tab(_ id: String, _ placement: Tab.Placement = .automatic) -> Tab {
            Tab(title: id.capitalized, symbol: "tray", identifier: id, placement: placement) { tab in
                ViewController(title: tab.title)
            }
        }
        var list: [Tab] = [tab("inbox", .fixed), tab("drafts"), tab("sent", .movable), tab("archive", .optional), tab("junk", .sidebarOnly)]
        if groups {
            list.append(TabGroup(title: "Mailboxes", identifier: "mailboxes", children: [tab("work"), tab("family"), tab("receipts")]))
        }
        list.append(Tab(identifier: "search", role: .search) { _ in ViewController(title: "Search") })
        tabs.mode = mode
        tabs.delegate = delegate
        tabs.setTabs(list)
        window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
        window.rootViewController = tabs
    }

    public var bar: TabBarScene {
        guard case .tabBar(let bar) = window.scene().root else { fatalError("not a tab bar") }
        return bar
    }

    public var items: [String] { bar.items.map { $0.isSymbolOnly ? "[\($0.symbol ?? "")]" : $0.title } }

    public func send(_ event: PaneEvent) throws {
        _ = window.scene()
        try window.send(event)
    }
}

