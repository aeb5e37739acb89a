extension ViewController {
    /// Makes `child` a child of this controller, taking it from its previous parent first.
    ///
    /// Containers call this; apps building their own containers may too.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a view controller cannot contain itself")
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        window?.adopt(child)
    }

    /// Detaches this controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Replaces this controller's children, keeping their order.
    func setChildren(_ newChildren: [ViewController]) {
        for old in children where !newChildren.contains(where: { $0 === old }) {
            old.parent = nil
        }
        for child in newChildren where child.parent !== self {
            child.removeFromParent()
            child.parent = self
        }
        children = newChildren
        if let window {
            for child in newChildren { window.adopt(child) }
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
        #if DEBUG || PANEKIT_INTERNAL_CHECKS
        for controller in subtree { controller.checkInvariants() }
        #endif
    }
}
