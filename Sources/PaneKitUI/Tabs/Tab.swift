import PaneKit

/// What a ``TabView`` is made of — tabs and sections — as SwiftUI's `TabContent`.
public protocol TabContent<TabValue> {
    /// The type of the values that tell the tabs apart (a ``TabView``'s selection).
    associatedtype TabValue: Hashable
}

/// One tab, as iOS 18's SwiftUI `Tab`: a title, a symbol, the value that selects it, and its view.
public struct Tab<Value: Hashable, Content: View>: TabContent {
    /// The value that selects this tab.
    public typealias TabValue = Value
    var item: TabItem<Value>

    /// A tab selected when the ``TabView``'s selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: String(title), symbol: systemImage, value: value, role: role, makeView: { content() })
    }

    /// A tab with only a role (`.search` titles itself "Search" with a magnifying glass).
    public init(value: Value, role: TabRole, @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: nil, symbol: nil, value: value, role: role, makeView: { content() })
    }

    /// A badge on the tab: a count (none when 0), as SwiftUI's `.badge(_:)`.
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.item.badge = count == 0 ? nil : String(count)
        return tab
    }

    /// A badge on the tab: a short text, or none.
    public func badge<S: StringProtocol>(_ label: S?) -> Tab {
        var tab = self
        tab.item.badge = label.map { String($0) }
        return tab
    }

    /// The identifier that keeps the tab's place in people's customization, as SwiftUI's
    /// `.customizationID(_:)`.
    public func customizationID(_ id: String) -> Tab {
        var tab = self
        tab.item.customizationID = id
        return tab
    }

    /// Whether people may hide or move the tab, as SwiftUI's `.customizationBehavior(_:for:)`.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab {
        var tab = self
        tab.item.allowsHiding = behavior != .disabled
        return tab
    }

    /// Whether the tab starts hidden, as SwiftUI's `.defaultVisibility(_:for:)`.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab {
        var tab = self
        tab.item.hiddenByDefault = visibility == .hidden
        return tab
    }
}

extension Tab where Value == Never {
    /// A tab in a ``TabView`` without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: String(title), symbol: systemImage, value: nil, role: nil, makeView: { content() })
    }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public enum TabRole: Sendable, Hashable {
    /// Search: pinned at the bar's end, titled "Search" with a magnifying glass.
    case search
}

/// Whether people may customize a tab, as SwiftUI's `TabCustomizationBehavior`.
public enum TabCustomizationBehavior: Sendable, Hashable {
    /// The system's choice.
    case automatic
    /// People may hide and move it.
    case reorderable
    /// People may neither hide nor move it.
    case disabled
}

/// Where a customization applies, as SwiftUI's `AdaptableTabBarPlacement` (accepted; PaneKit
/// applies it to the bar and the sidebar alike).
public enum AdaptableTabBarPlacement: Sendable, Hashable {
    /// Every place.
    case automatic
    /// The tab bar.
    case tabBar
    /// The sidebar.
    case sidebar
}

/// Tabs under a header, as SwiftUI's `TabSection`: a group in the sidebar.
public struct TabSection<Value: Hashable>: TabContent {
    /// The value of the section's tabs.
    public typealias TabValue = Value
    let item: TabItem<Value>

    /// A section titled `title` holding the tabs `content` builds.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder content: () -> [TabItem<Value>]) {
        item = TabItem(title: String(title), symbol: nil, value: nil, role: nil, makeView: nil, children: content())
    }
}

/// One tab or section as a ``TabView`` reads it.
public struct TabItem<Value: Hashable> {
    var title: String?
    var symbol: String?
    var value: Value?
    var role: TabRole?
    var makeView: (() -> any View)?
    var children: [TabItem<Value>] = []
    var badge: String?
    var customizationID: String?
    var allowsHiding = true
    var hiddenByDefault = false
}

