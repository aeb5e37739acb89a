/// The base class of everything a ``Window`` shows: a screen of content, or a container of
/// other view controllers (navigation stacks, split views).
///
/// Subclass it and override ``body`` to show content; override the appearance methods to learn
/// when it comes on and goes off screen. Like UIKit's `UIViewController`, it is a reference type
/// confined to one window (one session): it is not `Sendable` and needs no actor.
///
/// ```swift
/// final class FolderList: ViewController {
///     var selected: String?
///     override var body: any View {
///         List(selection: selected, onSelect: { self.selected = $0 }) {
///             ForEach(["Inbox", "Sent"], id: \.self) { Label($0, symbol: "folder") }
///         }
///     }
/// }
/// ```
open class ViewController {
    /// A title for this screen, shown in navigation bars and back buttons.
    open var title: String? {
        didSet { setNeedsUpdate() }
    }

    /// What the navigation bar shows while this controller is on top of a stack.
    public var navigationItem = NavigationItem() {
        didSet { setNeedsUpdate() }
    }

    /// What a tab bar shows for this controller.
    public var tabBarItem = TabBarItem() {
        didSet { setNeedsUpdate() }
    }

    /// The keyboard shortcuts this controller offers while it is on screen and people can use
    /// it, like UIKit's `keyCommands`; a subclass may override it with a computed list (D-63).
    open var keyCommands: [KeyCommand] = [] {
        didSet { window?.setNeedsSceneUpdate() }
    }

    /// Hides the tab bar, and the navigation toolbar, while this controller is pushed on a
    /// stack a tab shows, as UIKit's `hidesBottomBarWhenPushed`; the bar stays hidden for the
    /// screens pushed over it and comes back when it is popped (D-58). Ignored for a stack's root.
    public var hidesBottomBarWhenPushed = false {
        didSet { if oldValue != hidesBottomBarWhenPushed { parent?.setNeedsUpdate() } }
    }

    /// The buttons of the bottom toolbar while this controller is on top of a stack whose
    /// toolbar shows (``NavigationController/isToolbarHidden``), as UIKit's `toolbarItems`:
    /// spread across the bar, leading to trailing.
    public var toolbarItems: [BarButtonItem] = [] {
        didSet { setNeedsUpdate() }
    }

    /// The accent color of this controller's interface; nil is the system blue. It is read in two
    /// places: on the window's root controller it tints the whole window, and on a presented
    /// controller (the one given to `present`, such as a sheet's navigation controller) its
    /// presentation. Everything inside either inherits it, as UIKit's `tintColor` does.
    public var tintColor: TintColor? {
        didSet { if oldValue != tintColor { setNeedsUpdate() } }
    }

    /// The identity of this controller in its window; nil until it joins a window's tree.
    public internal(set) var id: ControllerID?

    /// Contained view controllers, in the container's own order.
    public internal(set) var children: [ViewController] = []

    /// The container holding this controller, if any.
    public internal(set) weak var parent: ViewController?

    /// Whether the containers above show this controller's branch, as of the window's layout pass
    /// now under way (set before ``viewWillLayoutSubviews()``): false in a tab that is not
    /// selected, in a split view's compact column while it is expanded or its other columns while
    /// that one stands in for them, and in its inspector while it is hidden. A screen that is
    /// costly to build can wait until it shows.
    public internal(set) var isInShownBranch = true

    /// Whether this container shows `child` now (``isInShownBranch``): tab bars and split views
    /// show only some of their children.
    func shows(_ child: ViewController) -> Bool {
        if let tabs = self as? TabBarController { return tabs.showsChild(child) }
        if let split = self as? SplitViewController { return split.showsChild(child) }
        return true
    }

    /// Set on the root controller only.
    weak var hostingWindow: Window?

    /// The window that gave this controller its id.
    var idWindow: ObjectIdentifier?

    /// Where this controller is in its appearance cycle. Spec: SV-M1.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    // MARK: Presentation (see +Presentation)

    /// How this controller covers the screen when presented. Spec: §5.2.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Refuses interactive dismissal (swipe down, Escape, a tap outside a popover) while true.
    /// Spec: SH-10, SH-17.
    public var isModalInPresentation = false
    /// The size this controller would like when it is shown in a popover; zero for the default,
    /// ``PopoverPresentationController/defaultContentSize``.
    public var preferredContentSize = Size(width: 0, height: 0)
    /// The controller this one presented, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, if it is presented.
    public internal(set) weak var presentingViewController: ViewController?
    /// Manages this controller's presentation while it is presented.
    var activePresentationController: PresentationController?
    /// Set up before presenting (for a sheet's detents); becomes the active one when presented.
    var pendingPresentationController: PresentationController?

