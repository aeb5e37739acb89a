import PaneKit
import PaneKitTestSupport
import Testing

/// NavigationSplitView (§6.2) and NSSplitViewController (§6.3) behaviours, on the split view.
@Suite("SB — split view sidebars, NavigationSplitView and AppKit behaviours", .tags(.sidebar, .split))
struct SplitSidebarBehaviourTests {
    @Test("SB-6 narrow sizes collapse into one stack at the last column with content; rows that push draw chevrons")
    func collapseWithChevrons() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390)
        #expect(fixture.visibleColumns == [.secondary])
        fixture.split.show(.primary)
        let dump = fixture.scene.dump()
        #expect(dump.contains("row Inbox chevron"))
        fixture.resize(1440)
        #expect(!fixture.scene.dump().contains("chevron"), "expanded, selecting does not push")
    }

    @Test("SB-7 collapsed, the requested visibility is ignored")
    func visibilityIgnoredWhenCollapsed() {
        let fixture = SplitFixture(.tripleColumn, width: 390)
        let before = fixture.scene
        fixture.split.preferredDisplayMode = .twoBesideSecondary
        fixture.split.preferredDisplayMode = .secondaryOnly
        #expect(fixture.scene == before)
    }

    @Test("SB-8 preferredCompactColumn chooses the top column when collapsed and follows Back")
    func preferredCompactColumn() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1440) { $0.preferredCompactColumn = .secondary }
        fixture.delegate.topColumn = nil
        fixture.split.delegate = nil
        fixture.resize(390)
        #expect(fixture.visibleColumns == [.secondary])
        guard case .navigation(let stack) = try #require(fixture.splitScene.columns.first).content else {
            Issue.record("the collapsed column is not a stack"); return
        }
        try fixture.window.send(.tapped(try #require(stack.bar.leadingItems.first).id))
        #expect(fixture.split.preferredCompactColumn == .primary)
        fixture.resize(1440)
        fixture.resize(390)
        #expect(fixture.visibleColumns == [.primary])
    }

    @Test("SB-8 D-59 preferredCompactColumn set while collapsed brings its column to the top, popping or pushing")
    func preferredCompactColumnWhileCollapsed() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390)
        fixture.split.delegate = nil
        fixture.split.preferredCompactColumn = .primary
        #expect(fixture.visibleColumns == [.primary], "popped to the root")
        fixture.split.preferredCompactColumn = .secondary
        #expect(fixture.visibleColumns == [.secondary], "pushed, with the supplementary between")
        guard case .navigation(let stack) = try #require(fixture.splitScene.columns.first).content else {
            Issue.record("the collapsed column is not a stack"); return
        }
        #expect(stack.bar.leadingItems.first != nil, "Back leads to the supplementary")
        fixture.split.preferredCompactColumn = .supplementary
        #expect(fixture.visibleColumns == [.supplementary])
        fixture.split.preferredCompactColumn = .primary
        #expect(fixture.visibleColumns == [.primary])
    }

    @Test("D-59 a collapsed Back that pops a column tells the revealed column's navigation delegate, so the app can clear its selection")
    func collapsedBackTellsNavigationDelegate() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1440) { $0.preferredCompactColumn = .secondary }
        fixture.split.delegate = nil
        let recorder = NavigationRecorder()
        let primaryStack = try #require(fixture.primary.navigationController)
        primaryStack.delegate = recorder
        fixture.resize(390)
        #expect(fixture.visibleColumns == [.secondary])
        guard case .navigation(let stack) = try #require(fixture.splitScene.columns.first).content else {
            Issue.record("the collapsed column is not a stack"); return
        }
        try fixture.window.send(.tapped(try #require(stack.bar.leadingItems.first).id))
        #expect(fixture.visibleColumns == [.primary])
        #expect(recorder.events == ["willShow Folders", "didShow Folders"])
    }

    @Test("SB-10 column widths are preferences: values the layout cannot take are replaced")
    func widthsArePreferences() {
        let fixture = SplitFixture(.doubleColumn, width: 700) { split in
            split.maximumPrimaryColumnWidth = 2000
            split.preferredPrimaryColumnWidth = 1500
        }
        #expect(fixture.split.primaryColumnWidth == 700, "never wider than the split view")
    }

    @Test("SB-11 a sidebar toggle is added by default and can be removed")
    func sidebarToggle() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        #expect(fixture.split.displayModeButton?.icon == .sidebarToggle)
        fixture.split.displayModeButtonVisibility = .never
        #expect(fixture.split.displayModeButton == nil)
    }

    @Test("SB-12 the inspector is a trailing column in regular width and a sheet in compact width; its width starts at the preferred one")
    func inspector() {
        let fixture = SplitFixture(.doubleColumn, width: 1440) { $0.preferredInspectorColumnWidth = 300 }
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        fixture.split.show(.inspector)
        #expect(fixture.splitScene.columns.first { $0.column == .inspector }?.frame.width == 300)
        fixture.resize(390)
        #expect(fixture.splitScene.inspectorSheet != nil)
    }

    @Test("SB-15 toggleSidebar hides and shows the first sidebar; ⌃⌘S does the same; collapsed it does nothing")
    func toggle() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440, pointer: .fine)
        fixture.split.toggleSidebar()
        #expect(!fixture.split.isShowing(.primary))
        #expect(fixture.split.isShowing(.supplementary))
        _ = fixture.scene
        try fixture.window.send(.keyCommand(.toggleSidebar))
        #expect(fixture.split.isShowing(.primary))
        fixture.resize(390)
        let before = fixture.scene
        try fixture.window.send(.keyCommand(.toggleSidebar))
        #expect(fixture.scene == before)
    }

    @Test("SB-16 SB-18 sidebars give way by themselves as the window narrows, and come back as it widens")
    func autoCollapse() {
        let fixture = SplitFixture(.doubleColumn, width: 1440, pointer: .fine)
        #expect(fixture.split.isShowing(.primary))
        fixture.resize(760)
        #expect(!fixture.split.isShowing(.primary))
        fixture.resize(1000)
        #expect(fixture.split.isShowing(.primary))
    }

    @Test("SB-17 double-clicking a divider restores the preferred fraction; without one nothing changes")
    func dividerDoubleClick() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1000) { split in
            split.preferredPrimaryColumnWidthFraction = 0.3
            split.preferredPrimaryColumnWidth = 250
        }
        let divider = try #require(fixture.splitScene.columns.first { $0.column == .primary }?.dividerID)
        try fixture.tap(divider.system("reset"))
        #expect(fixture.split.primaryColumnWidth == 300)
        let plain = SplitFixture(.doubleColumn, width: 1000) { $0.preferredPrimaryColumnWidth = 250 }
        let plainDivider = try #require(plain.splitScene.columns.first { $0.column == .primary }?.dividerID)
        try plain.tap(plainDivider.system("reset"))
        #expect(plain.split.primaryColumnWidth == 250)
    }
}

/// Records what a navigation controller tells its delegate.
final class NavigationRecorder: NavigationControllerDelegate {
    var events: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController) {
        events.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        events.append("didShow \(viewController.title ?? "")")
    }
}
