/// Row metrics of a sidebar by size, from the HIG sidebar table (seeds/000, DESIGN §3): rows
/// 24 / 28 / 32 pt, text 11 / 13 / 15 pt, icons 16 / 20 / 24 px; 17 pt between cells
/// horizontally, 0 vertically.
///
/// Spec: SB-14, SB-18.
public struct SidebarMetrics: Sendable, Hashable {
    /// The row height: 24, 28 or 32 points for small, medium or large.
    public var rowHeight: Double
    /// The title's font size: 11, 13 or 15 points.
    public var textSize: Double
    /// The symbol's size: 16, 20 or 24 points.
    public var iconSize: Double
    /// The space between a row's cells: 17 points at every size.
    public var horizontalSpacing: Double
    /// The space between rows: 0 at every size.
    public var verticalSpacing: Double

    /// The metrics of a row size. Spec: SB-18.
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
