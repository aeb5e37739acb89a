/// A rectangle in points, in physical coordinates: `x` grows to the right whatever the layout
/// direction, so that right-to-left layouts are mirrored explicitly by the layout.
public struct Rect: Sendable, Hashable {
    /// The left edge, in points from the container's left edge (also in right-to-left layouts).
    public var x: Double
    /// The top edge, in points from the container's top edge.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A rectangle from its left and top edges and its size, in points; nothing is clamped.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge (`x`), like `CGRect.minX`.
    public var minX: Double { x }
    /// The right edge (`x + width`), like `CGRect.maxX`.
    public var maxX: Double { x + width }
    /// The horizontal center, like `CGRect.midX`.
    public var midX: Double { x + width / 2 }

    /// The same rectangle mirrored inside a container of the given width (for right-to-left).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// The horizontal overlap of two rectangles, in points (0 when they do not overlap).
    public func horizontalOverlap(with other: Rect) -> Double {
        max(0, min(maxX, other.maxX) - max(minX, other.minX))
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "x=\(PointFormat.string(x)) w=\(PointFormat.string(width))"
            + (y == 0 ? "" : " y=\(PointFormat.string(y))")
            + " h=\(PointFormat.string(height))"
    }
}
