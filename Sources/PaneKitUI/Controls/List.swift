import Foundation
import PaneKit

/// A scrolling list of rows, as SwiftUI's `List`, with an optional selection of any `Hashable`
/// value: a row stands for its `ForEach` element's id, its `.tag`, or its `NavigationLink`'s
/// value. In a split view's sidebar or content column, selecting a row also brings the next
/// column forward (on a phone, pushes it).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let selection: Binding<SelectionValue?>?
    /// The selection of several rows, when the list is bound to a `Set`.
    var selections: Binding<Set<SelectionValue>>?
    let content: Content

    /// A list whose selected row's value is `selection`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A list whose selected rows' values are `selection`, as SwiftUI's `List(selection:)` bound
    /// to a `Set`: every row in the set is drawn selected; a tap selects its row alone, as a click
    /// does on the Mac.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.selection = nil
        selections = selection
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let window = context.listWindow
        var context = context
        context.listWindow = nil
        // A sidebar's rows also give their titles, symbols, counts and menus, and its sections
        // and disclosure groups their shape (D-53).
        let sidebar = context.environment.drawsListsAsSidebars && window == nil ? SidebarRows() : nil
        let (rows, children) = context.resolveRows(content, collectingLabels: sidebar != nil, sidebar: sidebar)
        // The selection is read when the rows are drawn, in an observation of its own: choosing
        // another row draws the list again without reading the body around it (D-50).
        let selection = self.selection, selections = self.selections
        // Weakly: the screen keeps what its views made, this list among them.
        let host = context.screen.host
        let choose = { [weak host] (tag: String) in
            if let value = rows.value(for: tag)?.base as? SelectionValue, selection != nil || selections != nil {
                selection?.wrappedValue = value
                selections?.wrappedValue = [value]
                host?.showNextColumn()
            } else {
                rows.actions[tag]?()
            }
        }
        // Pull to refresh, with a `.refreshable` around the list (LS-3); its spinner is read with
        // the selection, so the refresh's end draws the list again.
        let refreshAction = context.environment.refresh
        let refresh = refreshAction.map { _ in context.storage.box(for: context.path + ".refresh") { ListRefresh() } }
        let read = { (selection?.wrappedValue, selections?.wrappedValue ?? [], refresh?.isRefreshing ?? false) }
        let watches = context.screen.watches, key = context.path, changed = context.screen.redraw
        let plain = LateView {
            let (value, values, isRefreshing) = watches?.read(at: key, onChange: changed, read) ?? read()
            var list = PaneKit.List(selection: value.flatMap { rows.tag(for: $0) }, onSelect: choose) {}.holding(children)
            list.alsoSelected = Set(values.compactMap { rows.tag(for: $0) })
            list.window = window
            if let refresh, let refreshAction {
                list.refreshControl = RefreshControl(isRefreshing: isRefreshing) { refresh.start(refreshAction) }
            }
            return [list]
        }
        guard let sidebar else {
            // `.insetGrouped` and `.grouped`: UITableView's grouped looks, drawn by the renderer.
            guard let look = context.environment.listStyle.look else { return [plain] }
            return [PaneKit.Decorated(.listLook(look)) {}.holding([plain])]
        }
        return [SidebarList(rows: rows, sidebar: sidebar, plain: plain, selectedTag: { watches, redraw in
            let (value, _, _) = watches?.read(at: key, onChange: redraw, read) ?? read()
            return value.flatMap { rows.tag(for: $0) }
        }, choose: choose, isEditing: context.environment.editMode?.wrappedValue.isEditing ?? false,
           customization: context.environment.sidebarCustomization, rowSize: context.environment.sidebarRowSize)]
    }
}

extension List where SelectionValue == Never {
    /// A list without a selection: rows that are links push their destination.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }

    /// A row per element of `data`, as SwiftUI's `List(_:rowContent:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        selection = nil
        content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, each known by its value at `id`, as SwiftUI's `List(_:id:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        selection = nil
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// A row per element of `data`, each known by its value at `id`, the selected ones' ids in
    /// `selection`, as SwiftUI's `List(_:id:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<Set<SelectionValue>>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.selection = nil
        selections = selection
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per element of `data`, each known by its value at `id`, the selected one's id in
    /// `selection`, as SwiftUI's `List(_:id:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<SelectionValue?>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.selection = selection
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per element of `data`, the selected ones' ids in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.selection = nil
        selections = selection
        content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, the selected one's id in `selection`, as SwiftUI's
    /// `List(_:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.selection = selection
        content = ForEach(data, content: rowContent)
    }
}

