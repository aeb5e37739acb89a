import PaneKit

extension View {
    /// The text style of the text inside this view, as SwiftUI's `.font(_:)`.
    public func font(_ font: Font?) -> some View { FontView(content: self, font: font) }

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

    /// The value this view stands for in a selectable ``List``, as SwiftUI's `.tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }

    /// The title of the screen this view is on, as SwiftUI's `.navigationTitle(_:)`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return ScreenRecordingView(content: self) { $0.title = title }
    }

    /// A line under the screen's title, as SwiftUI's `.navigationSubtitle(_:)` ("107 messages").
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        // An empty subtitle shows nothing, as in SwiftUI.
        let subtitle = subtitle.isEmpty ? nil : String(subtitle)
        return ScreenRecordingView(content: self) { $0.subtitle = subtitle }
    }

    /// The screen a `NavigationLink(value:)` with a value of type `D` opens in this stack, as
    /// SwiftUI's `.navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationValueTypes.register(D.self)
        return ScreenRecordingView(content: self) { $0.destinations[ObjectIdentifier(D.self)] = { value in destination(value as! D) } }
    }
}

nonisolated struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let row = context.rowTag {
            rows.setValue(tag, for: row)
            rows.effects += 1
        }
        return context.resolve(content, at: "0")
    }
}

nonisolated struct FontView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let font: Font?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.font = font?.style
        return inner.resolveView(content)
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

extension View {
    /// Pushes `destination` onto this view's stack while `isPresented` is true, as SwiftUI's
    /// `.navigationDestination(isPresented:destination:)`; Back sets it to false, and false pops.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        PushingView(content: self, identity: nil, isPresented: isPresented.wrappedValue,
                    reset: { isPresented.wrappedValue = false }) { destination() }
    }

    /// Pushes the screen for `item` while it is not nil, as SwiftUI's
    /// `.navigationDestination(item:destination:)`; another item replaces the screen, and Back
    /// sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let current = item.wrappedValue
        return PushingView(content: self, identity: current.map { AnyHashable($0) }, isPresented: current != nil,
                           reset: { item.wrappedValue = nil }) {
            if let current { destination(current) }
        }
    }

    /// How the bar shows the title, as SwiftUI's `.navigationBarTitleDisplayMode(_:)`: `.large`
    /// out of line until it scrolls away, `.inline` in the bar, `.automatic` as the screen under it
    /// (a stack's titled root is large). A Mac shows every title inline. Spec: NV-12, NV-13.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        let display: PaneKit.NavigationItem.LargeTitleDisplayMode = switch mode {
        case .automatic: .automatic
        case .inline: .never
        case .large: .always
        }
        return ScreenRecordingView(content: self) { $0.titleDisplayMode = display }
    }

    /// Hides the back button while this screen is on top, as SwiftUI's
    /// `.navigationBarBackButtonHidden(_:)`: the screen's own buttons lead away.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ScreenRecordingView(content: self) { $0.hidesBackButton = hidesBackButton }
    }
}

/// The navigation bar's settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How the bar shows the title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The platform's choice.
        case automatic
        /// In the bar, small.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// A screen a view asks its stack to push while a binding says so.
struct PushRequest {
    let key: String
    let identity: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    let make: () -> any View
}

nonisolated struct PushingView<Content: View, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let identity: AnyHashable?
    let isPresented: Bool
    let reset: () -> Void
    @ViewBuilder let makeView: () -> Destination

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let makeView = self.makeView
        let request = PushRequest(key: context.path, identity: identity, isPresented: isPresented, reset: reset) { makeView() }
        context.screen.record { $0.pushes.append(request) }
        return context.resolve(content, at: "0")
    }
}

extension View {
    /// A badge at the trailing end of a list row, as SwiftUI's `.badge(_:)`: a count, none for 0.
    public func badge(_ count: Int) -> some View { BadgedView(content: self, badge: count == 0 ? nil : String(count)) }

    /// A badge at the trailing end of a list row: a short text, or none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { BadgedView(content: self, badge: label.map { String($0) }) }
}

nonisolated struct BadgedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let badge: String?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        if let badge, let row = context.rowTag, let sidebar = context.listRows?.sidebar { sidebar.badges[row] = badge }
        guard let badge else { return children }
        return children + [PaneKit.Badge(badge)]
    }
}

