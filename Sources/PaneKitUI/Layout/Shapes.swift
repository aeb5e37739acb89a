import Foundation
import PaneKit

/// A shape, as SwiftUI's `Shape`: a view that fills its frame in the text color, or as
/// ``fill(_:style:)`` and ``stroke(_:lineWidth:)`` say, and what `.clipShape` and
/// `.background(_:in:)` take.
public protocol Shape: View, Sendable {
    /// The shape as the Scene draws it.
    nonisolated var kind: ShapeKind { get }
}

extension Shape {
    /// This shape filled with `style`, as SwiftUI's `Shape.fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> some View {
        ShapeLayer(shape: kind, fill: PaneKitUI.fill(of: style))
    }

    /// This shape filled with the text color.
    public func fill(style: FillStyle = FillStyle()) -> some View { ShapeLayer(shape: kind, fill: .color(.primary)) }

    /// This shape's outline in `content`, `lineWidth` points wide, as SwiftUI's `Shape.stroke(_:lineWidth:)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeLayer(shape: kind, fill: nil, stroke: PaneKitUI.fill(of: content) ?? .color(.primary), lineWidth: Double(lineWidth))
    }

    /// This shape's outline in the text color.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        ShapeLayer(shape: kind, fill: nil, stroke: .color(.primary), lineWidth: Double(lineWidth))
    }

    /// This shape's outline in `content` as `style` says, as SwiftUI's `Shape.stroke(_:style:)`
    /// (drawn solid, `lineWidth` wide).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { stroke(content, lineWidth: style.lineWidth) }

    /// This shape's outline in the text color as `style` says.
    public func stroke(style: StrokeStyle) -> some View { stroke(lineWidth: style.lineWidth) }

    /// This shape's outline drawn inside its frame, as SwiftUI's `InsettableShape.strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ShapeView(kind, fill: .color(context.foreground ?? .primary))]
    }
}

/// A shape with its fill and outline, as a view.
nonisolated struct ShapeLayer: View, PrimitiveView {
    typealias Body = Never
    let shape: ShapeKind
    var fill: Fill?
    var stroke: Fill?
    var lineWidth = 1.0

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ShapeView(shape, fill: fill, stroke: stroke, lineWidth: lineWidth)]
    }
}

/// How an outline is drawn, as SwiftUI's `StrokeStyle` (drawn solid, its width kept).
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// How the line ends.
    public var lineCap: LineCap
    /// How lines meet.
    public var lineJoin: LineJoin
    /// How far a mitered join may reach.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps (drawn solid).
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How a line ends.
    public enum LineCap: Sendable, Hashable {
        /// Square, at the end.
        case butt
        /// Rounded.
        case round
        /// Square, past the end.
        case square
    }
    /// How lines meet.
    public enum LineJoin: Sendable, Hashable {
        /// Mitered.
        case miter
        /// Rounded.
        case round
        /// Beveled.
        case bevel
    }
}

/// How corners are rounded, as SwiftUI's `RoundedCornerStyle` (drawn alike).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curve.
    case continuous
}

/// How a shape is filled, as SwiftUI's `FillStyle` (the even-odd rule has no use for PaneKit's shapes).
public struct FillStyle: Sendable, Hashable {
    /// Whether overlapping parts alternate.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A rectangle, as SwiftUI's `Rectangle`.
nonisolated public struct Rectangle: Shape, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// A rectangle filling its frame.
    public init() {}
    /// A rectangle.
    public var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
nonisolated public struct RoundedRectangle: Shape, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// The corners' radius.
    public var cornerSize: CGSize
    /// How the corners are rounded.
    public var style: RoundedCornerStyle

    /// Corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners of `cornerSize` (drawn with its width).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle.
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
}

/// A rectangle with half-circle ends, as SwiftUI's `Capsule`.
nonisolated public struct Capsule: Shape, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// How the ends are rounded.
    public var style: RoundedCornerStyle
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// A capsule.
    public var kind: ShapeKind { .capsule }
}

/// A circle, as SwiftUI's `Circle`.
nonisolated public struct Circle: Shape, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// The largest circle its frame holds.
    public init() {}
    /// A circle.
    public var kind: ShapeKind { .circle }
}

/// An ellipse, as SwiftUI's `Ellipse`.
nonisolated public struct Ellipse: Shape, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// An ellipse filling its frame.
    public init() {}
    /// An ellipse.
    public var kind: ShapeKind { .ellipse }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `.rect`.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as SwiftUI's `.rect(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle, as SwiftUI's `.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule, as SwiftUI's `.capsule`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule, as SwiftUI's `.capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `.circle`.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse, as SwiftUI's `.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}
