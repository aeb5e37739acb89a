/// The pure layout of a split view: from its state and size to column frames, z-order and the
/// dimmed region. No controllers, no side effects: a value in, a value out.
///
/// Frames are physical (x grows to the right). The primary side is the leading edge, or the
/// trailing edge when `primaryEdge == .trailing`; leading is the left in left-to-right layouts and
/// the right in right-to-left ones. The inspector sits at the edge opposite the primary (D-04).
///
/// Spec: §1.1 DisplayMode table (what each mode shows), SV-B6/SV-B7 (dimming), SV-I1, SV-M5.
public struct ColumnLayout: Sendable, Hashable {
    /// The split view's columns (``SplitViewController/Column``).
    public typealias Column = SplitViewController.Column
    /// The split view's display modes (``SplitViewController/DisplayMode``).
    public typealias DisplayMode = SplitViewController.DisplayMode

    /// What the layout depends on.
    public struct Input: Sendable, Hashable {
        /// The split view's size, in points.
        public var size: Size
        /// Left-to-right or right-to-left; with `primaryEdge`, decides the primary's physical side.
        public var layoutDirection: LayoutDirection
        /// The primary column's edge (`UISplitViewController.primaryEdge`); `.leading` by default.
        public var primaryEdge: SplitViewController.PrimaryEdge
        /// Double or triple column; decides which sidebars a display mode shows.
        public var style: SplitViewController.Style
        /// The resolved mode to lay out (never `.automatic`); ignored while `collapsedTop` is set.
        public var displayMode: DisplayMode
        /// The column on top when collapsed; nil when expanded.
        public var collapsedTop: Column?
        /// The primary column's width, in points, already resolved and clamped.
        public var primaryWidth: Double
        /// The supplementary column's width, in points (triple column only).
        public var supplementaryWidth: Double
        /// The inspector column's width, in points (default 320).
        public var inspectorWidth: Double
        /// Whether the inspector is shown (expanded only; collapsed it is a sheet).
        public var showsInspector: Bool
        /// The least width the secondary keeps before the inspector stops tiling (SV-I5).
        public var secondaryMinimum: Double

        /// Describes a split view to lay out. Widths are in points; the inspector defaults to 320
        /// points wide and hidden, and the secondary keeps at least 480 points before the inspector
        /// floats.
        public init(
            size: Size,
            layoutDirection: LayoutDirection = .leftToRight,
            primaryEdge: SplitViewController.PrimaryEdge = .leading,
            style: SplitViewController.Style,
            displayMode: DisplayMode,
            collapsedTop: Column? = nil,
            primaryWidth: Double,
            supplementaryWidth: Double,
            inspectorWidth: Double = 320,
            showsInspector: Bool = false,
            secondaryMinimum: Double = 480
        ) {
            self.size = size
            self.layoutDirection = layoutDirection
            self.primaryEdge = primaryEdge
            self.style = style
            self.displayMode = displayMode
            self.collapsedTop = collapsedTop
            self.primaryWidth = primaryWidth
            self.supplementaryWidth = supplementaryWidth
            self.inspectorWidth = inspectorWidth
            self.showsInspector = showsInspector
            self.secondaryMinimum = secondaryMinimum
        }
    }

    /// One placed column.
    public struct Placement: Sendable, Hashable {
        /// Which column this is.
        public var column: Column
        /// Where the column goes, in points, in physical coordinates (x grows to the right).
        public var frame: Rect
        /// The stacking layer: secondary at the bottom, then tiled columns, the dimming, and
        /// overlaid columns on top.
        public var zIndex: Int
        /// Whether it sits beside the secondary (and so can be resized by a divider).
        public var isTiled: Bool
    }

    /// Placed columns, bottom to top.
    public var placements: [Placement]
    /// The dimmed region, when the mode dims the secondary.
    public var dimming: Rect?

    /// The frame of a column, or nil when the layout does not place it.
    public func frame(of column: Column) -> Rect? {
        placements.first { $0.column == column }?.frame
    }

