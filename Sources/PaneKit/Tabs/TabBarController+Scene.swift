extension TabBarController {
    /// The tab bar's part of the Scene: its items and the selected tab's content.
    func tabBarScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        guard let id else { return .content(ContentScene(controller: ControllerID(0), title: title, nodes: [])) }
        if !tabs.isEmpty { return tabModeScene(id: id, in: context) }
        let nodeID = id.nodeID
        let overflow = firstOverflowIndex
        let visibleCount = overflow ?? viewControllers.count
        let showsMoreArea = selection == .moreList || (selectedIndex.map { overflow != nil && $0 >= overflow! } ?? false)

        var items: [TabItemScene] = []
        for index in 0..<visibleCount {
            let controller = viewControllers[index]
            let itemID = nodeID.system("tab.\(index)")
            context.onTap(itemID) { [unowned self] in self.tabTapped(index) }
            items.append(TabItemScene(
                id: itemID,
                title: controller.tabBarItem.title ?? controller.title ?? "",
                symbol: controller.tabBarItem.symbol,
                badge: controller.tabBarItem.badgeValue,
                isSelected: selection == .tab(index),
                isMore: false
            ))
        }
        if overflow != nil {
            let moreID = nodeID.system("more")
            context.onTap(moreID) { [unowned self] in self.moreTapped() }
            items.append(TabItemScene(id: moreID, title: "More", symbol: "ellipsis", badge: nil, isSelected: showsMoreArea, isMore: true))
        }

        let content: SceneNode?
        switch selection {
        case .moreList:
            content = moreNavigationController.makeScene(in: context)
        case .tab(let index) where tabRoots.indices.contains(index):
            let root = tabRoots[index]
            if showsMoreArea, let navigation = root as? NavigationController, navigation.viewControllers.count <= 1 {
                // A tab that lives in More goes back to the More list from its root.
                let backID = nodeID.system("moreBack")
                context.onTap(backID) { [unowned self] in
                    self.selection = .moreList
                    self.setNeedsUpdate()
                    self.moreStackShows(self.moreNavigationController.viewControllers.first)
                }
                context.pendingLeadingItems = [BarItem(id: backID, kind: .back(title: "More"))]
            }
            content = root.makeScene(in: context)
            context.pendingLeadingItems = []
        default:
            content = nil
        }

        return barScene(id: id, items: items, content: content)
    }

    /// The tab bar's Scene: bottom, filled and stacked in compact width; top, centered and inline
    /// in regular width (TB-8, TB-9, TB-14); hidden while typing in compact width (DESIGN §3) and
    /// while a pushed screen asks (D-58).
    private func barScene(id: ControllerID, items: [TabItemScene], sidebar: SidebarScene? = nil,
                          sidebarToggleID: NodeID? = nil, content: SceneNode?) -> SceneNode {
        let compact = traits?.horizontalSizeClass != .regular
        return .tabBar(TabBarScene(
            controller: id,
            items: items,
            isHidden: isTabBarHidden || (compact && hasFocusedTextField) || selectedStackHidesBottomBar,
            position: compact ? .bottom : .top,
            itemPositioning: compact ? .fill : .centered,
            itemLayout: compact ? .stacked : .inline,
            sidebar: sidebar,
            sidebarToggleID: sidebarToggleID,
            content: content
        ))
    }

    /// The Scene of the tab API: bar items by placement, the sidebar, the selected tab.
    private func tabModeScene(id: ControllerID, in context: SceneBuildContext) -> SceneNode {
        let nodeID = id.nodeID
        let sidebarShown = isTabSidebarVisible
        let selected = selectedTab
        var items: [TabItemScene] = []
        var inMore = false
        if !showsTabSidebar || showsBarWithSidebar {
            configureTabSidebarItems()
            let layout = tabModeBarLayout
            let overflow = !layout.overflow.isEmpty
            // More goes before the pinned tabs, which keep the trailing edge (TB-16).
            let pinned = layout.visible.filter { $0.placement == .pinned }
            for tab in layout.visible where tab.placement != .pinned {
                let itemID = nodeID.system("tab.\(tab.identifier)")
                context.onTap(itemID) { [unowned self, unowned tab] in select(tab, byUser: true) }
                items.append(TabItemScene(
                    id: itemID, title: tab.title, symbol: tab.symbol, badge: tab.badgeValue,
                    isSelected: !showsTabMoreList && (selected === tab || (selected?.parent === tab && !layout.visible.contains { $0 === selected })),
                    isMore: false, isSymbolOnly: tab.placement == .pinned
                ))
            }
            if overflow {
                inMore = showsTabMoreList || layout.overflow.contains { $0 === selected }
                let moreID = nodeID.system("more")
                context.onTap(moreID) { [unowned self] in
                    showsTabMoreList = true
                    moreNavigationController.popToRoot()
                    setNeedsUpdate()
                }
                items.append(TabItemScene(id: moreID, title: "More", symbol: "ellipsis", badge: nil, isSelected: inMore, isMore: true))
            }
            for tab in pinned {
                let itemID = nodeID.system("tab.\(tab.identifier)")
                context.onTap(itemID) { [unowned self, unowned tab] in select(tab, byUser: true) }
                items.append(TabItemScene(id: itemID, title: tab.title, symbol: tab.symbol, badge: tab.badgeValue,
                                          isSelected: !showsTabMoreList && selected === tab, isMore: false, isSymbolOnly: true))
            }
        }

        var sidebarToggleID: NodeID?
        if showsTabSidebar {
            let toggle = nodeID.system("sidebarToggle")
            context.onTap(toggle) { [unowned self] in isSidebarHidden = isTabSidebarVisible }
            sidebarToggleID = toggle
        }
        var sidebar: SidebarScene?
        if sidebarShown {
            configureTabSidebarItems()
        }
        if sidebarShown, case .sidebar(let scene) = tabSidebar.makeScene(in: context) {
            sidebar = scene
        }

        var content: SceneNode?
        if showsTabMoreList {
            content = moreNavigationController.makeScene(in: context)
        } else if let selected, let root = tabRootsByIdentifier[selected.identifier] {
            if inMore, let navigation = root as? NavigationController, navigation.viewControllers.count <= 1 {
                let backID = nodeID.system("moreBack")
                context.onTap(backID) { [unowned self] in
                    showsTabMoreList = true
                    setNeedsUpdate()
                    moreStackShows(moreNavigationController.viewControllers.first)
                }
                context.pendingLeadingItems = [BarItem(id: backID, kind: .back(title: "More"))]
            }
            content = root.makeScene(in: context)
            context.pendingLeadingItems = []
        }

        return barScene(id: id, items: items, sidebar: sidebar, sidebarToggleID: sidebarToggleID, content: content)
    }

    /// Whether a stack the selected tab shows has a screen pushed that hides the bottom bar
    /// (D-58), at every width.
    var selectedStackHidesBottomBar: Bool {
        children.contains { child in
            showsChild(child) && child !== tabSidebar
                && child.subtree.contains { $0.isInShownBranch && ($0 as? NavigationController)?.hidesBottomBar == true }
        }
    }

    /// Whether the person is typing in a text field inside this tab bar controller: in compact
    /// width the bar then hides (DESIGN §3).
    var hasFocusedTextField: Bool {
        guard let window, let focused = window.focusedNode, let owner = window.controller(owning: focused) else { return false }
        return isAncestor(of: owner)
    }
}

extension TabBarController {
    /// The selected tab's root, More's stack while its list shows, and the sidebar while it shows
    /// (``ViewController/isInShownBranch``).
    func showsChild(_ child: ViewController) -> Bool {
        if !tabs.isEmpty {
            if child === tabSidebar { return isTabSidebarVisible }
            if showsTabMoreList { return child === moreNavigationController }
            return selectedTab.flatMap { tabRootsByIdentifier[$0.identifier] } === child
        }
        switch selection {
        case .moreList: return child === moreNavigationController
        case .tab(let index): return tabRoots.indices.contains(index) && tabRoots[index] === child
        }
    }
}
