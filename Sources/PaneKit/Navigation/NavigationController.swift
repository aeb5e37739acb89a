/// A stack of view controllers of which only the top one is on screen, under a navigation bar
/// with a back button. The equivalent of `UINavigationController`.
///
/// ```swift
/// let navigation = NavigationController(root: FolderList())
/// try navigation.push(MessageList(folder: "Inbox"))
/// navigation.pop()
/// ```
///
/// Spec: NV-1…NV-10.
open class NavigationController: ViewController {
    /// The stack, root first and top last. Spec: NV-1.
    public internal(set) var viewControllers: [ViewController] = []

    /// The transition of the last change. Spec: NV-5.
    public internal(set) var lastTransition: NavigationTransition = .none

    /// Told before and after a new controller becomes the top, like
    /// `UINavigationControllerDelegate`; held weakly, nil by default.
    public weak var delegate: NavigationControllerDelegate?

    /// Back titles longer than this become "Back" (NV-6: a too-long title may be replaced; D-06).
    public var maximumBackTitleLength = 14 {
        didSet { setNeedsUpdate() }
    }

    /// Creates a navigation controller with a root, or an empty one. A root that cannot be pushed
    /// (a split view or navigation controller, SV-C7) is refused: the stack starts empty.
    public init(root: ViewController? = nil) {
        super.init()
        if let root {
            try? setViewControllers([root])
            lastTransition = .none
        }
    }

    /// Whether the bar may show titles large, out of line, as UIKit's
    /// `navigationBar.prefersLargeTitles`; each item's `largeTitleDisplayMode` decides. Spec: NV-11.
    public var prefersLargeTitles = false {
        didSet { if oldValue != prefersLargeTitles { setNeedsUpdate() } }
    }

    /// Whether the bottom toolbar is hidden, as UIKit's `isToolbarHidden`: hidden at first; a
    /// shown toolbar holds the top controller's ``ViewController/toolbarItems``.
    public var isToolbarHidden = true {
        didSet { if oldValue != isToolbarHidden { setNeedsUpdate() } }
    }

    /// The last controller on the stack. Spec: NV-8.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller on screen: the top one. Spec: NV-8 (modal presentation arrives with sheets).
    public var visibleViewController: ViewController? { topViewController }

    // MARK: Scene

