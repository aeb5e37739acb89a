@_spi(PaneKitInternal) import PaneKit

/// A list row a page's tree keeps as the node it is drawn from and its place in the list, not as
/// elements (D-75): the node is the one the window's memo keeps anyway, so a row costs the page a
/// reference instead of its element tree. The diff makes a row only when its node changed, and
/// the serializer when the row is sent.
public final class DeferredElement: Sendable, Hashable {
    /// The row's node.
    let node: ViewNode
    /// Its place in a windowed list, or nil.
    let place: RowPlace?

    init(node: ViewNode, place: RowPlace?) {
        self.node = node
        self.place = place
    }

    var tag: String { "div" }
    var key: String { node.id.rawValue }

    /// The row's element, made now.
    var element: HTMLElement { HTMLRenderer().row(node, place: place) }

    /// The changes from this row to `other` when they differ in place (a row above them came or
    /// went) or selection (D-85) alone, read from their nodes and places without making either:
    /// the operations a diff of the two rows made would give, in its order. Nil when anything
    /// else differs.
    func attributeChanges(to other: DeferredElement) -> [Patch.Operation]? {
        var removed: [String] = []
        var set: [(name: String, value: String)] = []
        if node != other.node {
            guard case .row(let tag, let wasSelected, let disclosure) = node.kind,
                  case .row(let otherTag, let isSelected, let otherDisclosure) = other.node.kind,
                  tag == otherTag, disclosure == otherDisclosure, wasSelected != isSelected,
                  node.id == other.node.id, node.hasSameChildren(as: other.node) else { return nil }
            let selection = HTMLRenderer.selectionAttributes(isSelected)
            set += [("aria-selected", selection.ariaSelected), ("tabindex", selection.tabindex)]
        }
        for (name, before, after) in [("aria-posinset", place?.position, other.place?.position),
                                      ("aria-setsize", place?.size, other.place?.size)] where before != after {
            if let after { set.append((name, String(after))) } else { removed.append(name) }
        }
        // A diff removes first, then sets in the element's order: by name.
        set.sort { $0.name < $1.name }
        return removed.map { .removeAttribute(key: other.key, name: $0) }
            + set.map { .setAttribute(key: other.key, name: $0.name, value: $0.value) }
    }

    /// The deferred row for `node` at `place`, shared by the pages of `sharing` that show the same
    /// row there (D-82): their memos share the row's node, so one element serves them all.
    static func shared(node: ViewNode, place: RowPlace?, in sharing: SharedElements?) -> DeferredElement {
        guard let sharing else { return DeferredElement(node: node, place: place) }
        return sharing.rows.object(for: Key(node: node, place: place)) { DeferredElement(node: node, place: place) }
    }

    /// A row's node and place, hashed as the element is: by the node's id, not its whole tree.
    struct Key: Hashable, Sendable {
        let node: ViewNode
        let place: RowPlace?

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.place == rhs.place && lhs.node == rhs.node }

        func hash(into hasher: inout Hasher) {
            hasher.combine(node.id)
            hasher.combine(place)
        }
    }

    public static func == (lhs: DeferredElement, rhs: DeferredElement) -> Bool {
        lhs === rhs || (lhs.place == rhs.place && lhs.node == rhs.node)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(node.id)
        hasher.combine(place)
    }
}

/// A row's place in a windowed list, for assistive technology (`aria-posinset`, `aria-setsize`):
/// compared as numbers at every render, written as text only when a row is made.
struct RowPlace: Sendable, Hashable {
    /// Its position in the whole list, from 1.
    var position: Int
    /// The whole list's size; -1 while more rows follow and it is not known.
    var size: Int
}

extension ViewNode {
    /// Whether `other` has the same children: the same storage (the memo gave them again to a
    /// row whose selection alone changed), or equal ones.
    func hasSameChildren(as other: ViewNode) -> Bool {
        guard children.count == other.children.count else { return false }
        let shared = children.withUnsafeBufferPointer { mine in
            other.children.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
        return shared || children == other.children
    }

    /// Whether `other` is this node with its children's storage shared (a node its controller's
    /// memo gave again): equal, found without walking the children.
    func isIdentical(to other: ViewNode) -> Bool {
        guard id == other.id, kind == other.kind, children.count == other.children.count else { return false }
        return children.withUnsafeBufferPointer { mine in
            other.children.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