    // Layers, bottom to top.
    static let secondaryLayer = 0
    static let tiledLayer = 1
    static let dimmingLayer = 2
    static let overlayLayer = 3

    /// Lays a split view out.
    public init(_ input: Input) {
        let width = input.size.width
        let height = input.size.height
        var placed: [Placement] = []
        var dimmed: Rect?

        if let top = input.collapsedTop {
            placed = [Placement(column: top, frame: Rect(x: 0, y: 0, width: width, height: height), zIndex: Self.secondaryLayer, isTiled: false)]
        } else {
            // Work from the primary side: x = distance from the primary edge.
            let primary = input.primaryWidth
            let supplementary = input.supplementaryWidth
            let mode = input.displayMode
            let sidebars: [(Column, Double)] = switch (input.style, mode.sidebarCount) {
            case (_, 0): []
            case (.doubleColumn, _), (.unspecified, _): [(.primary, primary)]
            case (.tripleColumn, 1): [(.supplementary, supplementary)]
            case (.tripleColumn, _): [(.primary, primary), (.supplementary, supplementary)]
            }
            let sidebarsWidth = sidebars.reduce(0) { $0 + $1.1 }
            let tiles = mode == .oneBesideSecondary || mode == .twoBesideSecondary
            let tiledSidebarsWidth = tiles ? sidebarsWidth : 0
            // The inspector tiles only while the secondary keeps its minimum; else it floats (SV-I5).
            let inspectorTiles = input.showsInspector
                && width - tiledSidebarsWidth - input.inspectorWidth >= input.secondaryMinimum
            let inspectorShare = inspectorTiles ? input.inspectorWidth : 0

            var x = 0.0
            for (column, columnWidth) in sidebars {
                let layer = tiles || mode == .twoDisplaceSecondary ? Self.tiledLayer : Self.overlayLayer
                placed.append(Placement(column: column, frame: Rect(x: x, y: 0, width: columnWidth, height: height), zIndex: layer, isTiled: tiles))
                x += columnWidth
            }
            let secondary: Rect = switch mode {
            case .oneBesideSecondary, .twoBesideSecondary:
                Rect(x: sidebarsWidth, y: 0, width: max(0, width - sidebarsWidth - inspectorShare), height: height)
            case .twoDisplaceSecondary:
                // Pushed toward the far edge by the primary, keeping its width beside the
                // supplementary, and cropped by the window.
                Rect(x: sidebarsWidth, y: 0, width: max(0, width - supplementary - inspectorShare), height: height)
            default:
                Rect(x: 0, y: 0, width: max(0, width - inspectorShare), height: height)
            }
            placed.insert(Placement(column: .secondary, frame: secondary, zIndex: Self.secondaryLayer, isTiled: false), at: 0)
            // A floating inspector is over a dimmed window, as an overlaid sidebar is: a tap
            // outside it closes it (D-16) and nothing under it takes taps meanwhile.
            let inspectorFloats = input.showsInspector && !inspectorTiles && !mode.dimsSecondary
            if input.showsInspector {
                let inspector = Rect(x: width - input.inspectorWidth, y: 0, width: input.inspectorWidth, height: height)
                placed.append(Placement(column: .inspector, frame: inspector, zIndex: inspectorFloats ? Self.overlayLayer : Self.tiledLayer,
                                        isTiled: inspectorTiles))
            }
            if mode.dimsSecondary {
                dimmed = Rect(x: sidebarsWidth, y: 0, width: max(0, width - sidebarsWidth), height: height)
            } else if inspectorFloats {
                dimmed = Rect(x: 0, y: 0, width: max(0, width - input.inspectorWidth), height: height)
            }
        }

        // From the primary side to physical coordinates.
        let primaryOnLeft = (input.layoutDirection == .leftToRight) == (input.primaryEdge == .leading)
        if !primaryOnLeft {
            placed = placed.map { placement in
                var mirrored = placement
                mirrored.frame = placement.frame.mirrored(inWidth: width)
                return mirrored
            }
            dimmed = dimmed?.mirrored(inWidth: width)
        }
        placements = placed.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        dimming = dimmed
    }
}
