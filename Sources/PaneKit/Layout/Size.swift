/// A width and a height in points.
public struct Size: Sendable, Hashable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size from a width and a height in points; negative values are kept as given.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of 0 × 0 points, like `CGSize.zero`.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    public var description: String { "\(PointFormat.string(width))×\(PointFormat.string(height))" }
}
