import PaneKit

/// A tree of rows, as SwiftUI's `OutlineGroup`: an element with children is a disclosure group of
/// its children's rows. In a sidebar people expand and collapse those rows; elsewhere the tree's
/// rows follow one another, each group expanded.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View, PrimitiveView,
    ListStructure {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let roots: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let (id, children, content) = (self.id, self.children, self.content)
        return context.resolveView(ForEach(data: roots, id: id) { OutlineNode(element: $0, id: id, children: children, content: content) })
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
    Data.Element: Identifiable {
    /// The tree under `root`, whose children are at `children` (nil for a leaf), as SwiftUI's
    /// `OutlineGroup(_:children:content:)`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// The trees under each element of `data`, as SwiftUI's `OutlineGroup(_:children:content:)`
    /// for a collection (what `List(_:children:rowContent:)` shows).
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// The tree under `root`, each element known by its value at `id`, as SwiftUI's
    /// `OutlineGroup(_:id:children:content:)`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    /// The trees under each element of `data`, each element known by its value at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

/// The rows under an element of an ``OutlineGroup``, as SwiftUI's `OutlineSubgroupChildren`.
nonisolated public struct OutlineSubgroupChildren: View, PrimitiveView, ListStructure {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let rows: any View

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(rows, at: "0") }
}

/// One element of an ``OutlineGroup``: its row, and under it its children's when it has some.
nonisolated struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View, PrimitiveView, ListStructure {
    typealias Body = Never
    let element: Data.Element
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let row = content(element)
        guard let below = children(element), !below.isEmpty else { return context.resolveView(row) }
        let (id, children, content) = (self.id, self.children, self.content)
        let rows = ForEach(data: below, id: id) { OutlineNode(element: $0, id: id, children: children, content: content) }
        return context.resolveView(DisclosureGroup(content: { OutlineSubgroupChildren(rows: rows) }, label: { row }))
    }
}

extension List where SelectionValue == Never {
    /// A tree of rows: a row per element of `data`, and under each its children at `children`, as
    /// SwiftUI's `List(_:children:rowContent:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable,
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A tree of rows, each element known by its value at `id`, as SwiftUI's `List(_:id:children:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// A tree of rows, the selected one's id in `selection`, as SwiftUI's
    /// `List(_:children:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable,
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection ?? .constant(nil)) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A tree of rows, each element known by its value at `id`, the selected one's id in
    /// `selection`, as SwiftUI's `List(_:id:children:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection ?? .constant(nil)) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
