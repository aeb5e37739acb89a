/// The sidebar row size people choose in their system settings (HIG, Sidebars).
public enum SidebarRowSize: String, Sendable, Hashable, CaseIterable, Codable {
    /// Small rows, like SwiftUI's `SidebarRowSize.small` (SB-14, SB-18).
    case small
    /// Medium rows, the default and the only size outside the Mac (SB-14).
    case medium
    /// Large rows, like SwiftUI's `SidebarRowSize.large` (SB-14, SB-18).
    case large
}
