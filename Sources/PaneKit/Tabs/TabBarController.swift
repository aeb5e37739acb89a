/// Tabs along the bottom (compact width) or top (regular width), each with its own navigation
/// stack, and a More tab when they do not fit. The equivalent of `UITabBarController`.
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [inbox, flagged, drafts, sent, archive, junk, trash])
/// tabs.selectedIndex = 0
/// ```
///
/// Spec: TB-1…TB-9. Concerns: `+Selection` (TB-3…TB-5), `+More` (TB-1, TB-2), `+Scene`.
open class TabBarController: ViewController {
    /// Asked before and told after people select tabs and customize them, like
    /// `UITabBarControllerDelegate`; held weakly, nil by default (TB-2, TB-4).
    public weak var delegate: TabBarControllerDelegate?

    /// The tabs' controllers as the app gave them, leading first. Spec: §4.1.
    public internal(set) var viewControllers: [ViewController] = []

    /// The tabs people may move in More → Edit; all of them whenever ``setViewControllers(_:)``
    /// runs; nil or empty: no Edit button. Spec: TB-2, §4.1.
    public var customizableViewControllers: [ViewController]? {
        didSet { setNeedsUpdate() }
    }

    /// The More tab's stack, its list of the tabs that do not fit at the root. Never one of
    /// ``viewControllers``. Spec: §4.1.
    public let moreNavigationController: NavigationController

    /// The navigation controller each tab shows: the one the app gave, or one wrapping its
    /// controller (D-25). Split views are shown as they are.
    var tabRoots: [ViewController] = []
    var wrappers: Set<ObjectIdentifier> = []

    /// What is selected: a tab, or the More list.
    enum Selection: Equatable {
        case tab(Int)
        case moreList
    }
    var selection: Selection = .tab(0)

    /// The order at the start of an Edit session, to tell whether it changed (TB-2).
    var orderBeforeEditing: [ObjectIdentifier]?

    let moreList: MoreListController

    // MARK: Tab API state (see +Tabs)

    /// The tabs of the iOS 18 API; empty when the controller is driven by ``viewControllers``.
    public internal(set) var tabs: [Tab] = []
    /// When tabs adapt into a sidebar. Spec: TB-11, TB-12.
    public var mode: Mode = .automatic { didSet { setNeedsUpdate() } }
    /// The selected tab (tab API).
    var selectedTabIdentifier: String?
    /// The tab the system moved the selection off when it left the bar, and the tab it chose
    /// instead: the first comes back when it can be reached again, unless people chose another
    /// tab meanwhile (D-60).
    var displacedSelection: (previous: String, chosen: String)?
    /// Whether the More list shows (tab API, compact width).
    var showsTabMoreList = false
    /// What people changed (tab API). Spec: TB-17.
    public var tabCustomization = TabCustomization() {
        didSet {
            applyGroupOrder()
            configureTabSidebar()
            setNeedsUpdate()
        }
    }
    /// Whether the sidebar is hidden; nil follows TB-13 (shown in landscape, hidden in portrait).
    public var isSidebarHidden: Bool? { didSet { setNeedsUpdate() } }
    /// Whether the active tab bar is hidden, as UIKit's (iOS 18); false by default. Unlike
    /// `hidesBottomBarWhenPushed`, it leaves a navigation controller's toolbar showing (TB-23).
    public var isTabBarHidden = false { didSet { if oldValue != isTabBarHidden { setNeedsUpdate() } } }

