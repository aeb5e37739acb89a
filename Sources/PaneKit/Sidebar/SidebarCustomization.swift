/// What people changed in a sidebar — row order, hidden rows, collapsed sections and rows — as a
/// small value the app stores and gives back at the next launch.
public struct SidebarCustomization: Codable, Sendable, Hashable {
    /// Row order per section id (row ids, first first). Rows missing here keep their places after.
    public var order: [String: [String]]
    /// Rows people hid.
    public var hidden: Set<String>
    /// Rows hidden by default (``SidebarItem/isHiddenByDefault``) that people showed.
    public var shown: Set<String>
    /// Collapsed sections and rows (disclosure state, SB-4).
    public var collapsed: Set<String>

    /// A customization; empty by default, which leaves the sidebar as the app built it.
    public init(order: [String: [String]] = [:], hidden: Set<String> = [], shown: Set<String> = [], collapsed: Set<String> = []) {
        self.order = order
        self.hidden = hidden
        self.shown = shown
        self.collapsed = collapsed
    }
}
