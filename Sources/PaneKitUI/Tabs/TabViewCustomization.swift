import PaneKit

/// What people changed in a ``TabView`` — the tabs' order, the tabs they hid or showed, the order
/// inside sections — as SwiftUI's `TabViewCustomization`: `Codable`, so an app keeps it (in
/// `@AppStorage` on Apple's platforms, in its own store here) and binds it with
/// ``View/tabViewCustomization(_:)``. Tabs are named by their `.customizationID`.
public struct TabViewCustomization: Codable, Hashable, Sendable {
    var stored: TabCustomization

    /// No changes: the tabs as the app wrote them.
    public init() { stored = TabCustomization() }

    init(stored: TabCustomization) { self.stored = stored }

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

    public init(from decoder: any Decoder) throws {
        stored = try TabCustomization(from: decoder)
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
