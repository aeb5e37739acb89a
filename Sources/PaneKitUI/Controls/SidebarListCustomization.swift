import PaneKit

/// What people changed in a sidebar — rows they hid, the rows' order in each section, the
/// sections and rows they collapsed — as ``TabViewCustomization`` is for tabs: `Codable`, so an
/// app keeps it, and bound with ``View/sidebarCustomization(_:)``. Rows are named by their
/// `ForEach` id (or their `.tag`'s position). PaneKit's own: SwiftUI has no such list (D-53).
public struct SidebarListCustomization: Codable, Hashable, Sendable {
    var stored: SidebarCustomization

    /// No changes: the sidebar as the app wrote it.
    public init() { stored = SidebarCustomization() }

    init(stored: SidebarCustomization) { self.stored = stored }

    /// Whether people hid the row `id`.
    public func isHidden(_ id: String) -> Bool { stored.hidden.contains(id) }

    public init(from decoder: any Decoder) throws {
        stored = try SidebarCustomization(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try stored.encode(to: encoder)
    }
}

extension View {
    /// PaneKit: lets people customize the sidebar list inside — hide rows and reorder them while
    /// editing (``EditButton``), collapse sections and rows — keeping what they changed in
    /// `customization` and applying it. SwiftUI's sidebars have no such modifier; Mail's has this
    /// editing.
    public func sidebarCustomization(_ customization: Binding<SidebarListCustomization>) -> some View {
        EnvironmentWriter(content: self) { $0.sidebarCustomization = customization }
    }
}

extension View {
    /// PaneKit: the row size a sidebar list inside prefers, as the Mac's General settings offer
    /// it (small, medium or large rows, text and icons; the HIG's sidebar metrics). Only the Mac
    /// honours it: elsewhere sidebars are medium (SB-14).
    public func sidebarRowSize(_ size: SidebarRowSize?) -> some View {
        EnvironmentWriter(content: self) { $0.sidebarRowSize = size }
    }
}

extension EnvironmentValues {
    /// The size `.sidebarRowSize(_:)` set.
    var sidebarRowSize: SidebarRowSize? {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// The binding `.sidebarCustomization(_:)` set.
    var sidebarCustomization: Binding<SidebarListCustomization>? {
        get { self[SidebarCustomizationKey.self] }
        set { self[SidebarCustomizationKey.self] = newValue }
    }
}

private enum SidebarCustomizationKey: EnvironmentKey {
    static var defaultValue: Binding<SidebarListCustomization>? { nil }
}

private enum SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize? { nil }
}
