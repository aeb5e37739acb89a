import PaneKit
import PaneKitTestSupport
import Testing

/// Moving controllers between containers, and refusing what would break the tree. Bad calls are
/// refused or reported, never a crash (DEVELOPERS: bad input loses nothing).
@Suite("Containment and robustness", .tags(.split, .navigation))
struct ContainmentTests {
    @Test("Pushing a controller that lives in another stack moves it; both stacks stay consistent")
    func moveBetweenStacks() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390)
        let primaryStack = try #require(fixture.primary.navigationController)
        let detail = LoggedController("Detail", log: fixture.log)
        try fixture.secondary.navigationController!.push(detail)
        try primaryStack.push(detail)
        #expect(detail.navigationController === primaryStack)
        #expect(fixture.secondary.navigationController!.viewControllers.map(\.debugName) == ["Item"])
        _ = fixture.scene
    }

    @Test("Pushing an ancestor, or adding a controller to its own descendant, is refused")
    func cycles() throws {
        let log = CallLog()
        let outer = LoggedController("Outer", log: log)
        let navigation = NavigationController(root: LoggedController("Root", log: log))
        outer.addChild(navigation)
        #expect(throws: NavigationError.containsNavigationController("Outer")) { try navigation.push(outer) }
        navigation.addChild(outer)
        #expect(outer.parent == nil)
        outer.addChild(outer)
        #expect(outer.children.count == 1)
    }

    @Test("A root that had a parent leaves it; a detached split view lays out again in a new window")
    func rootsAndReattachment() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        let other = Window(viewport: Viewport(width: 390, height: 844))
        fixture.window.rootViewController = nil
        other.rootViewController = fixture.split
        #expect(fixture.split.isCollapsed)
        #expect(fixture.split.id == ControllerID(1), "renumbered by its new window")
        let moved = Window(viewport: Viewport(width: 1440, height: 900))
        moved.rootViewController = fixture.primary
        #expect(fixture.split.viewController(for: .primary) == nil, "its column let go of it")
        #expect(fixture.primary.appearanceState == .appeared)
        _ = other.scene()
    }

    @Test("SV-C7 a split view is refused as a navigation root; D-64 it may be a column's content, not wrapped")
    func splitInColumn() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        let inner = SplitViewController(style: .doubleColumn)
        fixture.split.setViewController(inner, for: .secondary)
        #expect(fixture.split.viewController(for: .secondary) === inner)
        #expect(inner.parent === fixture.split)
        #expect(NavigationController(root: SplitViewController(style: .doubleColumn)).viewControllers.isEmpty)
    }

    @Test("SV-C2 a controller whose first child is a navigation controller is assigned as it is")
    func firstChildNavigation() throws {
        let log = CallLog()
        let container = LoggedController("Container", log: log) { _ in Text("chrome") }
        let inner = NavigationController(root: LoggedController("Inner", log: log))
        container.addChild(inner)
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(LoggedController("Sidebar", log: log), for: .primary)
        split.setViewController(container, for: .secondary)
        #expect(container.parent === split, "not wrapped again")
        let window = Window(viewport: Viewport(width: 1440, height: 900))
        window.rootViewController = split
        try inner.push(LoggedController("Pushed", log: log))
        window.setViewport(Viewport(width: 390, height: 844))
        // Collapsed, the inner navigation controller's stack is what stacks.
        guard case .split(let scene) = window.scene().root, case .navigation(let stack) = scene.columns.first?.content else {
            Issue.record("expected a collapsed stack"); return
        }
        #expect(stack.stack.count == 3)
        #expect(stack.bar.title == "Pushed")
    }

    @Test("With a .compact controller on screen, show and hide are ignored — the inspector too (DESIGN §3)")
    func compactIgnoresShowHide() {
        let fixture = SplitFixture(.tripleColumn, width: 390)
        fixture.split.setViewController(LoggedController("Tabs", log: fixture.log), for: .compact)
        fixture.split.setViewController(LoggedController("Info", log: fixture.log), for: .inspector)
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        let before = fixture.scene
        fixture.split.show(.inspector)
        fixture.split.show(.secondary)
        fixture.split.hide(.primary)
        #expect(fixture.scene == before)
        #expect(diagnostics.count == 3)
    }

    @Test("A delegate that changes the behavior in the middle of a transition leaves a consistent split view")
    func reentrantDelegate() {
        final class Meddler: SplitViewControllerDelegate {
            func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
                svc.preferredSplitBehavior = .overlay
            }
            func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {
                svc.setViewController(nil, for: .secondary)
            }
        }
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        let meddler = Meddler()
        fixture.split.delegate = meddler
        fixture.split.show(.primary)
        fixture.split.hide(.primary)
        #expect(fixture.split.splitBehavior.allowedDisplayModes(for: .tripleColumn).contains(fixture.split.displayMode))
        fixture.resize(390)
        #expect(fixture.split.isCollapsed)
        _ = fixture.scene
    }
}