/// Rows under a header, and above a footer, as SwiftUI's `Section`.
nonisolated public struct Section<Content: View>: View, PrimitiveView, ListStructure {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let header: String?
    let content: Content
    /// Drawn under the rows in the footnote style, as a form's explanation of its controls.
    var footer: (any View)?
    /// Whether a sidebar's section shows its rows, when the app holds it.
    var isExpanded: Binding<Bool>?
    /// A button in the header: a sidebar's section shows it beside its title (Mail's New Folder).
    var headerButton: BarButtonItem?

    /// A section titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = String(title)
        self.content = content()
    }

    /// A section titled `title` that people collapse and expand in a sidebar, as SwiftUI's
    /// `Section(_:isExpanded:content:)`; `isExpanded` follows them.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        header = String(title)
        self.isExpanded = isExpanded
        self.content = content()
    }

    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
    }

    /// A section with a header and a footer, as SwiftUI's `Section(content:header:footer:)`. The
    /// header's text titles the section (PaneKit's headers are text).
    public init<Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
                                            @ViewBuilder footer: () -> Footer) {
        let header = header()
        self.header = Self.title(of: header)
        headerButton = toolbarButtons(in: header).first
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header, as SwiftUI's `Section(content:header:)`. In a sidebar, a button in
    /// the header shows beside the section's title, as Mail's New Folder.
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        let header = header()
        self.header = Self.title(of: header)
        headerButton = toolbarButtons(in: header).first
        self.content = content()
    }

    /// A section with a header that people collapse and expand in a sidebar, as SwiftUI's
    /// `Section(isExpanded:content:header:)`; `isExpanded` follows them.
    public init<Header: View>(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }

    /// A section with a header and a footer given as views, as SwiftUI's deprecated
    /// `Section(header:footer:content:)`.
    @available(*, deprecated, message: "Use Section(content:header:footer:), as in SwiftUI")
    public init<Header: View, Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// A section with a header given as a view, as SwiftUI's deprecated `Section(header:content:)`.
    @available(*, deprecated, message: "Use Section(content:header:), as in SwiftUI")
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }

    /// A section with a footer given as a view, as SwiftUI's deprecated `Section(footer:content:)`.
    @available(*, deprecated, message: "Use Section(content:footer:), as in SwiftUI")
    public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, footer: { footer })
    }

    /// A section with a footer, as SwiftUI's `Section(content:footer:)`.
    public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    private static func title(of header: some View) -> String? {
        TitleReader.title(of: header, readingBodies: true)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let sidebar = rows.sidebar {
            sidebar.beginSection(title: header, isExpanded: isExpanded, button: headerButton, at: rows.count)
        }
        var children = context.resolve(content, at: "0")
        if let footer {
            // Not a row: text under them.
            var inner = context
            inner.listRows = nil
            inner.font = inner.font ?? .footnote
            children.append(PaneKit.ListFooter(PaneKit.ViewGroup(inner.resolve(footer, at: "f"))))
        }
        return [PaneKit.Section(header) {}.holding(children)]
    }
}

