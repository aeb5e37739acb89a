import PaneKit

/// Tabs, as SwiftUI's `TabView` with iOS 18's `Tab`: a `TabBarController` whose tabs show their
/// views, each with its own stack; with `.tabViewStyle(.sidebarAdaptable)`, sections become a
/// sidebar in regular width. The selection follows the person's choice and selects the tab its
/// value names.
nonisolated public struct TabView<SelectionValue: Hashable>: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let items: [TabItem<SelectionValue>]

    /// Tabs whose selected value is `selection`.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> _TabItems<SelectionValue>) {
        self.selection = selection
        items = content().items
    }

    /// A tab view placed inside other content (PaneKit puts tab bars at the root of a window or a
    /// column only) shows its tabs as a strip over the selected tab's view when a selection
    /// binds it — a Mac's settings window draws the strip as its toolbar's tabs, as SwiftUI's
    /// `Settings { TabView { … } }` — and its first tab alone otherwise.
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let tabs = items.flatMap { $0.children.isEmpty ? [$0] : $0.children }.filter { $0.makeView != nil }
        guard let selection, tabs.count > 1 else {
            guard let make = tabs.first?.makeView else { return [] }
            return context.resolve(make(), at: "tab0")
        }
        let chosen = tabs.firstIndex { $0.value == selection.wrappedValue } ?? 0
        let options = tabs.indices.map { PickerOption(String($0), title: tabs[$0].title ?? "", symbol: tabs[$0].symbol) }
        let strip = PaneKit.Picker("Tabs", selection: String(chosen), options: options, style: .tabs) { tag in
            if let index = Int(tag), tabs.indices.contains(index), let value = tabs[index].value { selection.wrappedValue = value }
        }
        guard let make = tabs[chosen].makeView else { return [strip] }
        return [strip] + context.resolve(make(), at: "tab\(chosen)")
    }
}

extension TabView {
    /// Tabs written the older way, as SwiftUI's `TabView(selection:content:)` before iOS 18:
    /// each view of `content` is a tab, titled by its `.tabItem` and selected by its `.tag`.
    public init<Content: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        items = TabItemReader.items(of: content())
    }
}

extension TabView where SelectionValue == Never {
    /// Tabs written the older way, without a selection: each view is a tab titled by its `.tabItem`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        selection = nil
        items = TabItemReader.items(of: content())
    }

    /// Tabs without a selection binding.
    public init(@TabContentBuilder<Never> content: () -> _TabItems<Never>) {
        selection = nil
        items = content().items
    }
}

extension View {
    /// How a ``TabView`` adapts, as SwiftUI's `.tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let mode = (style as? any TabBarModeStyle)?.mode ?? .tabBar
        return EnvironmentWriter(content: self) { $0.tabBarMode = mode }
    }
}

/// How a ``TabView`` adapts, as SwiftUI's `TabViewStyle`: ``automatic`` (a tab bar),
/// ``tabBarOnly``, ``sidebarAdaptable``, `.grouped` (the Mac's, drawn as a tab bar), and
/// PaneKit's own ``sidebar``.
public protocol TabViewStyle: Sendable {}

/// A tab view style PaneKit draws: how the tab bar controller shows the tabs.
protocol TabBarModeStyle {
    var mode: TabBarController.Mode { get }
}

/// The system's choice, as SwiftUI's `DefaultTabViewStyle`: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle, TabBarModeStyle {
    /// The default style.
    public init() {}
    var mode: TabBarController.Mode { .tabBar }
}

/// A tab bar on phones and a sidebar in regular width, as iOS 18's `SidebarAdaptableTabViewStyle`.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, TabBarModeStyle {
    /// The sidebar-adaptable style.
    public init() {}
    var mode: TabBarController.Mode { .automatic }
}

/// A tab bar everywhere, as SwiftUI's `TabBarOnlyTabViewStyle`.
public struct TabBarOnlyTabViewStyle: TabViewStyle, TabBarModeStyle {
    /// The tab-bar-only style.
    public init() {}
    var mode: TabBarController.Mode { .tabBar }
}

/// The Mac's tabs in a bordered box, as SwiftUI's `GroupedTabViewStyle`: drawn as a tab bar, the
/// tab view PaneKit has on every device.
public struct GroupedTabViewStyle: TabViewStyle, TabBarModeStyle {
    /// The grouped style.
    public init() {}
    var mode: TabBarController.Mode { .tabBar }
}

