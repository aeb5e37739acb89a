import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-K, SD — collapse, expand and delegate order", .tags(.split, .delegateOrder))
struct CollapseTests {
    @Test("SV-K1 isCollapsed changes only after the transition's delegate calls")
    func collapsedFlagTiming() {
        let fixture = SplitFixture(.tripleColumn, width: 1194, height: 834)
        fixture.delegate.recordsCollapsedState = true
        fixture.log.take()
        fixture.resize(390, 844)
        let collapse = fixture.log.takeDelegateCalls()
        #expect(collapse == ["topColumnForCollapsing(secondary)→secondary [collapsed=false]",
                             "willHide(primary) [collapsed=false]", "willHide(supplementary) [collapsed=false]",
                             "didHide(primary) [collapsed=false]", "didHide(supplementary) [collapsed=false]",
                             "didCollapse [collapsed=true]"])
        fixture.resize(1194, 834)
        let expand = fixture.log.takeDelegateCalls()
        #expect(expand.first == "displayModeForExpanding(twoBesideSecondary)→twoBesideSecondary [collapsed=true]")
        #expect(expand.last == "didExpand [collapsed=false]")
        #expect(expand.dropLast().allSatisfy { $0.hasSuffix("[collapsed=true]") })
    }

    @Test("SV-K2 isCollapsed is false whenever more than one column could show, even in secondaryOnly")
    func notCollapsedInSecondaryOnly() {
        let fixture = SplitFixture(.doubleColumn, width: 744)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(!fixture.split.isCollapsed)
    }

    @Test("SV-K3 collapsed: the compact controller if set, else the columns stacked into one stack")
    func compactOrStacked() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        guard case .navigation(let stacked) = fixture.splitScene.columns[0].content else {
            Issue.record("expected a stack"); return
        }
        #expect(stacked.stack.count == 3)
        let compact = LoggedController("Tabs", log: fixture.log)
        fixture.log.take()
        fixture.split.setViewController(compact, for: .compact)
        #expect(fixture.visibleColumns == [.compact])
        #expect(fixture.log.take() == ["Item.willDisappear", "Tabs.willAppear", "Item.didDisappear", "Tabs.didAppear"])
        fixture.resize(1440)
        #expect(fixture.visibleColumns == [.secondary, .primary, .supplementary])
        fixture.log.take()
        fixture.resize(390)
        #expect(fixture.log.takeDelegateCalls().first == "topColumnForCollapsing(compact)→compact")
        #expect(fixture.split.viewControllers.first === compact)
    }

    @Test("SV-K4 the delegate's top column is the one shown")
    func delegateChoosesTop() {
        let fixture = SplitFixture(.tripleColumn, width: 1194, height: 834)
        fixture.delegate.topColumn = { _ in .supplementary }
        fixture.resize(390, 844)
        #expect(fixture.visibleColumns == [.supplementary])
        #expect(fixture.split.isShowing(.supplementary))
    }

    @Test("SV-K4 an unusable answer falls back: .compact without a compact controller, a column without content")
    func unusableTopColumn() {
        let fixture = SplitFixture(.doubleColumn, width: 1194, height: 834)
        fixture.delegate.topColumn = { _ in .compact }
        fixture.resize(390, 844)
        #expect(fixture.visibleColumns == [.secondary])
        fixture.resize(1194, 834)
        fixture.delegate.topColumn = { _ in .inspector }
        fixture.resize(390, 844)
        #expect(fixture.visibleColumns == [.secondary])
    }

    @Test("SV-K5 the delegate's display mode is used when expanding")
    func delegateChoosesMode() {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        fixture.delegate.expandMode = { _ in .secondaryOnly }
        fixture.resize(1440)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.visibleColumns == [.secondary])
    }

    @Test("SV-K6 showing and hiding columns are transitions the delegate hears about")
    func showHideTransitions() {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.log.take()
        fixture.split.hide(.primary)
        #expect(fixture.log.takeDelegateCalls() == ["willHide(primary)", "willChangeTo(oneBesideSecondary)"])
        fixture.split.show(.primary)
        #expect(fixture.log.takeDelegateCalls() == ["willShow(primary)", "willChangeTo(twoBesideSecondary)"])
    }

    @Test("SV-K7 collapsed, the inspector shows as a sheet over the secondary")
    func inspectorSheet() {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        fixture.split.show(.inspector)
        #expect(fixture.visibleColumns.contains(.inspector))
        fixture.resize(390)
        #expect(fixture.visibleColumns == [.secondary], "the sheet is over the secondary")
        #expect(fixture.splitScene.inspectorSheet != nil)
    }

    @Test("SD-1 collapse: topColumn → willHide → appearance → didHide → didCollapse")
    func collapseOrder() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        fixture.log.take()
        fixture.resize(390)
        #expect(fixture.log.take() == ["topColumnForCollapsing(secondary)→secondary", "willHide(primary)",
                                       "Folders.willDisappear", "Folders.didDisappear",
                                       "didHide(primary)", "didCollapse"])
    }

    @Test("SD-1 expand: displayModeForExpanding → willShow → willChangeTo → appearance → didShow → didExpand")
    func expandOrder() {
        let fixture = SplitFixture(.doubleColumn, width: 390)
        fixture.split.preferredDisplayMode = .secondaryOnly
        fixture.log.take()
        fixture.delegate.expandMode = { _ in .oneBesideSecondary }
        fixture.resize(1440)
        #expect(fixture.log.take() == ["displayModeForExpanding(secondaryOnly)→oneBesideSecondary", "willShow(primary)",
                                       "willChangeTo(oneBesideSecondary)", "Folders.willAppear", "Folders.didAppear",
                                       "didShow(primary)", "didExpand"])
    }

    @Test("SD-1 expand with the mode unchanged sends no willChangeTo")
    func expandWithoutModeChange() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        fixture.resize(390)
        fixture.log.take()
        fixture.resize(1440)
        #expect(fixture.log.takeDelegateCalls() == ["displayModeForExpanding(oneBesideSecondary)→oneBesideSecondary",
                                                    "willShow(primary)", "didShow(primary)", "didExpand"])
    }

    @Test("SD-3 a delegate returning .primary makes a compact launch show the list")
    func compactLaunchShowsList() {
        let log = CallLog()
        let delegate = LoggingSplitDelegate(log: log)
        delegate.topColumn = { _ in .primary }
        let split = SplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(LoggedController("List", log: log), for: .primary)
        split.setViewController(LoggedController("Detail", log: log), for: .secondary)
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = split
        #expect(log.take() == ["topColumnForCollapsing(secondary)→primary", "List.willAppear", "List.didAppear", "didCollapse"])
        #expect(split.isCollapsed)
        #expect(split.isShowing(.primary))
    }

    @Test("The proposed top column is the deepest one given content or shown since the last selection (DESIGN §3)")
    func proposal() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        #expect(fixture.split.proposedTopColumnForCollapsing == .secondary)
        let list = fixture.primary.listID
        try fixture.window.send(.rowSelected(list: list, tag: "Archive"))
        #expect(fixture.split.proposedTopColumnForCollapsing == .primary)
        fixture.split.setViewController(LoggedController("Archive items", log: fixture.log), for: .supplementary)
        #expect(fixture.split.proposedTopColumnForCollapsing == .supplementary)
        fixture.split.show(.secondary)
        #expect(fixture.split.proposedTopColumnForCollapsing == .secondary)
    }

    @Test("Collapse and expand create and destroy no controller; the collapsed back button pops columns")
    func roundTrip() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        let before = fixture.split.children.map(ObjectIdentifier.init)
        fixture.resize(390)
        let back = try #require(fixture.splitScene.columns.first.flatMap { column -> BarItem? in
            guard case .navigation(let stack) = column.content else { return nil }
            return stack.bar.leadingItems.first
        })
        #expect(back.kind == .back(title: "Items"))
        try fixture.window.send(.tapped(back.id))
        #expect(fixture.visibleColumns == [.supplementary])
        fixture.resize(1440)
        #expect(fixture.split.children.map(ObjectIdentifier.init) == before)
        #expect(fixture.visibleColumns == [.secondary, .primary, .supplementary])
    }
}
