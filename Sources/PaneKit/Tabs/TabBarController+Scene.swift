extension TabBarController {
    /// The tab bar's part of the Scene: its items and the selected tab's content.
    func tabBarScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        guard let id else { return .content(ContentScene(controller: ControllerID(0), title: title, nodes: [])) }
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
                context.onTap(backID) { [unowned self] in self.selection = .moreList; self.setNeedsUpdate() }
                context.pendingLeadingItems = [BarItem(id: backID, kind: .back(title: "More"))]
            }
            content = root.makeScene(in: context)
            context.pendingLeadingItems = []
        default:
            content = nil
        }

        let compact = traits?.horizontalSizeClass != .regular
        return .tabBar(TabBarScene(
            controller: id,
            items: items,
            isHidden: compact && hasFocusedTextField,
            position: compact ? .bottom : .top,
            itemPositioning: compact ? .fill : .centered,
            itemLayout: compact ? .stacked : .inline,
            content: content
        ))
    }

    /// Whether the person is typing in a text field inside this tab bar controller: in compact
    /// width the bar then hides (DESIGN §3).
    var hasFocusedTextField: Bool {
        guard let window, let focused = window.focusedNode, let owner = window.controller(owning: focused) else { return false }
        return isAncestor(of: owner)
    }
}
