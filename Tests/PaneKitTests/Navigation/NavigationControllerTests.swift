import PaneKit
import PaneKitTestSupport
import Testing

final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController) {
        log.record("nav.willShow(\(viewController.debugName))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        log.record("nav.didShow(\(viewController.debugName))")
    }
}

/// A navigation controller alone in a window, with logged screens A, B, C, D.
struct NavigationFixture {
    let log = CallLog()
    let window: Window
    let navigation: NavigationController
    let a, b, c, d: LoggedController
    let delegate: RecordingNavigationDelegate

    init(width: Double = 390, height: Double = 844) {
        a = LoggedController("A", log: log)
        b = LoggedController("B", log: log)
        c = LoggedController("C", log: log)
        d = LoggedController("D", log: log)
        navigation = NavigationController(root: a)
        delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        window = Window(viewport: Viewport(width: width, height: height))
        window.rootViewController = navigation
        log.take()
    }

    var navigationScene: NavigationScene {
        guard case .navigation(let scene) = window.scene().root else { fatalError("not a navigation scene") }
        return scene
    }

    var names: [String] { navigation.viewControllers.map(\.debugName) }
}

@Suite("NV — navigation controller", .tags(.navigation))
struct NavigationControllerTests {
    @Test("NV-1 the stack is ordered root first, top last")
    func order() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.push(fixture.b)
        try fixture.navigation.push(fixture.c)
        #expect(fixture.names == ["A", "B", "C"])
        #expect(fixture.navigation.viewControllers.first === fixture.a)
        #expect(fixture.navigationScene.stack == [fixture.a.id!, fixture.b.id!, fixture.c.id!])
    }

    @Test("NV-2 push makes the controller the top; pushing one already on the stack throws and changes nothing")
    func push() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigation.topViewController === fixture.b)
        #expect(fixture.log.take() == ["nav.willShow(B)", "A.willDisappear", "B.willAppear",
                                       "A.didDisappear", "B.didAppear", "nav.didShow(B)"])
        #expect(throws: NavigationError.alreadyInStack("A")) { try fixture.navigation.push(fixture.a) }
        #expect(throws: NavigationError.cannotPushNavigationController) { try fixture.navigation.push(NavigationController()) }
        #expect(fixture.names == ["A", "B"])
        #expect(fixture.log.take().isEmpty)
    }

    @Test("NV-3 pop returns the popped controller; popping the root does nothing")
    func pop() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.push(fixture.b)
        fixture.log.take()
        #expect(fixture.navigation.pop() === fixture.b)
        #expect(fixture.log.take() == ["nav.willShow(A)", "B.willDisappear", "A.willAppear",
                                       "B.didDisappear", "A.didAppear", "nav.didShow(A)"])
        #expect(fixture.navigation.pop() == nil)
        #expect(fixture.names == ["A"])
        #expect(fixture.log.take().isEmpty)
    }

    @Test("NV-4 popToRoot and pop(to:) return what they popped; pop(to:) needs a controller on the stack")
    func popTo() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.setViewControllers([fixture.a, fixture.b, fixture.c, fixture.d])
        let toB = try fixture.navigation.pop(to: fixture.b)
        #expect(toB.map(\.debugName) == ["C", "D"])
        #expect(throws: NavigationError.notInStack("D")) { try fixture.navigation.pop(to: fixture.d) }
        #expect(fixture.names == ["A", "B"])
        try fixture.navigation.push(fixture.c)
        #expect(fixture.navigation.popToRoot().map(\.debugName) == ["B", "C"])
        #expect(fixture.navigation.popToRoot().isEmpty)
        #expect(fixture.navigation.lastTransition == .pop)
    }

    @Test("NV-5 setViewControllers makes one transition chosen by where the new top was")
    func setStack() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.setViewControllers([fixture.a, fixture.b, fixture.c])
        #expect(fixture.navigation.lastTransition == .push)
        fixture.log.take()
        // [A,B,C] → [D,A,B]: B was on the stack below the top, so a pop transition.
        try fixture.navigation.setViewControllers([fixture.d, fixture.a, fixture.b])
        #expect(fixture.navigation.lastTransition == .pop)
        #expect(fixture.names == ["D", "A", "B"])
        #expect(fixture.navigationScene.transition == .pop)
        #expect(fixture.log.take() == ["nav.willShow(B)", "C.willDisappear", "B.willAppear",
                                       "C.didDisappear", "B.didAppear", "nav.didShow(B)"])
        // Same top: no transition, no appearance change.
        try fixture.navigation.setViewControllers([fixture.a, fixture.b])
        #expect(fixture.navigation.lastTransition == .none)
        #expect(fixture.log.take().isEmpty)
        // A new top: push.
        try fixture.navigation.setViewControllers([fixture.c])
        #expect(fixture.navigation.lastTransition == .push)
        #expect(throws: NavigationError.duplicateInStack("A")) {
            try fixture.navigation.setViewControllers([fixture.a, fixture.a])
        }
        #expect(fixture.names == ["C"])
    }

    @Test("NV-6 back button: the top's own leading item, else the previous back title, else its title, else Back")
    func backButton() throws {
        let fixture = NavigationFixture()
        #expect(fixture.navigationScene.bar.leadingItems.isEmpty, "the root has no back button")
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigationScene.bar.leadingItems.map(\.kind) == [.back(title: "A")])
        fixture.a.navigationItem.backButtonTitle = "Mail"
        #expect(fixture.navigationScene.bar.leadingItems.map(\.kind) == [.back(title: "Mail")])
        fixture.a.navigationItem.backButtonTitle = nil
        fixture.a.title = "A very long mailbox name"
        #expect(fixture.navigationScene.bar.leadingItems.map(\.kind) == [.back(title: "Back")])
        fixture.b.navigationItem.leadingItem = BarButtonItem("Cancel") {}
        #expect(fixture.navigationScene.bar.leadingItems.map(\.kind) == [.custom(title: "Cancel", symbol: nil, role: nil)])
        #expect(fixture.navigationScene.bar.title == "B")
        fixture.b.navigationItem.title = "Bee"
        #expect(fixture.navigationScene.bar.title == "Bee")
    }

    @Test("NV-7 the back button and the leading-edge swipe pop")
    func userPops() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.setViewControllers([fixture.a, fixture.b, fixture.c])
        let back = try #require(fixture.navigationScene.bar.leadingItems.first)
        try fixture.window.send(.tapped(back.id))
        #expect(fixture.names == ["A", "B"])
        _ = fixture.window.scene()
        try fixture.window.send(.edgeSwipeEnded(fixture.navigation.id!.nodeID.system("swipe"), .reveal))
        #expect(fixture.names == ["A"])
        _ = fixture.window.scene()
        // The back button's id is gone with the last pushed screen.
        #expect(throws: EventError.unknownNode(back.id)) { try fixture.window.send(.tapped(back.id)) }
    }

    @Test("NV-8 topViewController is the last; visibleViewController is the top")
    func topAndVisible() throws {
        let fixture = NavigationFixture()
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigation.topViewController === fixture.b)
        #expect(fixture.navigation.visibleViewController === fixture.b)
        #expect(NavigationController().topViewController == nil)
    }

    @Test("NV-9 the navigation interface is the same in compact and regular width")
    func sameInBothWidths() throws {
        let fixture = NavigationFixture(width: 390, height: 844)
        try fixture.navigation.push(fixture.b)
        let compact = fixture.navigationScene
        fixture.window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine))
        #expect(fixture.window.traits.horizontalSizeClass == .regular)
        #expect(fixture.navigationScene == compact)
    }

    @Test("NV-10 a collapsed split view stacks the columns' stacks; show and hide push and pop whole columns")
    func splitMerging() throws {
        let fixture = SplitFixture(.tripleColumn, width: 390, height: 844)
        let detail = LoggedController("Detail", log: fixture.log)
        try fixture.secondary.navigationController!.push(detail)
        guard case .navigation(let stack) = fixture.splitScene.columns[0].content else {
            Issue.record("collapsed column is not a stack"); return
        }
        #expect(stack.stack == [fixture.primary.id!, fixture.supplementary!.id!, fixture.secondary.id!, detail.id!])
        #expect(stack.mergedControllers.count == 2)
        fixture.split.show(.primary)
        #expect(fixture.visibleColumns == [.primary])
        fixture.split.show(.secondary)
        #expect(fixture.visibleColumns == [.secondary])
        #expect(fixture.secondary.navigationController!.topViewController === detail, "the pushed screen stays on its column")
    }

    @Test("Split view controllers cannot be pushed (SV-C7)")
    func splitCannotBePushed() {
        let fixture = NavigationFixture()
        #expect(throws: NavigationError.cannotPushSplitViewController) {
            try fixture.navigation.push(SplitViewController(style: .doubleColumn))
        }
    }
}
