import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

@Suite("TB — tabs that adapt into a sidebar", .tags(.tabs, .sidebar))
struct TabSidebarTests {
    @Test("TB-11 automatic: a sidebar in regular width on iPad and Mac only when a group exists; never on a phone")
    func automaticMode() {
        let pad = TabAPIFixture(), padWithoutGroups = TabAPIFixture(groups: false)
        let mac = TabAPIFixture(width: 1440, height: 900, pointer: .fine), phone = TabAPIFixture(width: 390, height: 844)
        #expect(pad.tabs.showsTabSidebar)
        #expect(!padWithoutGroups.tabs.showsTabSidebar)
        #expect(mac.tabs.showsTabSidebar)
        #expect(!phone.tabs.showsTabSidebar)
    }

    @Test("TB-12 tabSidebar: iPad shows the sidebar with the tab bar, the Mac instead of it, a phone a tab bar")
    func tabSidebarMode() {
        let pad = TabAPIFixture(groups: false, mode: .tabSidebar)
        #expect(pad.tabs.showsTabSidebar)
        #expect(!pad.bar.items.isEmpty)
        let mac = TabAPIFixture(width: 1440, height: 900, pointer: .fine, groups: false, mode: .tabSidebar)
        #expect(mac.bar.sidebar != nil)
        #expect(mac.bar.items.isEmpty, "the sidebar replaces the tab bar")
        let phone = TabAPIFixture(width: 390, height: 844, mode: .tabSidebar)
        #expect(phone.bar.sidebar == nil)
        #expect(phone.bar.position == .bottom)
        let never = TabAPIFixture(mode: .tabBar)
        #expect(!never.tabs.showsTabSidebar)
    }

