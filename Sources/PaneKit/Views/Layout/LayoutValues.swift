/// Where content sits in a space larger than it, as SwiftUI's `Alignment`: a horizontal and a
/// vertical placement, leading and trailing following the writing direction.
public struct LayoutAlignment: Sendable, Hashable {
    /// Leading, centered or trailing.
    public var horizontal: Horizontal
    /// Top, centered or bottom.
    public var vertical: Vertical

    /// An alignment from its two placements.
    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A horizontal placement.
    public enum Horizontal: String, Sendable, Hashable, CaseIterable {
        /// Along the leading edge.
        case leading
        /// In the middle.
        case center
        /// Along the trailing edge.
        case trailing
    }

    /// A vertical placement.
    public enum Vertical: String, Sendable, Hashable, CaseIterable {
        /// Along the top.
        case top
        /// In the middle.
        case center
        /// Along the bottom.
        case bottom
    }

    /// Centered both ways: SwiftUI's default for frames, backgrounds and overlays.
    public static let center = LayoutAlignment(horizontal: .center, vertical: .center)

    /// "leading top", "center center"…, as renderers write it.
    public var name: String { horizontal.rawValue + " " + vertical.rawValue }
}

/// Space on each edge of a view, in points, as SwiftUI's `EdgeInsets`.
public struct LayoutInsets: Sendable, Hashable {
    /// Points on the top edge.
    public var top: Double
    /// Points on the leading edge.
    public var leading: Double
    /// Points on the bottom edge.
    public var bottom: Double
    /// Points on the trailing edge.
    public var trailing: Double

    /// Insets from each edge's length.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge.
    public init(all length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }
}

/// The size a view asks for, as SwiftUI's `.frame` modifiers: fixed, or between a minimum and a
/// maximum (`.infinity`: as much as its container gives), with its content placed by `alignment`
/// in any room left. Nil leaves a dimension to the content.
public struct LayoutFrame: Sendable, Hashable {
    /// The least width.
    public var minWidth: Double?
    /// The width it would take.
    public var idealWidth: Double?
    /// The most width; `.infinity` for all there is.
    public var maxWidth: Double?
    /// The least height.
    public var minHeight: Double?
    /// The height it would take.
    public var idealHeight: Double?
    /// The most height; `.infinity` for all there is.
    public var maxHeight: Double?
    /// Where the content sits inside the frame.
    public var alignment: LayoutAlignment

    /// A frame from its bounds; a fixed width is `minWidth == maxWidth`.
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: LayoutAlignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A shape SwiftUI draws, as a view, a background or a clip.
public enum ShapeKind: Sendable, Hashable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners of `cornerRadius` points (continuous corners where the
    /// renderer has them).
    case roundedRectangle(cornerRadius: Double)
    /// A rectangle with half-circle ends.
    case capsule
    /// A circle as large as fits.
    case circle
    /// An ellipse filling the frame.
    case ellipse
}

/// What fills a shape or a background.
public enum Fill: Sendable, Hashable {
    /// A role's or an accent color (``ForegroundColor``), light and dark.
    case color(ForegroundColor)
    /// An app's own color, the same in light and dark (SwiftUI's `Color(red:green:blue:opacity:)`).
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    /// The window's background, or the grouped (secondary) one: SwiftUI's `.background` styles.
    case background(secondary: Bool)
    /// A blurred translucent material, as SwiftUI's `.ultraThinMaterial` to `.ultraThickMaterial`
    /// (`thickness` from 0 to 4) and `.bar`.
    case material(thickness: Int)
}

/// How a button is drawn, as SwiftUI's button styles.
public enum ButtonLook: String, Sendable, Hashable, CaseIterable {
    /// The platform's: a tinted title, as toolbar and content buttons.
    case automatic
    /// The label as it is, without the tint.
    case plain
    /// A tinted title without a border.
    case borderless
    /// A tinted title on a light tinted capsule.
    case bordered
    /// White on the accent color, the screen's main action.
    case borderedProminent
    /// A link.
    case link
}

/// How large a control is drawn, as SwiftUI's `ControlSize`.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The platform's.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

/// How the lines of a text are aligned, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// In the middle.
    case center
    /// Along the trailing edge.
    case trailing
}
