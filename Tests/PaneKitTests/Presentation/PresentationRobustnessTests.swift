import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Presentation and tab robustness", .tags(.sheet, .tabs))
struct PresentationRobustnessTests {
    @Test("SH-9 D-23 a sheet waiting to come back is never left half presented when a third sheet arrives")
    func restoreQueue() {
        let fixture = PresentationFixture()
        let a = fixture.sheet("A"), b = fixture.sheet("B"), c = fixture.sheet("C")
        fixture.main.present(a)
        fixture.main.present(b, restoringPrevious: true)
        fixture.main.present(c)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["B"], "C is refused: B is up")
        fixture.main.present(c, restoringPrevious: true)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["C"])
        #expect(a.presentingViewController == nil)
        c.dismiss()
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["B"], "B comes back once C goes")
        b.dismiss()
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["A"], "then A")
        a.dismiss()
        fixture.main.present(a)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["A"])
    }

    @Test("SH-2 SH-10 events for what a modal presentation covers are refused; an undimmed sheet leaves the background live")
    func coveredEvents() throws {
        let fixture = PresentationFixture()
        var taps = 0
        fixture.main.content = { _ in Button("Behind") { taps += 1 } }
        let behind = try #require(fixture.window.scene().button("Behind"))
        let sheet = fixture.sheet()
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        fixture.main.present(sheet)
        try fixture.send(.tapped(behind))
        #expect(taps == 1, "at an undimmed detent what is behind stays interactive")
        try fixture.send(.detentChanged(try #require(fixture.presentation?.detentControlID), detent: "large"))
        #expect(throws: EventError.covered(behind)) { try fixture.send(.tapped(behind)) }
        let dialog = ConfirmationDialog(title: "Sure?", actions: [.init("OK") {}])
        sheet.present(dialog)
        let sheetDismiss = try #require(fixture.window.scene().presentations.first?.dismissID)
        #expect(throws: EventError.covered(sheetDismiss)) { try fixture.send(.dismissAttempted(sheetDismiss)) }
    }

    @Test("TB-2 the More → Edit sheet ends only with Done: swipe and Escape are refused")
    func editSheetIsModal() throws {
        let fixture = TabFixture(count: 7)
        fixture.tabs.beginCustomizing()
        let sheet = try #require(fixture.window.scene().presentations.first)
        #expect(sheet.isModal)
        try fixture.send(.dismissAttempted(sheet.dismissID))
        #expect(fixture.window.presentedViewControllers.count == 1)
    }

    @Test("Containment cycles through tabs and columns are refused, never a hang")
    func cycles() {
        let split = SplitViewController(style: .doubleColumn)
        let tabs = TabBarController(viewControllers: [ViewController(title: "A")])
        split.setViewController(tabs, for: .secondary)
        tabs.setViewControllers([split, ViewController(title: "B")])
        #expect(tabs.viewControllers.map(\.debugName) == ["B"])
        let inner = TabBarController()
        let outer = SplitViewController(style: .doubleColumn)
        outer.setViewController(inner, for: .secondary)
        inner.setTabs([Tab(identifier: "loop") { _ in outer }])
        #expect(inner.selectedTab?.viewControllerIfLoaded === outer)
        #expect(!outer.subtree.isEmpty)
    }

    @Test("A tab taken by another container leaves the tab bar; the selection follows its controller")
    func tabTakenAway() throws {
        let fixture = TabFixture(count: 4)
        fixture.tabs.selectedIndex = 3
        let elsewhere = NavigationController(root: ViewController(title: "Root"))
        try elsewhere.push(fixture.controllers[1])
        #expect(fixture.tabs.viewControllers.map(\.debugName) == ["Tab0", "Tab2", "Tab3"])
        #expect(fixture.tabs.selectedViewController === fixture.controllers[3])
        #expect(fixture.titles == ["Tab0", "Tab2", "Tab3"])
    }

    @Test("Tabs with the same title keep distinct identifiers, so each can be chosen and moved")
    func duplicateTitles() {
        let fixture = TabFixture(count: 7)
        for controller in fixture.controllers { controller.tabBarItem.title = "Same" }
        #expect(Set(fixture.tabs.customization.order).count == 7)
    }

    @Test("Focus leaves with its screen: a push hides the text field and the tab bar comes back")
    func focusLeaves() throws {
        let fixture = TabFixture(count: 2)
        fixture.controllers[0].content = { _ in TextField("Search", text: "") { _ in } }
        try fixture.send(.focusChanged(NodeID("\(fixture.controllers[0].id!.nodeID)/0")))
        #expect(fixture.bar.isHidden)
        try fixture.controllers[0].navigationController!.push(LoggedController("Detail", log: fixture.log))
        #expect(fixture.window.focusedNode == nil)
        #expect(!fixture.bar.isHidden)
    }
}
