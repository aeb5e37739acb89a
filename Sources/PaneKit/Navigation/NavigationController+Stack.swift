extension NavigationController {
    /// Pushes `viewController` on top of the stack. Spec: NV-2, SV-C7.
    ///
    /// - Throws: ``NavigationError/alreadyInStack(_:)`` if it is on the stack already, and
    ///   refuses split view and navigation controllers; the stack is unchanged then.
    public func push(_ viewController: ViewController) throws(NavigationError) {
        try validatePushable(viewController)
        if viewControllers.contains(where: { $0 === viewController }) {
            throw .alreadyInStack(viewController.debugName)
        }
        replaceStack(viewControllers + [viewController], transition: .push)
    }

    /// Pops the top controller and returns it; does nothing on the root. Spec: NV-3.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        replaceStack(Array(viewControllers.dropLast()), transition: .pop)
        return top
    }

    /// Pops everything above the root and returns what was popped, bottom first. Spec: NV-4.
    @discardableResult
    public func popToRoot() -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        replaceStack([viewControllers[0]], transition: .pop)
        return popped
    }

    /// Pops everything above `viewController` and returns what was popped. Spec: NV-4.
    ///
    /// - Throws: ``NavigationError/notInStack(_:)`` if it is not on the stack.
    @discardableResult
    public func pop(to viewController: ViewController) throws(NavigationError) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            throw .notInStack(viewController.debugName)
        }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty {
            replaceStack(Array(viewControllers[...index]), transition: .pop)
        }
        return popped
    }

    /// Replaces the whole stack with one transition: a pop if the new top was already on the
    /// stack below the top, none if it is the current top, else a push. Spec: NV-5.
    public func setViewControllers(_ newStack: [ViewController]) throws(NavigationError) {
        var seen = Set<ObjectIdentifier>()
        for controller in newStack {
            try validatePushable(controller)
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw .duplicateInStack(controller.debugName)
            }
        }
        let transition: NavigationTransition
        if let newTop = newStack.last, newTop === topViewController {
            transition = .none
        } else if let newTop = newStack.last, viewControllers.contains(where: { $0 === newTop }) {
            transition = .pop
        } else {
            transition = newStack.isEmpty ? .pop : .push
        }
        replaceStack(newStack, transition: transition)
    }

    /// Split views and navigation controllers cannot be pushed (SV-C7), nor an ancestor of this
    /// stack. A controller that belongs to another container is taken from it.
    func validatePushable(_ viewController: ViewController) throws(NavigationError) {
        if viewController is SplitViewController { throw .cannotPushSplitViewController }
        if viewController is NavigationController { throw .cannotPushNavigationController }
        if viewController is TabBarController { throw .cannotPushTabBarController }
        if viewController.isAncestor(of: self) { throw .containsNavigationController(viewController.debugName) }
    }

    /// Installs a new stack as one update, telling the delegate about a new top.
    func replaceStack(_ newStack: [ViewController], transition: NavigationTransition) {
        performUpdate {
            let oldTop = topViewController
            let newTop = newStack.last
            let topChanges = oldTop !== newTop
            if topChanges, let newTop { delegate?.navigationController(self, willShow: newTop) }
            viewControllers = newStack
            lastTransition = transition
            setChildren(newStack)
            stackDidChange()
            if topChanges, let newTop {
                window?.reconcileAppearance()
                delegate?.navigationController(self, didShow: newTop)
                // A tab shown from More: its pushes and pops are More's stack's too (D-61).
                if let tabBar = parent as? TabBarController, tabBar.moreAreaRoot === self { tabBar.moreStackShows(newTop) }
            }
        }
    }
}
