import PaneKit

/// What a ``TabView`` is made of — tabs and sections — as SwiftUI's `TabContent`: ``Tab``,
/// ``TabSection``, and content of your own whose ``body`` a ``TabContentBuilder`` builds (a
/// property `@TabContentBuilder<AppTab> var tabs: some TabContent<AppTab>`, or a type).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that tell the tabs apart (a ``TabView``'s selection).
    associatedtype TabValue: Hashable where TabValue == Body.TabValue
    /// The type of content this content is made of.
    associatedtype Body: TabContent
    /// What this content is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
    /// PaneKitUI's own: the tabs and sections this content stands for. Content of your own keeps
    /// the default, which reads ``body``.
    func _tabItems() -> [TabItem<TabValue>]
}

extension TabContent {
    /// Content of your own: its body's tabs.
    public func _tabItems() -> [TabItem<TabValue>] { body._tabItems() }
}

/// Tabs and sections as the ``TabContentBuilder`` made them: what a ``TabView``, a
/// ``TabSection``, a `ForEach` and content of your own hold.
nonisolated public struct _TabItems<Value: Hashable>: TabContent, View, PrimitiveView {
    /// The tabs' value.
    public typealias TabValue = Value
    /// Drawn by its ``TabView``.
    public typealias Body = _TabItems<Value>
    let items: [TabItem<Value>]
    /// Shown by its ``TabView``.
    public var body: _TabItems<Value> { return self }
    public func _tabItems() -> [TabItem<Value>] { items }
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
}

/// Tab content of any type with the same tab value, as SwiftUI's `AnyTabContent`.
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    /// The tabs' value.
    public typealias TabValue = SelectionValue
    /// Drawn by its ``TabView``.
    public typealias Body = AnyTabContent<SelectionValue>
    let items: [TabItem<SelectionValue>]

    /// The tabs of `tabContent`, whatever its type.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        nonisolated(unsafe) let content = tabContent
        items = onMainActor { content._tabItems() }
    }

    /// Shown by its ``TabView``.
    public var body: AnyTabContent<SelectionValue> { return self }
    public func _tabItems() -> [TabItem<SelectionValue>] { items }
}

extension TabContent {
    /// These tabs, or none while `hidden`, as SwiftUI's `TabContent.hidden(_:)`.
    public func hidden(_ hidden: Bool = true) -> _TabItems<TabValue> { _TabItems(items: hidden ? [] : _tabItems()) }

    /// Whether people may choose these tabs, as SwiftUI's `TabContent.disabled(_:)`. Accepted:
    /// PaneKit's tabs have no disabled state yet (docs/swiftui-coverage.md).
    public func disabled(_ disabled: Bool) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }

    /// Whether a drag over the tab selects it, as SwiftUI's `.springLoadingBehavior(_:)`.
    /// Accepted: a browser page's tabs take no drags.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }

    /// A menu on the tab, as SwiftUI's `TabContent.contextMenu(menuItems:)`. Accepted: PaneKit's
    /// tab bars and sidebars offer no menu on a tab yet.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }

    /// The tab's accessible name, as SwiftUI's `TabContent.accessibilityLabel(_:isEnabled:)`.
    /// Accepted: the tab's title is its accessible name.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// The tab's accessible name from a key (accepted; its title names it).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// The tab's accessible name from a string (accepted; its title names it).
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// What choosing the tab does, for assistive technologies (accepted).
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// What choosing the tab does, from a key (accepted).
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// The tab's value for assistive technologies (accepted).
    public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// The tab's value for assistive technologies, from a key (accepted).
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// Other names people may say for the tab (accepted).
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
    /// Other names people may say for the tab, from keys (accepted).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> _TabItems<TabValue> {
        _TabItems(items: _tabItems())
    }
    /// The tab's identifier for UI tests (accepted).
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> _TabItems<TabValue> { _TabItems(items: _tabItems()) }
}

/// Whether a drag over a tab selects it, as SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Sendable, Hashable {
    let value: Int
    /// The system's choice.
    public static let automatic = SpringLoadingBehavior(value: 0)
    /// A drag over it selects it.
    public static let enabled = SpringLoadingBehavior(value: 1)
    /// A drag over it does nothing.
    public static let disabled = SpringLoadingBehavior(value: 2)
}

