/// A row of a sidebar: a destination, optionally with one level of children.
///
/// Spec: SB-4, SB-5 (at most two levels).
public struct SidebarItem: Identifiable {
    public var id: String
    public var title: String
    public var symbol: String?
    public var badge: String?
    /// Children: one level only. Their own children are ignored (SB-5).
    public var children: [SidebarItem]
    /// Actions offered on the row's context menu.
    public var contextActions: [SidebarAction]
    /// Starts hidden; people can show it while customizing.
    public var isHiddenByDefault: Bool

    public init(
        id: String,
        title: String,
        symbol: String? = nil,
        badge: String? = nil,
        children: [SidebarItem] = [],
        contextActions: [SidebarAction] = [],
        isHiddenByDefault: Bool = false
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.badge = badge
        self.children = children
        self.contextActions = contextActions
        self.isHiddenByDefault = isHiddenByDefault
    }
}

/// An action in a row's context menu or on a section header.
public struct SidebarAction {
    public var title: String
    public var symbol: String?
    public var role: ButtonRole?
    public var handler: () -> Void

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
    public var title: String?
    public var items: [SidebarItem]
    /// The header's disclosure collapses and expands the section (SB-13).
    public var isCollapsible: Bool
    /// People may reorder the section's rows while customizing.
    public var allowsReordering: Bool
    /// People may hide rows while customizing.
    public var allowsHiding: Bool
    /// The + on the header (an editable group: "add a folder").
    public var addAction: SidebarAction?

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
