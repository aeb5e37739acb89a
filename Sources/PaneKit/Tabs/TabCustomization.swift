/// What people changed in a tab bar — the order of the tabs, which tabs they hid, which they
/// added to or removed from the bar, the order inside groups — as a small value an app stores
/// and gives back at the next launch. Tabs are named by identifier.
///
/// Spec: TB-2, TB-17.
public struct TabCustomization: Codable, Sendable, Hashable {
    /// Top-level tab identifiers, leading first.
    public var order: [String]
    /// The sidebar's part: order inside groups, hidden and shown tabs, collapsed groups.
    public var sidebar: SidebarCustomization
    /// Optional tabs people added to the bar.
    public var barAdded: Set<String>
    /// Tabs people removed from the bar.
    public var barRemoved: Set<String>

    /// A customization; empty by default, which leaves the tabs as the app configured them.
    public init(order: [String] = [], sidebar: SidebarCustomization = SidebarCustomization(),
                barAdded: Set<String> = [], barRemoved: Set<String> = []) {
        self.order = order
        self.sidebar = sidebar
        self.barAdded = barAdded
        self.barRemoved = barRemoved
    }

    private enum CodingKeys: String, CodingKey { case order, sidebar, barAdded, barRemoved }

    /// Missing keys take their defaults, so older stored values still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
        sidebar = try container.decodeIfPresent(SidebarCustomization.self, forKey: .sidebar) ?? SidebarCustomization()
        barAdded = try container.decodeIfPresent(Set<String>.self, forKey: .barAdded) ?? []
        barRemoved = try container.decodeIfPresent(Set<String>.self, forKey: .barRemoved) ?? []
    }
}
