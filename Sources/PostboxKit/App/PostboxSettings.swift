import PaneKit
import PostboxStore
/// What people choose in Postbox's Settings sheet, kept as JSON in the store's settings table.
public struct PostboxSettings: Codable, Sendable, Hashable {
    /// The sidebar's row size; the Mac honours it, elsewhere sidebars are medium (SB-14).
    public var sidebarSize: SidebarRowSize = .medium
    /// The accent color of the whole window.
    public var accentColor: TintColor = .blue
    /// What compact width shows: Mail's single stack unless the person chose tabs (D-97).
    public var compactStyle: CompactStyle = .stack

    /// Settings with these choices; the defaults are what a new Postbox starts with (medium, blue, one stack).
    public init(sidebarSize: SidebarRowSize = .medium, accentColor: TintColor = .blue, compactStyle: CompactStyle = .stack) {
        self.sidebarSize = sidebarSize
        self.accentColor = accentColor
        self.compactStyle = compactStyle
    }

    /// Postbox's two ways to fit a phone.
    public enum CompactStyle: String, Codable, Sendable, Hashable, CaseIterable {
        /// Mail's single stack: mailboxes, then messages, then the message (SB-6).
        case stack
        /// A tab bar of seven mailboxes (four and More), each tab its own stack (DESIGN §5).
        case tabs
    }

    // Missing keys keep their defaults, so settings saved by an older Postbox still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sidebarSize = try container.decodeIfPresent(SidebarRowSize.self, forKey: .sidebarSize) ?? .medium
        accentColor = try container.decodeIfPresent(TintColor.self, forKey: .accentColor) ?? .blue
        compactStyle = try container.decodeIfPresent(CompactStyle.self, forKey: .compactStyle) ?? .stack
    }
}
