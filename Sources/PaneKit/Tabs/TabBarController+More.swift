extension TabBarController {
    /// Each tab's identifier, unique: a repeated one gets "#2", "#3"… after it.
    var tabIdentifiers: [String] {
        var seen: [String: Int] = [:]
        return viewControllers.map { controller in
            let base = baseIdentifier(of: controller)
            seen[base, default: 0] += 1
            return seen[base]! == 1 ? base : "\(base)#\(seen[base]!)"
        }
    }

    /// The rows of the More list.
    var moreRows: [MoreRow] {
        if !tabs.isEmpty {
            return tabModeOverflow.map { MoreRow(identifier: $0.identifier, title: $0.title, symbol: $0.symbol, badge: $0.badgeValue) }
        }
        return overflowViewControllers.map { controller in
            MoreRow(identifier: identifier(of: controller), title: controller.tabBarItem.title ?? controller.title ?? identifier(of: controller),
                    symbol: controller.tabBarItem.symbol, badge: controller.tabBarItem.badgeValue)
        }
    }

    /// A row of the More list was chosen.
    func moreRowChosen(_ identifier: String) {
        if !tabs.isEmpty {
            if let tab = tabModeOverflow.first(where: { $0.identifier == identifier }) { select(tab, byUser: true) }
        } else {
            overflowTabChosen(identifier)
        }
        if let root = moreAreaRoot { moreStackShows((root as? NavigationController)?.topViewController ?? root) }
    }

    /// The root of the tab shown in the More area (a tab that lives in More), if one shows.
    var moreAreaRoot: ViewController? {
        if !tabs.isEmpty {
            guard !showsTabMoreList, let selected = selectedTab, tabModeOverflow.contains(where: { $0 === selected }) else { return nil }
            return tabRootsByIdentifier[selected.identifier]
        }
        guard case .tab(let index) = selection, let first = firstOverflowIndex, index >= first, tabRoots.indices.contains(index) else { return nil }
        return tabRoots[index]
    }

    /// D-61: UIKit pushes a tab chosen in More onto ``moreNavigationController``, so its delegate
    /// hears each screen that comes on top there: the tab, screens pushed and popped in it, and
    /// the More list again after Back.
    func moreStackShows(_ controller: ViewController?) {
        guard let controller, let delegate = moreNavigationController.delegate else { return }
        delegate.navigationController(moreNavigationController, willShow: controller)
        delegate.navigationController(moreNavigationController, didShow: controller)
    }

    /// A row of the More list was chosen: that tab becomes selected, shown in the More area.
    func overflowTabChosen(_ identifier: String) {
        guard let first = firstOverflowIndex,
              let index = viewControllers.indices.first(where: { $0 >= first && self.identifier(of: viewControllers[$0]) == identifier })
        else { return }
        selection = .tab(index)
        setNeedsUpdate()
    }

    // MARK: Edit (TB-2)

    /// The Edit button of More: open the customization sheet. Spec: TB-2.
    public func beginCustomizing() {
        guard let customizable = customizableViewControllers, !customizable.isEmpty else { return }
        performUpdate {
            orderBeforeEditing = viewControllers.map(ObjectIdentifier.init)
            delegate?.tabBarController(self, willBeginCustomizing: viewControllers)
            let editor = TabCustomizationController(tabBar: self)
            let sheet = NavigationController(root: editor)
            sheet.modalPresentationStyle = .formSheet
            // Only Done ends customizing (TB-2): no swipe or Escape.
            sheet.isModalInPresentation = true
            present(sheet)
        }
    }

    /// Done in the customization sheet: tell the delegate, close the sheet, tell it again.
    /// Spec: TB-2.
    func endCustomizing(presentedBy editor: ViewController) {
        let changed = orderBeforeEditing.map { $0 != viewControllers.map(ObjectIdentifier.init) } ?? false
        orderBeforeEditing = nil
        delegate?.tabBarController(self, willEndCustomizing: viewControllers, changed: changed)
        let order = viewControllers
        editor.dismiss { [weak self] in
            guard let self else { return }
            delegate?.tabBarController(self, didEndCustomizing: order, changed: changed)
        }
    }

    /// Moves a tab in the Edit sheet. Only customizable tabs move; the others keep their places.
    func moveTab(_ identifier: String, to target: Int) {
        guard let customizable = customizableViewControllers,
              let from = viewControllers.firstIndex(where: { self.identifier(of: $0) == identifier }),
              customizable.contains(where: { $0 === viewControllers[from] }) else { return }
        let movable = viewControllers.indices.filter { index in customizable.contains { $0 === viewControllers[index] } }
        var ordered = movable.map { viewControllers[$0] }
        ordered.remove(at: movable.firstIndex(of: from)!)
        // Where it lands among the movable places: moving down counts the places up to the
        // target, moving up the places before it.
        let others = movable.filter { $0 != from }
        let rank = min(target > from ? others.filter { $0 <= target }.count : others.filter { $0 < target }.count, ordered.count)
        ordered.insert(viewControllers[from], at: rank)
        var controllers = viewControllers
        var roots = tabRoots
        let selectedController = selectedIndex.map { viewControllers[$0] }
        let rootOf = Dictionary(uniqueKeysWithValues: zip(viewControllers.map(ObjectIdentifier.init), tabRoots))
        for (slot, controller) in zip(movable, ordered) {
            controllers[slot] = controller
            roots[slot] = rootOf[ObjectIdentifier(controller)]!
        }
        viewControllers = controllers
        tabRoots = roots
        if let selectedController, let index = controllers.firstIndex(where: { $0 === selectedController }) {
            selection = .tab(index)
        }
        rebuildChildren(classicRoots: roots)
        setNeedsUpdate()
    }

    /// D-65: a tab dropped on a bar item in the Edit sheet takes that item's place, and the item
    /// takes the dropped tab's place (in More, or elsewhere in the bar), as UIKit's Configure
    /// screen does. Only customizable tabs trade places.
    func replaceBarItem(at slot: Int, with identifier: String) {
        guard let customizable = customizableViewControllers,
              let from = viewControllers.firstIndex(where: { self.identifier(of: $0) == identifier }),
              viewControllers.indices.contains(slot), from != slot,
              customizable.contains(where: { $0 === viewControllers[from] }),
              customizable.contains(where: { $0 === viewControllers[slot] }) else { return }
        let selectedController = selectedIndex.map { viewControllers[$0] }
        viewControllers.swapAt(from, slot)
        tabRoots.swapAt(from, slot)
        if let selectedController, let index = viewControllers.firstIndex(where: { $0 === selectedController }) {
            selection = .tab(index)
        }
        rebuildChildren(classicRoots: tabRoots)
        setNeedsUpdate()
    }

    // MARK: Customization persistence

    /// The order people chose, to store. Spec: TB-2.
    public var customization: TabCustomization {
        TabCustomization(order: viewControllers.map(identifier(of:)))
    }

    /// Applies a stored order: known tabs take the stored order, tabs the value does not name
    /// keep their places after them, unknown names are ignored.
    public func apply(_ customization: TabCustomization) {
        let named = customization.order.compactMap { name in viewControllers.first { identifier(of: $0) == name } }
        let rest = viewControllers.filter { controller in !named.contains { $0 === controller } }
        let customizable = customizableViewControllers
        setViewControllers(named + rest)
        customizableViewControllers = customizable
    }
}