/// One tab, as iOS 18's SwiftUI `Tab`: a title, a symbol, the value that selects it, and its view.
nonisolated public struct Tab<Value: Hashable, Content: View>: TabContent {
    /// The value that selects this tab.
    public typealias TabValue = Value
    var item: TabItem<Value>

    /// Shown by its ``TabView``.
    public var body: Tab<Value, Content> { return self }
    public func _tabItems() -> [TabItem<Value>] { [item] }

    /// A tab selected when the ``TabView``'s selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: String(title), symbol: systemImage, value: value, role: role, makeView: { content() })
    }

    /// A tab with only a value, or a role (`.search` titles itself "Search" with a magnifying
    /// glass), as SwiftUI's `Tab(value:role:content:)`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: nil, symbol: nil, value: value, role: role, makeView: { content() })
    }

    /// A tab with a localized title, as SwiftUI's `Tab(_:systemImage:value:role:content:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, value: value, role: role, content: content)
    }

    /// A tab whose label is a view, as SwiftUI's `Tab(value:role:content:label:)`: its `Label`,
    /// or its `Text` and `Image`, give the title and symbol.
    public init<L: View>(value: Value, role: TabRole? = nil, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> L) {
        let label = label()
        item = TabItem(title: TitleReader.title(of: label), symbol: SymbolReader.symbol(of: label), value: value, role: role,
                       makeView: { content() })
    }

    /// Where the tab may appear, as SwiftUI's `.tabPlacement(_:)`: `.pinned` at the bar's
    /// trailing end, `.sidebarOnly` in the sidebar alone.
    public func tabPlacement(_ placement: TabPlacement) -> Tab {
        var tab = self
        tab.item.placement = placement.placement
        return tab
    }

    /// A badge from a ``Text``, none for nil.
    public func badge(_ label: Text?) -> Tab { badge(label?.string) }

    /// A badge from a localized key.
    public func badge(_ key: LocalizedStringKey) -> Tab { badge(key.text) }

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

    /// A tab with a localized title in a ``TabView`` without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, content: content)
    }

    /// A tab with a title, a symbol and a role in a ``TabView`` without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: String(title), symbol: systemImage, value: nil, role: role, makeView: { content() })
    }

    /// A tab with a role alone (`.search`) in a ``TabView`` without a selection.
    public init(role: TabRole? = nil, @ViewBuilder content: @escaping () -> Content) {
        item = TabItem(title: nil, symbol: nil, value: nil, role: role, makeView: { content() })
    }

    /// A tab whose label is a view, in a ``TabView`` without a selection.
    public init<L: View>(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> L) {
        let label = label()
        item = TabItem(title: TitleReader.title(of: label), symbol: SymbolReader.symbol(of: label), value: nil, role: nil, makeView: { content() })
    }
}

/// Tabs are views too, so that a `ForEach` makes them (`ForEach(sections) { Tab(…) }` inside a
/// ``TabSection``): SwiftUI's `ForEach` is `TabContent` when its content is, which PaneKitUI's
/// `ForEach`, a view, stands in for. Anywhere but a tab view a tab shows nothing.
nonisolated extension Tab: View, PrimitiveView {
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
}

extension ForEach {
    /// Tabs for each element, as SwiftUI's `ForEach` in a tab view: `Tab(…, value: .genre(genre))`
    /// finds its value's type from the tab view's selection.
    public init<V: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                             @TabContentBuilder<V> content: @escaping (Data.Element) -> _TabItems<V>) where Content == _TabItems<V> {
        self.init(data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Tabs for each `Identifiable` element, as SwiftUI's `ForEach` in a tab view.
    public init<V: Hashable>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> _TabItems<V>) where Content == _TabItems<V> {
        self.init(data, content: content)
    }
}

/// Where a tab may appear, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Sendable, Hashable {
    let placement: PaneKit.Tab.Placement

    /// The system's choice: the bar when the tab is at the top level, the sidebar always.
    public static let automatic = TabPlacement(placement: .automatic)
    /// At the bar's trailing end, symbol only; people cannot remove it.
    public static let pinned = TabPlacement(placement: .pinned)
    /// Never in the bar: the sidebar only.
    public static let sidebarOnly = TabPlacement(placement: .sidebarOnly)
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
nonisolated public struct TabSection<Value: Hashable>: TabContent {
    /// The value of the section's tabs.
    public typealias TabValue = Value
    var item: TabItem<Value>

    /// Shown by its ``TabView``.
    public var body: TabSection<Value> { return self }
    public func _tabItems() -> [TabItem<Value>] { [item] }

    /// A section without a header, as SwiftUI's `TabSection(content:)`: its tabs, grouped.
    public init(@TabContentBuilder<Value> content: () -> _TabItems<Value>) {
        item = TabItem(title: "", symbol: nil, value: nil, role: nil, makeView: nil, children: content().items)
    }

    /// A section titled `title` holding the tabs `content` builds.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Value> content: () -> _TabItems<Value>) {
        item = TabItem(title: String(title), symbol: nil, value: nil, role: nil, makeView: nil, children: content().items)
    }

    /// A section with a localized title, as SwiftUI's `TabSection(_:content:)`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Value> content: () -> _TabItems<Value>) {
        self.init(titleKey.text, content: content)
    }

    /// A section whose header is a view, as SwiftUI's `TabSection(content:header:)`: its text
    /// titles the section.
    public init<H: View>(@TabContentBuilder<Value> content: () -> _TabItems<Value>, @ViewBuilder header: () -> H) {
        self.init(TitleReader.title(of: header(), readingBodies: true) ?? "", content: content)
    }

    /// The identifier that keeps the section's place in people's customization, as SwiftUI's
    /// `.customizationID(_:)`.
    public func customizationID(_ id: String) -> TabSection {
        var section = self
        section.item.customizationID = id
        return section
    }

    /// Whether the section starts hidden, as SwiftUI's `.defaultVisibility(_:for:)`.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> TabSection {
        var section = self
        section.item.hiddenByDefault = visibility == .hidden
        return section
    }

    /// Whether people may hide or move the section, as SwiftUI's `.customizationBehavior(_:for:)`.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> TabSection {
        var section = self
        section.item.allowsHiding = behavior != .disabled
        return section
    }

    /// Where the section may appear, as SwiftUI's `.tabPlacement(_:)`.
    public func tabPlacement(_ placement: TabPlacement) -> TabSection {
        var section = self
        section.item.placement = placement.placement
        return section
    }

    /// Buttons beside the section's header in the sidebar, as SwiftUI's `.sectionActions(content:)`
    /// (an "Add Playlist" button). Accepted; the sidebar shows its header alone
    /// (docs/swiftui-coverage.md).
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> TabSection { self }
}

