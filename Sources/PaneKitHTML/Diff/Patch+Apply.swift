/// Why a patch could not be applied: it names an element the tree does not have.
public struct PatchError: Error, Sendable, Hashable {
    /// What was missing, as `no element <key>` (`… to remove` for a remove).
    public let message: String
}

extension Patch {
    /// Applies the patch to a tree, as the browser client does to the page. Used by tests to
    /// prove that applying a diff to the old tree gives the new one.
    public func applied(to root: HTMLElement) throws(PatchError) -> HTMLElement {
        var tree = root
        for operation in operations {
            try Self.apply(operation, to: &tree)
        }
        return tree
    }

    private static func apply(_ operation: Operation, to root: inout HTMLElement) throws(PatchError) {
        switch operation {
        case .replace(let key, let element):
            if root.key == key { root = element; return }
            try edit(&root, key) { $0 = element }
        case .setAttribute(let key, let name, let value):
            try edit(&root, key) { $0.setAttribute(name, value) }
        case .removeAttribute(let key, let name):
            try edit(&root, key) { $0.setAttribute(name, nil) }
        case .setText(let key, let text):
            try edit(&root, key) { $0.content = .text(text) }
        case .insert(let parent, let index, let element):
            try edit(&root, parent) { node in
                var children = node.children
                children.insert(element, at: min(index, children.count))
                node.content = .children(children)
            }
        case .remove(let key):
            guard try removeChild(key, from: &root) else { throw PatchError(message: "no element \(key) to remove") }
        case .move(let parent, let key, let index):
            try edit(&root, parent) { node in
                var children = node.children
                if let from = children.firstIndex(where: { $0.key == key }) {
                    let child = children.remove(at: from)
                    children.insert(child, at: min(index, children.count))
                }
                node.content = .children(children)
            }
        }
    }

    private static func edit(_ node: inout HTMLElement, _ key: String, _ change: (inout HTMLElement) -> Void) throws(PatchError) {
        guard try find(&node, key, change) else { throw PatchError(message: "no element \(key)") }
    }

    private static func find(_ node: inout HTMLElement, _ key: String, _ change: (inout HTMLElement) -> Void) throws(PatchError) -> Bool {
        // A row kept as its node is made, as the page has it, before it is looked into (D-75).
        if case .deferred = node.content { node = node.resolved }
        if node.key == key { change(&node); return true }
        guard case .children(var children) = node.content else { return false }
        for index in children.indices where try find(&children[index], key, change) {
            node.content = .children(children)
            return true
        }
        return false
    }

    private static func removeChild(_ key: String, from node: inout HTMLElement) throws(PatchError) -> Bool {
        if case .deferred = node.content { node = node.resolved }
        guard case .children(var children) = node.content else { return false }
        if let index = children.firstIndex(where: { $0.key == key }) {
            children.remove(at: index)
            node.content = .children(children)
            return true
        }
        for index in children.indices where try removeChild(key, from: &children[index]) {
            node.content = .children(children)
            return true
        }
        return false
    }
}
