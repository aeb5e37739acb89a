import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-I — inspector column", .tags(.split))
struct InspectorTests {
    private func fixture(_ style: SplitViewController.Style = .tripleColumn, width: Double = 1440,
                         direction: LayoutDirection = .leftToRight) -> SplitFixture {
        let fixture = SplitFixture(style, width: width, layoutDirection: direction)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        fixture.log.take()
        return fixture
    }

    @Test("SV-I1 the inspector is a column on the trailing edge of double and triple column split views",
          arguments: SplitViewController.Style.columnStyles)
    func trailingEdge(style: SplitViewController.Style) throws {
        for direction in LayoutDirection.allCases {
            let fixture = fixture(style, direction: direction)
            fixture.split.show(.inspector)
            let inspector = try #require(fixture.splitScene.columns.first { $0.column == .inspector })
            #expect(inspector.frame.width == 320)
            #expect(inspector.frame.x == (direction == .leftToRight ? 1120 : 0))
            let secondary = try #require(fixture.splitScene.columns.first { $0.column == .secondary })
            #expect(secondary.frame.horizontalOverlap(with: inspector.frame) == 0, "it tiles beside the secondary")
        }
    }

    @Test("SV-I2 the inspector is hidden until show(.inspector)")
    func hiddenByDefault() {
        let fixture = fixture()
        #expect(!fixture.visibleColumns.contains(.inspector))
        fixture.split.show(.inspector)
        #expect(fixture.visibleColumns.contains(.inspector))
        #expect(fixture.log.take() == ["willShow(inspector)", "Info.willAppear", "Info.didAppear"])
        fixture.split.hide(.inspector)
        #expect(!fixture.visibleColumns.contains(.inspector))
    }

    @Test("SV-I3 no system control shows the inspector: only the app's own calls do")
    func noSystemButton() throws {
        for style in SplitViewController.Style.columnStyles {
            for mode in [Mode.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary] {
                let fixture = fixture(style)
                fixture.split.preferredDisplayMode = mode
                fixture.split.showsSecondaryOnlyButton = true
                var ids: [NodeID] = fixture.splitScene.dimming.map { [$0.id] } ?? []
                for column in fixture.splitScene.columns {
                    guard case .navigation(let navigation) = column.content else { continue }
                    ids += (navigation.bar.leadingItems + navigation.bar.trailingItems).map(\.id)
                }
                for id in ids {
                    // A tap may remove later controls; those are skipped.
                    try? fixture.tap(id)
                    #expect(!fixture.split.isShowing(.inspector), "\(id) showed the inspector")
                }
                for swipe in [EdgeSwipe.reveal, .reveal, .conceal] {
                    _ = fixture.scene
                    try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), swipe))
                    #expect(!fixture.split.isShowing(.inspector))
                }
            }
        }
    }

    @Test("SV-I2 show(.inspector) without inspector content is ignored, so later content stays hidden")
    func showWithoutContent() {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.split.show(.inspector)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        #expect(!fixture.split.isShowing(.inspector))
        #expect(!fixture.visibleColumns.contains(.inspector))
    }

    @Test("SV-I4 collapsed, the inspector is a sheet over the secondary; dismissing it hides the inspector")
    func sheetWhenCollapsed() throws {
        let fixture = fixture(width: 390)
        fixture.split.show(.inspector)
        let sheet = try #require(fixture.splitScene.inspectorSheet)
        #expect(fixture.visibleColumns == [.secondary])
        #expect(fixture.log.take() == ["willShow(inspector)", "Info.willAppear", "Info.didAppear"])
        #expect(sheet.selectedDetent == .medium)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        try fixture.tap(sheet.detentControlID.system("grabber"))
        #expect(fixture.splitScene.inspectorSheet?.selectedDetent == .large)
        try fixture.window.send(.dismissAttempted(sheet.dismissID))
        #expect(fixture.splitScene.inspectorSheet == nil)
        #expect(fixture.log.take() == ["willHide(inspector)", "Info.willDisappear", "Info.didDisappear", "didHide(inspector)"])
    }

    @Test("SV-I5 as the window narrows the inspector stops taking space before the sidebars change")
    func inspectorGivesWayFirst() throws {
        let fixture = fixture(width: 1440)
        fixture.split.show(.inspector)
        #expect(fixture.splitScene.columns.first { $0.column == .inspector }?.zIndex == 1)
        fixture.resize(1300)
        #expect(fixture.split.displayMode == .twoBesideSecondary, "the sidebars stay")
        let secondary = try #require(fixture.splitScene.columns.first { $0.column == .secondary })
        let inspector = try #require(fixture.splitScene.columns.first { $0.column == .inspector })
        #expect(secondary.frame.width == 700, "the secondary keeps the space; the inspector floats over it")
        #expect(secondary.frame.horizontalOverlap(with: inspector.frame) == 320)
        // Floating, it is over a dimmed window, as an overlaid sidebar is; a tap outside closes it.
        #expect(inspector.zIndex == 3)
        let dimming = try #require(fixture.splitScene.dimming)
        #expect(dimming.frame.width == 1300 - 320)
        try fixture.tap(dimming.id)
        #expect(!fixture.split.isShowing(.inspector) && fixture.splitScene.dimming == nil)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
    }

    @Test("D-16 the inspector asked for where the sidebars leave it no room hides them to tile, and brings them back when it goes")
    func inspectorMakesRoom() throws {
        let fixture = fixture(width: 1180)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        fixture.split.show(.inspector)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        let secondary = try #require(fixture.splitScene.columns.first { $0.column == .secondary })
        let inspector = try #require(fixture.splitScene.columns.first { $0.column == .inspector })
        #expect(secondary.frame.horizontalOverlap(with: inspector.frame) == 0, "side by side: the secondary's bar stays reachable")
        #expect(fixture.splitScene.dimming == nil)
        fixture.split.hide(.inspector)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        // A choice made meanwhile stays: the sidebars hidden by hand stay hidden.
        fixture.split.show(.inspector)
        fixture.split.hide(.supplementary)
        fixture.split.hide(.inspector)
        #expect(fixture.split.displayMode == .secondaryOnly)
    }
}
