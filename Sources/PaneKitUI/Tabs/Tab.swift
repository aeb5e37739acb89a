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
