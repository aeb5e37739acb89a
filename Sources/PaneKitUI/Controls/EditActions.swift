import Foundation
import PaneKit

/// What people may do to a list's rows, as SwiftUI's `EditActions`: delete them (a swipe, or the
/// row's menu) and move them (Move Up and Move Down in the row's menu; D-94).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    /// The actions in `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Moving rows.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Every action the data allows.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows.
    public static var delete: EditActions { EditActions(rawValue: 2) }
}

/// A view made of a collection's elements, as SwiftUI's `DynamicViewContent`: ``ForEach`` is one,
/// and ``onDelete(perform:)`` and ``onMove(perform:)`` give its rows actions.
@MainActor @preconcurrency
public protocol DynamicViewContent<Data>: View {
    /// The collection the views are made of.
    associatedtype Data: Collection
    /// The elements.
    var data: Data { get }
}

/// What a ``ForEach``'s rows let people do, by the elements' offsets.
struct RowEditing {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    var isEmpty: Bool { delete == nil && move == nil }
}

extension DynamicViewContent {
    /// Lets people delete rows, as SwiftUI's `.onDelete(perform:)`: a full swipe or the Delete of
    /// a row's swipe and menu calls `action` with its offset. A ``ForEach``'s rows get it; other
    /// content keeps its rows as they are.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self) { $0.delete = action }
    }

    /// Lets people move rows, as SwiftUI's `.onMove(perform:)`: Move Up and Move Down in a row's
    /// menu call `action` with its offset and the offset it goes before (D-94).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self) { $0.move = action }
    }
}

/// Content whose rows people may delete or move.
nonisolated struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, ListStructure {
    typealias Body = Never
    let base: Base
    let change: (inout RowEditing) -> Void

    @MainActor var data: Base.Data { base.data }

    func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        var editing = context.rowEditing ?? RowEditing()
        change(&editing)
        inner.rowEditing = editing
        return inner.resolve(base, at: "0")
    }
}

extension ForEach {
    /// This ForEach's rows with the buttons `editing` gives them.
    func withRowEditing(_ editing: RowEditing) -> ForEach<Data, ID, EditedRow<Content>> {
        var offsets: [ID: Int] = [:]
        for (offset, element) in data.enumerated() where offsets[id(element)] == nil {
            offsets[id(element)] = offset
        }
        return ForEach<Data, ID, EditedRow<Content>>(data: data, id: id,
                                                     content: EditedRow<Content>.maker(content: content, id: id, offsets: offsets,
                                                                                       count: data.count, editing: editing))
    }
}

/// A row people may delete or move: Delete on a trailing swipe (a full swipe runs it) and in the
/// row's menu, Move Up and Move Down in the menu (D-94).
nonisolated struct EditedRow<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let offset: Int
    let count: Int
    let editing: RowEditing

    /// Makes each element's row.
    static func maker<Element, ID: Hashable>(content: @escaping (Element) -> Content, id: @escaping (Element) -> ID, offsets: [ID: Int],
                                             count: Int, editing: RowEditing) -> (Element) -> EditedRow {
        { element in EditedRow(content: content(element), offset: offsets[id(element)] ?? 0, count: count, editing: editing) }
    }

    func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let offset = self.offset
        var swipes: [Button] = []
        var menu: [Button] = []
        if let delete = editing.delete {
            let remove = Button(title: "Delete", symbol: "trash", role: .destructive) { delete(IndexSet(integer: offset)) }
            swipes.append(remove)
            menu.append(remove)
        }
        if let move = editing.move {
            if offset > 0 { menu.append(Button(title: "Move Up", symbol: "arrow.up", role: nil) { move(IndexSet(integer: offset), offset - 1) }) }
            if offset < count - 1 {
                menu.append(Button(title: "Move Down", symbol: "arrow.down", role: nil) { move(IndexSet(integer: offset), offset + 2) })
            }
        }
        let swiped = RowActionsView(content: content, actions: { RowButtons(buttons: swipes) }, kind: .swipe(.trailing, true))
        return context.resolveView(RowActionsView(content: swiped, actions: { RowButtons(buttons: menu) }, kind: .menu))
    }
}

/// Buttons PaneKitUI makes itself: a row's for its edit actions, a deprecated alert's.
nonisolated struct RowButtons: View, PrimitiveView, ViewList {
    typealias Body = Never
    let buttons: [Button]
    var views: [any View] { buttons }

    func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        buttons.enumerated().flatMap { index, button in context.resolve(button, at: "\(index)") }
    }
}

/// The elements of a collection a binding holds, with their places, as SwiftUI's
/// `IndexedIdentifierCollection`: what a ``ForEach`` over a binding walks.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    /// An element and its place in the collection.
    public typealias Element = (index: Base.Index, id: ID)
    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension ForEach {
    /// One view per element of the collection `data` holds, each given a binding to its element,
    /// as SwiftUI's `ForEach(_:editActions:content:)`: people may delete and move the rows as
    /// `editActions` allow.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, ID == C.Element.ID, Data == IndexedIdentifierCollection<C, ID> {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// One view per element of the collection `data` holds, known by its value at `id`, as
    /// SwiftUI's `ForEach(_:id:editActions:content:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedIdentifierCollection<C, ID> {
        let elements = IndexedIdentifierCollection<C, ID>(elements: data.wrappedValue.indices.map { ($0, data.wrappedValue[$0][keyPath: id]) })
        self.init(data: elements, id: { $0.id }) { element in
            content(Binding { data.wrappedValue[element.index] } set: { data.wrappedValue[element.index] = $0 })
        }
        var editing = RowEditing()
        if editActions.contains(EditActions(rawValue: 2)) { editing.delete = { data.wrappedValue.remove(atOffsets: $0) } }
        if editActions.contains(.move) { editing.move = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } }
        self.editing = editing
    }
}

extension List where SelectionValue == Never {
    /// A row per element of the collection `data` holds, each given a binding to its element, as
    /// SwiftUI's `List(_:editActions:rowContent:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row per element of the collection `data` holds, known by its value at `id`, as SwiftUI's
    /// `List(_:id:editActions:rowContent:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    /// A row per element of the collection `data` holds, the selected one's id in `selection`, as
    /// SwiftUI's `List(_:editActions:selection:rowContent:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init(selection: selection ?? .constant(nil)) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A row per element of the collection `data` holds, known by its value at `id`, the
    /// selected one's id in `selection`, as SwiftUI's `List(_:id:editActions:selection:rowContent:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, RowContent> {
        self.init(selection: selection ?? .constant(nil)) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` (for `.onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`, as SwiftUI's
    /// `move(fromOffsets:toOffset:)` (for `.onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moved = source.map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moved, at: destination - before)
        for (place, element) in zip(indices, elements) { self[place] = element }
    }
}

/// A view held as it is, whose buttons a menu or a toolbar finds.
nonisolated struct HeldView: View, PrimitiveView, ContentHolding {
    typealias Body = Never
    let view: any View
    var heldContent: any View { view }

    func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(view, at: "0") }
}
