/// The changes that turn one rendered tree into the next: what a session sends to a page.
///
/// Elements are addressed by key; keys are unique in a tree (the renderer makes them from Scene
/// ids). Operations apply in order.
public struct Patch: Sendable, Hashable {
    public var operations: [Operation]

    public init(_ operations: [Operation] = []) {
        self.operations = operations
    }

    public var isEmpty: Bool { operations.isEmpty }

    public enum Operation: Sendable, Hashable {
        /// Replace the element with this key by another.
        case replace(key: String, with: HTMLElement)
        /// Insert an element as the child at `index` of `parent`.
        case insert(parent: String, index: Int, element: HTMLElement)
        /// Remove the element with this key.
        case remove(key: String)
        /// Move the child `key` of `parent` to `index`.
        case move(parent: String, key: String, index: Int)
        case setAttribute(key: String, name: String, value: String)
        case removeAttribute(key: String, name: String)
        /// Replace the text of a leaf element.
        case setText(key: String, text: String)
    }
}
