/// The keyed diff between two rendered trees.
///
/// Preconditions: both roots have the same key, and keys are unique within each tree. Rules:
/// an element whose tag or content kind changed is replaced whole; attributes and text are
/// updated in place; children are matched by key — those gone are removed, new ones inserted at
/// their index, kept ones moved where their order changed and diffed recursively. Siblings are
/// visited in order, so every index is final when it is written. A deferred element (a row kept
/// as its node, D-75) is equal to one made from an equal node, and made only when it is not.
public enum NodeDiff {
    /// The patch that turns `old` into `new`. An unchanged tree gives an empty patch.
    public static func patch(from old: HTMLElement, to new: HTMLElement) -> Patch {
        var operations: [Patch.Operation] = []
        if old.key != new.key || old.tag != new.tag {
            operations.append(.replace(key: old.key, with: new))
        } else {
            diff(old, new, into: &operations)
        }
        removeBeforeInserting(&operations)
        return Patch(operations)
    }

    /// An element that moved to another parent (a screen going from a collapsed stack back to
    /// its column) is inserted under the new parent and removed from the old one; if the insert
    /// came first, the page would hold the key twice and the remove, by key, could take the new
    /// element. Removes go first: each names a child of an element kept in both trees, so it is
    /// there at the start, and its parent's other operations, which follow it, count without it.
    private static func removeBeforeInserting(_ operations: inout [Patch.Operation]) {
        guard let firstAddition = operations.firstIndex(where: {
            switch $0 {
            case .insert, .replace: true
            default: false
            }
        }), operations[firstAddition...].contains(where: { if case .remove = $0 { true } else { false } }) else { return }
        let removes = operations.filter { if case .remove = $0 { true } else { false } }
        operations.removeAll { if case .remove = $0 { true } else { false } }
        operations.insert(contentsOf: removes, at: 0)
    }

    /// Walks the two elements once: no element is compared in full before its children are
    /// (that compared a changed row's ancestors' subtrees again at every level); storage both
    /// trees share (what the renderer's memo gave again) is passed at once.
    private static func diff(_ old: HTMLElement, _ new: HTMLElement, into operations: inout [Patch.Operation]) {
        switch (old.content, new.content) {
        case (.deferred(let before), .deferred(let after)):
            if before === after { return }
            // A row kept as its node that moved in its list or was selected or deselected: its
            // attributes (D-85). One whose node changed otherwise: made, both of them, and
            // compared (D-75).
            if let changes = before.attributeChanges(to: after) { return operations.append(contentsOf: changes) }
            return diff(old.resolved, new.resolved, into: &operations)
        case (.deferred, _):
            return diff(old.resolved, new, into: &operations)
        case (_, .deferred):
            return diff(old, new.resolved, into: &operations)
        default:
            break
        }
        diffAttributes(old, new, into: &operations)
        switch (old.content, new.content) {
        case (.text(let before), .text(let after)):
            if before != after { operations.append(.setText(key: new.key, text: after)) }
        case (.children(let before), .children(let after)):
            diffChildren(parent: new.key, before, after, into: &operations)
        default:
            operations.append(.replace(key: old.key, with: new))
        }
    }

    /// Whether two elements are the same bits: then they are equal (the same strings, arrays and
    /// objects). Elements equal otherwise are not: a diff finds them equal the usual way.
    @inline(__always)
    private static func identical(_ a: UnsafePointer<HTMLElement>, _ b: UnsafePointer<HTMLElement>) -> Bool {
        let size = MemoryLayout<HTMLElement>.size, words = size / 8
        let (x, y) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        for word in 0..<words where x.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            != y.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) { return false }
        for byte in words * 8..<size where x.load(fromByteOffset: byte, as: UInt8.self) != y.load(fromByteOffset: byte, as: UInt8.self) {
            return false
        }
        return true
    }

    private static func diffAttributes(_ old: HTMLElement, _ new: HTMLElement, into operations: inout [Patch.Operation]) {
        guard old.attributes != new.attributes else { return }
        for attribute in old.attributes where new[attribute: attribute.name] == nil {
            operations.append(.removeAttribute(key: new.key, name: attribute.name))
        }
        for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
            operations.append(.setAttribute(key: new.key, name: attribute.name, value: attribute.value))
        }
    }

    private static func diffChildren(parent: String, _ old: [HTMLElement], _ new: [HTMLElement], into operations: inout [Patch.Operation]) {
        if old.count == new.count {
            let paired = old.withUnsafeBufferPointer { before in
                new.withUnsafeBufferPointer { after in
                    // The same array: nothing in it changed.
                    if before.baseAddress == after.baseAddress { return true }
                    // Most often the same children in the same order: pair them without hashing
                    // a key, diffing as they go; a key out of place undoes that and matches by key.
                    let start = operations.count
                    for index in after.indices {
                        // The same element, bit for bit (a row the renderer's memo gave again):
                        // equal, found without copying it (a copy retains its key and its row,
                        // which other pages' threads share).
                        if identical(before.baseAddress! + index, after.baseAddress! + index) { continue }
                        guard before[index].key == after[index].key else {
                            operations.removeSubrange(start...)
                            return false
                        }
                        if before[index].tag != after[index].tag {
                            operations.append(.replace(key: after[index].key, with: after[index]))
                        } else {
                            diff(before[index], after[index], into: &operations)
                        }
                    }
                    return true
                }
            }
            if paired { return }
        }
        var newKeys = Set<String>()
        newKeys.reserveCapacity(new.count)
        for child in new { newKeys.insert(child.key) }
        var current: [String] = []
        var oldByKey: [String: HTMLElement] = [:]
        for child in old {
            if newKeys.contains(child.key) {
                current.append(child.key)
                oldByKey[child.key] = child
            } else {
                operations.append(.remove(key: child.key))
            }
        }
        for (index, child) in new.enumerated() {
            if let previous = oldByKey[child.key] {
                if previous.tag != child.tag {
                    operations.append(.replace(key: child.key, with: child))
                } else {
                    diff(previous, child, into: &operations)
                }
                if current[index] != child.key {
                    let from = current.firstIndex(of: child.key)!
                    current.remove(at: from)
                    current.insert(child.key, at: index)
                    operations.append(.move(parent: parent, key: child.key, index: index))
                }
            } else {
                operations.append(.insert(parent: parent, index: index, element: child))
                current.insert(child.key, at: index)
            }
        }
    }
}
