import Foundation
import PaneKit

/// Where a view sits in a larger space, both ways, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
    /// Leading, centered or trailing.
    public var horizontal: HorizontalAlignment
    /// Top, centered or bottom.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centered horizontally, on the first line's baseline (drawn centered).
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Leading, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Trailing, on the first line's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    var layout: LayoutAlignment { LayoutAlignment(horizontal: horizontal.placement, vertical: vertical.placement) }
}

/// Space on each edge, in points, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// Points on the top edge.
    public var top: CGFloat
    /// Points on the leading edge.
    public var leading: CGFloat
    /// Points on the bottom edge.
    public var bottom: CGFloat
    /// Points on the trailing edge.
    public var trailing: CGFloat

    /// Insets from each edge's length.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    var layout: LayoutInsets {
        LayoutInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