    @Test("TB-13 the sidebar shows in landscape and hides in portrait by default; people and apps can toggle it")
    func sidebarVisibility() throws {
        let landscape = TabAPIFixture(width: 1180, height: 820)
        #expect(landscape.bar.sidebar != nil)
        let portrait = TabAPIFixture(width: 820, height: 1180)
        #expect(portrait.bar.sidebar == nil)
        try portrait.send(.tapped(try #require(portrait.bar.sidebarToggleID)))
        #expect(portrait.bar.sidebar != nil)
        landscape.tabs.isSidebarHidden = true
        #expect(landscape.bar.sidebar == nil)
    }

    @Test("TB-14 regular width puts the tab bar at the top; past eight items the rest go to More (DESIGN §3)")
    func topBar() throws {
        let fixture = TabAPIFixture(mode: .tabBar)
        #expect(fixture.bar.position == .top)
        #expect(fixture.items == ["Inbox", "Drafts", "Sent", "Mailboxes", "[magnifyingglass]"])
        let many = (1...8).map { index in Tab(title: "Extra \(index)", identifier: "extra\(index)", placement: .default) { _ in ViewController() } }
        fixture.tabs.setTabs(fixture.tabs.tabs + many)
        #expect(fixture.items.count == 8)
        #expect(fixture.items == ["Inbox", "Drafts", "Sent", "Mailboxes", "Extra 1", "Extra 2", "More", "[magnifyingglass]"])
        #expect(fixture.tabs.selectedTab?.identifier == "inbox")
    }

    @Test("TB-15 only top-level tabs are in the bar; the sidebar lists top-level tabs, then the groups as sections")
    func topLevelOnly() throws {
        let fixture = TabAPIFixture()
        #expect(fixture.items == ["Inbox", "Drafts", "Sent", "Mailboxes", "[magnifyingglass]"])
        let sidebar = try #require(fixture.bar.sidebar)
        #expect(sidebar.sections.map(\.id) == ["tabs", "mailboxes"])
        #expect(sidebar.sections[0].rows.map(\.id) == ["inbox", "drafts", "sent", "archive", "junk", "search"])
        #expect(sidebar.sections[1].rows.map(\.id) == ["work", "family", "receipts"])
    }

    @Test("TB-16 placements: fixed leads, pinned trails with its symbol only, optional waits to be added, sidebar-only never shows; removal follows the rules")
    func placements() {
        let fixture = TabAPIFixture()
        #expect(fixture.items.first == "Inbox")
        #expect(fixture.items.last == "[magnifyingglass]")
        #expect(!fixture.items.contains("Archive"))
        #expect(!fixture.items.contains("Junk"))
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        let archive = fixture.tabs.tab(forIdentifier: "archive")!
        fixture.tabs.setTab(archive, inTabBar: true)
        #expect(fixture.items.contains("Archive"))
        fixture.tabs.setTab(fixture.tabs.tab(forIdentifier: "drafts")!, inTabBar: false)
        #expect(!fixture.items.contains("Drafts"))
        fixture.tabs.setTab(fixture.tabs.tab(forIdentifier: "inbox")!, inTabBar: false)
        fixture.tabs.setTab(fixture.tabs.tab(forIdentifier: "sent")!, inTabBar: false)
        fixture.tabs.setTab(fixture.tabs.tab(forIdentifier: "junk")!, inTabBar: true)
        #expect(fixture.items.contains("Inbox") && fixture.items.contains("Sent") && !fixture.items.contains("Junk"))
        #expect(diagnostics.count == 3)
    }

    @Test("TB-15, TB-17: a section's tab put in the bar shows there in regular width, beside its section, and again after a relaunch; taken out, it goes")
    func sectionTabInTheBar() throws {
        let fixture = TabAPIFixture()
        #expect(fixture.tabs.traits?.horizontalSizeClass == .regular)
        #expect(!fixture.items.contains("Work"))
        let work = try #require(fixture.tabs.tab(forIdentifier: "work"))
        fixture.tabs.setTab(work, inTabBar: true)
        #expect(fixture.items.contains("Work"), "\(fixture.items)")
        #expect(fixture.items.firstIndex(of: "Work") == fixture.items.firstIndex(of: "Mailboxes").map { $0 + 1 })
        // A relaunch: the stored customization brings it back.
        let stored = try JSONEncoder().encode(fixture.tabs.tabCustomization)
        let again = TabAPIFixture()
        again.tabs.tabCustomization = try JSONDecoder().decode(TabCustomization.self, from: stored)
        #expect(again.items.contains("Work"), "\(again.items)")
        // The app may put one there itself; a section kept in the sidebar still lends its tab.
        again.tabs.tabCustomization = TabCustomization(barAdded: ["receipts"], barRemoved: ["mailboxes"])
        #expect(!again.items.contains("Mailboxes") && again.items.contains("Receipts"), "\(again.items)")
        // Chosen, the tab is the selected item, not its section.
        fixture.tabs.selectedTab = work
        #expect(fixture.bar.items.filter(\.isSelected).map(\.title) == ["Work"])
        fixture.tabs.setTab(work, inTabBar: false)
        #expect(!fixture.items.contains("Work"))
    }

    @Test("TB-17 hiding in the sidebar removes a tab from the bar; group order and visibility persist, and stored values re-apply")
    func customization() throws {
        let fixture = TabAPIFixture()
        fixture.tabs.sidebar.isEditing = true
        fixture.tabs.tab(forIdentifier: "drafts")!.title = "Drafts (2)"
        #expect(fixture.bar.sidebar?.sections[0].rows.first { $0.id == "drafts" }?.title == "Drafts (2)", "tab changes reach the sidebar")
        let sidebar = try #require(fixture.bar.sidebar)
        let drafts = try #require(sidebar.sections[0].rows.first { $0.id == "drafts" })
        try fixture.send(.tapped(try #require(drafts.visibilityToggleID)))
        #expect(!fixture.items.contains("Drafts"))
        try fixture.send(.rowMoved(try #require(fixture.bar.sidebar?.sections[1].moveID), tag: "receipts", toIndex: 0))
        #expect((fixture.tabs.tab(forIdentifier: "mailboxes") as? TabGroup)?.displayOrderIdentifiers == ["receipts", "work", "family"])
        #expect(fixture.delegate.log.suffix(2) == ["visibilityDidChange(drafts)", "displayOrderDidChange(mailboxes)"])
        let stored = try JSONEncoder().encode(fixture.tabs.tabCustomization)
        let again = TabAPIFixture()
        again.tabs.tabCustomization = try JSONDecoder().decode(TabCustomization.self, from: stored)
        #expect(!again.items.contains("Drafts"))
        #expect((again.tabs.tab(forIdentifier: "mailboxes") as? TabGroup)?.displayOrderIdentifiers == ["receipts", "work", "family"])
        #expect(try JSONDecoder().decode(TabCustomization.self, from: Data("{}".utf8)) == TabCustomization())
    }

    @Test("TB-17 Tab.allowsHiding = false: no hide control while customizing, and a stored customization cannot hide it")
    func allowsHiding() throws {
        let fixture = TabAPIFixture()
        let drafts = try #require(fixture.tabs.tab(forIdentifier: "drafts"))
        drafts.allowsHiding = false
        fixture.tabs.sidebar.isEditing = true
        let row = try #require(fixture.bar.sidebar?.sections[0].rows.first { $0.id == "drafts" })
        #expect(row.visibilityToggleID == nil)
        #expect(fixture.bar.sidebar?.sections[0].rows.first { $0.id == "sent" }?.visibilityToggleID != nil)
        var stored = fixture.tabs.tabCustomization
        stored.sidebar.hidden.insert("drafts")
        fixture.tabs.tabCustomization = stored
        #expect(fixture.items.contains("Drafts"))
        #expect(!fixture.tabs.isHidden(drafts))
    }

    @Test("TB-18 tab-based delegate: shouldSelectTab for taps, didSelectTab with the previous tab; programmatic selection tells no one")
    func tabDelegate() throws {
        let fixture = TabAPIFixture()
        fixture.delegate.refuses = ["sent"]
        let drafts = try #require(fixture.bar.items.first { $0.title == "Drafts" })
        try fixture.send(.tapped(drafts.id))
        let sent = try #require(fixture.bar.items.first { $0.title == "Sent" })
        try fixture.send(.tapped(sent.id))
        #expect(fixture.delegate.log == ["shouldSelectTab(drafts)", "didSelectTab(drafts, previous: inbox)", "shouldSelectTab(sent)"])
        #expect(fixture.tabs.selectedTab?.identifier == "drafts")
        fixture.tabs.selectedTab = fixture.tabs.tab(forIdentifier: "work")
        #expect(fixture.delegate.log.count == 3)
        #expect(fixture.bar.items.first { $0.title == "Mailboxes" }?.isSelected == true, "the group's item is selected")
    }

    @Test("TB-19 iPad: a top tab bar that adapts into a sidebar; iPhone: a bottom tab bar; Mac: a sidebar")
    func perIdiom() {
        let pad = TabAPIFixture(mode: .tabSidebar)
        #expect(pad.bar.position == .top && pad.bar.sidebar != nil && !pad.bar.items.isEmpty)
        let phone = TabAPIFixture(width: 390, height: 844, mode: .tabSidebar)
        #expect(phone.bar.position == .bottom && phone.bar.sidebar == nil)
        let mac = TabAPIFixture(width: 1440, height: 900, pointer: .fine, mode: .tabSidebar)
        #expect(mac.bar.sidebar != nil && mac.bar.items.isEmpty)
    }

    @Test("TB-20 in compact width a group's tabs stand in the bar without its header; More takes what does not fit")
    func compactGroups() throws {
        let fixture = TabAPIFixture(width: 390, height: 844)
        #expect(fixture.items == ["Inbox", "Drafts", "Sent", "More", "[magnifyingglass]"], "fixed and pinned tabs stay in the bar")
        let more = try #require(fixture.bar.items.first { $0.isMore })
        try fixture.send(.tapped(more.id))
        let list = try #require(fixture.window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        #expect(list.children.count == 3, "Work, Family, Receipts")
        try fixture.send(.rowSelected(list: list.id, tag: "family"))
        #expect(fixture.tabs.selectedTab?.identifier == "family")
    }

    @Test("TB-21 a search tab is titled Search with a magnifying glass and pinned at the trailing edge")
    func searchTab() {
        let search = Tab(identifier: "find", role: .search)
        #expect(search.title == "Search")
        #expect(search.symbol == "magnifyingglass")
        #expect(search.placement == .pinned)
        let fixture = TabAPIFixture()
        #expect(fixture.items.last == "[magnifyingglass]")
    }

    @Test("TB-22 customization behaviours map onto placements: movable tabs reorder but stay, fixed ones stay put; default visibility is isHiddenByDefault")
    func customizationBehaviours() {
        let fixture = TabAPIFixture()
        let sent = fixture.tabs.tab(forIdentifier: "sent")!
        fixture.tabs.setTab(sent, inTabBar: false)
        #expect(fixture.items.contains("Sent"), ".reorderable: cannot be removed")
        let receipts = fixture.tabs.tab(forIdentifier: "receipts")!
        receipts.isHiddenByDefault = true
        #expect(fixture.tabs.isHidden(receipts))
        fixture.tabs.tabCustomization.sidebar.shown.insert("receipts")
        #expect(!fixture.tabs.isHidden(receipts))
        #expect(fixture.bar.sidebar?.sections[1].rows.contains { $0.id == "receipts" && !$0.isHidden } == true)
    }

    @Test("Tab controllers are made lazily, the first time the tab is selected")
    func lazyControllers() {
        let fixture = TabAPIFixture()
        #expect(fixture.tabs.tab(forIdentifier: "inbox")?.viewControllerIfLoaded != nil)
        #expect(fixture.tabs.tab(forIdentifier: "drafts")?.viewControllerIfLoaded == nil)
        fixture.tabs.selectedTab = fixture.tabs.tab(forIdentifier: "drafts")
        #expect(fixture.tabs.tab(forIdentifier: "drafts")?.viewControllerIfLoaded != nil)
    }
}
