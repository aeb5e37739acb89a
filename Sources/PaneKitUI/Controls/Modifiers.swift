import PaneKit

extension View {
    /// The text style of the text inside this view, as SwiftUI's `.font(_:)`.
    public func font(_ font: Font?) -> some View { FontView(content: self, font: font) }

    /// How a list looks, as SwiftUI's `.listStyle(_:)`: accepted, and left to the column the list
    /// is in (a sidebar's list is drawn as a sidebar).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

    /// The value this view stands for in a selectable ``List``, as SwiftUI's `.tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }

    /// The title of the screen this view is on, as SwiftUI's `.navigationTitle(_:)`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        TitledView(content: self, title: String(title))
    }

    /// The screen a `NavigationLink(value:)` with a value of type `D` opens in this stack, as
    /// SwiftUI's `.navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        DestinationView(content: self, type: ObjectIdentifier(D.self)) { value in destination(value as! D) }
    }
}

struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        if let rows = context.listRows, let row = context.rowTag { rows.values[row] = tag }
        return context.resolve(content, at: "0")
    }
}

struct TitledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        context.screen.title = title
        return context.resolve(content, at: "0")
    }
}

struct DestinationView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let type: ObjectIdentifier
    let destination: (Any) -> any View

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        context.screen.destinations[type] = destination
        return context.resolve(content, at: "0")
    }
}

struct FontView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let font: Font?

    func resolve(in context: ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.font = font?.style
        return inner.resolve(content, at: "0")
    }
}

/// How a list looks, as SwiftUI's `ListStyle`; PaneKitUI leaves it to the list's column.
public protocol ListStyle {}

/// A sidebar's list. Accepted; the column decides.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

/// A plain list. Accepted; the column decides.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Grouped sections inset from the edges. Accepted; the column decides.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// The platform's default. Accepted; the column decides.
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
