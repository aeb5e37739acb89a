import PaneKit

extension View {
    /// Buttons this list row uncovers when it is swiped, as SwiftUI's
    /// `.swipeActions(edge:allowsFullSwipe:content:)`: at the trailing edge by default; with
    /// `allowsFullSwipe`, a swipe across most of the row runs the first. Destructive buttons are red.
    /// The closure runs when people reach for the row (D-69), not at every read of its body, so
    /// it escapes (SwiftUI's does not: code passing a closure literal compiles the same).
    public func swipeActions<Content: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                            @ViewBuilder content: @escaping () -> Content) -> some View {
        RowActionsView(content: self, actions: content, kind: .swipe(edge, allowsFullSwipe))
    }

    /// A menu this list row shows on a secondary click or a long press, as SwiftUI's
    /// `.contextMenu(menuItems:)`. The closure runs when the menu opens on a list row (D-69).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping () -> MenuItems) -> some View {
        RowActionsView(content: self, actions: menuItems, kind: .menu)
    }
}

extension View {
    /// A menu for the list's selected rows and a primary action (a double click, Return), as
    /// SwiftUI's `.contextMenu(forSelectionType:menu:primaryAction:)`. PaneKit's rows show the menu
    /// of the row people reach for, made for a set of that row's value (D-94); the primary action
    /// is accepted and not run: a row's tap selects it.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                   primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        SelectionMenuView(content: self, menu: menu)
    }

    /// A menu on this view, as SwiftUI's deprecated `.contextMenu(_:)` with a ``ContextMenu``.
    @available(*, deprecated, message: "Use contextMenu(menuItems:), as in SwiftUI")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        RowActionsView(content: self, actions: { contextMenu?.menuItems }, kind: .menu)
    }
}

/// A menu described as a value, as SwiftUI's deprecated `ContextMenu`.
@available(*, deprecated, message: "Use contextMenu(menuItems:), as in SwiftUI")
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

/// The rows of a list inside with a menu made for each row's value.
nonisolated struct SelectionMenuView<Content: View, Item: Hashable, Menu: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let menu: (Set<Item>) -> Menu

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.selectionMenu = { value in
            guard let item = value.base as? Item else { return nil }
            return menu([item])
        }
        return inner.resolve(content, at: "0")
    }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable {
    /// Left in left-to-right languages.
    case leading
    /// Right in left-to-right languages.
    case trailing
}

nonisolated struct RowActionsView<Content: View, Actions: View>: View, PrimitiveView {
    enum Kind {
        case swipe(HorizontalEdge, Bool)
        case menu
    }
    typealias Body = Never
    let content: Content
    /// Makes the buttons: run when people reach for the row.
    let actions: () -> Actions
    let kind: Kind

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var children = context.resolve(content, at: "0")
        if case .menu = kind, let row = context.rowTag, let sidebar = context.listRows?.sidebar {
            sidebar.actions[row, default: []] += toolbarButtons(in: actions())
        }
        // The buttons are read in place: they are the row's, not rows of their own; a `.tint`
        // colors its button.
        var inner = context.inPlace
        inner.listRows = nil
        inner.tintsViews = true
        // A row's swipes and menu are one set of actions, read only when people reach for the
        // row (D-69): most rows of a window never read theirs.
        var previous: PaneKit.RowActions?
        if let last = children.last as? PaneKit.RowActions {
            previous = last
            children.removeLast()
        }
        let (kind, actions) = (self.kind, self.actions)
        let rowActions = PaneKit.RowActions(made: {
            var (swipes, menu) = previous?.content ?? ([], nil)
            let buttons = inner.resolve(actions(), at: "actions")
            switch kind {
            case .swipe(let edge, let allowsFullSwipe):
                swipes.append(PaneKit.SwipeActions(edge: edge == .leading ? .leading : .trailing, allowsFullSwipe: allowsFullSwipe) {}.holding(buttons))
            case .menu:
                var whole = menu ?? PaneKit.ContextMenu {}
                whole.content = PaneKit.ViewGroup(whole.content.views + buttons)
                menu = whole
            }
            return (swipes, menu)
        })
        return children + [rowActions]
    }
}
