import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-S — show, hide, isShowing", .tags(.split))
struct ShowHideTests {
    static func fixture(_ style: SplitViewController.Style, _ behavior: Behavior, _ mode: Mode) -> SplitFixture {
        let fixture = SplitFixture(style, width: 1440) { split in
            split.preferredSplitBehavior = behavior
            split.preferredDisplayMode = mode
        }
        fixture.log.take()
        return fixture
    }

    /// The closest-mode table of spec §1.6: style, behavior, call, from, expected (nil = no-op).
    static let closestModeTable: [(SplitViewController.Style, Behavior, String, Column, Mode, Mode?)] = [
        (.doubleColumn, .tile, "show", .primary, .secondaryOnly, .oneBesideSecondary),
        (.doubleColumn, .displace, "show", .primary, .secondaryOnly, .oneBesideSecondary),
        (.doubleColumn, .tile, "hide", .primary, .oneBesideSecondary, .secondaryOnly),
        (.doubleColumn, .overlay, "show", .primary, .secondaryOnly, .oneOverSecondary),
        (.doubleColumn, .overlay, "hide", .primary, .oneOverSecondary, .secondaryOnly),
        (.tripleColumn, .tile, "show", .supplementary, .secondaryOnly, .oneBesideSecondary),
        (.tripleColumn, .tile, "show", .primary, .secondaryOnly, .twoBesideSecondary),
        (.tripleColumn, .tile, "show", .primary, .oneBesideSecondary, .twoBesideSecondary),
        (.tripleColumn, .tile, "hide", .primary, .twoBesideSecondary, .oneBesideSecondary),
        (.tripleColumn, .tile, "hide", .supplementary, .oneBesideSecondary, .secondaryOnly),
        (.tripleColumn, .tile, "hide", .supplementary, .twoBesideSecondary, .secondaryOnly),
        (.tripleColumn, .overlay, "show", .primary, .secondaryOnly, .twoOverSecondary),
        (.tripleColumn, .overlay, "show", .supplementary, .secondaryOnly, .oneOverSecondary),
        (.tripleColumn, .overlay, "hide", .primary, .twoOverSecondary, .oneOverSecondary),
        (.tripleColumn, .overlay, "show", .secondary, .oneOverSecondary, .secondaryOnly),
        (.tripleColumn, .overlay, "show", .secondary, .twoOverSecondary, .secondaryOnly),
        (.tripleColumn, .displace, "show", .primary, .oneBesideSecondary, .twoDisplaceSecondary),
        (.tripleColumn, .displace, "hide", .primary, .twoDisplaceSecondary, .oneBesideSecondary),
        (.tripleColumn, .displace, "show", .secondary, .twoDisplaceSecondary, .oneBesideSecondary),
        (.tripleColumn, .tile, "show", .secondary, .twoBesideSecondary, nil),
        (.doubleColumn, .tile, "show", .secondary, .oneBesideSecondary, nil),
        (.tripleColumn, .tile, "show", .primary, .twoBesideSecondary, nil),
        (.tripleColumn, .tile, "hide", .primary, .oneBesideSecondary, nil),
    ]

    @Test("SV-S1 SV-S2 show and hide move to the closest mode of the current behavior (closest-mode table)",
          arguments: closestModeTable)
    func closestMode(style: SplitViewController.Style, behavior: Behavior, call: String, column: Column, from: Mode, expected: Mode?) {
        let fixture = Self.fixture(style, behavior, from)
        #expect(fixture.split.displayMode == from)
        if call == "show" { fixture.split.show(column) } else { fixture.split.hide(column) }
        #expect(fixture.split.displayMode == (expected ?? from))
        if expected == nil { #expect(fixture.log.take().isEmpty, "SV-S4: ignored") }
    }

    @Test("SV-S2 hiding the secondary is not supported")
    func hideSecondary() {
        let fixture = Self.fixture(.tripleColumn, .tile, .twoBesideSecondary)
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        fixture.split.hide(.secondary)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        #expect(diagnostics.count == 1)
    }

    @Test("SV-S3 show(.secondary) from twoDisplaceSecondary gives oneBesideSecondary")
    func displaceShowSecondary() {
        let fixture = Self.fixture(.tripleColumn, .displace, .twoDisplaceSecondary)
        fixture.split.show(.secondary)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.visibleColumns == [.secondary, .supplementary])
    }

