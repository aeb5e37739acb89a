/// The changes that turn one rendered tree into the next: what a session sends to a page.
///
/// Elements are addressed by key; keys are unique in a tree (the renderer makes them from Scene
/// ids). Operations apply in order.
public struct Patch: Sendable, Hashable {
    /// The operations, in the order they apply.
    public var operations: [Operation]

    /// A patch of these operations; with none, a patch that changes nothing.
    public init(_ operations: [Operation] = []) {
        self.operations = operations
    }

    /// Whether the patch has no operations (what the diff of two equal trees gives).
    public var isEmpty: Bool { operations.isEmpty }

    /// One change to the tree, naming elements by key. ``Patch/json`` writes each as an array
    /// led by a one-letter code (`r`, `i`, `x`, `m`, `a`, `d`, `t`; docs/protocol.md).
    public enum Operation: Sendable, Hashable {
        /// Replace the element with this key by another.
        case replace(key: String, with: HTMLElement)
        /// Insert an element as the child at `index` of `parent`.
        case insert(parent: String, index: Int, element: HTMLElement)
        /// Remove the element with this key.
        case remove(key: String)
        /// Move the child `key` of `parent` to `index`.
        case move(parent: String, key: String, index: Int)
        /// Set the attribute `name` of the element with this key to `value`, adding it if missing.
        case setAttribute(key: String, name: String, value: String)
        /// Remove the attribute `name` from the element with this key.
        case removeAttribute(key: String, name: String)
        /// Replace the text of a leaf element.
        case setText(key: String, text: String)
    }
}