/// Builds a ``TabView``'s tabs, as SwiftUI's `@TabContentBuilder`.
@resultBuilder
public enum TabContentBuilder {
    /// A tab.
    public static func buildExpression<V, C>(_ tab: Tab<V, C>) -> [TabItem<V>] { [tab.item] }
    /// A section.
    public static func buildExpression<V>(_ section: TabSection<V>) -> [TabItem<V>] { [section.item] }
    /// The tabs in order.
    public static func buildBlock<V>(_ parts: [TabItem<V>]...) -> [TabItem<V>] { parts.flatMap { $0 } }
    /// An `if` without `else`: the tabs, or none.
    public static func buildOptional<V>(_ part: [TabItem<V>]?) -> [TabItem<V>] { part ?? [] }
    /// One branch of an `if`/`else`.
    public static func buildEither<V>(first: [TabItem<V>]) -> [TabItem<V>] { first }
    /// The other branch of an `if`/`else`.
    public static func buildEither<V>(second: [TabItem<V>]) -> [TabItem<V>] { second }
    /// A `for` loop's tabs.
    public static func buildArray<V>(_ parts: [[TabItem<V>]]) -> [TabItem<V>] { parts.flatMap { $0 } }
}

extension View {
    /// The title and symbol of the tab this view is, in a ``TabView`` written the older way, as
    /// SwiftUI's `.tabItem(_:)`: its `Label` (or `Text` and `Image`) gives them.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { TabItemLabeledView(content: self, label: label()) }
}

struct TabItemLabeledView<Content: View, Label: View>: View, PrimitiveView, TabItemCarrying {
    typealias Body = Never
    let content: Content
    let label: Label

    var inner: any View { content }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { context.resolve(content, at: "0") }
}

/// A view wrapped by `.tabItem` or `.tag`: what the wrapper adds, and the view inside.
protocol TabItemCarrying { var inner: any View { get } }

extension TaggedView: TabItemCarrying {
    var inner: any View { content }
}

/// Reads the tabs of a ``TabView`` written the older way.
enum TabItemReader {
    /// One tab per view of `content` (a tuple's or a group's views each), with its `.tabItem`'s
    /// title and symbol and its `.tag` value.
    static func items<V: Hashable>(of content: any View) -> [TabItem<V>] {
        if content is any TabItemCarrying { return [item(of: content)] }
        if let group = content as? any ListStructure, !(content is EmptyView) {
            return Mirror(reflecting: group).children.flatMap { child -> [TabItem<V>] in
                if let view = child.value as? any View { return items(of: view) }
                // A tuple's views.
                return Mirror(reflecting: child.value).children.compactMap { $0.value as? any View }.flatMap { items(of: $0) as [TabItem<V>] }
            }
        }
        if content is EmptyView { return [] }
        return [item(of: content)]
    }

    private static func item<V: Hashable>(of view: any View) -> TabItem<V> {
        var title: String?, symbol: String?, value: V?
        var current = view
        while let wrapper = current as? any TabItemCarrying {
            if let tagged = wrapper as? any TagReading { value = value ?? tagged.tagValue.base as? V }
            if let labeled = wrapper as? any TabLabelReading {
                title = title ?? TitleReader.title(of: labeled.labelView)
                symbol = symbol ?? SymbolReader.symbol(of: labeled.labelView)
            }
            current = wrapper.inner
        }
        let made = view
        return TabItem(title: title ?? "", symbol: symbol, value: value, role: nil, makeView: { made })
    }
}

protocol TagReading { var tagValue: AnyHashable { get } }
extension TaggedView: TagReading { var tagValue: AnyHashable { tag } }

protocol TabLabelReading { var labelView: any View { get } }
extension TabItemLabeledView: TabLabelReading { var labelView: any View { label } }

/// Finds the symbol a label view shows: its first `Label`'s or `Image`'s.
enum SymbolReader {
    static func symbol(of view: any View) -> String? {
        LabelSearch.first(in: view) { view in
            if let label = view as? Label { return label.symbol }
            if let image = view as? Image { return image.symbol }
            return nil
        }
    }
}
