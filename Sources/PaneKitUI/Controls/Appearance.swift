import PaneKit

/// A color, as SwiftUI's `Color`. PaneKit draws with its own palette, light and dark: the eight
/// accent colors tint controls (``View/tint(_:)``); other uses are accepted and drawn in the
/// renderer's colors.
public struct Color: ShapeStyle, Hashable, Sendable {
    /// What the renderer draws: a role or an accent color; nil for colors it has no use for.
    let color: ForegroundColor?

    /// The accent color this color is, if it is one (not the app's own accent color).
    var tint: TintColor? { if case .tint(let tint)? = color { tint } else { nil } }

    /// Blue, the system accent.
    public static let blue = Color(color: .tint(.blue))
    /// Purple.
    public static let purple = Color(color: .tint(.purple))
    /// Pink.
    public static let pink = Color(color: .tint(.pink))
    /// Red.
    public static let red = Color(color: .tint(.red))
    /// Orange.
    public static let orange = Color(color: .tint(.orange))
    /// Yellow.
    public static let yellow = Color(color: .tint(.yellow))
    /// Green.
    public static let green = Color(color: .tint(.green))
    /// Gray (the graphite accent).
    public static let gray = Color(color: .tint(.graphite))
    /// The app's accent color.
    public static let accentColor = Color(color: .tint(nil))
    /// The text color.
    public static let primary = Color(color: .primary)
    /// The secondary text color.
    public static let secondary = Color(color: .secondary)
    /// White.
    public static let white = Color(color: nil)
    /// Black.
    public static let black = Color(color: nil)
    /// No color: the view keeps its space without showing.
    public static let clear = Color(color: .clear)
}

/// What fills or colors a view, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle {}

/// The system's hierarchical text styles, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let color: ForegroundColor

    /// The text color.
    public static let primary = HierarchicalShapeStyle(color: .primary)
    /// The secondary text color.
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    /// The tertiary text color (drawn as the secondary one).
    public static let tertiary = HierarchicalShapeStyle(color: .secondary)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text color.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary text color.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary text color.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    /// Blue, as in `.foregroundStyle(.blue)`.
    public static var blue: Color { Color.blue }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Gray.
    public static var gray: Color { Color.gray }
}

/// An edge of a view, as SwiftUI's `Edge`.
public enum Edge: Sendable, Hashable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right languages).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// A set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]
    }
}

extension View {
    /// Colors the views inside, as SwiftUI's `.foregroundStyle(_:)`: texts and symbols take the
    /// role (`.secondary`) or accent color (`.orange`, `.accentColor`); one of the eight accent
    /// colors on a picker option's `Label` colors its symbol (a swatch, as in an accent color
    /// setting). Other colors are accepted and drawn in the renderer's colors, light and dark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ForegroundStyleView(content: self, color: drawnColor(of: style))
    }

    /// Space around the view, as SwiftUI's `.padding(_:_:)`. Accepted and ignored: the renderer
    /// spaces content by the platform's metrics.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View { self }

    /// Space of `length` points on every edge, as SwiftUI's `.padding(_:)`. Accepted and ignored.
    public func padding(_ length: Double) -> some View { self }

    /// The accent color of the screen this view is on, as SwiftUI's `.tint(_:)`: one of the eight
    /// accent colors tints the screen's controls, icons and selection; other colors are ignored.
    /// PaneKit tints whole screens (UIKit's `tintColor`), not single views — except a row's swipe
    /// action, whose button takes the color as SwiftUI draws it (Mail's orange Flag).
    public func tint(_ color: Color?) -> some View {
        TintView(content: self, tint: color?.tint)
    }

    /// Makes the views inside unusable, as SwiftUI's `.disabled(_:)`: dimmed, unreachable by
    /// pointer, keyboard and assistive technologies, and without actions on the server.
    public func disabled(_ disabled: Bool) -> some View { DisabledView(content: self, isDisabled: disabled) }
}

/// Views whose symbols a ``Color`` colors (``View/foregroundStyle(_:)``).
struct ForegroundStyleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let color: ForegroundColor?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        if let color { inner.foreground = color }
        return inner.resolveView(content)
    }
}

struct TintView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tint: TintColor?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        guard let tint else { return context.resolveView(content) }
        if context.tintsViews { return [PaneKit.Tinted(tint) {}.holding(context.resolveView(content))] }
        context.screen.record { $0.tint = tint }
        return context.resolveView(content)
    }
}

struct DisabledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isDisabled: Bool

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return isDisabled ? [PaneKit.Disabled {}.holding(children)] : children
    }
}

/// The color a renderer draws for a shape style, if it has one.
func drawnColor<S: ShapeStyle>(of style: S) -> ForegroundColor? {
    (style as? Color)?.color ?? (style as? HierarchicalShapeStyle)?.color
}
