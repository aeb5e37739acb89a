/// Row metrics of a sidebar by size, from the HIG sidebar table (seeds/000, DESIGN §3): rows
/// 24 / 28 / 32 pt, text 11 / 13 / 15 pt, icons 16 / 20 / 24 px; 17 pt between cells
/// horizontally, 0 vertically.
///
/// Spec: SB-14, SB-18.
public struct SidebarMetrics: Sendable, Hashable {
    public var rowHeight: Double
    public var textSize: Double
    public var iconSize: Double
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(size: SidebarRowSize) {
        switch size {
        case .small: (rowHeight, textSize, iconSize) = (24, 11, 16)
        case .medium: (rowHeight, textSize, iconSize) = (28, 13, 20)
        case .large: (rowHeight, textSize, iconSize) = (32, 15, 24)
        }
        horizontalSpacing = 17
        verticalSpacing = 0
    }
}
