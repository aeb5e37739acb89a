import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-B — display-mode button, gesture, dimming", .tags(.split))
struct ButtonsAndGesturesTests {
    /// Spec §1.7's button table, plus the cells D-08 decides: style, behavior, mode → column, icon, target.
    static let table: [(SplitViewController.Style, Behavior, Mode, Column?, DisplayModeButtonIcon?, Mode?)] = [
        (.doubleColumn, .tile, .secondaryOnly, .secondary, .sidebarToggle, .oneBesideSecondary),
        (.doubleColumn, .tile, .oneBesideSecondary, .primary, .sidebarToggle, .secondaryOnly),
        (.tripleColumn, .tile, .oneBesideSecondary, .supplementary, .sidebarToggle, .twoBesideSecondary),
        (.tripleColumn, .tile, .twoBesideSecondary, .primary, .sidebarToggle, .oneBesideSecondary),
        (.tripleColumn, .tile, .secondaryOnly, nil, nil, nil),
        (.doubleColumn, .overlay, .secondaryOnly, .secondary, .backChevron, .oneOverSecondary),
        (.tripleColumn, .overlay, .secondaryOnly, .secondary, .backChevron, .oneOverSecondary),
        (.tripleColumn, .overlay, .oneOverSecondary, .supplementary, .backChevron, .twoOverSecondary),
        (.tripleColumn, .overlay, .twoOverSecondary, nil, nil, nil),
        (.doubleColumn, .overlay, .oneOverSecondary, nil, nil, nil),
        (.tripleColumn, .displace, .oneBesideSecondary, .supplementary, .backChevron, .twoDisplaceSecondary),
        (.tripleColumn, .displace, .secondaryOnly, .secondary, .backChevron, .oneBesideSecondary),
        (.tripleColumn, .displace, .twoDisplaceSecondary, nil, nil, nil),
        (.doubleColumn, .displace, .secondaryOnly, .secondary, .backChevron, .oneBesideSecondary),
        (.doubleColumn, .displace, .oneBesideSecondary, .primary, .backChevron, .secondaryOnly),
    ]

    @Test("SV-B3 the button's icon, place and tap result follow the behavior and mode (§1.7 table)", arguments: table)
    func buttonTable(style: SplitViewController.Style, behavior: Behavior, mode: Mode,
                     column: Column?, icon: DisplayModeButtonIcon?, target: Mode?) throws {
        let fixture = ShowHideTests.fixture(style, behavior, mode)
        let button = fixture.split.displayModeButton
        #expect(button?.column == column)
        #expect(button?.icon == icon)
        #expect(button?.target == target)
        let items = barItems(in: fixture.splitScene).filter {
            if case .displayMode = $0.item.kind { return true } else { return false }
        }
        guard let target, let column, let icon else {
            #expect(items.isEmpty)
            return
        }
        #expect(items.map(\.column) == [column])
        guard case .displayMode(icon, target, let reveals, _)? = items.first?.item.kind else {
            Issue.record("\(String(describing: items.first?.item.kind))")
            return
        }
        #expect(reveals == (target.sidebarCount > mode.sidebarCount))
        try fixture.tap(fixture.control("displayMode"))
        #expect(fixture.split.displayMode == target)
    }

