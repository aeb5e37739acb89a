/// A scrolling list of rows, optionally with a selection.
///
/// Each direct child (or each element of a ``ForEach``) becomes a row; ``Section``s group rows
/// under a header. Selecting a row reports its tag, the `ForEach` element's id, to `onSelect`.
///
/// ```swift
/// List(selection: selectedFolder, onSelect: { self.select(folder: $0) }) {
///     Section("Favorites") {
///         ForEach(folders, id: \.name) { Label($0.name, symbol: "folder") }
///     }
/// }
/// ```
public struct List: View {
    /// The tag of the selected row; nil for none. The list keeps no state: pass the controller's.
    public var selection: String?
    /// Rows drawn selected besides ``selection`` (a selection of several rows, as SwiftUI's
    /// `List(selection:)` bound to a `Set`).
    public var alsoSelected: Set<String> = []
    /// Called with a row's tag when the person selects it; with nil, rows cannot be selected.
    public var onSelect: ((String) -> Void)?
    /// Called when people move a row: its tag and its new index among the list's rows.
    public var onMove: ((String, Int) -> Void)?
    /// Set when the rows are a slice of a longer list that follows scrolling.
    public var window: ListWindow?
    /// Set when people may pull the list down to refresh it (LS-3).
    public var refreshControl: RefreshControl?
    /// The rows and sections.
    public var content: ViewGroup

    /// A list of the rows the closure builds, like SwiftUI's `List(selection:)`; selection,
    /// reordering and windowing are optional.
    public init(
        selection: String? = nil,
        onSelect: ((String) -> Void)? = nil,
        onMove: ((String, Int) -> Void)? = nil,
        window: ListWindow? = nil,
        @ViewBuilder content: () -> ViewGroup
    ) {
        self.selection = selection
        self.onSelect = onSelect
        self.onMove = onMove
        self.window = window
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let selected = selection.map { alsoSelected.union([$0]) } ?? alsoSelected
        let rows = content.makeListRows(in: context.inList(ListContext(id: context.id, selected: selected)))
        if let onSelect {
            context.actions.register(.select(tags: RowTags(rows: rows), onSelect), for: context.id)
        }
        if let onMove {
            let tags = Self.tags(of: rows)
            context.actions.register(.move(tags: RowTags(tags), count: tags.count, onMove), for: context.id.system("move"))
        }
        var span: ListWindow.Span?
        if let window {
            let scrollID = context.id.system("window")
            context.actions.register(.scroll(window.onScroll), for: scrollID)
            span = ListWindow.Span(offset: window.offset, hasMore: window.hasMore, identity: window.identity, scrollID: scrollID)
        }
        if let refreshControl, !refreshControl.isRefreshing {
            context.actions.register(.tap(refreshControl.onRefresh), for: context.id.system("refresh"))
        }
        return [ViewNode(id: context.id, kind: .list(selection: selection, reorderable: onMove != nil, window: span,
                                                     refresh: refreshControl?.state), children: rows)]
    }

    /// The tags of the rows, inside sections too.
    static func tags(of nodes: [ViewNode]) -> Set<String> {
        var tags = Set<String>()
        for node in nodes {
            switch node.kind {
            case .row(let tag, _, _): tags.insert(tag)
            case .section: tags.formUnion(Self.tags(of: node.children))
            default: break
            }
        }
        return tags
    }
}

/// A group of rows under an optional header.
public struct Section: View {
    /// The header's text; nil for a section without one.
    public var header: String?
    /// The section's rows.
    public var content: ViewGroup

    /// A section of rows under an optional header, like SwiftUI's `Section`.
    public init(_ header: String? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.header = header
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .section(header: header), children: content.makeNodes(in: context))]
    }

    public func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .section(header: header), children: content.makeListRows(in: context))]
    }
}

/// Views inside a ``List`` that are not a row: a section's footer, drawn under its rows in the
/// footnote style the views give themselves (SwiftUI's `Section(content:footer:)`).
public struct ListFooter: View {
    /// The footer's views.
    public var content: ViewGroup

    /// A footer of `content`.
    public init(_ content: ViewGroup) { self.content = content }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let nodes = content.makeNodes(in: context)
        return nodes.isEmpty ? [] : [ViewNode(id: context.id, kind: .sectionFooter, children: nodes)]
    }

    /// The views, not wrapped in a row.
    public func makeListRows(in context: ViewBuildContext) -> [ViewNode] { makeNodes(in: context) }
}

/// One view per element of a collection, identified by the element's id rather than its position.
///
/// When the view made for an element is `Equatable` and equal to the one made for that element
/// last time, its nodes are reused instead of built again — the way to keep a long list cheap
/// when one row changes (see `docs/decisions.md`, D-39).
public struct ForEach<Element>: View {
    /// The elements, in order.
    public var elements: [Element] {
        get {
            switch storage {
            case .array(let elements): elements
            case .made(let count, let element): (0..<count).map(element)
            }
        }
        set { storage = .array(newValue) }
    }
    /// The elements as given, or how many there are and a function that makes each by its index.
    private var storage: Storage
    /// An element's id as a string: its place in the node ids, and its row's tag in a ``List``.
    public var id: (Element) -> String
    /// An element's nodes at a position: its view's, reused while an `Equatable` view is equal.
    private var build: (Element, ViewBuildContext) -> [ViewNode]
    /// An element's row in a list, built in the list's context with the element's tag; reused
    /// whole from the memo's row table when its view is `Equatable` and equal to last time's.
    private var row: (Element, String, ViewBuildContext, ViewMemo.RowTable?) -> ViewNode
    /// Stands for these elements and what `row` makes of them (``reusing(_:)``).
    private var token: AnyObject?

