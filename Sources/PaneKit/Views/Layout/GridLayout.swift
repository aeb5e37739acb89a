/// One column of a lazy vertical grid, or one row of a horizontal one, as SwiftUI's `GridItem`.
public struct GridTrack: Sendable, Hashable {
    /// How the track is sized.
    public var size: Size
    /// The space after it; nil for the platform's.
    public var spacing: Double?

    /// A track of `size`.
    public init(_ size: Size, spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    /// How a track is sized, as SwiftUI's `GridItem.Size`.
    public enum Size: Sendable, Hashable {
        /// Exactly so many points.
        case fixed(Double)
        /// A share of the room left, between a minimum and a maximum.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks as fit, each at least `minimum` wide: the grid adapts to its width.
        case adaptive(minimum: Double, maximum: Double)
    }
}

/// How a grid lays out its cells.
public struct GridLayout: Sendable, Hashable {
    /// `.vertical`: the tracks are columns and cells fill rows downwards (SwiftUI's `LazyVGrid`);
    /// `.horizontal`: the tracks are rows (`LazyHGrid`). A ``Grid`` of rows has no tracks.
    public var axis: Axis
    /// The columns (or rows); empty for a ``Grid``, whose rows are its `.gridRow` children.
    public var tracks: [GridTrack]
    /// Space between cells across and along the tracks; nil for the platform's.
    public var spacing: Double?
    /// Space between lines of cells along the tracks; nil for the platform's.
    public var lineSpacing: Double?
    /// Where cells sit in their space.
    public var alignment: LayoutAlignment

    /// A grid layout.
    public init(axis: Axis, tracks: [GridTrack], spacing: Double? = nil, lineSpacing: Double? = nil, alignment: LayoutAlignment = .center) {
        self.axis = axis
        self.tracks = tracks
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
    }
}

/// Views in a grid, as SwiftUI's `LazyVGrid`, `LazyHGrid` (tracks given) and `Grid` (rows of
/// ``GridRow``s, each cell in its column).
public struct Grid: View {
    /// How the cells are laid out.
    public var layout: GridLayout
    /// The cells, or for a ``Grid`` of rows, its rows.
    public var content: ViewGroup

    /// A grid of the views the closure builds.
    public init(_ layout: GridLayout, @ViewBuilder content: () -> ViewGroup) {
        self.layout = layout
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .grid(layout), children: content.makeNodes(in: context))]
    }
}

/// One row of a ``Grid``, as SwiftUI's `GridRow`: each view is a cell in the next column.
public struct GridRow: View {
    /// The row's cells.
    public var content: ViewGroup

    /// A row of the views the closure builds.
    public init(@ViewBuilder content: () -> ViewGroup) { self.content = content() }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .gridRow, children: content.makeNodes(in: context))]
    }
}