    @Test("SV-B1 with presentsWithGesture the edge swipe changes the display mode")
    func gestureChangesMode() throws {
        let fixture = ShowHideTests.fixture(.doubleColumn, .tile, .secondaryOnly)
        _ = fixture.scene
        try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), .reveal))
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        _ = fixture.scene
        try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), .conceal))
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test("SV-B2 without presentsWithGesture there is no gesture and no button, unless visibility is .always")
    func noGesture() {
        let fixture = SplitFixture(.doubleColumn, width: 1440) { split in
            split.presentsWithGesture = false
            split.preferredDisplayMode = .secondaryOnly
        }
        #expect(fixture.splitScene.gestureID == nil)
        #expect(fixture.split.displayModeButton == nil)
        #expect(throws: EventError.unknownNode(fixture.control("swipe"))) {
            try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), .reveal))
        }
        fixture.split.displayModeButtonVisibility = .always
        #expect(fixture.split.displayModeButton?.target == .oneBesideSecondary)
        fixture.split.displayModeButtonVisibility = .never
        #expect(fixture.split.displayModeButton == nil)
        let twoOver = SplitFixture(.tripleColumn, width: 1440) { split in
            split.presentsWithGesture = false
            split.displayModeButtonVisibility = .always
            split.preferredSplitBehavior = .overlay
            split.preferredDisplayMode = .twoOverSecondary
        }
        #expect(twoOver.split.displayMode == .twoOverSecondary)
        #expect(twoOver.split.displayModeButton == nil, ".always cannot force the button in twoOverSecondary")
    }

    @Test("SV-B5 the secondary-only button toggles a triple column to and from secondaryOnly")
    func secondaryOnlyButton() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440) { $0.showsSecondaryOnlyButton = true }
        let items = barItems(in: fixture.splitScene).filter { $0.column == .secondary }.map(\.item.kind)
        #expect(items == [.secondaryOnly(target: .secondaryOnly)])
        try fixture.tap(fixture.control("secondaryOnly"))
        #expect(fixture.split.displayMode == .secondaryOnly)
        try fixture.tap(fixture.control("secondaryOnly"))
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        let double = SplitFixture(.doubleColumn, width: 1440) { $0.showsSecondaryOnlyButton = true }
        #expect(double.split.secondaryOnlyButtonTarget == nil, "no effect on a double column")
    }

    @Test("SV-B6 touching the dimmed secondary dismisses an overlay")
    func dimmingDismissesOverlay() throws {
        for mode in [Mode.oneOverSecondary, .twoOverSecondary] {
            let fixture = ShowHideTests.fixture(.tripleColumn, .overlay, mode)
            #expect(fixture.splitScene.dimming != nil)
            try fixture.tap(fixture.control("dimming"))
            #expect(fixture.split.displayMode == .secondaryOnly)
            #expect(fixture.splitScene.dimming == nil)
        }
    }

    @Test("SV-B7 touching the displaced secondary, or the gesture, returns to oneBesideSecondary")
    func displaceReturns() throws {
        let fixture = ShowHideTests.fixture(.tripleColumn, .displace, .twoDisplaceSecondary)
        try fixture.tap(fixture.control("dimming"))
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.split.show(.primary)
        #expect(fixture.split.displayMode == .twoDisplaceSecondary)
        _ = fixture.scene
        try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), .conceal))
        #expect(fixture.split.displayMode == .oneBesideSecondary)
    }

    @Test("SV-B8 in triple-column overlay the gesture moves through the modes and stops at each")
    func gestureSteps() throws {
        let fixture = ShowHideTests.fixture(.tripleColumn, .overlay, .secondaryOnly)
        var seen: [Mode] = []
        for swipe in [EdgeSwipe.reveal, .reveal, .reveal, .conceal, .conceal, .conceal] {
            _ = fixture.scene
            try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), swipe))
            seen.append(fixture.split.displayMode)
        }
        #expect(seen == [.oneOverSecondary, .twoOverSecondary, .twoOverSecondary,
                         .oneOverSecondary, .secondaryOnly, .secondaryOnly])
    }

    @Test("SV-B9 the gesture is bracketed by the interactive-presentation delegate calls", .tags(.delegateOrder))
    func gestureDelegate() throws {
        let fixture = ShowHideTests.fixture(.doubleColumn, .overlay, .secondaryOnly)
        _ = fixture.scene
        try fixture.window.send(.edgeSwipeEnded(fixture.control("swipe"), .reveal))
        #expect(fixture.log.take() == ["gestureWillBegin", "willShow(primary)", "willChangeTo(oneOverSecondary)",
                                       "Folders.willAppear", "Folders.didAppear", "didShow(primary)", "gestureDidEnd"])
    }

    private func barItems(in scene: SplitScene) -> [(column: Column, item: BarItem)] {
        scene.columns.flatMap { column -> [(column: Column, item: BarItem)] in
            guard case .navigation(let navigation) = column.content else { return [] }
            return navigation.bar.leadingItems.map { (column.column, $0) }
        }
    }
}