    open override func makeScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        let extraLeading = context.takeLeadingItems()
        guard let id, let top = topViewController else {
            return .content(ContentScene(controller: self.id ?? ControllerID(0), title: title, nodes: []))
        }
        let bar = navigationBar(for: viewControllers, leading: extraLeading, id: id.nodeID, in: context) { [unowned self] in
            self.backButtonTapped()
        }
        let swipeID = id.nodeID.system("swipe")
        context.actions.register(.swipe { [unowned self] swipe in
            if swipe == .reveal { self.backButtonTapped() }
        }, for: swipeID)
        return .navigation(NavigationScene(
            controller: id,
            mergedControllers: [],
            stack: viewControllers.compactMap(\.id),
            bar: bar,
            transition: lastTransition,
            gestureID: viewControllers.count > 1 ? swipeID : nil,
            toolbar: toolbar(for: top, in: context),
            top: top.makeScene(in: context),
            below: screenBelowTop(of: viewControllers, in: context)
        ))
    }

    /// The Scene of the screen under the top of `stack`, built off screen (D-79); nil for a stack
    /// of one and for the appearance walk.
    func screenBelowTop(of stack: [ViewController], in context: SceneBuildContext) -> SceneNode? {
        guard context.includesContent, stack.count > 1 else { return nil }
        return context.offScreen { stack[stack.count - 2].makeScene(in: context) }
    }

    /// The bar for the top of `stack`: the back button of NV-6, then the title and items.
    func navigationBar(
        for stack: [ViewController],
        leading extraLeading: [BarItem],
        id: NodeID,
        in context: SceneBuildContext,
        back: @escaping () -> Void
    ) -> NavigationBar {
        // The appearance walk needs no bars (only which controllers are on screen).
        guard context.includesContent, let top = stack.last else {
            return NavigationBar(title: nil, leadingItems: extraLeading, trailingItems: [])
        }
        var leading = extraLeading
        let topID = top.id?.nodeID ?? id
        var trailing: [BarItem] = []
        if let custom = top.navigationItem.leadingItem, let item = BarItem(custom, id: topID.system("leading"), in: context) {
            leading.append(item)
        } else if stack.count > 1, !top.navigationItem.hidesBackButton {
            let itemID = id.system("back")
            context.onTap(itemID, back)
            leading.append(BarItem(id: itemID, kind: .back(title: backTitle(previous: stack[stack.count - 2]))))
            // A multi-step flow: the root's Cancel stays reachable, at the trailing end.
            if let rootID = stack[0].id?.nodeID, let cancel = stack[0].navigationItem.leadingItem, cancel.role == .cancel {
                let cancelID = rootID.system("leading")
                context.onTap(cancelID, cancel.action)
                trailing.append(BarItem(id: cancelID, kind: .custom(title: cancel.title, symbol: cancel.symbol, role: .cancel)))
            }
        }
        trailing += top.navigationItem.trailingItems.enumerated().compactMap { index, item in
            BarItem(item, id: topID.system("trailing\(index)"), in: context)
        }
        var bar = NavigationBar(title: top.navigationItem.title ?? top.title, subtitle: top.navigationItem.subtitle, leadingItems: leading, trailingItems: trailing)
        bar.largeTitle = showsLargeTitle(for: stack)
        return bar
    }

    /// NV-11, NV-12: whether the top of `stack` shows its title large. D-98: never on a Mac
    /// (macOS has no large titles) nor in compact height (a phone on its side), and only with a
    /// title to show.
    func showsLargeTitle(for stack: [ViewController]) -> Bool {
        guard prefersLargeTitles, let top = stack.last, let traits,
              traits.idiom != .mac, traits.verticalSizeClass != .compact,
              !(top.navigationItem.title ?? top.title ?? "").isEmpty else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether a screen pushed on this stack hides the bottom bars: the tab bar around it and
    /// this stack's toolbar (D-58).
    var hidesBottomBar: Bool { viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// Whether the toolbar shows only while the top controller has items: set when SwiftUI-style
    /// views showed it for theirs (`.bottomBar`), so going back to a screen without items takes it
    /// away instead of leaving an empty bar; code that shows it for UIKit screens leaves it false.
    package var toolbarFollowsTopItems = false

    /// The bottom toolbar under `top`: its `toolbarItems`, unless the toolbar is hidden.
    func toolbar(for top: ViewController, in context: SceneBuildContext) -> [BarItem]? {
        guard !isToolbarHidden, !hidesBottomBar, context.includesContent, let topID = top.id?.nodeID,
              !(toolbarFollowsTopItems && top.toolbarItems.isEmpty) else { return nil }
        return top.toolbarItems.enumerated().compactMap { index, item in
            let itemID = topID.system("toolbar\(index)")
            if item.isStatus { return BarItem(id: itemID, kind: .status(item.title)) }
            return BarItem(item, id: itemID, in: context)
        }
    }

    /// NV-6: the previous controller's back title, else its title, else "Back"; too long → "Back".
    func backTitle(previous: ViewController) -> String {
        if let explicit = previous.navigationItem.backButtonTitle { return explicit }
        guard let title = previous.navigationItem.title ?? previous.title, !title.isEmpty,
              title.count <= maximumBackTitleLength else { return "Back" }
        return title
    }

    override var showsShownControllers: Bool { true }

    /// Pushes `viewController`, as UIKit's navigation controller does; one that cannot be
    /// pushed (a split view, a navigation controller) is reported and not shown. Spec: SV-L3, NV-2.
    open override func show(_ viewController: ViewController, sender: Any?) {
        do {
            try push(viewController)
        } catch {
            window?.report(Diagnostic("show(_:sender:) refused: \(error)"))
        }
    }

    /// Pushes the secondary of a classic split view that collapses, or, when the secondary is a
    /// navigation controller, its screens (D-115). Spec: SV-L8.
    open override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        takeDetail(secondaryViewController, for: splitViewController, transition: .none)
    }

    /// Gives a classic split view that expands its secondary back: the screens that came from
    /// the secondary or `showDetail`, else the top screen (UIKit's pop), else the secondary set
    /// aside at the collapse (D-115). Spec: SV-L10, SV-L11.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        separateDetail(for: splitViewController) ?? super.separateSecondaryViewController(for: splitViewController)
    }

    /// The back button and the edge swipe: pop one level. Spec: NV-7.
    func backButtonTapped() {
        pop()
    }

    override func childWillBeRemoved(_ child: ViewController) {
        viewControllers.removeAll { $0 === child }
        lastTransition = .none
        (parent as? SplitViewController)?.columnContentWasRemoved(child, from: self)
        (parent as? TabBarController)?.tabContentWasRemoved(from: self)
    }

    open override func checkInvariants() {
        super.checkInvariants()
        precondition(children.count == viewControllers.count
            && zip(children, viewControllers).allSatisfy { $0 === $1 },
            "a navigation controller's children are its stack")
    }
}

extension NavigationController {
    /// Tells a containing split view that a column's stack changed (it tracks which columns got
    /// content for the collapse proposal, DESIGN §3).
    func stackDidChange() {
        splitViewController?.columnStackDidChange(self)
    }
}