    @Test("SV-S4 showing a visible column or hiding a hidden one is ignored")
    func ignored() {
        let fixture = Self.fixture(.doubleColumn, .tile, .oneBesideSecondary)
        fixture.split.show(.primary)
        fixture.split.show(.secondary)
        fixture.split.hide(.inspector)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("SV-S5 show and hide do not accept .compact")
    func compactRefused() {
        let fixture = Self.fixture(.doubleColumn, .tile, .oneBesideSecondary)
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        fixture.split.show(.compact)
        fixture.split.hide(.compact)
        #expect(fixture.log.take().isEmpty)
        #expect(diagnostics.count == 2)
    }

    @Test("SV-S6 programmatic show/hide send willShow/willHide but not didShow/didHide; user changes send both")
    func didCallsOnlyForUserChanges() throws {
        let fixture = Self.fixture(.doubleColumn, .overlay, .secondaryOnly)
        fixture.split.show(.primary)
        #expect(fixture.log.takeDelegateCalls() == ["willShow(primary)", "willChangeTo(oneOverSecondary)"])
        fixture.split.hide(.primary)
        #expect(fixture.log.takeDelegateCalls() == ["willHide(primary)", "willChangeTo(secondaryOnly)"])
        fixture.split.show(.primary)
        fixture.log.take()
        try fixture.tap(fixture.control("dimming"))
        #expect(fixture.log.takeDelegateCalls() == ["willHide(primary)", "willChangeTo(secondaryOnly)", "didHide(primary)"])
    }

    @Test("SV-S7 collapsed, hide pops the top column unless it is the primary or not on top")
    func collapsedHide() {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        fixture.log.take()
        fixture.split.hide(.supplementary)
        #expect(fixture.visibleColumns == [.secondary], "not on top: ignored")
        fixture.split.hide(.secondary)
        #expect(fixture.visibleColumns == [.supplementary])
        #expect(fixture.log.takeDelegateCalls() == ["willHide(secondary)", "willShow(supplementary)"])
        fixture.split.hide(.supplementary)
        #expect(fixture.visibleColumns == [.primary])
        fixture.split.hide(.primary)
        #expect(fixture.visibleColumns == [.primary], "the primary is never popped")
    }

    @Test("SV-S8 collapsed, show pushes the column and those between, or pops the ones covering it")
    func collapsedShow() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        fixture.split.show(.primary)
        #expect(fixture.visibleColumns == [.primary])
        fixture.log.take()
        fixture.split.show(.secondary)
        #expect(fixture.visibleColumns == [.secondary])
        #expect(fixture.log.takeDelegateCalls() == ["willHide(primary)", "willShow(secondary)"])
        guard case .navigation(let stack) = try #require(fixture.splitScene.columns.first).content else {
            Issue.record("the collapsed column is not a stack"); return
        }
        #expect(stack.stack.count == 3, "the supplementary was pushed on the way")
        fixture.split.show(.secondary)
        #expect(fixture.log.take().isEmpty, "already on top")
    }

    @Test("SV-S9 isShowing follows the display mode, the inspector and the collapsed top")
    func isShowing() {
        let fixture = Self.fixture(.tripleColumn, .tile, .oneBesideSecondary)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        #expect(fixture.split.isShowing(.secondary))
        #expect(fixture.split.isShowing(.supplementary))
        #expect(!fixture.split.isShowing(.primary))
        #expect(!fixture.split.isShowing(.inspector))
        fixture.split.show(.inspector)
        #expect(fixture.split.isShowing(.inspector))
        fixture.split.show(.primary)
        #expect(fixture.split.isShowing(.primary))
        fixture.resize(390)
        #expect(fixture.split.isShowing(.inspector))
        #expect(!fixture.split.isShowing(.secondary), "the inspector sheet covers it")
        fixture.split.hide(.inspector)
        #expect(fixture.split.isShowing(.secondary))
        #expect(!fixture.split.isShowing(.primary))
        #expect(!fixture.split.isShowing(.compact))
    }
}

@Suite("SV-F1 — the keyboard's column")
struct ColumnFocusTests {
    final class FocusLog: SplitViewControllerDelegate {
        var columns: [SplitViewController.Column?] = []
        func splitViewController(_ splitViewController: SplitViewController, didFocus column: SplitViewController.Column?) { columns.append(column) }
    }

    @Test("SV-F1 the renderer reports the focused column; the app reads it, moves it with focus(_:), and its delegate hears each change once")
    func focusedColumn() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        let log = FocusLog()
        fixture.split.delegate = log
        #expect(fixture.split.focusedColumn == nil)
        let focusID = try #require(fixture.splitScene.focusID)
        try fixture.window.send(.columnFocused(focusID, column: .supplementary))
        #expect(fixture.split.focusedColumn == .supplementary)
        try fixture.window.send(.columnFocused(focusID, column: .supplementary))
        #expect(log.columns == [.supplementary], "the same column again tells nothing")
        #expect(fixture.splitScene.focusRequest == nil, "what the person did is not asked back")
        fixture.split.focus(.primary)
        #expect(fixture.split.focusedColumn == .supplementary, "the renderer has not moved the focus yet")
        let request = try #require(fixture.splitScene.focusRequest)
        #expect(request.column == .primary)
        fixture.split.focus(.primary)
        #expect(fixture.splitScene.focusRequest?.serial == request.serial + 1, "asked again, the renderer moves the focus again")
        // The renderer answers with where the focus went; the request is done.
        try fixture.window.send(.columnFocused(focusID, column: .primary))
        #expect(fixture.split.focusedColumn == .primary)
        #expect(fixture.splitScene.focusRequest == nil)
        // A request the renderer could not carry out (nothing to focus there) leaves the column.
        fixture.split.focus(.secondary)
        try fixture.window.send(.columnFocused(focusID, column: .primary))
        #expect(fixture.split.focusedColumn == .primary && fixture.splitScene.focusRequest == nil)
        try fixture.window.send(.columnFocused(focusID, column: nil))
        #expect(fixture.split.focusedColumn == nil)
        #expect(log.columns == [.supplementary, .primary, nil])
        #expect(throws: EventError.self) { try fixture.window.send(.columnFocused(NodeID("c99:focus"), column: .primary)) }
    }
}
