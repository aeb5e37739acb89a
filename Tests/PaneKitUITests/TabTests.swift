@testable import PaneKitUI
import Testing

enum MailTab: Hashable {
    case inbox, sent, search
}

struct TabsApp: App {
    @State private var selection = MailTab.inbox
    @State private var unread = 3

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                Tab("Inbox", systemImage: "tray", value: MailTab.inbox) {
                    VStack {
                        Text("Inbox, \(unread) unread")
                        Button("Read One") { unread -= 1 }
                        Button("Show Sent") { selection = .sent }
                    }
                }
                .badge(unread)
                Tab("Sent", systemImage: "paperplane", value: MailTab.sent) {
                    Text("Sent mail")
                }
                Tab(value: MailTab.search, role: .search) {
                    Text("Search mail")
                }
            }
        }
    }
}

@MainActor
@Suite("Tabs")
struct TabTests {
    @Test("TabView(selection:) with iOS 18 tabs: the binding follows a tap, a write selects the tab, badges follow state")
    func tabs() throws {
        let page = PageDriver<TabsApp>(width: 390, height: 844)
        #expect(page.tabItems.map(\.title) == ["Inbox", "Sent", "Search"])
        #expect(page.tabItems.first?.badge == "3")
        #expect(page.dump.contains("Inbox, 3 unread"))
        try page.tap("Read One")
        #expect(page.tabItems.first?.badge == "2")
        try page.tapTab("Sent")
        #expect(page.dump.contains("Sent mail"))
        try page.tapTab("Inbox")
        try page.tap("Show Sent")
        #expect(page.dump.contains("Sent mail"))
        #expect(page.tabItems.first { $0.isSelected }?.title == "Sent")
        try page.tapTab("Search")
        #expect(page.dump.contains("Search mail"))
    }
}

/// A tab whose detail hides the tab bar, as SwiftUI's `.toolbar(.hidden, for: .tabBar)`.
struct HiddenTabBarApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Library", systemImage: "folder") {
                    NavigationStack {
                        NavigationLink("Open Book", value: "Book")
                            .navigationDestination(for: String.self) { name in
                                Text(name).toolbar(.hidden, for: .tabBar)
                            }
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
            }
        }
    }
}

@MainActor
@Suite("Hiding the tab bar from SwiftUI")
struct HiddenTabBarTests {
    @Test("D-58 .toolbar(.hidden, for: .tabBar) on a pushed view hides the tab bar until it is popped")
    func hidden() throws {
        let page = PageDriver<HiddenTabBarApp>(width: 390, height: 844)
        #expect(page.rootTabBar?.isHidden == false)
        try page.tap("Open Book")
        #expect(page.dump.contains("text \"Book\""))
        #expect(page.rootTabBar?.isHidden == true)
        try page.tapBackInRootTabBar()
        #expect(page.rootTabBar?.isHidden == false)
    }
}