/// The list of the tabs that live in More, with the Edit button. Spec: TB-1, TB-2.
final class MoreListController: ViewController {
    weak var tabBar: TabBarController?

    init() {
        super.init(title: "More")
        // The rows are the tab bar's state.
        rebuildsContentForEveryScene = true
        // Choosing a row pushes its tab, as UIKit's More list shows.
        showsDisclosureIndicators = true
    }

    override var body: any View {
        guard let tabBar else { return ViewGroup() }
        let rows = tabBar.moreRows
        return List(onSelect: { [weak tabBar] identifier in tabBar?.moreRowChosen(identifier) }) {
            ForEach(rows, id: \.identifier) { row in
                HStack {
                    Label(row.title, symbol: row.symbol)
                    if let badge = row.badge { Badge(badge) }
                }
            }
        }
    }

    override var navigationItem: NavigationItem {
        get {
            var item = NavigationItem(title: "More")
            if tabBar?.tabs.isEmpty == true, let customizable = tabBar?.customizableViewControllers, !customizable.isEmpty {
                item.trailingItems = [BarButtonItem("Edit") { [weak self] in self?.tabBar?.beginCustomizing() }]
            }
            return item
        }
        set {}
    }
}

/// One row of the More list.
struct MoreRow {
    let identifier: String
    let title: String
    let symbol: String?
    let badge: String?
}

/// The Edit sheet of More: every tab, in order; customizable ones can be moved. Spec: TB-2.
final class TabCustomizationController: ViewController {
    weak var tabBar: TabBarController?

    init(tabBar: TabBarController) {
        self.tabBar = tabBar
        super.init(title: "Configure")
        rebuildsContentForEveryScene = true
    }

    override var body: any View {
        guard let tabBar else { return ViewGroup() }
        let visible = tabBar.firstOverflowIndex ?? tabBar.viewControllers.count
        let rows = tabBar.viewControllers.enumerated().map { index, controller in
            (tabBar.identifier(of: controller), controller.tabBarItem.title ?? controller.title ?? "", controller.tabBarItem.symbol, index < visible)
        }
        let customizable = Set((tabBar.customizableViewControllers ?? []).map(tabBar.identifier(of:)))
        let bar = rows.enumerated().filter { $0.element.3 }
        return VStack {
            List(onMove: { [weak tabBar] identifier, index in tabBar?.moveTab(identifier, to: index) }) {
                ForEach(rows, id: \.0) { _, title, symbol, inBar in
                    HStack {
                        Label(title, symbol: symbol)
                        if inBar {
                            // A detail at the trailing edge, as a settings row's value.
                            Spacer()
                            Text("In tab bar", style: .subheadline, format: TextFormat(color: .secondary))
                        }
                    }
                }
            }
            // D-65: the bar as it is; a row dropped on one of its items replaces it.
            Text("Drag an item onto the tab bar to replace one.", style: .footnote)
            HStack {
                ForEach(bar, id: \.element.0) { slot, row in
                    DropDestination(accepting: customizable, onDrop: { [weak tabBar] identifier in
                        tabBar?.replaceBarItem(at: slot, with: identifier)
                    }) {
                        Label(row.1, symbol: row.2)
                    }
                }
            }
        }
    }

    override var navigationItem: NavigationItem {
        get {
            var item = NavigationItem(title: "Configure")
            item.trailingItems = [BarButtonItem("Done") { [weak self] in
                guard let self, let tabBar else { return }
                tabBar.endCustomizing(presentedBy: self)
            }]
            return item
        }
        set {}
    }
}