/// Sections are views too, so that a `ForEach` makes them (see ``Tab``).
nonisolated extension TabSection: View, PrimitiveView {
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
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
    /// Where the tab may appear; nil: the system's choice.
    var placement: PaneKit.Tab.Placement?
}

/// Builds a ``TabView``'s tabs, as SwiftUI's `@TabContentBuilder`: generic over the tabs'
/// value, so that `Tab("Home", systemImage: "house", value: .home)` finds `.home` in the
/// selection's type.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    /// A tab, a section, or tab content of your own.
    public static func buildExpression<C: TabContent>(_ content: C) -> [TabItem<TabValue>] where C.TabValue == TabValue {
        nonisolated(unsafe) let content = content
        return onMainActor { content._tabItems() }
    }
    /// A `ForEach` of tabs: one tab per element.
    public static func buildExpression<D, I, C>(_ forEach: ForEach<D, I, Tab<TabValue, C>>) -> [TabItem<TabValue>] {
        forEach.data.map { forEach.content($0).item }
    }
    /// A `ForEach` of sections: one section per element.
    public static func buildExpression<D, I>(_ forEach: ForEach<D, I, TabSection<TabValue>>) -> [TabItem<TabValue>] {
        forEach.data.map { forEach.content($0).item }
    }
    /// A `ForEach` whose content a ``TabContentBuilder`` builds: its tabs for every element.
    public static func buildExpression<D, I>(_ forEach: ForEach<D, I, _TabItems<TabValue>>) -> [TabItem<TabValue>] {
        forEach.data.flatMap { forEach.content($0).items }
    }
    /// The tabs in order.
    public static func buildBlock(_ parts: [TabItem<TabValue>]...) -> [TabItem<TabValue>] { parts.flatMap { $0 } }
    /// An `if` without `else`: the tabs, or none.
    public static func buildOptional(_ part: [TabItem<TabValue>]?) -> [TabItem<TabValue>] { part ?? [] }
    /// One branch of an `if`/`else`.
    public static func buildEither(first: [TabItem<TabValue>]) -> [TabItem<TabValue>] { first }
    /// The other branch of an `if`/`else`.
    public static func buildEither(second: [TabItem<TabValue>]) -> [TabItem<TabValue>] { second }
    /// A `for` loop's tabs.
    public static func buildArray(_ parts: [[TabItem<TabValue>]]) -> [TabItem<TabValue>] { parts.flatMap { $0 } }
    /// `if #available`: the tabs as they are.
    public static func buildLimitedAvailability(_ part: [TabItem<TabValue>]) -> [TabItem<TabValue>] { part }
    /// The tabs as content a ``TabView``, a ``TabSection`` or a property holds.
    public static func buildFinalResult(_ items: [TabItem<TabValue>]) -> _TabItems<TabValue> { _TabItems(items: items) }
}

extension View {
    /// The title and symbol of the tab this view is, in a ``TabView`` written the older way, as
    /// SwiftUI's `.tabItem(_:)`: its `Label` (or `Text` and `Image`) gives them.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { TabItemLabeledView(content: self, label: label()) }
}

nonisolated struct TabItemLabeledView<Content: View, Label: View>: View, PrimitiveView, TabItemCarrying {
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
nonisolated extension TabItemLabeledView: TabLabelReading { var labelView: any View { label } }

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