/// One view per element of a collection, identified by the element's id, as SwiftUI's `ForEach`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, ListStructure {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// The elements, as SwiftUI's `ForEach.data`.
    public let data: Data
    let id: (Data.Element) -> ID
    /// Makes the view of an element, as SwiftUI's `ForEach.content`.
    public let content: (Data.Element) -> Content
    /// What people may do to the rows (a binding's `editActions`).
    var editing: RowEditing?

    init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// One view per element, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let editing = editing ?? context.rowEditing, !editing.isEmpty {
            // Rows people may delete or move: each gets the buttons for it, then is drawn as any.
            var inner = context
            inner.rowEditing = nil
            var plain = self
            plain.editing = nil
            return inner.resolveView(plain.withRowEditing(editing))
        }
        if let menu = context.selectionMenu {
            // Each row gets the menu made for its value, when people reach for it.
            var inner = context
            inner.selectionMenu = nil
            let id = self.id, content = self.content
            return inner.resolveView(ForEach<Data, ID, RowActionsView<Content, HeldView>>(data: data, id: id) { element in
                RowActionsView(content: content(element), actions: { HeldView(view: menu(AnyHashable(id(element))) ?? EmptyView()) }, kind: .menu)
            })
        }
        if let rows = valueRows(in: context) { return rows }
        var context = context
        if context.schedule != nil, context.listRows?.collectsLabels == true {
            // A sidebar's or a picker's rows give their titles as the list is made, so a read of
            // the list walks them all again whatever they read: they are read here, in place,
            // in the list's observation, without a cache entry each (D-53).
            context.schedule = nil
        }
        var elements: [(tag: String, content: any PaneKit.View)] = []
        elements.reserveCapacity(data.count)
        // Elements whose view equals last time's and read nothing that changed keep their slot,
        // without being queued and read (D-50): a list of 200 rows where one changed costs little
        // more than that row.
        let bodies = context.schedule == nil || context.environmentMayHaveChanged || !Self.isReusable ? nil : context.screen.host?.bodies
        let memo = bodies == nil ? nil : context.slot?.entry?.memo(at: context.path) { ForEachMemo<ID, Content>() }
        // The memo's rows are updated in place: those this resolve reaches carry its generation.
        let generation = memo?.nextGeneration() ?? 0
        var reached = 0
        // Each element drawn by a slot, while all are: the core then compares them by type.
        var slots: [(tag: String, slot: SlotView)]? = memo == nil ? nil : []
        slots?.reserveCapacity(data.count)
        var keptAny = false
        let equal = Self.equality, tagOf = Self.tagMaker
        let listRows = context.listRows
        let isRow = listRows != nil && context.rowTag == nil
        let run = isRow ? listRows?.beginRun(idValues) : nil
        var place = 0
        for element in data {
            let id = id(element)
            let tag = tagOf(id)
            let rowTag = isRow ? tag : context.rowTag
            if let run, let listRows {
                // Each element is a row, standing for its id.
                listRows.append(tag, run: run, index: place)
                listRows.effects += 1
            }
            place += 1
            let view = content(element)
            if let memo, let bodies, let index = memo.rows.index(forKey: id) {
                let last = memo.rows.values[index]
                if last.generation != generation, equal(last.view, view), bodies.keep(last.slot, font: context.font, rowTag: rowTag) {
                    memo.rows.values[index].isKept = true
                    memo.rows.values[index].generation = generation
                    reached += 1
                    keptAny = true
                    let slot = SlotView(slot: last.slot)
                    slots?.append((tag, slot))
                    elements.append((tag, slot))
                    continue
                }
            }
            var inner = context
            inner.rowTag = rowTag
            inner.path = _ResolveContext.path(context.path, tag)
            let content = inner.resolveView(view)
            if let memo, content.count == 1, let slot = content[0] as? SlotView {
                if memo.rows[id]?.generation != generation { reached += 1 }
                memo.rows[id] = ForEachMemo.Row(view: view, key: inner.path, rowTag: rowTag, slot: slot.slot, generation: generation)
                slots?.append((tag, slot))
            } else {
                slots = nil
            }
            elements.append((tag, PaneKit.ViewGroup.one(content)))
        }
        if let memo {
            // Rows of elements gone since, or no longer drawn by a slot, leave.
            if memo.rows.count != reached { memo.rows = memo.rows.filter { $0.value.generation == generation } }
            // The kept rows stay children of the view whose walk reached them.
            if keptAny { context.schedule?.kept.append(.rows(memo, context)) }
        }
        // A custom view's row is drawn by its slot, which the core reuses while its stamp holds.
        if let slots { return [PaneKit.ForEach(slots, tag: { $0.tag }) { $0.slot }] }
        return [PaneKit.ForEach(elements, id: \.tag) { $0.content }]
    }
}

extension ForEach {
    /// The elements drawn from their views' values (D-52), when their type is known to be pure
    /// and its views `Equatable`: each element's view is kept as it is, and the core reads it
    /// when it builds its nodes, which it does only for views that differ from last time.
    private func valueRows(in context: _ResolveContext) -> [any PaneKit.View]? {
        guard Self.isReusable, context.schedule != nil, !context.environmentMayHaveChanged,
              context.listRows?.collectsLabels != true, let bodies = context.screen.host?.bodies,
              ViewPurity.isPure(Content.self) else { return nil }
        let source = ValueRowSource<Content>(context: context, epoch: bodies.epoch, equal: Self.equality, reads: bodies.valueRowReads)
        let count = data.count, tagOf = Self.tagMaker
        let tag = { [data, id] (index: Int) in tagOf(id(data[data.index(data.startIndex, offsetBy: index)])) }
        if let listRows = context.listRows, context.rowTag == nil {
            // Each element is a row, standing for its id.
            let run = listRows.beginRun(idValues)
            listRows.append(run: run, count: count, tag: tag)
            listRows.effects += count
        }
        // Each row is made as the core builds it, and kept in its row table alone (D-86). The
        // source stands for these rows: a build that finds it again reuses them all (D-84).
        let element = { [data, id, content] (index: Int) in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            return ValueRow(view: content(element), tag: tagOf(id(element)), source: source)
        }
        return [PaneKit.ForEach(count: count, element: element, tag: { $0.tag }) { $0 }.reusing(source)]
    }

