extension TabBarController {
    /// Replaces the tabs. The previously selected controller stays selected if it is still there;
    /// else the tab at the same index; else the first. Editing rights reset to every tab.
    /// Spec: TB-3, §4.1.
    public func setViewControllers(_ newControllers: [ViewController]) {
        performUpdate {
            let previous = selectedViewController
            let previousIndex = selectedIndex
            var roots: [ViewController] = []
            var accepted: [ViewController] = []
            for controller in newControllers where !accepted.contains(where: { $0 === controller }) {
                if controller is TabBarController || controller === moreNavigationController {
                    window?.report(Diagnostic("a tab bar controller (or the More stack) cannot be a tab"))
                    continue
                }
                if controller.isAncestor(of: self) {
                    window?.report(Diagnostic("\(controller.debugName) contains this tab bar controller; it cannot be a tab"))
                    continue
                }
                accepted.append(controller)
                roots.append(root(for: controller))
            }
            viewControllers = accepted
            tabRoots = roots
            wrappers = wrappers.filter { id in roots.contains { ObjectIdentifier($0) == id } }
            rebuildChildren(classicRoots: roots)
            customizableViewControllers = accepted
            if let previous, let index = accepted.firstIndex(where: { $0 === previous }) {
                selection = .tab(index)
            } else if let previousIndex, accepted.indices.contains(previousIndex) {
                selection = .tab(previousIndex)
            } else {
                selection = .tab(0)
            }
            setNeedsUpdate()
        }
    }

    /// The tab's navigation controller, made once per controller (D-25).
    private func root(for controller: ViewController) -> ViewController {
        if controller is NavigationController || controller is SplitViewController { return controller }
        // The wrapper made before, while it still holds this controller.
        if let index = viewControllers.firstIndex(where: { $0 === controller }), let wrapper = tabRoots[index] as? NavigationController,
           wrappers.contains(ObjectIdentifier(wrapper)), wrapper.viewControllers.first === controller {
            return wrapper
        }
        let wrapper = NavigationController(root: controller)
        wrappers.insert(ObjectIdentifier(wrapper))
        return wrapper
    }

    /// The selected tab's index, or nil while the More list shows. Setting it is programmatic:
    /// the delegate is not told (TB-4).
    public var selectedIndex: Int? {
        get {
            if case .tab(let index) = selection, viewControllers.indices.contains(index) { return index }
            return nil
        }
        set {
            guard let newValue, viewControllers.indices.contains(newValue) else { return }
            performUpdate { selection = .tab(newValue); setNeedsUpdate() }
        }
    }

    /// The selected tab's controller, or ``moreNavigationController`` while the More list shows.
    /// Setting a controller that is not a tab (nor More) is ignored. Spec: §4.1.
    public var selectedViewController: ViewController? {
        get {
            switch selection {
            case .moreList: moreNavigationController
            case .tab(let index): viewControllers.indices.contains(index) ? viewControllers[index] : nil
            }
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationController, firstOverflowIndex != nil {
                performUpdate { selection = .moreList; setNeedsUpdate() }
            } else if let index = viewControllers.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }

    /// A tap on a tab: ask the delegate, select, or pop to the root on a re-tap, then tell the
    /// delegate — re-taps included. Spec: TB-4, TB-5.
    func tabTapped(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if selection == .tab(index) {
            (tabRoots[index] as? NavigationController)?.popToRoot()
        } else {
            selection = .tab(index)
        }
        setNeedsUpdate()
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// A tap on More: its list, or back to the list from a tab that lives there. Spec: TB-1, TB-4.
    func moreTapped() {
        guard delegate?.tabBarController(self, shouldSelect: moreNavigationController) ?? true else { return }
        selection = .moreList
        moreNavigationController.popToRoot()
        setNeedsUpdate()
        delegate?.tabBarController(self, didSelect: moreNavigationController)
    }
}