    private enum Storage {
        case array([Element])
        case made(count: Int, (Int) -> Element)
    }

    private var count: Int {
        switch storage {
        case .array(let elements): elements.count
        case .made(let count, _): count
        }
    }

    private func element(at index: Int) -> Element {
        switch storage {
        case .array(let elements): elements[index]
        case .made(_, let element): element(index)
        }
    }

    /// One view per element, identified by the value at the `id` key path, like SwiftUI's
    /// `ForEach(_:id:content:)`.
    public init<Data: Sequence, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        content: @escaping (Element) -> any View
    ) where Data.Element == Element {
        self.storage = .array(Array(data))
        self.id = { String(describing: $0[keyPath: id]) }
        self.build = { element, context in context.nodes(of: content(element)) }
        self.row = { element, tag, context, _ in Self.row(tag, in: context) { $0.nodes(of: content(element)) } }
    }

    /// Elements whose view type is `Equatable`: an element's view equal to last time's reuses
    /// its nodes without building them.
    public init<Data: Sequence, ID: Hashable, Content: View & Equatable>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        content: @escaping (Element) -> Content
    ) where Data.Element == Element {
        self.storage = .array(Array(data))
        self.id = { String(describing: $0[keyPath: id]) }
        self.build = { element, context in context.nodes(ofEquatable: content(element)) }
        self.row = { element, tag, context, table in Self.row(content(element), tag, in: context, table: table) }
    }

    /// Elements that carry their own tag, whose view type is `Equatable`: `tag` is an element's
    /// id as a string, made once by the caller (no key path or `String(describing:)` per row).
    public init<Content: View & Equatable>(
        _ elements: [Element],
        tag: @escaping (Element) -> String,
        content: @escaping (Element) -> Content
    ) {
        self.init(storage: .array(elements), tag: tag, token: nil, content: content)
    }

    /// `count` elements that `element` makes by their index when they are built, not kept in an
    /// array: a list that keeps its rows' views in its row table (D-80) keeps no other copy of
    /// them. Otherwise as ``init(_:tag:content:)``.
    public init<Content: View & Equatable>(
        count: Int,
        element: @escaping (Int) -> Element,
        tag: @escaping (Element) -> String,
        content: @escaping (Element) -> Content
    ) {
        self.init(storage: .made(count: count, element), tag: tag, token: nil, content: content)
    }

    /// These elements with a reuse token (the package's SwiftUI layer, D-84): an object that
    /// stands for the elements and what the content makes of them. A list's build that finds the
    /// token of its last build reuses every row as that build left it, without making or
    /// comparing the elements' views (only selection is looked at again). PaneKitUI gives the one
    /// its rows read through, made anew each time the view around them is read; it is not public
    /// API.
    package func reusing(_ token: AnyObject?) -> ForEach {
        var copy = self
        copy.token = token
        return copy
    }

    private init<Content: View & Equatable>(storage: Storage, tag: @escaping (Element) -> String, token: AnyObject?,
                                            content: @escaping (Element) -> Content) {
        self.storage = storage
        self.id = tag
        self.token = token
        self.build = { element, context in context.nodes(ofEquatable: content(element)) }
        self.row = { element, tag, context, table in Self.row(content(element), tag, in: context, table: table) }
    }

    /// One view per element of `Identifiable` data, identified by each element's `id`.
    public init<Data: Sequence>(
        _ data: Data,
        content: @escaping (Element) -> any View
    ) where Data.Element == Element, Element: Identifiable {
        self.storage = .array(Array(data))
        self.id = { String(describing: $0.id) }
        self.build = { element, context in context.nodes(of: content(element)) }
        self.row = { element, tag, context, _ in Self.row(tag, in: context) { $0.nodes(of: content(element)) } }
    }

    /// Identifiable elements whose view type is `Equatable` (see above).
    public init<Data: Sequence, Content: View & Equatable>(
        _ data: Data,
        content: @escaping (Element) -> Content
    ) where Data.Element == Element, Element: Identifiable {
        self.storage = .array(Array(data))
        self.id = { String(describing: $0.id) }
        self.build = { element, context in context.nodes(ofEquatable: content(element)) }
        self.row = { element, tag, context, table in Self.row(content(element), tag, in: context, table: table) }
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        ViewGroup.joined(count) { index in
            let element = element(at: index)
            return build(element, context.child(id(element)))
        }
    }

    public func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        let table = context.memo?.rowTable(at: context.id)
        defer { table?.finish() }
        if let token, let table, let memo = context.memo,
           let rows = memo.rows(unchangedSince: token, count: count, in: context, table: table) {
            return rows
        }
        let rows = (0..<count).map { index in
            let element = element(at: index)
            return row(element, id(element), context, table)
        }
        table?.built(with: token, in: context)
        return rows
    }

    private static func row(_ tag: String, in context: ViewBuildContext, content: (ViewBuildContext) -> [ViewNode]) -> ViewNode {
        let rowContext = context.child(tag)
        return rowContext.rowNode(tag: tag, children: content(rowContext.child("0")))
    }

    private static func row<Content: View & Equatable>(_ view: Content, _ tag: String, in context: ViewBuildContext,
                                                      table: ViewMemo.RowTable?) -> ViewNode {
        guard let memo = context.memo, let table else { return row(tag, in: context) { $0.nodes(ofEquatable: view) } }
        return memo.row(ofEquatable: view, tag: tag, in: context, table: table)
    }
}
