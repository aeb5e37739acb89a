/// A row of a sidebar: a destination, optionally with one level of children.
///
/// Spec: SB-4, SB-5 (at most two levels).
public struct SidebarItem: Identifiable {
    public var id: String
    /// The row's title.
    public var title: String
    /// The name of the symbol drawn before the title; nil for none.
    public var symbol: String?
    /// A short text at the trailing end, such as an unread count; nil for none.
    public var badge: String?
    /// Children: one level only. Their own children are ignored (SB-5).
    public var children: [SidebarItem]
    /// Actions offered on the row's context menu.
    public var contextActions: [SidebarAction]
    /// Starts hidden; people can show it while customizing.
    public var isHiddenByDefault: Bool
    /// People may hide it while customizing (if its section allows hiding); a row that does not
    /// allow it has no hide control and stays shown (UITab's `allowsHiding`).
    public var allowsHiding: Bool
    /// Called with the tag of a list's row people drag onto this one with a pointer (a message
    /// onto a mailbox, as SwiftUI's `dropDestination(for:action:)` on a sidebar row); nil takes
    /// none. The tag comes from the page: check it.
    public var onDrop: ((String) -> Void)?

    /// A row. Only `id` and `title` are needed: no symbol, badge, children or actions, shown by
    /// default, and people may hide it.
    public init(
        id: String,
        title: String,
        symbol: String? = nil,
        badge: String? = nil,
        children: [SidebarItem] = [],
        contextActions: [SidebarAction] = [],
        isHiddenByDefault: Bool = false,
        allowsHiding: Bool = true
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.badge = badge
        self.children = children
        self.contextActions = contextActions
        self.isHiddenByDefault = isHiddenByDefault
        self.allowsHiding = allowsHiding
    }
}

/// An action in a row's context menu or on a section header.
public struct SidebarAction {
    /// The action's title.
    public var title: String
    /// The action's symbol; nil for none.
    public var symbol: String?
    /// `.destructive` draws it in red; nil for an ordinary action.
    public var role: ButtonRole?
    /// Runs when the person chooses the action.
    public var handler: () -> Void

    /// An action with a title, an optional symbol and role, and what it does.
    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, handler: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.handler = handler
    }
}

/// A group of sidebar rows under a header.
public struct SidebarSection: Identifiable {
    public var id: String
    /// The header's title; nil for a section without one.
    public var title: String?
    /// The rows, in the app's order (people's order is in ``SidebarCustomization``).
    public var items: [SidebarItem]
    /// The header's disclosure collapses and expands the section (SB-13).
    public var isCollapsible: Bool
    /// People may reorder the section's rows while customizing.
    public var allowsReordering: Bool
    /// People may hide rows while customizing.
    public var allowsHiding: Bool
    /// The + on the header (an editable group: "add a folder").
    public var addAction: SidebarAction?

    /// A section. It is collapsible, reorderable and allows hiding by default, with no title and
    /// no + button.
    public init(
        id: String,
        title: String? = nil,
        items: [SidebarItem],
        isCollapsible: Bool = true,
        allowsReordering: Bool = true,
        allowsHiding: Bool = true,
        addAction: SidebarAction? = nil
    ) {
        self.id = id
        self.title = title
        self.items = items
        self.isCollapsible = isCollapsible
        self.allowsReordering = allowsReordering
        self.allowsHiding = allowsHiding
        self.addAction = addAction
    }
}
