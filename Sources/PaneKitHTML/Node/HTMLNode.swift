/// A keyed HTML element tree: what a Scene renders to, and what patches are computed between.
///
/// Every element has a key (`data-k`), unique among its siblings and stable across renders of
/// the same screen, so that diffs can move, keep and update elements instead of replacing them.
/// Text lives only in leaf elements (an element has either children or text), so a text change is
/// one `setText` on its element. A list row may be kept as what it is made from (``DeferredElement``,
/// D-75): its children and ``resolved`` make it; the diff and the serializer make it when they need it.
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
        /// The element is kept as what it is made from, and made when it is sent or compared
        /// (D-75). Its own tag and key are the made element's; its attributes are empty.
        case deferred(DeferredElement)
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

    /// A deferred element, kept as what it is made from (D-75).
    init(deferred: DeferredElement) {
        tag = deferred.tag
        key = deferred.key
        attributes = []
        content = .deferred(deferred)
    }

    /// The child elements; empty for a leaf that holds text. A deferred element's are made.
    public var children: [HTMLElement] {
        switch content {
        case .children(let children): children
        case .text: []
        case .deferred(let deferred): deferred.element.children
        }
    }

    /// The element itself: a deferred element made, any other as it is.
    public var resolved: HTMLElement {
        if case .deferred(let deferred) = content { return deferred.element }
        return self
    }

    /// The tree with every deferred element in it made (tests compare trees so).
    public var materialized: HTMLElement {
        var element = resolved
        if case .children(let children) = element.content { element.content = .children(children.map(\.materialized)) }
        return element
    }

    /// The value of the attribute with this name, or nil when the element has none (a deferred
    /// element's are read from the element made).
    public subscript(attribute name: String) -> String? {
        if case .deferred(let deferred) = content { return deferred.element[attribute: name] }
        return attributes.first { $0.name == name }?.value
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
