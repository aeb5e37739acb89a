import PaneKit

/// What people changed in a ``TabView`` — the tabs' order, the tabs they hid or showed, the order
/// inside sections — as SwiftUI's `TabViewCustomization`: `Codable`, so an app keeps it (in
/// `@AppStorage` on Apple's platforms, in its own store here) and binds it with
/// ``View/tabViewCustomization(_:)``. Tabs are named by their `.customizationID`.
public struct TabViewCustomization: Codable, Hashable, Sendable {
    var stored: PaneKit.TabCustomization

    /// No changes: the tabs as the app wrote them.
    public init() { stored = PaneKit.TabCustomization() }

    init(stored: PaneKit.TabCustomization) { self.stored = stored }

    /// Whether the tab with this customization id shows: `.hidden` after people hid it,
    /// `.visible` after they showed a tab hidden by default, `.automatic` otherwise. Setting it
    /// hides or shows the tab.
    public subscript(visibility id: String) -> Visibility {
        get {
            if stored.sidebar.hidden.contains(id) { return .hidden }
            if stored.sidebar.shown.contains(id) { return .visible }
            return .automatic
        }
        set {
            stored.sidebar.hidden.remove(id)
            stored.sidebar.shown.remove(id)
            switch newValue {
            case .hidden: stored.sidebar.hidden.insert(id)
            case .visible: stored.sidebar.shown.insert(id)
            case .automatic: break
            }
        }
    }

    /// Forgets which tabs people hid or showed.
    public mutating func resetVisibility() {
        stored.sidebar.hidden = []
        stored.sidebar.shown = []
    }

    /// Forgets the order people gave the tabs and the tabs inside sections.
    public mutating func resetSectionOrder() {
        stored.order = []
        stored.sidebar.order = [:]
    }

    /// Forgets the order people gave the tabs inside the section `sectionID`, as SwiftUI's
    /// deprecated `resetSectionOrder(for:)`.
    @available(*, deprecated, message: "Use self[section: id].resetTabOrder(), as in SwiftUI")
    public mutating func resetSectionOrder(for sectionID: String) { stored.sidebar.order[sectionID] = nil }

    /// Whether the tab `id` shows in the sidebar, as SwiftUI's deprecated `subscript(sidebarVisibility:)`.
    @available(*, deprecated, message: "Use self[tab: id].sidebarVisibility, as in SwiftUI")
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[visibility: id] }
        set { self[visibility: id] = newValue }
    }

    /// What people changed of the tab `id`, as SwiftUI's `subscript(tab:)`.
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[visibility: id], barRemoved: stored.barRemoved.contains(id)) }
        set { self[visibility: id] = newValue.sidebarVisibility }
    }

    /// What people changed of the section `id`, as SwiftUI's `subscript(section:)`.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: stored.sidebar.order[id]) }
        set { stored.sidebar.order[id] = newValue.tabOrder }
    }

    /// What people changed of one tab, as SwiftUI's `TabViewCustomization.TabCustomization`.
    public struct TabCustomization: Sendable, Hashable {
        /// Whether the tab shows in the sidebar: hidden or shown by people, else automatic.
        public var sidebarVisibility: Visibility
        let barRemoved: Bool
        /// Whether the tab shows in the tab bar: hidden after people removed it, else automatic.
        public var tabBarVisibility: Visibility { barRemoved ? .hidden : .automatic }
    }

    /// What people changed of one section, as SwiftUI's `TabViewCustomization.SectionCustomization`.
    public struct SectionCustomization: Sendable, Hashable {
        /// The order people gave the section's tabs, by customization id; nil when they did not.
        public private(set) var tabOrder: [String]?

        /// Forgets the order people gave the section's tabs.
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    public init(from decoder: any Decoder) throws {
        stored = try PaneKit.TabCustomization(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try stored.encode(to: encoder)
    }
}

extension View {
    /// Keeps what people change in this ``TabView`` — order, hidden tabs — in `customization`,
    /// and applies it, as SwiftUI's `.tabViewCustomization(_:)`. Changing the binding changes
    /// the tabs.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        EnvironmentWriter(content: self) { $0.tabViewCustomization = customization }
    }
}

extension EnvironmentValues {
    /// The binding `.tabViewCustomization(_:)` set.
    var tabViewCustomization: Binding<TabViewCustomization>? {
        get { self[TabViewCustomizationKey.self] }
        set { self[TabViewCustomizationKey.self] = newValue }
    }
}

private enum TabViewCustomizationKey: EnvironmentKey {
    static var defaultValue: Binding<TabViewCustomization>? { nil }
}

extension View {
    /// A view above the tabs in a sidebar-adaptable tab view's sidebar, as SwiftUI's
    /// `.tabViewSidebarHeader(content:)`. Accepted: PaneKit's tab sidebar shows its tabs alone.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// A view under the tabs in a sidebar-adaptable tab view's sidebar, as SwiftUI's
    /// `.tabViewSidebarFooter(content:)`. Accepted: PaneKit's tab sidebar shows its tabs alone.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// A bar at the bottom of a sidebar-adaptable tab view's sidebar, as SwiftUI's
    /// `.tabViewSidebarBottomBar(content:)`. Accepted: PaneKit's tab sidebar shows its tabs alone.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Whether a sidebar-adaptable tab view starts as a tab bar or a sidebar on an iPad, as
    /// SwiftUI's `.defaultAdaptableTabBarPlacement(_:)`. Accepted: PaneKit chooses by the width
    /// (a sidebar in regular width), and people switch with the sidebar button.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: TabBarPlacement = .automatic) -> some View { self }

    /// How much badges stand out, as SwiftUI's `.badgeProminence(_:)`. Accepted: badges keep the
    /// platform's look (docs/swiftui-coverage.md).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        EnvironmentWriter(content: self) { $0.badgeProminence = prominence }
    }
}

/// Where a sidebar-adaptable tab view shows its tabs, as SwiftUI's `TabBarPlacement`.
public struct TabBarPlacement: Sendable, Hashable {
    let value: Int
    /// The system's choice.
    public static let automatic = TabBarPlacement(value: 0)
    /// A tab bar.
    public static let tabBar = TabBarPlacement(value: 1)
    /// A sidebar.
    public static let sidebar = TabBarPlacement(value: 2)
}

/// How much a badge stands out, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Sendable, Hashable {
    let value: Int
    /// The platform's look.
    public static let standard = BadgeProminence(value: 0)
    /// More than standard.
    public static let increased = BadgeProminence(value: 1)
    /// Less than standard.
    public static let decreased = BadgeProminence(value: -1)
}

extension EnvironmentValues {
    /// How much badges stand out here, as SwiftUI's `\.badgeProminence`.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

private enum BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

/// The label a tab or a tab section shows by default, as SwiftUI's `DefaultTabLabel`: its title
/// and symbol, which PaneKit's tab bar draws.
nonisolated public struct DefaultTabLabel: View, PrimitiveView {
    /// Drawn by the tab bar.
    public typealias Body = Never
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
}
