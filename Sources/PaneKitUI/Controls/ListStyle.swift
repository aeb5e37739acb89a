import PaneKit

extension View {
    /// How a ``List`` inside this view looks, as SwiftUI's `.listStyle(_:)`: `.sidebar` draws it
    /// as the platform's sidebar (sections that collapse, symbols in the accent color, counts),
    /// as a list in a split view's sidebar column is by default; the others draw a plain list.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind: ListStyleKind = switch style {
        case is SidebarListStyle: .sidebar
        case is DefaultListStyle: .automatic
        case is InsetGroupedListStyle: .insetGrouped
        case is GroupedListStyle: .grouped
        default: .plain
        }
        return EnvironmentWriter(content: self) { $0.listStyle = kind }
    }
}

/// How a list looks, as SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// What ``View/listStyle(_:)`` asks for.
enum ListStyleKind {
    /// A sidebar in a split view's sidebar column, else plain.
    case automatic
    case sidebar
    case plain
    /// UITableView's inset grouped style on iPhone and iPad: each section a rounded card.
    case insetGrouped
    /// UITableView's grouped style on iPhone and iPad: sections across the width.
    case grouped

    /// The look the renderer draws, for the grouped styles.
    var look: PaneKit.ListLook? {
        switch self {
        case .insetGrouped: .insetGrouped
        case .grouped: .grouped
        default: nil
        }
    }
}

extension EnvironmentValues {
    /// The style `.listStyle(_:)` set.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Whether the views are in a split view's sidebar column, where lists are sidebars.
    var isSidebarColumn: Bool {
        get { self[SidebarColumnKey.self] }
        set { self[SidebarColumnKey.self] = newValue }
    }

    /// Whether a ``List`` here is drawn as a sidebar.
    var drawsListsAsSidebars: Bool {
        listStyle == .sidebar || (listStyle == .automatic && isSidebarColumn)
    }
}

private enum ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .automatic }
}

private enum SidebarColumnKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// A sidebar's list: the platform's sidebar, with sections that collapse and counts.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

/// A plain list.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Grouped sections inset from the edges (drawn as a plain list).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// The platform's default: a sidebar in a split view's sidebar column, else plain.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// A plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
