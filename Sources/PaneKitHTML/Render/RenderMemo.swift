@_spi(PaneKitInternal) import PaneKit

/// The elements a renderer made last time for parts of a Scene (a controller's content, a
/// sidebar), kept to reuse for parts that did not change, and the list rows it kept as their
/// nodes (D-75). Reused elements share their storage with the tree the page was sent, so the diff
/// finds them equal at once. Entries live one render.
final class RenderMemo {
    /// One kind of part, by key. Parts are asked for in the same order at every render, so they
    /// are kept in that order, in arrays as long as they are (no dictionary's spare buckets), and
    /// found by comparing one key; the entry keeps the newer source: equal, and the one the next
    /// build shares its storage with, so that comparison is quick.
    struct Store<Source: Equatable & Sendable> {
        private var kept = BuildOrderTable<String, (source: Source, made: SharedElement)>()
        /// Whether what it makes is shared with other pages: parts made again rarely (a
        /// sidebar row), not those an event makes again (a pane's content, which would be
        /// hashed whole at every event).
        var shares: Bool
        /// Whether the source of a shared part is shared too: for sources the renderer alone
        /// keeps (a sidebar's scene; a pane's nodes its controller keeps anyway).
        let sharesSource: Bool

        init(shares: Bool, sharesSource: Bool) {
            self.shares = shares
            self.sharesSource = sharesSource
        }

        /// The element for the part at `key` made from `source`: the last one while `source` is
        /// the same, else `make()`'s — or an equal one another page made (D-82), kept with that
        /// page's equal source.
        mutating func element(_ key: String, from source: Source, sharing: SharedElements?, make: () -> HTMLElement) -> HTMLElement {
            if let entry = kept.value(for: key), entry.source == source {
                kept.keep(entry, for: key)
                return entry.made.element
            }
            guard shares, let sharing else {
                let made = SharedElement(make())
                kept.keep((source, made), for: key)
                return made.element
            }
            let made = SharedElement.share(make(), source: sharesSource ? source : nil, in: sharing)
            let shared = (made.source as? Source).flatMap { $0 == source ? $0 : nil }
            kept.keep((shared ?? source, made), for: key)
            return made.element
        }

        /// Ends a render: parts it did not reach are dropped.
        mutating func finish() {
            kept.finish()
        }
    }

    /// List rows, kept as their nodes and places (D-75).
    struct Rows {
        private var kept = BuildOrderTable<String, DeferredElement>(keyedBy: \.key)

        /// The row for `node` at `place` (its place in a windowed list, or nil): the one
        /// kept last time while both are the same, so the diff finds it equal at once. A node
        /// equal to the kept one but built again (its storage not shared) is kept anew: compared
        /// in full once, here and in the diff, instead of at every render.
        mutating func element(_ node: ViewNode, place: RowPlace?, sharing: SharedElements?) -> HTMLElement {
            let key = node.id.rawValue
            if let row = kept.value(for: key), row.place == place, row.node.isIdentical(to: node) {
                kept.keep(row, for: key)
                return HTMLElement(deferred: row)
            }
            let row = DeferredElement.shared(node: node, place: place, in: sharing)
            kept.keep(row, for: key)
            return HTMLElement(deferred: row)
        }

        /// Ends a render: rows it did not reach are dropped.
        mutating func finish() {
            kept.finish()
        }
    }

    /// Contents and sidebars are shared as a page's first render makes them (pages that open on
    /// the same screen draw the same); made again by an event, they are the page's own.
    var contents = Store<[ViewNode]>(shares: true, sharesSource: false)
    var sidebars = Store<SidebarScene>(shares: true, sharesSource: true)
    var sidebarRows = Store<SidebarRowScene>(shares: true, sharesSource: true)
    var rows = Rows()
    /// The list of keyboard shortcuts: the same commands at almost every render.
    var shortcuts = Store<[KeyCommandScene]>(shares: true, sharesSource: true)

    /// Ends a render.
    func finishRender() {
        contents.finish()
        sidebars.finish()
        sidebarRows.finish()
        rows.finish()
        shortcuts.finish()
        contents.shares = false
        sidebars.shares = false
    }
}

/// An element a renderer made for a part of a Scene, shared by every page whose renderer made an
/// equal one (D-82): pages of one app draw the same sidebar, toolbar and panes, and keep one copy.
final class SharedElement: Sendable {
    let element: HTMLElement
    /// What the page that first made it made it from, if it shares that too: pages whose part is
    /// equal keep this source instead of their own.
    let source: (any Sendable)?

    /// An element of one page's, not shared.
    init(_ element: HTMLElement, source: (any Sendable)? = nil) {
        self.element = element
        self.source = source
    }

    /// The element equal to `element` in `sharing`: another page's, or `element` from now on,
    /// with `source`.
    static func share(_ element: HTMLElement, source: (any Sendable)? = nil, in sharing: SharedElements) -> SharedElement {
        sharing.elements.object(for: Key(element: element)) { SharedElement(element, source: source) }
    }

    /// An element hashed by its outline — key, tag, attribute names, what it holds — not its
    /// whole tree: hashing a sidebar row's icon paths costs more than comparing the few elements
    /// with the same outline, which stops at the first difference.
    struct Key: Hashable, Sendable {
        let element: HTMLElement

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.element == rhs.element }

        func hash(into hasher: inout Hasher) {
            hasher.combine(element.key)
            hasher.combine(element.tag)
            for attribute in element.attributes { hasher.combine(attribute.name) }
            switch element.content {
            case .children(let children): hasher.combine(children.count)
            case .text(let text): hasher.combine(text.utf8.count)
            case .deferred: hasher.combine(-1)
            }
        }
    }
}