    /// Hides or shows the active tab bar (TB-23); the page animates the change unless people
    /// asked for reduced motion, so `animated` changes nothing.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        isTabBarHidden = hidden
    }
    /// The sidebar tabs adapt into.
    let tabSidebar = SidebarController()
    /// The navigation controller of each tab that has been shown (D-25).
    var tabRootsByIdentifier: [String: ViewController] = [:]

    /// When tabs adapt into a sidebar. Spec: TB-11, TB-12.
    public enum Mode: String, Sendable, Hashable {
        /// A sidebar in regular width when a tab group exists (iPad, Mac); a tab bar on phones.
        case automatic
        /// Always a tab bar.
        case tabBar
        /// A sidebar in regular width (iPad: with the tab bar; Mac: instead of it); a tab bar on phones.
        case tabSidebar
    }

    /// A tab bar with the given tabs, leading first; the first is selected, and the tabs that do
    /// not fit live in More (TB-1).
    public init(viewControllers: [ViewController] = []) {
        moreList = MoreListController()
        moreNavigationController = NavigationController(root: moreList)
        super.init()
        moreList.tabBar = self
        moreNavigationController.title = "More"
        setViewControllers(viewControllers)
        configureTabSidebar()
    }

    /// How many items fit in the bar: 5 in compact width, 8 in regular (DESIGN §3). With more
    /// tabs than that, the last place is the More tab. Spec: TB-1.
    public var maximumVisibleItems: Int {
        traits?.horizontalSizeClass == .regular ? 8 : 5
    }

    /// The index of the first tab that lives in More, or nil when every tab fits. Spec: TB-1.
    public var firstOverflowIndex: Int? {
        viewControllers.count > maximumVisibleItems ? maximumVisibleItems - 1 : nil
    }

    /// The tabs that live in More, in order.
    public var overflowViewControllers: [ViewController] {
        guard let first = firstOverflowIndex else { return [] }
        return Array(viewControllers[first...])
    }

    /// The identifier of a tab, for customization: its item's identifier, else its title, made
    /// unique among the tabs.
    func identifier(of viewController: ViewController) -> String {
        if let index = viewControllers.firstIndex(where: { $0 === viewController }) { return tabIdentifiers[index] }
        return baseIdentifier(of: viewController)
    }

    func baseIdentifier(of viewController: ViewController) -> String {
        if let identifier = viewController.tabBarItem.identifier { return identifier }
        if let title = viewController.tabBarItem.title ?? viewController.title { return title }
        return viewController.id.map { "c\($0.number)" } ?? "tab"
    }

    // MARK: Overrides

    open override func makeScene(in context: SceneBuildContext) -> SceneNode {
        tabBarScene(in: context)
    }

    override func childWillBeRemoved(_ child: ViewController) {
        tabRootsByIdentifier = tabRootsByIdentifier.filter { $0.value !== child }
        guard let index = tabRoots.firstIndex(where: { $0 === child }) else { return }
        removeTab(at: index)
    }

    /// A tab left (its controller was taken by another container): the selection follows the
    /// same controller, or the tab that took its place.
    func removeTab(at index: Int) {
        let removed = viewControllers[index]
        viewControllers.remove(at: index)
        tabRoots.remove(at: index)
        customizableViewControllers?.removeAll { $0 === removed }
        if case .tab(let selected) = selection {
            if selected > index { selection = .tab(selected - 1) }
            if selected >= viewControllers.count { selection = .tab(max(0, viewControllers.count - 1)) }
        }
        if selection == .moreList, firstOverflowIndex == nil { selection = .tab(0) }
        setNeedsUpdate()
    }

    /// A tab's wrapper lost its root to another container: the tab goes too.
    func tabContentWasRemoved(from navigation: NavigationController) {
        guard wrappers.contains(ObjectIdentifier(navigation)), navigation.viewControllers.isEmpty,
              let index = tabRoots.firstIndex(where: { $0 === navigation }) else { return }
        wrappers.remove(ObjectIdentifier(navigation))
        removeTab(at: index)
        rebuildChildren(classicRoots: tabRoots)
    }

    override func adaptToWindowTraits(from previous: Traits, to next: Traits) {
        // The More list may no longer exist after the bar grows.
        if selection == .moreList, firstOverflowIndex == nil { selection = .tab(0) }
        if showsTabMoreList, tabModeOverflow.isEmpty || (showsTabSidebar && !showsBarWithSidebar) {
            showsTabMoreList = false
            if let first = barTabs.first { select(first, byUser: false) }
        }
        reconcileSelectionWithBar()
        setNeedsUpdate()
    }

    open override func checkInvariants() {
        super.checkInvariants()
        precondition(tabRoots.count == viewControllers.count, "one root per tab")
        if case .tab(let index) = selection {
            precondition(viewControllers.isEmpty || viewControllers.indices.contains(index), "the selected tab exists")
        }
    }
}
