extension ViewController {
    /// Makes `child` a child of this controller, taking it from its previous parent first (which
    /// lets go of it properly: a navigation stack drops it, a split view empties its column).
    ///
    /// Containers call this; apps building their own containers may too. A controller cannot
    /// contain itself or one of its ancestors: such a call is refused and reported.
    public func addChild(_ child: ViewController) {
        if child.parent === self { return }
        guard !child.isAncestor(of: self) else {
            window?.report(Diagnostic("\(child.debugName) cannot become a child of its own descendant \(debugName)"))
            return
        }
        performUpdate {
            child.removeFromParent()
            children.append(child)
            child.parent = self
            window?.adopt(child)
        }
    }

    /// Detaches this controller from its parent, which lets go of it as its kind of container
    /// does (a navigation stack drops it; a split view empties the column).
    public func removeFromParent() {
        guard let parent else { return }
        parent.performUpdate {
            parent.childWillBeRemoved(self)
            parent.children.removeAll { $0 === self }
            self.parent = nil
            parent.setNeedsUpdate()
        }
    }

    /// Whether this controller is `other` or one of its ancestors.
    func isAncestor(of other: ViewController) -> Bool {
        var node: ViewController? = other
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// Replaces this controller's children, keeping their order. Newcomers leave their previous
    /// parents first.
    func setChildren(_ proposed: [ViewController]) {
        // A controller cannot contain itself or an ancestor (D-20).
        let newChildren = proposed.filter { !$0.isAncestor(of: self) }
        if newChildren.count != proposed.count {
            window?.report(Diagnostic("\(debugName) cannot contain one of its ancestors; refused"))
        }
        for old in children where !newChildren.contains(where: { $0 === old }) {
            old.parent = nil
        }
        var newcomers: [ViewController] = []
        for child in newChildren where child.parent !== self {
            child.removeFromParent()
            child.parent = self
            newcomers.append(child)
        }
        children = newChildren
        if let window {
            for child in newcomers { window.adopt(child) }
        }
    }

    /// This controller and all its descendants, parents before children, whether on screen or not.
    public var subtree: [ViewController] {
        var result: [ViewController] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].children)
            index += 1
        }
        return result
    }

    /// Runs `body` as one update of the window: appearance callbacks and invariant checks run once,
    /// when the outermost update ends.
    func performUpdate<T>(_ body: () throws -> T) rethrows -> T {
        guard let window else {
            let result = try body()
            runInvariantChecks()
            return result
        }
        return try window.performUpdate(body)
    }

    func runInvariantChecks() {
        for controller in subtree { controller.runOwnInvariantChecks() }
    }

    func runOwnInvariantChecks() {
        #if DEBUG || PANEKIT_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}
