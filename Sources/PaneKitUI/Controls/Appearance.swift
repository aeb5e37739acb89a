import Foundation
import PaneKit

/// A color, as SwiftUI's `Color`. PaneKit draws with its own palette, light and dark: the eight
/// accent colors tint controls (``View/tint(_:)``) and text; an app's own colors
/// (`Color(red:green:blue:)`, white, black) fill shapes and backgrounds, the same in light and
/// dark; as text they take the renderer's text color.
nonisolated public struct Color: ShapeStyle, Hashable, Sendable {
    /// What the renderer draws: a role or an accent color; nil for colors it has no use for.
    let color: ForegroundColor?
    /// An app's own color, for fills.
    var custom: Fill?

    init(color: ForegroundColor?, custom: Fill? = nil) {
        self.color = color
        self.custom = custom
    }

    /// A color from its red, green and blue parts (0 to 1), as SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(rgb: red, green, blue, opacity)
    }

    private init(rgb red: Double, _ green: Double, _ blue: Double, _ opacity: Double) {
        self.init(color: .rgb(red: red, green: green, blue: blue, opacity: opacity), custom: .rgb(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A gray from 0 (black) to 1 (white), as SwiftUI's `Color(white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(rgb: white, white, white, opacity)
    }

    /// A color from its hue, saturation and brightness (0 to 1), as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(rgb: r + m, g + m, b + m, opacity)
    }

    /// This color see-through, as SwiftUI's `Color.opacity(_:)`: an app's own color takes it; a
    /// role or accent color keeps its own.
    public func opacity(_ opacity: Double) -> Color {
        guard case .rgb(let red, let green, let blue, let alpha)? = custom else { return self }
        return Color(rgb: red, green, blue, alpha * opacity)
    }

    /// The color spaces of `Color(_:red:green:blue:opacity:)`, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3 (drawn as sRGB).
        case displayP3
    }

    /// Cyan (drawn as the blue accent).
    public static let cyan = Color(color: .tint(.blue), custom: .rgb(red: 0.2, green: 0.68, blue: 0.9, opacity: 1))
    /// Mint (drawn as the green accent).
    public static let mint = Color(color: .tint(.green), custom: .rgb(red: 0, green: 0.78, blue: 0.75, opacity: 1))
    /// Teal (drawn as the blue accent).
    public static let teal = Color(color: .tint(.blue), custom: .rgb(red: 0.19, green: 0.69, blue: 0.78, opacity: 1))
    /// Indigo (drawn as the purple accent).
    public static let indigo = Color(color: .tint(.purple), custom: .rgb(red: 0.35, green: 0.34, blue: 0.84, opacity: 1))
    /// Brown (drawn as the orange accent).
    public static let brown = Color(color: .tint(.orange), custom: .rgb(red: 0.64, green: 0.52, blue: 0.37, opacity: 1))

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
    public static let white = Color(color: .rgb(red: 1, green: 1, blue: 1, opacity: 1), custom: .rgb(red: 1, green: 1, blue: 1, opacity: 1))
    /// Black.
    public static let black = Color(color: .rgb(red: 0, green: 0, blue: 0, opacity: 1), custom: .rgb(red: 0, green: 0, blue: 0, opacity: 1))
    /// No color: the view keeps its space without showing.
    public static let clear = Color(color: .clear)
}

/// A color is a view too, as in SwiftUI: it fills the room it is given (`.background { Color.blue }`).
nonisolated extension Color: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ShapeView(.rectangle, fill: custom ?? color.map(Fill.color))]
    }
}

/// What fills or colors a view, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle {}

/// The system's hierarchical text styles, as SwiftUI's `HierarchicalShapeStyle`.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let color: ForegroundColor
    /// What it fills shapes with: the third and fourth levels are translucent grays, as the
    /// system's fills and separators are.
    var fill: Fill?

    /// The text color.
    public static let primary = HierarchicalShapeStyle(color: .primary)
    /// The secondary text color.
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    /// The tertiary text color (drawn as the secondary one).
    public static let tertiary = HierarchicalShapeStyle(color: .secondary, fill: .rgb(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.32))
    /// The quaternary text color (drawn as the secondary one).
    public static let quaternary = HierarchicalShapeStyle(color: .secondary, fill: .rgb(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.2))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text color.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary text color.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary text color.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary text color.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// No color.
    public static var clear: Color { Color.clear }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Brown.
    public static var brown: Color { Color.brown }
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
nonisolated struct ForegroundStyleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let color: ForegroundColor?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        if let color { inner.foreground = color }
        return inner.resolveView(content)
    }
}

nonisolated struct TintView<Content: View>: View, PrimitiveView {
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

/// A view `.disabled(_:)` wraps, as toolbars read it.
protocol Disabling {
    var disabledContent: any View { get }
    var isDisabled: Bool { get }
}

nonisolated struct DisabledView<Content: View>: View, PrimitiveView, Disabling {
    typealias Body = Never
    let content: Content
    let isDisabled: Bool
    var disabledContent: any View { content }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let children = context.resolveView(content)
        return isDisabled ? [PaneKit.Disabled {}.holding(children)] : children
    }
}

/// The color a renderer draws for a shape style, if it has one.
func drawnColor<S: ShapeStyle>(of style: S) -> ForegroundColor? {
    (style as? Color)?.color ?? (style as? HierarchicalShapeStyle)?.color ?? (style is TintShapeStyle ? .tint(nil) : nil)
}

/// What a shape style fills a shape or a background with, if anything.
func fill<S: ShapeStyle>(of style: S) -> Fill? {
    if let color = style as? Color { return color.custom ?? color.color.map(Fill.color) }
    if let material = style as? Material { return .material(thickness: material.thickness) }
    if let background = style as? BackgroundStyle { return .background(secondary: background.isSecondary) }
    if let level = style as? HierarchicalShapeStyle, let fill = level.fill { return fill }
    return drawnColor(of: style).map(Fill.color)
}