/// PaneKit's own: a sidebar of the tabs at every width.
public struct SidebarTabViewStyle: TabViewStyle, TabBarModeStyle {
    /// The sidebar style.
    public init() {}
    var mode: TabBarController.Mode { .tabSidebar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The system's choice: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar on phones, a sidebar in regular width (iOS 18).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar everywhere.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
    /// The Mac's grouped tabs, drawn as a tab bar.
    public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == SidebarTabViewStyle {
    /// PaneKit's own: a sidebar of the tabs at every width.
    public static var sidebar: SidebarTabViewStyle { SidebarTabViewStyle() }
}

extension EnvironmentValues {
    /// The style `.tabViewStyle(_:)` set.
    var tabBarMode: TabBarController.Mode {
        get { self[TabBarModeKey.self] }
        set { self[TabBarModeKey.self] = newValue }
    }
}

private enum TabBarModeKey: EnvironmentKey {
    static let defaultValue = TabBarController.Mode.tabBar
}

extension TabView: ContainerView {
    func makeController(storage: ViewStorage, path: String, environment: EnvironmentValues, view: @escaping () -> any View) -> PaneKit.ViewController {
        HostingTabBarController(tabView: self, storage: storage, path: path, environment: environment) { view() as? Self }
    }

    /// A tab's identifier: its customization id, else its value, else its place.
    static func identifier(of item: TabItem<SelectionValue>, at place: String) -> String {
        item.customizationID ?? item.value.map { "tab-" + String(describing: $0) } ?? "tab-" + place
    }
}

/// The tab bar controller of a ``TabView``: its tabs made once, their badges, titles and the
/// selection brought up to date with the view before each Scene.
final class HostingTabBarController<SelectionValue: Hashable>: TabBarController, TabBarControllerDelegate, ChromeCarrying {
    /// The modifiers around the tab view's view (D-91).
    var chrome: HostingController?
    let current: () -> TabView<SelectionValue>?
    private var values: [String: SelectionValue] = [:]

    init(tabView: TabView<SelectionValue>, storage: ViewStorage, path: String, environment: EnvironmentValues,
         current: @escaping () -> TabView<SelectionValue>?) {
        self.current = current
        super.init()
        mode = environment.tabBarMode
        delegate = self
        setTabs(makeTabs(tabView.items, place: "", storage: storage, path: path, environment: environment))
        customizationBinding = environment.tabViewCustomization
        if let customizationBinding {
            tabCustomization = customizationBinding.wrappedValue.stored
            syncedCustomization = tabCustomization
        }
    }

    /// The binding of `.tabViewCustomization`, and the customization the bar and the binding
    /// last agreed on: a difference on the bar's side is the person's, on the binding's the app's.
    private var customizationBinding: Binding<TabViewCustomization>?
    private var syncedCustomization: TabCustomization?

    private func makeTabs(_ items: [TabItem<SelectionValue>], place: String, storage: ViewStorage, path: String,
                          environment: EnvironmentValues) -> [PaneKit.Tab] {
        items.enumerated().map { index, item in
            let identifier = TabView<SelectionValue>.identifier(of: item, at: place + "\(index)")
            if let value = item.value { values[identifier] = value }
            let tab: PaneKit.Tab
            if item.children.isEmpty {
                let current = self.current
                tab = PaneKit.Tab(title: item.title, symbol: item.symbol, identifier: identifier, role: item.role == .search ? .search : nil) { _ in
                    Hosts.controller(storage: storage, path: path + "/" + identifier, environment: environment) {
                        // The tab's view from the current TabView, so that it reads current state.
                        Self.item(identifier, in: current()?.items ?? [], place: "")?.makeView?() ?? EmptyView()
                    }
                }
            } else {
                tab = TabGroup(title: item.title, identifier: identifier,
                               children: makeTabs(item.children, place: place + "\(index).", storage: storage, path: path, environment: environment))
            }
            tab.badgeValue = item.badge
            if let placement = item.placement { tab.placement = placement }
            tab.allowsHiding = item.allowsHiding
            tab.isHiddenByDefault = item.hiddenByDefault
            return tab
        }
    }

    private static func item(_ identifier: String, in items: [TabItem<SelectionValue>], place: String) -> TabItem<SelectionValue>? {
        for (index, item) in items.enumerated() {
            if TabView<SelectionValue>.identifier(of: item, at: place + "\(index)") == identifier { return item }
            if let found = Self.item(identifier, in: item.children, place: place + "\(index).") { return found }
        }
        return nil
    }

    /// Before each Scene: badges follow the view, and the selection binding selects its tab.
    override func viewWillLayoutSubviews() {
        chrome?.layOutAsChrome()
        if let binding = customizationBinding {
            if tabCustomization != syncedCustomization {
                // The person reordered, hid or showed tabs: the binding keeps it.
                syncedCustomization = tabCustomization
                binding.wrappedValue = TabViewCustomization(stored: tabCustomization)
            } else if binding.wrappedValue.stored != syncedCustomization {
                // The app changed (or reset) the customization: the tabs follow.
                tabCustomization = binding.wrappedValue.stored
                syncedCustomization = tabCustomization
            }
        }
        guard let view = current() else { return }
        for tab in allTabs {
            let badge = Self.item(tab.identifier, in: view.items, place: "")?.badge
            if tab.badgeValue != badge { tab.badgeValue = badge }
        }
        if let wanted = view.selection?.wrappedValue,
           let identifier = values.first(where: { $0.value == wanted })?.key,
           selectedTab?.identifier != identifier,
           let tab = tab(forIdentifier: identifier) {
            selectedTab = tab
        }
    }

    /// The person chose a tab: the selection binding follows.
    func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: PaneKit.Tab, previousTab: PaneKit.Tab?) {
        guard let value = values[tab.identifier], let binding = current()?.selection else { return }
        binding.wrappedValue = value
    }
}
