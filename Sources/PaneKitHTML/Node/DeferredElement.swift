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

    /// The changes from this row to `other` when they differ in place alone (a row above them
    /// came or went), read from the places without making either; nil when their nodes differ.
    func placeChanges(to other: DeferredElement) -> [Patch.Operation]? {
        guard node == other.node else { return nil }
        var operations: [Patch.Operation] = []
        for (name, before, after) in [("aria-posinset", place?.position, other.place?.position),
                                      ("aria-setsize", place?.size, other.place?.size)] where before != after {
            if let after {
                operations.append(.setAttribute(key: other.key, name: name, value: String(after)))
            } else {
                operations.append(.removeAttribute(key: other.key, name: name))
            }
        }
        return operations
    }

    /// The deferred row for `node` at `place`, shared by the pages that show the same row there
    /// (D-82): their memos share the row's node, so one element serves them all.
    static func shared(node: ViewNode, place: RowPlace?) -> DeferredElement {
        table.object(for: Key(node: node, place: place)) { DeferredElement(node: node, place: place) }
    }

    private static let table = InternTable<Key, DeferredElement>()

    /// A row's node and place, hashed as the element is: by the node's id, not its whole tree.
    private struct Key: Hashable, Sendable {
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
    /// Whether `other` is this node with its children's storage shared (a node its controller's
    /// memo gave again): equal, found without walking the children.
    func isIdentical(to other: ViewNode) -> Bool {
        guard id == other.id, kind == other.kind, children.count == other.children.count else { return false }
        return children.withUnsafeBufferPointer { mine in
            other.children.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
