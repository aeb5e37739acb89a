import PaneKit
import PaneKitTestSupport
import Testing

/// A selected tab people can no longer reach gives the selection to the bar's first tab, and
/// gets it back when it can be reached again (D-60).
@Suite("Selection that leaves the bar (D-60)", .tags(.tabs))
struct TabSelectionReachTests {
    @Test("D-60 a sidebar-only tab selected in regular width hands over in compact width and comes back")
    func sidebarOnlyInCompactWidth() throws {
        let fixture = TabAPIFixture()
        fixture.tabs.selectedTab = fixture.tabs.tab(forIdentifier: "junk")
        fixture.delegate.log = []
        fixture.window.setViewport(Viewport(width: 390, height: 844))
        #expect(fixture.tabs.selectedTab?.identifier == "inbox")
        #expect(fixture.bar.items.contains { $0.isSelected }, "a highlighted tab over what shows")
        #expect(fixture.delegate.log == ["didSelectTab(inbox, previous: junk)"])
        fixture.window.setViewport(Viewport(width: 1180, height: 820))
        #expect(fixture.tabs.selectedTab?.identifier == "junk", "the earlier tab comes back")
        #expect(fixture.delegate.log.last == "didSelectTab(junk, previous: inbox)")
    }

    @Test("D-60 a tab people chose while compact stays when the width is regular again")
    func personChoseMeanwhile() throws {
        let fixture = TabAPIFixture()
        fixture.tabs.selectedTab = fixture.tabs.tab(forIdentifier: "junk")
        fixture.window.setViewport(Viewport(width: 390, height: 844))
        let drafts = try #require(fixture.bar.items.first { $0.title == "Drafts" })
        try fixture.send(.tapped(drafts.id))
        fixture.window.setViewport(Viewport(width: 1180, height: 820))
        #expect(fixture.tabs.selectedTab?.identifier == "drafts")
    }

    @Test("D-60 TB-16 removing the selected tab from the bar where there is no sidebar moves the selection; the delegate hears it")
    func removedFromBar() throws {
        let fixture = TabAPIFixture(mode: .tabBar)
        let drafts = try #require(fixture.tabs.tab(forIdentifier: "drafts"))
        fixture.tabs.selectedTab = drafts
        fixture.delegate.log = []
        fixture.tabs.setTab(drafts, inTabBar: false)
        #expect(fixture.tabs.selectedTab?.identifier == "inbox")
        #expect(fixture.delegate.log == ["didSelectTab(inbox, previous: drafts)"])
        fixture.tabs.setTab(drafts, inTabBar: true)
        #expect(fixture.tabs.selectedTab?.identifier == "drafts", "back in the bar, it is selected again")
    }
}
