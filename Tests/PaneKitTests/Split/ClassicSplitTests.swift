import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

/// A classic split view's delegate that logs every classic call and answers through closures.
final class ClassicDelegate: SplitViewControllerDelegate {
    let log: CallLog
    weak var split: SplitViewController?
    var collapsePrimary: (() -> ViewController?)?
    var expandPrimary: (() -> ViewController?)?
    var collapseSecondary: ((ViewController, ViewController) -> Bool)?
    var separateSecondary: ((ViewController) -> ViewController?)?
    var handlesShow = false
    var handlesShowDetail = false
    var target: SplitViewController.DisplayMode = .automatic

    init(log: CallLog) { self.log = log }

    private var state: String { split?.isCollapsed == true ? "[collapsed]" : "[expanded]" }

    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? {
        log.record("primaryForCollapsing \(state)")
        return collapsePrimary?()
    }
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool {
        log.record("collapseSecondary(\(secondaryViewController.debugName), onto: \(primaryViewController.debugName)) \(state)")
        return collapseSecondary?(secondaryViewController, primaryViewController) ?? false
    }
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? {
        log.record("primaryForExpanding \(state)")
        return expandPrimary?()
    }
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        log.record("separateSecondary(from: \(primaryViewController.debugName)) \(state)")
        return separateSecondary?(primaryViewController)
    }
    func splitViewController(_ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?) -> Bool {
        log.record("show(\(viewController.debugName))")
        return handlesShow
    }
    func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool {
        log.record("showDetail(\(viewController.debugName))")
        return handlesShowDetail
    }
    func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode { target }
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.record("willChangeTo(\(displayMode))")
    }
    func splitViewController(_ splitViewController: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        log.record("topColumnForCollapsing")
        return proposedTopColumn
    }
    func splitViewController(_ splitViewController: SplitViewController, willShow column: SplitViewController.Column) {
        log.record("willShow(\(column))")
    }
    func splitViewController(_ splitViewController: SplitViewController, willHide column: SplitViewController.Column) {
        log.record("willHide(\(column))")
    }
    func splitViewController(_ splitViewController: SplitViewController, didShow column: SplitViewController.Column) {
        log.record("didShow(\(column))")
    }
    func splitViewController(_ splitViewController: SplitViewController, didHide column: SplitViewController.Column) {
        log.record("didHide(\(column))")
    }
    func splitViewController(_ splitViewController: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        log.record("displayModeForExpanding")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) { log.record("didCollapse") }
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController) { log.record("didExpand") }
}

/// A navigation controller that logs the classic defaults it is asked for.
final class LoggingNavigationController: NavigationController {
    let log: CallLog
    init(root: ViewController, log: CallLog) {
        self.log = log
        super.init(root: root)
    }
    override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        log.record("primary.collapseSecondary(\(secondaryViewController.debugName)) [\(splitViewController.isCollapsed ? "collapsed" : "expanded")]")
        super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
    }
    override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        log.record("primary.separateSecondary [\(splitViewController.isCollapsed ? "collapsed" : "expanded")]")
        return super.separateSecondaryViewController(for: splitViewController)
    }
}

/// A classic split view in a window: a list in a navigation controller and a detail.
final class ClassicFixture {
    let log = CallLog()
    let split = SplitViewController()
    let delegate: ClassicDelegate
    let list: LoggedController
    let primary: LoggingNavigationController
    let detail: LoggedController
    let window: Window
    var diagnostics: [Diagnostic] = []

    init(width: Double = 1180, height: Double = 820, secondary: ((LoggedController) -> ViewController)? = nil,
         configure: (ClassicFixture) -> Void = { _ in }) {
        delegate = ClassicDelegate(log: log)
        list = LoggedController("List", log: log)
        primary = LoggingNavigationController(root: list, log: log)
        detail = LoggedController("Detail", log: log)
        delegate.split = split
        split.delegate = delegate
        split.viewControllers = [primary, secondary?(detail) ?? detail]
        window = Window(viewport: Viewport(width: width, height: height))
        configure(self)
        window.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        window.rootViewController = split
    }

