/// The sidebar row size people choose in their system settings (HIG, Sidebars).
public enum SidebarRowSize: String, Sendable, Hashable, CaseIterable, Codable {
    case small
    case medium
    case large
}