    /// The id of the element at a place in the data, as the value its row stands for: boxed when
    /// an event asks, not for every row of every build.
    private var idValues: (Int) -> AnyHashable {
        { [data, id] place in AnyHashable(id(data[data.index(data.startIndex, offsetBy: place)])) }
    }

    /// Whether elements' views can keep their slots: custom views that are `Equatable`.
    static var isReusable: Bool { !(Content.self is any PrimitiveView.Type) && Content.self is any Equatable.Type }

    /// Makes elements' tags: an id as a string, integers and strings without
    /// `String(describing:)`, which costs a tenth of a microsecond and more for each of a long
    /// list's rows. The id's type is looked at once, not for each row.
    static var tagMaker: (ID) -> String {
        if ID.self == Int64.self { return { String(unsafeBitCast($0, to: Int64.self)) } }
        if ID.self == Int.self { return { String(unsafeBitCast($0, to: Int.self)) } }
        if ID.self == String.self { return { unsafeBitCast($0, to: String.self) } }
        return { String(describing: $0) }
    }

    /// Compares two element views (``isReusable`` views only; others are never equal). Views
    /// whose bytes are the same are equal without asking the type (SwiftUI compares views so too:
    /// rows made again from the same data share their strings' storage); others by the type's
    /// `Equatable` conformance, looked up once, not for each row.
    static var equality: (Content, Content) -> Bool {
        guard let type = Content.self as? any Equatable.Type else { return { _, _ in false } }
        func compare<E: Equatable>(_: E.Type) -> (Content, Content) -> Bool {
            // `E` is `Content`, found at run time: the views are read as what they are.
            { old, new in
                withUnsafePointer(to: old) { old in
                    withUnsafePointer(to: new) { new in
                        memcmp(old, new, MemoryLayout<Content>.size) == 0
                            || UnsafeRawPointer(old).assumingMemoryBound(to: E.self).pointee
                                == UnsafeRawPointer(new).assumingMemoryBound(to: E.self).pointee
                    }
                }
            }
        }
        return compare(type)
    }
}

/// What a ``ForEach`` of custom `Equatable` views kept of its last resolve: each element's view,
/// its position, its row tag and the slot it was drawn into.
nonisolated final class ForEachMemo<ID: Hashable, Content: View>: KeptRows {
    struct Row {
        let view: Content
        let key: String
        let rowTag: String?
        let slot: Slot
        /// The resolve that last reached it.
        var generation: Int
        /// Whether the last resolve kept it as it was (rather than queuing it to be read).
        var isKept = false
    }
    var rows: [ID: Row] = [:]
    private var generation = 0
    init() {}

    /// Starts a resolve: rows it reaches are marked with the number returned.
    func nextGeneration() -> Int {
        generation += 1
        return generation
    }

    func forEachKept(_ body: (_ path: String, _ rowTag: String?, _ slot: Slot, _ view: () -> any View) -> Void) {
        for row in rows.values where row.isKept {
            body(row.key, row.rowTag, row.slot) { row.view }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        id = { $0.id }
        self.content = content
    }
}

nonisolated extension TupleView: ListStructure {}
nonisolated extension Group: ListStructure {}
nonisolated extension _ConditionalContent: ListStructure {}
nonisolated extension Optional: ListStructure where Wrapped: View {}
nonisolated extension EmptyView: ListStructure {}
nonisolated extension AnyView: ListStructure {}
nonisolated extension ForEach: DynamicViewContent {}

extension View {
    /// PaneKit: the rows of the ``List`` inside are a window of a longer list, starting at row
    /// `offset` of it, with more rows after them when `hasMore`. The page keeps the scroll bar of
    /// the whole list and calls `onScroll` with the rows people see, as indices in the whole list,
    /// so the window can follow them (D-36). `identity` names what the list shows: when it
    /// changes, the list starts again at its top. SwiftUI has no such modifier; its lists read
    /// their rows lazily, which a server cannot do across the network.
    public func listWindow(offset: Int, hasMore: Bool, identity: String = "",
                           onScroll: @escaping (Range<Int>) -> Void) -> some View {
        ListWindowView(content: self, window: ListWindow(offset: offset, hasMore: hasMore, identity: identity, onScroll: onScroll))
    }
}

nonisolated struct ListWindowView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let window: ListWindow

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.listWindow = window
        return inner.resolveView(content)
    }
}