    func resize(_ width: Double, _ height: Double) {
        var viewport = window.viewport
        viewport.size = Size(width: width, height: height)
        window.setViewport(viewport)
    }

    var splitScene: SplitScene {
        guard case .split(let scene) = window.scene().root else { fatalError("root is not a split view") }
        return scene
    }

    /// The title of the bar on top of each column shown, leading first.
    var shownTitles: [String] {
        splitScene.columns.sorted { $0.frame.x < $1.frame.x }.compactMap { column in
            if case .navigation(let navigation) = column.content { return navigation.bar.title ?? "" }
            if case .content(let content) = column.content { return content.title ?? "" }
            return nil
        }
    }

    /// The display-mode item's bar item in the detail's bar, if it shows.
    var displayModeItem: BarItem? {
        window.scene().allBarItems.first { if case .displayMode = $0.kind { true } else { false } }
    }

    func tap(_ id: NodeID) throws {
        _ = window.scene()
        try window.send(.tapped(id))
    }
}

@Suite("SV-L — the classic split view", .tags(.split))
struct ClassicSplitTests {
    // MARK: Children

    @Test("SV-L1 init() makes a classic split view whose viewControllers are the primary and the secondary, as given")
    func classicChildren() {
        let fixture = ClassicFixture()
        #expect(fixture.split.style == .unspecified)
        #expect(fixture.split.viewControllers.count == 2)
        #expect(fixture.split.viewControllers[0] === fixture.primary)
        #expect(fixture.split.viewControllers[1] === fixture.detail)
        #expect(fixture.split.children.count == 2)
        #expect(fixture.detail.parent === fixture.split, "not wrapped in a navigation controller of the split view's own (SV-L2)")
        #expect(fixture.shownTitles == ["List", "Detail"])
        #expect(SplitViewController(style: .unspecified).style == .doubleColumn, "init(style:) cannot make a classic split view")
        let other = LoggedController("Other", log: fixture.log)
        fixture.split.viewControllers = [fixture.primary, other]
        #expect(fixture.split.viewControllers[1] === other)
        #expect(fixture.detail.parent == nil)
    }

    @Test("SV-L2 the column-style API is ignored and reported on a classic split view; column delegate calls are not made")
    func columnAPIIgnored() {
        let fixture = ClassicFixture()
        let other = LoggedController("Other", log: fixture.log)
        fixture.split.setViewController(other, for: .secondary)
        fixture.split.show(.primary)
        fixture.split.hide(.primary)
        #expect(fixture.split.viewControllers[1] === fixture.detail)
        #expect(fixture.split.viewController(for: .primary) == nil)
        #expect(fixture.diagnostics.count == 3)
        #expect(fixture.diagnostics.allSatisfy { $0.message.contains("SV-L2") })
        fixture.log.take()
        fixture.resize(600, 820)
        fixture.resize(1180, 820)
        fixture.split.preferredDisplayMode = .secondaryOnly
        try? fixture.window.send(.edgeSwipeEnded(fixture.split.id!.nodeID.system("swipe"), .reveal))
        let calls = fixture.log.take()
        #expect(calls.contains("willChangeTo(oneBesideSecondary)"), "the swipe did change the mode")
        for name in ["topColumnForCollapsing", "displayModeForExpanding", "didCollapse", "didExpand"] {
            #expect(!calls.contains(name), "\(name) is for column styles")
        }
        for prefix in ["willShow(", "willHide(", "didShow(", "didHide("] {
            #expect(!calls.contains { $0.hasPrefix(prefix) }, "\(prefix) is for column styles")
        }
        let column = SplitViewController(style: .doubleColumn)
        column.viewControllers = [other]
        #expect(column.viewControllers.isEmpty, "viewControllers is read only on a column-style split view")
    }

    // MARK: show and showDetail

