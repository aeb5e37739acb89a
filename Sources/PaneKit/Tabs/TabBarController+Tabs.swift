extension TabBarController {
    /// Sets the tabs of the iOS 18 API. People's stored customization still applies (TB-17).
    /// The previously selected tab stays selected if it is still there, else the first tab.
    public func setTabs(_ newTabs: [Tab]) {
        performUpdate {
            tabs = newTabs
            for tab in newTabs { tab.parent = nil }
            for group in newTabs.compactMap({ $0 as? TabGroup }) {
                for child in group.children { child.parent = group }
            }
            let leaves = allTabs.map(\.identifier)
            tabRootsByIdentifier = tabRootsByIdentifier.filter { leaves.contains($0.key) }
            if selectedTabIdentifier.map({ tab(forIdentifier: $0) == nil }) ?? true {
                // A group is never selected itself: the child it shows is.
                let first = barTabs.first ?? newTabs.first
                selectedTabIdentifier = first.map { (($0 as? TabGroup)?.currentChild ?? $0).identifier }
            }
            applyGroupOrder()
            configureTabSidebar()
            rebuildChildren(classicRoots: tabRoots)
            if let selected = selectedTab { makeTabRoot(for: selected) }
            setNeedsUpdate()
        }
    }

    /// Every tab, groups and their children, depth first.
    public var allTabs: [Tab] {
        tabs.flatMap { tab -> [Tab] in
            if let group = tab as? TabGroup { return [group] + group.children }
            return [tab]
        }
    }

    /// The tab with this identifier, at any level.
    public func tab(forIdentifier identifier: String) -> Tab? {
        allTabs.first { $0.identifier == identifier }
    }

    /// The selected tab; for a group, the child it shows. Setting it is programmatic (TB-4).
    public var selectedTab: Tab? {
        get { selectedTabIdentifier.flatMap(tab(forIdentifier:)) }
        set {
            guard let newValue, tab(forIdentifier: newValue.identifier) != nil else { return }
            performUpdate { select(newValue, byUser: false) }
        }
    }

    // MARK: Placement (TB-15, TB-16, TB-20, TB-21)

    /// Whether people hid the tab (or it is hidden by default and not shown); a tab that does
    /// not allow hiding is never hidden by customization, even a stored one. Spec: TB-17.
    public func isHidden(_ tab: Tab) -> Bool {
        guard tab.allowsHiding else { return false }
        return tabCustomization.sidebar.hidden.contains(tab.identifier)
            || (tab.isHiddenByDefault && !tabCustomization.sidebar.shown.contains(tab.identifier))
    }

    /// Whether a tab's placement puts it in the bar, with people's changes. Spec: TB-16.
    func placementAllowsBar(_ tab: Tab) -> Bool {
        switch tab.placement {
        case .fixed, .movable, .pinned: true
        case .default, .automatic: !tabCustomization.barRemoved.contains(tab.identifier)
        case .optional: tabCustomization.barAdded.contains(tab.identifier)
        case .sidebarOnly: false
        }
    }

    /// Top-level tabs in people's order.
    var orderedTopLevelTabs: [Tab] {
        let order = tabCustomization.order
        let named = order.compactMap { id in tabs.first { $0.identifier == id } }
        return named + tabs.filter { !order.contains($0.identifier) }
    }

    /// The tabs in the bar, leading first: fixed ones, then the rest, then pinned ones. Only
    /// top-level tabs by default (TB-15); in compact width a group's children stand in for it,
    /// without its header (TB-20); a section's tab that people or the app put in the bar follows
    /// its section's place in every width, even when the section itself stays in the sidebar.
    public var barTabs: [Tab] {
        let compact = traits?.horizontalSizeClass != .regular
        var result: [Tab] = []
        for tab in orderedTopLevelTabs where !isHidden(tab) {
            let group = tab as? TabGroup
            let placed = group?.children.filter { !isHidden($0) && tabCustomization.barAdded.contains($0.identifier) } ?? []
            guard placementAllowsBar(tab) else {
                result += placed
                continue
            }
            if compact, let group {
                result += group.children.filter { !isHidden($0) && ($0.placement != .sidebarOnly && $0.placement != .optional
                    || tabCustomization.barAdded.contains($0.identifier)) }
            } else {
                result.append(tab)
                result += placed
            }
        }
        let fixed = result.filter { $0.placement == .fixed }
        let pinned = result.filter { $0.placement == .pinned }
        return fixed + result.filter { $0.placement != .fixed && $0.placement != .pinned } + pinned
    }

    /// The tabs shown in the bar and those that live in More (TB-1, DESIGN §3): fixed and pinned
    /// tabs always stay in the bar, the others fill the places left before More.
    var tabModeBarLayout: (visible: [Tab], overflow: [Tab]) {
        let bar = barTabs
        guard bar.count > maximumVisibleItems else { return (bar, []) }
        let kept = bar.filter { $0.placement == .fixed || $0.placement == .pinned }
        let flexible = bar.filter { $0.placement != .fixed && $0.placement != .pinned }
        let room = max(0, maximumVisibleItems - 1 - kept.count)
        let shown = Set(flexible.prefix(room).map(ObjectIdentifier.init))
        return (bar.filter { tab in kept.contains { $0 === tab } || shown.contains(ObjectIdentifier(tab)) },
                flexible.filter { !shown.contains(ObjectIdentifier($0)) })
    }

    /// Tabs in the bar that do not fit and live in More (TB-1).
    var tabModeOverflow: [Tab] { tabModeBarLayout.overflow }

    /// Adds a tab to the bar or removes it, as people do by dragging between the sidebar and the
    /// bar. Fixed, movable and pinned tabs cannot be removed; sidebar-only tabs cannot be added.
    /// Spec: TB-16, TB-17.
    public func setTab(_ tab: Tab, inTabBar: Bool) {
        switch (tab.placement, inTabBar) {
        case (.fixed, false), (.movable, false), (.pinned, false), (.sidebarOnly, true):
            window?.report(Diagnostic("the \(tab.placement) tab \(tab.identifier) cannot be \(inTabBar ? "added to" : "removed from") the tab bar (TB-16)"))
            return
        default:
            break
        }
        // A section's tab is in the bar only where people put it (TB-15), whatever its placement.
        let inSection = !tabs.contains { $0 === tab }
        performUpdate {
            if inTabBar {
                tabCustomization.barRemoved.remove(tab.identifier)
                if tab.placement == .optional || inSection { tabCustomization.barAdded.insert(tab.identifier) }
            } else {
                tabCustomization.barAdded.remove(tab.identifier)
                tabCustomization.barRemoved.insert(tab.identifier)
            }
            reconcileSelectionWithBar()
        }
    }

    /// Whether people can reach `tab` now: the sidebar exists at these traits, or the tab (or
    /// the group it is in) is in the bar, More included (D-60).
    func canReach(_ tab: Tab) -> Bool {
        if isHidden(tab) { return false }
        if showsTabSidebar { return true }
        return barTabs.contains { $0 === tab || $0 === tab.parent }
    }

    /// D-60: a selected tab people can no longer reach (sidebar-only in compact width, removed
    /// from the bar) gives the selection to the first tab of the bar, and the delegate hears it,
    /// so nothing shows under no highlighted tab. When it can be reached again and people have
    /// not chosen another tab meanwhile, it comes back, and the delegate hears that too.
    func reconcileSelectionWithBar() {
        guard !tabs.isEmpty, let selected = selectedTab else { return }
        if let displaced = displacedSelection {
            guard displaced.chosen == selected.identifier else { displacedSelection = nil; return reconcileSelectionWithBar() }
            if let previous = tab(forIdentifier: displaced.previous), canReach(previous) {
                displacedSelection = nil
                select(previous, byUser: false)
                delegate?.tabBarController(self, didSelectTab: previous, previousTab: selected)
                return
            }
        }
        guard !canReach(selected), let first = barTabs.first(where: { $0 !== selected }) else { return }
        let chosen = (first as? TabGroup)?.currentChild ?? first
        if displacedSelection == nil { displacedSelection = (selected.identifier, chosen.identifier) }
        select(first, byUser: false)
        delegate?.tabBarController(self, didSelectTab: chosen, previousTab: selected)
    }

    // MARK: Sidebar (TB-11…TB-13, TB-19)

    /// The sidebar the tabs adapt into (UIKit's `sidebar`): turn on its editing mode to let
    /// people hide and reorder tabs (TB-17).
    public var sidebar: SidebarController { tabSidebar }

    /// Whether tabs show as a sidebar now: regular width, by ``mode`` and idiom. Spec: TB-11,
    /// TB-12, TB-19.
    public var showsTabSidebar: Bool {
        guard !tabs.isEmpty, let traits, traits.horizontalSizeClass == .regular, traits.idiom != .phone else { return false }
        switch mode {
        case .tabBar: return false
        case .automatic: return tabs.contains { $0 is TabGroup }
        case .tabSidebar: return true
        }
    }

    /// Whether the tab bar shows alongside: not on the Mac, where the sidebar replaces it (TB-12).
    var showsBarWithSidebar: Bool {
        traits?.idiom != .mac
    }

    /// Whether the sidebar is on screen: shown by default in landscape, hidden in portrait, unless
    /// the app or the person chose (TB-13).
    public var isTabSidebarVisible: Bool {
        guard showsTabSidebar, let traits else { return false }
        if let hidden = isSidebarHidden { return !hidden }
        return traits.size.width > traits.size.height || traits.idiom == .mac
    }

    /// The sidebar's sections: top-level tabs first, then one section per group (TB-15).
    func configureTabSidebar() {
        let topLevel = orderedTopLevelTabs.filter { !($0 is TabGroup) }
        var sections = [SidebarSection(id: "tabs", items: topLevel.map(sidebarItem), isCollapsible: false, allowsReordering: false)]
        for group in orderedTopLevelTabs.compactMap({ $0 as? TabGroup }) {
            sections.append(SidebarSection(id: group.identifier, title: group.title, items: group.children.map(sidebarItem),
                                           allowsReordering: group.allowsReordering, allowsHiding: true))
        }
        tabSidebar.headerMode = .supplementary
        tabSidebar.sections = sections
        tabSidebar.title = title
        tabSidebar.customization = tabCustomization.sidebar
        tabSidebar.selection = selectedTabIdentifier
        tabSidebar.onSelect = { [unowned self] identifier in
            if let tab = tab(forIdentifier: identifier) { select(tab, byUser: true) }
        }
        tabSidebar.onCustomizationChange = { [unowned self] sidebar in sidebarCustomizationChanged(sidebar) }
    }

    /// Refreshes the sidebar's rows from the tabs (titles, badges and symbols may change at any
    /// time, §4.2), keeping its customization and selection.
    func configureTabSidebarItems() {
        var sections = tabSidebar.sections
        for index in sections.indices {
            let section = sections[index]
            sections[index].items = section.items.compactMap { item in tab(forIdentifier: item.id).map(sidebarItem) }
        }
        if sections.map({ $0.items.map(\.id) }) != tabSidebar.sections.map({ $0.items.map(\.id) })
            || zip(sections.flatMap(\.items), tabSidebar.sections.flatMap(\.items)).contains(where: { $0.title != $1.title || $0.badge != $1.badge || $0.symbol != $1.symbol
                                                                                        || $0.allowsHiding != $1.allowsHiding }) {
            tabSidebar.sections = sections
        }
    }

    private func sidebarItem(_ tab: Tab) -> SidebarItem {
        SidebarItem(id: tab.identifier, title: tab.title, symbol: tab.symbol, badge: tab.badgeValue,
                    isHiddenByDefault: tab.isHiddenByDefault && tab.allowsHiding, allowsHiding: tab.allowsHiding)
    }

    /// People changed the sidebar: keep it, apply group order, tell the delegate (TB-17).
    private func sidebarCustomizationChanged(_ sidebar: SidebarCustomization) {
        let before = tabCustomization.sidebar
        tabCustomization.sidebar = sidebar
        applyGroupOrder()
        for group in tabs.compactMap({ $0 as? TabGroup }) where before.order[group.identifier] != sidebar.order[group.identifier] {
            delegate?.tabBarController(self, displayOrderDidChangeFor: group)
        }
        let changed = allTabs.filter { tab in
            (before.hidden.contains(tab.identifier) != sidebar.hidden.contains(tab.identifier))
                || (before.shown.contains(tab.identifier) != sidebar.shown.contains(tab.identifier))
        }
        if !changed.isEmpty {
            // A tab hidden from the sidebar leaves the bar too; selection moves off it.
            reconcileSelectionWithBar()
            delegate?.tabBarController(self, visibilityDidChangeFor: changed)
        }
        configureTabSidebar()
    }

    func applyGroupOrder() {
        for group in tabs.compactMap({ $0 as? TabGroup }) {
            if let order = tabCustomization.sidebar.order[group.identifier] { group.displayOrderIdentifiers = order }
        }
    }

    // MARK: Selection

    /// Selects a tab (a group selects the child it shows). For the person's taps the delegate is
    /// asked first and told after (TB-18); programmatic selection tells no one (TB-4).
    func select(_ tab: Tab, byUser: Bool) {
        let target = (tab as? TabGroup)?.currentChild ?? tab
        if byUser {
            guard delegate?.tabBarController(self, shouldSelectTab: target) ?? true else {
                // The sidebar highlighted the row before asking: put it back.
                tabSidebar.selection = selectedTabIdentifier
                return
            }
        }
        let previous = selectedTab
        if byUser, previous === target {
            (tabRootsByIdentifier[target.identifier] as? NavigationController)?.popToRoot()  // TB-5
        }
        selectedTabIdentifier = target.identifier
        target.parent?.selectedChild = target
        makeTabRoot(for: target)
        showsTabMoreList = false
        tabSidebar.selection = target.identifier
        setNeedsUpdate()
        if byUser { delegate?.tabBarController(self, didSelectTab: target, previousTab: previous) }
    }

    /// Makes the root shown for a tab, on first selection: its controller, wrapped in a
    /// navigation controller once (D-25). Never called while a Scene is built.
    @discardableResult
    func makeTabRoot(for tab: Tab) -> ViewController? {
        if let root = tabRootsByIdentifier[tab.identifier] { return root }
        guard let controller = tab.viewController else { return nil }
        guard !controller.isAncestor(of: self) else {
            window?.report(Diagnostic("the controller of tab \(tab.identifier) contains this tab bar controller"))
            return nil
        }
        let root: ViewController = controller is NavigationController || controller is SplitViewController
            ? controller : NavigationController(root: controller)
        tabRootsByIdentifier[tab.identifier] = root
        rebuildChildren(classicRoots: tabRoots)
        return root
    }

    /// Children: the classic tabs' roots, the tab roots made so far, More and the sidebar.
    func rebuildChildren(classicRoots: [ViewController]) {
        let tabModeRoots = allTabs.compactMap { tabRootsByIdentifier[$0.identifier] }
        setChildren(classicRoots + tabModeRoots + [moreNavigationController, tabSidebar])
    }
}
