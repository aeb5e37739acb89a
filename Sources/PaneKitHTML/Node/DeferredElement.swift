import PaneKit

/// A list row a page's tree keeps as the node it is drawn from and its place in the list, not as
/// elements (D-75): the node is the one the window's memo keeps anyway, so a row costs the page a
/// reference instead of its element tree. The diff makes a row only when its node changed, and
/// the serializer when the row is sent.
public final class DeferredElement: Sendable, Hashable {
    /// The row's node.
    let node: ViewNode
    /// Its place in a windowed list (`position/size`), or empty.
    let place: String

    init(node: ViewNode, place: String) {
        self.node = node
        self.place = place
    }

    var tag: String { "div" }
    var key: String { node.id.rawValue }

    /// The row's element, made now.
    var element: HTMLElement { HTMLRenderer().row(node, place: place) }

    /// The changes from this row to `other` when their content is the same and only the row
    /// itself changed — its place (a row above it came or went), its selection, its chevron —,
    /// read from their nodes' kinds and places without making either; nil when the content
    /// differs.
    func rowChanges(to other: DeferredElement) -> [Patch.Operation]? {
        guard node.id == other.node.id, node.hasSameChildren(as: other.node),
              let before = HTMLRenderer.rowAttributes(node, place: place),
              let after = HTMLRenderer.rowAttributes(other.node, place: other.place) else { return nil }
        var operations: [Patch.Operation] = []
        NodeDiff.diffAttributes(HTMLElement(tag, key: key, attributes: before), HTMLElement(tag, key: key, attributes: after),
                                into: &operations)
        return operations
    }

    /// Equal when made from the same node at the same place, known without making either (a
    /// row kept as its view compares the view): two rows whose views differ but draw the same
    /// are unequal, and the diff finds no change between them.
    public static func == (lhs: DeferredElement, rhs: DeferredElement) -> Bool {
        lhs === rhs || (lhs.place == rhs.place && lhs.node.hasSameContent(as: rhs.node))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(node.id)
        hasher.combine(place)
    }
}