    @Test("SV-L3 SV-M2 show(_:sender:) replaces the primary in regular width, makes a child of the primary the secondary, presents in compact")
    func showReplacesPrimary() {
        let fixture = ClassicFixture()
        let other = NavigationController(root: LoggedController("Other", log: fixture.log))
        fixture.split.show(other, sender: nil)
        #expect(fixture.log.take().contains("show(NavigationController)"))
        #expect(fixture.split.viewControllers[0] === other)
        #expect(fixture.split.viewControllers[1] === fixture.detail)

        let child = other.viewControllers[0]
        fixture.split.show(child, sender: nil)
        #expect(fixture.split.viewControllers[1] === child)

        fixture.delegate.handlesShow = true
        let ignored = LoggedController("Ignored", log: fixture.log)
        fixture.split.show(ignored, sender: nil)
        #expect(fixture.split.viewControllers[0] === other)

        fixture.delegate.handlesShow = false
        fixture.resize(600, 820)
        let presented = LoggedController("Presented", log: fixture.log)
        fixture.split.show(presented, sender: nil)
        #expect(fixture.window.presentedViewControllers.last === presented)
    }

    @Test("SV-L3 show(_:sender:) from a child of a navigation controller pushes; with no container it presents")
    func showFromChild() {
        let fixture = ClassicFixture()
        let pushed = LoggedController("Pushed", log: fixture.log)
        fixture.list.show(pushed, sender: fixture.list)
        #expect(fixture.primary.viewControllers.last === pushed)
        #expect(!fixture.log.take().contains("show(Pushed)"), "the navigation controller took it before the split view")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        let alone = LoggedController("Alone", log: fixture.log)
        window.rootViewController = alone
        let shown = LoggedController("Shown", log: fixture.log)
        alone.show(shown, sender: nil)
        #expect(window.presentedViewControllers.last === shown)
    }

    @Test("SV-L4 SV-M3 showDetail replaces the secondary in regular width (a navigation controller too, D-115); the same controller or a delegate's true does nothing")
    func showDetailReplaces() {
        let fixture = ClassicFixture(secondary: { NavigationController(root: $0) })
        let post = NavigationController(root: LoggedController("Post", log: fixture.log))
        fixture.list.showDetailViewController(post, sender: fixture.list)
        #expect(fixture.log.take().contains("showDetail(NavigationController)"))
        #expect(fixture.split.viewControllers[1] === post)
        #expect(post.viewControllers.count == 1, "replaced, not pushed onto")
        fixture.split.showDetailViewController(post, sender: nil)
        #expect(!fixture.log.take().contains { $0.hasPrefix("showDetail") }, "the controller it would replace: nothing happens")
        fixture.delegate.handlesShowDetail = true
        fixture.split.showDetailViewController(LoggedController("Kept out", log: fixture.log), sender: nil)
        #expect(fixture.split.viewControllers[1] === post)
    }

