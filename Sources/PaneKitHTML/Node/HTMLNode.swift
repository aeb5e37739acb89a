/// A keyed HTML element tree: what a Scene renders to, and what patches are computed between.
///
/// Every element has a key (`data-k`), unique among its siblings and stable across renders of
/// the same screen, so that diffs can move, keep and update elements instead of replacing them.
/// Text lives only in leaf elements (an element has either children or text), so a text change is
/// one `setText` on its element.
public struct HTMLElement: Sendable, Hashable {
    /// The tag name (`div`, `button`, `h1`…).
    public var tag: String
    /// Unique among siblings; the element's address is the path of keys from the root.
    public var key: String
    /// Attributes, sorted by name (so equal trees serialize equally).
    public private(set) var attributes: [HTMLAttribute]
    /// The element's child elements, or its text if it is a leaf.
    public var content: Content

    /// What an element holds: child elements or text, never both.
    public enum Content: Sendable, Hashable {
        /// Child elements, in document order.
        case children([HTMLElement])
        /// Text, stored as it is and escaped when serialized.
        case text(String)
    }

    /// An element holding child elements (none by default); attributes are kept sorted by name.
    public init(_ tag: String, key: String, attributes: [String: String] = [:], children: [HTMLElement] = []) {
        self.tag = tag
        self.key = key
        self.attributes = attributes.map { HTMLAttribute(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
        self.content = .children(children)
    }

    /// A leaf element holding text; attributes are kept sorted by name.
    public init(_ tag: String, key: String, attributes: [String: String] = [:], text: String) {
        self.tag = tag
        self.key = key
        self.attributes = attributes.map { HTMLAttribute(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
        self.content = .text(text)
    }

    /// The child elements; empty for a leaf that holds text.
    public var children: [HTMLElement] {
        if case .children(let children) = content { return children }
        return []
    }

    /// The value of the attribute with this name, or nil when the element has none.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets or (with nil) removes an attribute.
    public mutating func setAttribute(_ name: String, _ value: String?) {
        attributes.removeAll { $0.name == name }
        if let value {
            attributes.append(HTMLAttribute(name: name, value: value))
            attributes.sort { $0.name < $1.name }
        }
    }
}

/// One attribute of an element.
public struct HTMLAttribute: Sendable, Hashable {
    /// The attribute's name (`class`, `aria-label`, `data-tap`…).
    public var name: String
    /// The value, unescaped: serialization escapes it.
    public var value: String
}