    /// Creates a view controller with an optional title.
    public init(title: String? = nil) {
        self.title = title
    }

    // MARK: Showing other controllers (see +Show)

    /// Shows `viewController` where this controller's containers show new content, as UIKit's
    /// `show(_:sender:)`: the nearest container that does (a navigation controller pushes, a
    /// classic split view replaces its primary) takes it; with none, it is presented. Spec: SV-L3.
    open func show(_ viewController: ViewController, sender: Any?) {
        forwardShow(viewController, sender: sender)
    }

    /// Shows `viewController` as the detail, as UIKit's `showDetailViewController(_:sender:)`: the
    /// nearest split view takes it (a classic one: the secondary when expanded, a push onto the
    /// primary's stack when collapsed; a column-style one: its secondary column, brought to the
    /// top); with none, it is presented. Spec: SV-L4, SV-L5.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        forwardShowDetail(viewController, sender: sender)
    }

    /// A classic split view collapses and its delegate left the secondary to the default: this
    /// controller, its primary, takes it in. This version only keeps showing itself; the split
    /// view sets the secondary aside for the expand. ``NavigationController`` pushes it. Spec: SV-L8.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// A classic split view expands and its delegate gave no secondary: this controller, its
    /// primary, gives one back. This version returns the secondary set aside at the collapse;
    /// ``NavigationController`` pops what came from the secondary. nil lets the split view show
    /// an empty placeholder. Spec: SV-L10, SV-L11.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        splitViewController.secondaryKeptForExpanding
    }

    /// Whether this container shows controllers passed to ``show(_:sender:)`` itself (UIKit's
    /// target of the action); the others pass it up.
    var showsShownControllers: Bool { false }

    // MARK: Content

    /// The content this controller shows. Override it. It is read when the controller comes on
    /// screen and again after ``ViewController/setNeedsUpdate()``, an event on one of its controls, or a change
    /// of traits or focus; otherwise the Scene reuses what it built last (D-39).
    open var body: any View { ViewGroup() }

    /// Tells the window that ``body`` would now build something different: call it when state
    /// the body reads changes outside an event on this controller's own controls. On a
    /// container, it means every controller inside it.
    public func setNeedsUpdate() {
        needsContentUpdate = true
        for child in children { child.setNeedsUpdate() }
        window?.setNeedsSceneUpdate()
    }

    /// Called on every controller of the window before each Scene is built, as UIKit's
    /// `viewWillLayoutSubviews()`: the place to bring what the controller shows — its
    /// presentations, its children — in line with its state before anything is drawn. The default
    /// does nothing.
    open func viewWillLayoutSubviews() {}

    /// A number that changes when data ``body`` reads changes elsewhere — a store other pages
    /// write to, say. Override it to return the data's revision; while it is the same as at the
    /// last build (and nothing else changed, D-39), the Scene reuses that build. The default is 0.
    open var contentRevision: Int { 0 }

    /// Whether the rows of the lists in ``body`` end in a chevron, as UIKit's disclosure indicator:
    /// set it when choosing a row pushes a screen. A split view's collapsed columns and the More
    /// list show them without asking (SB-6).
    public var showsDisclosureIndicators = false {
        didSet { if oldValue != showsDisclosureIndicators { setNeedsUpdate() } }
    }

    /// Whether ``body`` must be read again at the next Scene.
    var needsContentUpdate = true
    /// What ``body`` built last, and under which conditions.
    private var builtContent: BuiltContent?
    /// Reads ``body`` for every Scene (for built-in screens whose body reads another
    /// controller's state, such as the More list).
    var rebuildsContentForEveryScene = false
    /// The `Equatable` views of the last build, by position (``ForEach`` rows).
    private let viewMemo = ViewMemo()

    // MARK: Appearance (spec SV-M1)

    /// Called before this controller comes on screen.
    open func viewWillAppear() {}
    /// Called after this controller came on screen.
    open func viewDidAppear() {}
    /// Called before this controller goes off screen.
    open func viewWillDisappear() {}
    /// Called after this controller went off screen.
    open func viewDidDisappear() {}

    /// Called after the window's traits changed; `previous` is nil the first time.
    open func traitsDidChange(previous: Traits?) {}

    // MARK: Environment

    /// The window this controller is shown in, through its ancestors.
    public var window: Window? {
        var node: ViewController? = self
        while let current = node {
            if let window = current.hostingWindow { return window }
            node = current.parent
        }
        return nil
    }

    /// The traits this controller lays out in, or nil outside a window: the window's, except
    /// for a container in a split view's column, which lays out in the column's size (D-64).
    public var traits: Traits? {
        // Up to the window, unless a container on the way gives its children traits of their own.
        var node = self
        while let parent = node.parent {
            if parent.givesChildrenTraits { return parent.traits(for: node) }
            node = parent
        }
        return node.hostingWindow?.traits
    }

    /// Whether this container may give a child traits other than its own (a split view, D-64).
    var givesChildrenTraits = false

    /// The traits `child` lays out in: this controller's own, unless a container says otherwise.
    func traits(for child: ViewController) -> Traits? { traits }

    /// The nearest ancestor that is a navigation controller. Spec: SV-M4 (by analogy).
    public var navigationController: NavigationController? {
        nearestAncestor(of: NavigationController.self)
    }

    /// The nearest ancestor that is a split view controller, else nil. Spec: SV-M4.
    public var splitViewController: SplitViewController? {
        nearestAncestor(of: SplitViewController.self)
    }

    func nearestAncestor<T: ViewController>(of type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }

    /// A short name for dumps and diagnostics: the title, else the type name.
    public var debugName: String {
        title ?? String(describing: type(of: self))
    }

    // MARK: Scene

    /// Adds this controller's part of the Scene. Containers override it to place their children;
    /// the default shows ``ViewController/body``.
    open func makeScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        let nodes: [ViewNode]
        if context.includesContent, let id {
            nodes = content(id: id, in: context)
        } else {
            nodes = []
        }
        return .content(ContentScene(controller: id ?? ControllerID(0), title: title, nodes: nodes))
    }

    /// The body's nodes: those of the last build while nothing they depend on changed (their
    /// actions registered again), else a new build.
    private func content(id: ControllerID, in context: SceneBuildContext) -> [ViewNode] {
        let conditions = BuiltContent.Conditions(
            controller: id, revision: contentRevision, traits: window?.traits, focusedNode: context.actions.focusedNode,
            rowsShowDisclosure: showsDisclosureIndicators || context.pushingControllers.contains(ObjectIdentifier(self)))
        if !needsContentUpdate, !rebuildsContentForEveryScene, let built = builtContent, built.conditions == conditions {
            context.actions.replay(built.actions)
            return built.nodes
        }
        let mark = context.actions.mark
        viewMemo.sharedNodes = window?.sharedNodes
        // The body sits at position 0 under the controller's id.
        let nodes = body.makeNodes(in: ViewBuildContext(id: id.nodeID.child("0"), actions: context.actions,
                                                        rowsShowDisclosure: conditions.rowsShowDisclosure, memo: viewMemo))
        viewMemo.finishBuild()
        builtContent = BuiltContent(conditions: conditions, nodes: nodes, actions: context.actions.recorded(since: mark))
        needsContentUpdate = false
        return nodes
    }

    /// Whether the last build has a ``RowActions`` waiting at `id` (D-69): looked up when its tap
    /// comes instead of registered at every build.
    func builtContentHasActionsRequest(_ id: NodeID) -> Bool {
        func contains(_ nodes: [ViewNode]) -> Bool {
            nodes.contains { node in
                node.id == id ? node.kind == .actionsOnRequest : contains(node.children)
            }
        }
        return contains(builtContent?.nodes ?? [])
    }

    // MARK: Container hooks

    /// Called before `child` stops being a child of this controller; containers forget it here.
    func childWillBeRemoved(_ child: ViewController) {}

    /// Called once when this controller's tree joins a window, after ids are assigned.
    /// Containers settle their initial layout here.
    func windowDidAttach() {}

    /// Called when the window's traits changed, before any controller hears
    /// ``traitsDidChange(previous:)``. Containers adapt here (a split view collapses, SV-K1).
    func adaptToWindowTraits(from previous: Traits, to next: Traits) {}

    /// After every update: a container whose own traits can change without the window's (a
    /// split view in a column, D-64) adapts to them.
    func adaptToOwnTraits() {}

    // MARK: Invariants

    /// Checks this controller's internal consistency; containers extend it. Runs in debug builds
    /// and with `PANEKIT_INTERNAL_CHECKS`, after every public mutation.
    open func checkInvariants() {
        for child in children {
            precondition(child.parent === self, "\(child.debugName) is a child of \(debugName) but its parent differs")
        }
    }
}

/// A controller's content as last built, with what it was built under.
private struct BuiltContent {
    struct Conditions: Equatable {
        var controller: ControllerID
        var revision: Int
        var traits: Traits?
        var focusedNode: NodeID?
        var rowsShowDisclosure: Bool
    }

    var conditions: Conditions
    var nodes: [ViewNode]
    var actions: [(id: NodeID, action: ActionTable.Action)]
}