    @Test("SV-L4 showDetail in an iPad held upright closes the primary laid over the secondary")
    func showDetailClosesOverlay() {
        let fixture = ClassicFixture(width: 820, height: 1180)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        fixture.list.showDetailViewController(LoggedController("Message", log: fixture.log), sender: nil)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.shownTitles == ["Message"])
    }

    @Test("SV-L5 collapsed, showDetail pushes onto the primary's stack; with a primary that is no navigation controller it presents full screen")
    func showDetailCollapsed() {
        let fixture = ClassicFixture(width: 390, height: 844)
        fixture.delegate.collapseSecondary = { _, _ in true }
        let chat = LoggedController("Chat", log: fixture.log)
        fixture.list.showDetailViewController(chat, sender: nil)
        #expect(fixture.primary.viewControllers.last === chat)
        #expect(fixture.split.viewControllers.count == 1 && fixture.split.viewControllers[0] === fixture.primary)
        #expect(fixture.shownTitles == ["Chat"])

        let plain = ClassicFixture(width: 390, height: 844, configure: { fixture in
            fixture.split.viewControllers = [fixture.list, fixture.detail]
        })
        let shown = LoggedController("Shown", log: plain.log)
        plain.split.showDetailViewController(shown, sender: nil)
        #expect(plain.window.presentedViewControllers.last === shown)
        #expect(shown.modalPresentationStyle == .fullScreen)
    }

    // MARK: Collapse

    @Test("SV-L6 SD-2 collapse asks primaryForCollapsing, then collapseSecondary, then the primary's default, with isCollapsed false until the end")
    func collapseOrder() {
        let fixture = ClassicFixture()
        fixture.log.take()
        fixture.resize(600, 820)
        let calls = fixture.log.take().filter { !$0.contains("Appear") && !$0.contains("Disappear") }
        #expect(calls == ["primaryForCollapsing [expanded]", "collapseSecondary(Detail, onto: LoggingNavigationController) [expanded]",
                          "primary.collapseSecondary(Detail) [expanded]"])
        #expect(fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers.count == 1 && fixture.split.viewControllers[0] === fixture.primary)
    }

    @Test("SV-L6 a primary from primaryViewController(forCollapsing:) is the one collapsed onto")
    func collapseOntoOtherPrimary() {
        let fixture = ClassicFixture()
        let other = NavigationController(root: LoggedController("Compact list", log: fixture.log))
        fixture.delegate.collapsePrimary = { other }
        fixture.resize(600, 820)
        #expect(fixture.split.viewControllers.first === other)
        #expect(other.viewControllers.last === fixture.detail)
        #expect(fixture.primary.parent == nil)
    }

    @Test("SV-L7 a delegate that answers true keeps the default from running: the primary shows as it was")
    func collapseDiscarded() {
        let fixture = ClassicFixture()
        fixture.delegate.collapseSecondary = { _, _ in true }
        fixture.log.take()
        fixture.resize(600, 820)
        #expect(!fixture.log.take().contains { $0.hasPrefix("primary.collapseSecondary") })
        #expect(fixture.primary.viewControllers.count == 1)
        #expect(fixture.shownTitles == ["List"])
    }

    @Test("SV-L8 SV-K8 by default a navigation primary pushes the secondary; a navigation secondary's screens move across (D-115); a plain primary shows alone")
    func defaultCollapse() {
        let fixture = ClassicFixture()
        fixture.resize(600, 820)
        #expect(fixture.primary.viewControllers.last === fixture.detail)
        #expect(fixture.shownTitles == ["Detail"])
        guard case .navigation(let stack) = fixture.splitScene.columns[0].content,
              case .back(let back) = stack.bar.leadingItems.first?.kind else {
            Issue.record("expected a stack with Back"); return
        }
        #expect(back == "List")

        let nested = ClassicFixture(secondary: { NavigationController(root: $0) })
        let detailNavigation = nested.split.viewControllers[1] as! NavigationController
        nested.resize(600, 820)
        #expect(nested.primary.viewControllers.map(\.debugName) == ["List", "Detail"])
        #expect(detailNavigation.viewControllers.isEmpty)

        let plain = ClassicFixture(configure: { fixture in fixture.split.viewControllers = [fixture.list, fixture.detail] })
        plain.resize(600, 820)
        #expect(plain.split.viewControllers.count == 1 && plain.split.viewControllers[0] === plain.list)
        #expect(plain.detail.parent == nil)
        #expect(plain.shownTitles == ["List"])
        plain.resize(1180, 820)
        #expect(plain.split.viewControllers[1] === plain.detail, "UIViewController's default gives the kept secondary back")
    }

    // MARK: Expand

    @Test("SV-L9 SD-2 expand asks primaryForExpanding, then separateSecondaryFrom, then the primary's default, with isCollapsed true until the end")
    func expandOrder() {
        let fixture = ClassicFixture(width: 600, height: 820)
        fixture.log.take()
        fixture.resize(1180, 820)
        let calls = fixture.log.take().filter { !$0.contains("Appear") && !$0.contains("Disappear") }
        #expect(calls == ["primaryForExpanding [collapsed]", "separateSecondary(from: LoggingNavigationController) [collapsed]",
                          "primary.separateSecondary [collapsed]", "willChangeTo(oneBesideSecondary)"])
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers.count == 2)
    }

    @Test("SV-L9 the delegate's primary and secondary are installed as they are, and the primary's default is not asked")
    func expandWithDelegateAnswers() {
        let fixture = ClassicFixture(width: 600, height: 820)
        let wide = NavigationController(root: LoggedController("Wide list", log: fixture.log))
        let placeholder = LoggedController("No Selection", log: fixture.log)
        fixture.delegate.expandPrimary = { wide }
        fixture.delegate.separateSecondary = { primary in primary === wide ? placeholder : nil }
        fixture.log.take()
        fixture.resize(1180, 820)
        #expect(!fixture.log.take().contains { $0.hasPrefix("primary.separateSecondary") })
        #expect(fixture.split.viewControllers[0] === wide)
        #expect(fixture.split.viewControllers[1] === placeholder)
    }

    @Test("SV-L10 the default expand moves the detail back: [list] stays in the primary, the detail is the secondary")
    func defaultExpand() {
        let fixture = ClassicFixture()
        fixture.resize(600, 820)
        fixture.resize(1180, 820)
        #expect(fixture.primary.viewControllers.map(\.debugName) == ["List"])
        #expect(fixture.split.viewControllers[1] === fixture.detail)
        #expect(fixture.shownTitles == ["List", "Detail"])
    }

    @Test("SV-L10 a screen pushed over the detail while collapsed goes back with it, in the secondary's navigation controller (D-115)")
    func expandMovesEveryDetailScreen() {
        let fixture = ClassicFixture(secondary: { NavigationController(root: $0) })
        let detailNavigation = fixture.split.viewControllers[1] as! NavigationController
        _ = fixture.window.scene()
        fixture.resize(600, 820)
        _ = fixture.window.scene()
        let info = LoggedController("Info", log: fixture.log)
        fixture.detail.navigationController?.show(info, sender: nil)
        _ = fixture.window.scene()
        #expect(fixture.primary.viewControllers.map(\.debugName) == ["List", "Detail", "Info"])
        fixture.resize(1180, 820)
        #expect(fixture.primary.viewControllers.map(\.debugName) == ["List"])
        #expect(fixture.split.viewControllers[1] === detailNavigation)
        #expect(detailNavigation.viewControllers.map(\.debugName) == ["Detail", "Info"])
        let secondary = fixture.splitScene.columns.first { $0.column == .secondary }
        guard case .navigation(let stack) = secondary?.content, case .content(let top) = stack.top else {
            Issue.record("expected the stack in the secondary"); return
        }
        #expect(top.title == "Info")
        #expect(!top.nodes.isEmpty, "the screen that moved back draws its content")
    }

    @Test("SV-L10 with nothing from the detail on the stack, the default pops the top screen, as UIKit documents")
    func expandPopsTop() {
        let fixture = ClassicFixture()
        fixture.delegate.collapseSecondary = { _, _ in true }
        fixture.resize(600, 820)
        let level = LoggedController("Folder", log: fixture.log)
        fixture.list.show(level, sender: nil)
        fixture.resize(1180, 820)
        #expect(fixture.primary.viewControllers.map(\.debugName) == ["List"])
        #expect(fixture.split.viewControllers[1] === level)
    }

    @Test("SV-L11 back at the list before expanding: the delegate's placeholder, or the split view's empty one")
    func poppedToList() {
        let fixture = ClassicFixture()
        fixture.resize(600, 820)
        fixture.primary.pop()
        let placeholder = LoggedController("No Conversation", log: fixture.log)
        fixture.delegate.separateSecondary = { primary in
            (primary as? NavigationController)?.viewControllers.contains { $0.debugName == "Detail" } == true ? nil : placeholder
        }
        fixture.resize(1180, 820)
        #expect(fixture.split.viewControllers[1] === placeholder)
        #expect(fixture.primary.viewControllers.map(\.debugName) == ["List"])

        let silent = ClassicFixture()
        silent.resize(600, 820)
        silent.primary.pop()
        silent.resize(1180, 820)
        #expect(silent.split.viewControllers.count == 2)
        #expect(silent.split.viewControllers[1] !== silent.detail, "the chat the person left does not come back")
        #expect(silent.primary.viewControllers.map(\.debugName) == ["List"])
    }

    @Test("SV-L1 viewControllers set with 0, 1 or 3 controllers, or while collapsed: what fits is used, the rest reported")
    func settingChildren() {
        let fixture = ClassicFixture()
        let extra = LoggedController("Extra", log: fixture.log)
        fixture.split.viewControllers = [fixture.primary, fixture.detail, extra]
        #expect(fixture.split.viewControllers.count == 2 && extra.parent == nil)
        #expect(fixture.diagnostics.last?.message.contains("SV-L1") == true)
        fixture.split.viewControllers = [fixture.primary]
        #expect(fixture.split.viewControllers.count == 1)
        #expect(fixture.shownTitles.first == "List")
        fixture.split.viewControllers = []
        #expect(fixture.split.children.isEmpty)
        fixture.split.viewControllers = [fixture.primary, fixture.detail]
        fixture.resize(600, 820)
        let other = LoggedController("Other", log: fixture.log)
        fixture.primary.pop()
        fixture.split.viewControllers = [fixture.primary, other]
        #expect(fixture.split.viewControllers.count == 1 && other.parent == nil, "collapsed: the primary alone")
        fixture.resize(1180, 820)
        #expect(fixture.split.viewControllers[1] === other, "the default expand shows the secondary set while collapsed")
    }

    @Test("SV-L3 SV-L4 the secondary shown as the primary, the primary as the detail, or a container of the split view: refused and reported")
    func refusedChildren() {
        let fixture = ClassicFixture()
        fixture.split.show(fixture.detail, sender: nil)
        fixture.split.showDetailViewController(fixture.primary, sender: nil)
        #expect(fixture.split.viewControllers[0] === fixture.primary && fixture.split.viewControllers[1] === fixture.detail)
        #expect(fixture.diagnostics.count == 2)
        fixture.split.viewControllers = [fixture.split, fixture.detail]
        #expect(fixture.split.children.allSatisfy { $0 !== fixture.split })
        #expect(fixture.diagnostics.last?.message.contains("contains this split view") == true)
        // A delegate that answers with the secondary as the collapsed primary, and a controller
        // holding the split view as the expanded one.
        let nested = ClassicFixture()
        nested.delegate.collapsePrimary = { nested.detail }
        nested.resize(600, 820)
        #expect(nested.split.viewControllers.count == 1 && nested.split.viewControllers[0] === nested.detail)
        nested.delegate.expandPrimary = { nested.split }
        nested.resize(1180, 820)
        #expect(nested.split.viewControllers.count == 2)
        #expect(nested.split.viewControllers.allSatisfy { $0 !== nested.split })
    }

    @Test("SV-L5 collapsed, with a tab bar controller as the primary, the selected tab's stack takes the detail")
    func showDetailIntoTabs() {
        let log = CallLog()
        let inbox = NavigationController(root: LoggedController("Inbox", log: log))
        let tabs = TabBarController(viewControllers: [inbox, NavigationController(root: LoggedController("Sent", log: log))])
        let split = SplitViewController()
        split.viewControllers = [tabs, LoggedController("Empty", log: log)]
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = split
        let message = LoggedController("Message", log: log)
        inbox.viewControllers[0].showDetailViewController(message, sender: nil)
        #expect(inbox.viewControllers.last === message)
        #expect(window.presentedViewControllers.isEmpty)
    }

    @Test("SV-L10 a list level pushed after the chat was popped goes to the secondary alone, not into the chat's navigation controller")
    func staleDetailNavigation() {
        let fixture = ClassicFixture(secondary: { NavigationController(root: $0) })
        let detailNavigation = fixture.split.viewControllers[1] as! NavigationController
        fixture.resize(600, 820)
        fixture.primary.pop()
        let folder = LoggedController("Folder", log: fixture.log)
        fixture.list.show(folder, sender: nil)
        fixture.resize(1180, 820)
        #expect(fixture.split.viewControllers[1] === folder)
        #expect(folder.parent === fixture.split)
        #expect(detailNavigation.viewControllers.isEmpty)
    }

    @Test("showDetailViewController on a column-style split view sets the secondary column and brings it to the top when collapsed (D-115)")
    func columnStyleShowDetail() {
        let fixture = SplitFixture(.doubleColumn, width: 390, height: 844)
        let message = LoggedController("Message", log: fixture.log)
        fixture.primary.showDetailViewController(message, sender: nil)
        #expect(fixture.split.viewController(for: .secondary) === message)
        #expect(fixture.visibleColumns == [.secondary])
        let window = Window(viewport: Viewport(width: 390, height: 844))
        let alone = LoggedController("Alone", log: fixture.log)
        window.rootViewController = alone
        let detail = LoggedController("Detail", log: fixture.log)
        alone.showDetailViewController(detail, sender: nil)
        #expect(window.presentedViewControllers.last === detail, "no split view: presented")
    }

    @Test("SV-L6 SV-L9 a classic split view in another split view's column collapses and expands with the column")
    func nestedClassic() {
        let log = CallLog()
        let outer = SplitViewController(style: .doubleColumn)
        let inner = SplitViewController()
        let list = LoggedController("Inner list", log: log)
        let detail = LoggedController("Inner detail", log: log)
        let innerPrimary = NavigationController(root: list)
        inner.viewControllers = [innerPrimary, detail]
        outer.setViewController(LoggedController("Accounts", log: log), for: .primary)
        outer.setViewController(inner, for: .secondary)
        outer.preferredDisplayMode = .oneBesideSecondary
        let window = Window(viewport: Viewport(width: 1440, height: 900))
        window.rootViewController = outer
        #expect(!inner.isCollapsed)
        window.setViewport(Viewport(width: 900, height: 800))
        #expect(inner.isCollapsed, "its column is narrow")
        #expect(innerPrimary.viewControllers.last === detail)
        window.setViewport(Viewport(width: 1440, height: 900))
        #expect(!inner.isCollapsed)
        #expect(inner.viewControllers.count == 2 && inner.viewControllers[1] === detail)
    }

    // MARK: Display modes, button and gesture

    @Test("SV-L12 the classic display modes are the column-style ones under their old names")
    func classicNames() {
        typealias Mode = SplitViewController.DisplayMode
        #expect(Mode.primaryHidden == .secondaryOnly)
        #expect(Mode.allVisible == .oneBesideSecondary)
        #expect(Mode.primaryOverlay == .oneOverSecondary)
        let fixture = ClassicFixture()
        fixture.split.preferredDisplayMode = .allVisible
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.split.preferredDisplayMode = .twoBesideSecondary
        #expect(fixture.split.displayMode == .oneBesideSecondary, "a two… preference counts as its one… mode (D-115)")
    }

    @Test("SV-L13 automatic: beside the secondary on an iPad on its side, over it upright; a preference is honoured, exactly without the gesture")
    func classicAutomatic() {
        let fixture = ClassicFixture()
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.resize(820, 1180)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        fixture.split.preferredDisplayMode = .secondaryOnly
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.split.preferredDisplayMode = .oneBesideSecondary
        #expect(fixture.split.displayMode == .oneOverSecondary, "no room to tile: over, while the gesture can change it")
        fixture.split.presentsWithGesture = false
        fixture.split.preferredDisplayMode = .automatic
        fixture.split.preferredDisplayMode = .oneBesideSecondary
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.resize(390, 844)
        fixture.split.preferredDisplayMode = .secondaryOnly
        #expect(fixture.shownTitles == ["Detail"], "collapsed, the mode changes nothing on screen")
    }

    @Test("SV-L14 SV-B4 displayModeButtonItem: full screen when a tap hides the primary, a back chevron named by it when a tap brings it, hidden collapsed and without the gesture")
    func displayModeItem() throws {
        let fixture = ClassicFixture()
        fixture.detail.navigationItem.leadingItem = fixture.split.displayModeButtonItem
        fixture.split.viewControllers = [fixture.primary, NavigationController(root: fixture.detail)]
        let item = try #require(fixture.displayModeItem)
        guard case .displayMode(.fullScreen, .secondaryOnly, false, _) = item.kind else {
            Issue.record("expected the full-screen look: \(item.kind)"); return
        }
        try fixture.tap(item.id)
        #expect(fixture.split.displayMode == .secondaryOnly)
        let back = try #require(fixture.displayModeItem)
        guard case .displayMode(.backChevron, .oneBesideSecondary, true, "List") = back.kind else {
            Issue.record("expected ‹ List: \(back.kind)"); return
        }
        try fixture.tap(back.id)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        fixture.split.presentsWithGesture = false
        #expect(fixture.displayModeItem == nil)
        fixture.split.presentsWithGesture = true
        fixture.resize(600, 820)
        #expect(fixture.displayModeItem == nil)
        let stack = fixture.window.scene().allBarItems.map(\.kind)
        #expect(stack.contains(.back(title: "List")), "collapsed, Back shows where the item was")
        let column = SplitViewController(style: .doubleColumn)
        let screen = ViewController(title: "Screen")
        screen.navigationItem.leadingItem = column.displayModeButtonItem
        column.setViewController(screen, for: .secondary)
        column.setViewController(ViewController(title: "List"), for: .primary)
        let window = Window(viewport: Viewport(width: 1180, height: 820))
        window.rootViewController = column
        #expect(!window.scene().allBarItems.contains { $0.kind == .displayMode(.fullScreen, target: .secondaryOnly, reveals: false) },
                "on a column-style split view the item shows nothing")
    }

    @Test("SV-L15 the delegate's target mode is what the button and the swipe apply, after willChangeTo")
    func targetMode() throws {
        let fixture = ClassicFixture()
        fixture.detail.navigationItem.trailingItems = [fixture.split.displayModeButtonItem]
        fixture.split.viewControllers = [fixture.primary, NavigationController(root: fixture.detail)]
        fixture.delegate.target = .primaryOverlay
        let item = try #require(fixture.displayModeItem)
        fixture.log.take()
        try fixture.tap(item.id)
        #expect(fixture.log.take().contains("willChangeTo(oneOverSecondary)"))
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.displayModeItem == nil, "a tap would change nothing")
        fixture.delegate.target = .automatic
        try fixture.window.send(.edgeSwipeEnded(fixture.split.id!.nodeID.system("swipe"), .conceal))
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.delegate.target = .oneBesideSecondary
        try fixture.window.send(.edgeSwipeEnded(fixture.split.id!.nodeID.system("swipe"), .reveal))
        #expect(fixture.split.displayMode == .oneBesideSecondary)
    }

    @Test("SV-L16 collapsing and expanding post showDetailTargetDidChangeNotification with the split view")
    func targetNotification() {
        let fixture = ClassicFixture()
        let split = ObjectIdentifier(fixture.split)
        let posts = NotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: ViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil) { note in
            if let object = note.object as? SplitViewController, ObjectIdentifier(object) == split { posts.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        fixture.resize(600, 820)
        #expect(posts.count == 1)
        fixture.resize(1180, 820)
        #expect(posts.count == 2)
    }
}

/// Counts notifications (the observer block runs on the posting thread).
final class NotificationLog: @unchecked Sendable {
    var count = 0
}
