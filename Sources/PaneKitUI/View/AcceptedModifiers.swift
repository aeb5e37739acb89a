import Foundation
import PaneKit

// SwiftUI's modifiers for what a browser page draws its own way — animation, accessibility names,
// font widths, image sampling — accepted so that code written for SwiftUI compiles, each saying
// what the page does instead (docs/swiftui-coverage.md).

/// How a change animates, as SwiftUI's `Animation`. Accepted: PaneKit's pages animate their own
/// transitions (pushes, sheets) and draw a state change at once.
public struct Animation: Sendable, Hashable {
    let name: String
    /// The platform's animation.
    public static let `default` = Animation(name: "default")
    /// Starting and ending slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// Constant speed.
    public static let linear = Animation(name: "linear")
}

/// What a state change carries, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The change's animation; nil draws it at once (as PaneKit always does).
    public var animation: Animation?
    /// Whether animations are turned off for the change.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

extension Binding {
    /// This binding, its changes animated, as SwiftUI's `Binding.animation(_:)`. Accepted: the
    /// change is drawn at once.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// This binding, its changes in `transaction`, as SwiftUI's `Binding.transaction(_:)`. Accepted.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// The transaction of the binding's changes, as SwiftUI's `Binding.transaction`: none.
    public var transaction: Transaction { Transaction() }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id, as SwiftUI's `Binding.id`: `ForEach($items)` knows each row by it.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {
    /// A binding to an element.
    public typealias Element = Binding<Value.Element>
    /// The bound collection's indices.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices
    /// A run of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
    /// The bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

    /// A binding to the element at `position`, as SwiftUI's `Binding` collection: what
    /// `ForEach($items) { $item in … }` gives each row.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element> { wrappedValue[position] } set: { wrappedValue[position] = $0 }
    }
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// A modifier that changes nothing.
    public init() {}
    /// The content as it is.
    @MainActor public func body(content: Content) -> Content { content }
}

extension ViewModifier {
    /// This modifier, its changes animated, as SwiftUI's `ViewModifier.animation(_:)`. Accepted:
    /// changes are drawn at once.
    public func animation(_ animation: Animation?) -> Self { self }

    /// This modifier, its changes in a transaction `transform` sets, as SwiftUI's
    /// `ViewModifier.transaction(_:)`. Accepted.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
}

extension View {
    /// The store `@AppStorage` uses inside, as SwiftUI's `.defaultAppStorage(_:)`. Accepted: a
    /// browser keeps a page's app storage in its one `localStorage`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }

    /// The width of the fonts inside, as SwiftUI's `.fontWidth(_:)`. Accepted: text keeps the
    /// platform font's width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// The shape of bordered buttons inside, as SwiftUI's `.buttonBorderShape(_:)`. Accepted:
    /// buttons keep the platform's shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

    /// Where a grid cell's content sits, as SwiftUI's `.gridCellAnchor(_:)`. Accepted: the cell's
    /// alignment places it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// The axes along which a grid cell does not size its row or column, as SwiftUI's
    /// `.gridCellUnsizedAxes(_:)`. Accepted: the cell takes its own size.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }

    /// How a grid column aligns its cells, as SwiftUI's `.gridColumnAlignment(_:)`. Accepted:
    /// cells take the grid's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }

    /// A view's alignment guide moved, as SwiftUI's `.alignmentGuide(_:computeValue:)`.
    /// Accepted: the renderer aligns views by their edges and baselines, unmeasured.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }

    /// A view's vertical alignment guide moved (accepted, as the horizontal one).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }

    /// Padding the platform gives a scene's content, as SwiftUI's `.scenePadding(_:edges:)`: the
    /// standard padding.
    public func scenePadding(_ padding: ScenePadding = .minimum, edges: Edge.Set = .all) -> some View { self.padding(edges, 16) }

    /// The view's accessible name, as SwiftUI's `.accessibilityLabel(_:isEnabled:)`: applied while
    /// `isEnabled`.
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
        decorated(.accessibility(label: isEnabled ? String(label) : nil, hint: nil, isHidden: false))
    }
    /// The view's accessible name from a text, while `isEnabled`.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        decorated(.accessibility(label: isEnabled ? label.string : nil, hint: nil, isHidden: false))
    }
    /// The view's accessible name made from its own (accepted).
    public func accessibilityLabel<V: View>(@ViewBuilder content: (_AccessibilityLabel) -> V) -> some View { self }
    /// What using the view does, read after its name, while `isEnabled`.
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View {
        decorated(.accessibility(label: nil, hint: isEnabled ? String(hint) : nil, isHidden: false))
    }
    /// What using the view does, from a text, while `isEnabled`.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some View {
        decorated(.accessibility(label: nil, hint: isEnabled ? hint.string : nil, isHidden: false))
    }
    /// The view's value for assistive technologies (accepted).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// The view's value, from a text (accepted).
    public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> some View { self }
    /// The view hidden from assistive technologies, while `isEnabled`.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
        decorated(.accessibility(label: nil, hint: nil, isHidden: hidden && isEnabled))
    }
    /// Traits added for assistive technologies (accepted).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Traits removed for assistive technologies (accepted).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// The view's children as one element, or apart (accepted).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// The view's accessible name, as SwiftUI's deprecated `.accessibility(label:)` (accepted).
    @available(*, deprecated, message: "Use accessibilityLabel(_:), as in SwiftUI")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The view hidden from assistive technologies, as SwiftUI's deprecated `.accessibility(hidden:)` (accepted).
    @available(*, deprecated, message: "Use accessibilityHidden(_:), as in SwiftUI")
    public func accessibility(hidden: Bool) -> some View { self }

    /// A frame of no size, as SwiftUI's deprecated `.frame()`: the view as it is.
    @available(*, deprecated, message: "Use frame(width:height:alignment:) or frame(maxWidth:maxHeight:alignment:), as in SwiftUI")
    public func frame() -> some View { self }
}

/// A view's accessible name as SwiftUI's `accessibilityLabel(content:)` gives it (a view).
nonisolated public struct _AccessibilityLabel: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
}

/// A view's size, as SwiftUI's `ViewDimensions` gives it to an alignment guide.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Where a horizontal guide is: the leading edge at 0, the trailing at the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide == .leading ? 0 : guide == .trailing ? width : width / 2 }
    /// Where a vertical guide is: the top at 0, the bottom at the height.
    public subscript(guide: VerticalAlignment) -> CGFloat { guide == .top ? 0 : guide == .bottom ? height : height / 2 }
}

/// The padding a scene's content takes, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Sendable, Hashable {
    let value: Int
    /// The least padding the platform gives.
    public static let minimum = ScenePadding(value: 0)
    /// A navigation bar's padding.
    public static let navigationBar = ScenePadding(value: 1)
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Sendable, Hashable {
    let value: Int
    /// The platform's choice.
    public static let automatic = ButtonBorderShape(value: 0)
    /// A capsule.
    public static let capsule = ButtonBorderShape(value: 1)
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(value: 2)
    /// A circle.
    public static let circle = ButtonBorderShape(value: 3)
}

/// What a view is for assistive technologies, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 8)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 32)
}

/// How a view's children make accessibility elements, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let value: Int
    /// Children are ignored.
    public static let ignore = AccessibilityChildBehavior(value: 0)
    /// Children are elements of their own.
    public static let contain = AccessibilityChildBehavior(value: 1)
    /// Children's names joined.
    public static let combine = AccessibilityChildBehavior(value: 2)
}

extension Font {
    /// A font's width, as SwiftUI's `Font.Width`.
    public struct Width: Sendable, Hashable {
        let value: Double
        /// Narrower.
        public static let compressed = Width(value: -0.3)
        /// A little narrower.
        public static let condensed = Width(value: -0.2)
        /// The font's own.
        public static let standard = Width(value: 0)
        /// Wider.
        public static let expanded = Width(value: 0.2)
    }
}

extension Text {
    /// This text in a width of its font, as SwiftUI's `Text.fontWidth(_:)`. Accepted: the text keeps
    /// the platform font's width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// This text struck through, as SwiftUI's `Text.strikethrough(_:pattern:color:)`: drawn solid.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    /// This text underlined, as SwiftUI's `Text.underline(_:pattern:color:)`: drawn solid.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// This text scaled for its role, as SwiftUI's `Text.textScale(_:isEnabled:)`. Accepted: the
    /// text keeps its font's size.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

    /// How a text's scale follows its role, as SwiftUI's `Text.Scale`.
    public struct Scale: Sendable, Hashable {
        let value: Int
        /// The font's own size.
        public static let `default` = Scale(value: 0)
        /// A secondary text's smaller size.
        public static let secondary = Scale(value: 1)
    }

    /// A line drawn through or under text, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Sendable, Hashable {
        /// The line's pattern.
        public let pattern: Pattern
        /// The line's color.
        public let color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A line's dashes, as SwiftUI's `Text.LineStyle.Pattern` (lines are drawn solid).
        public struct Pattern: Sendable, Hashable {
            let value: Int
            /// A solid line.
            public static let solid = Pattern(value: 0)
            /// Dots.
            public static let dot = Pattern(value: 1)
            /// Dashes.
            public static let dash = Pattern(value: 2)
            /// Dashes and dots.
            public static let dashDot = Pattern(value: 3)
            /// Dashes and two dots.
            public static let dashDotDot = Pattern(value: 4)
        }
    }
}

extension Image {
    /// A symbol drawn to a value's level, as SwiftUI's `Image(systemName:variableValue:)`: drawn
    /// whole (PaneKit's symbols have no levels).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// How the image is colored, as SwiftUI's `Image.renderingMode(_:)`. Accepted: symbols take
    /// the text color.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How a scaled image is sampled, as SwiftUI's `Image.interpolation(_:)`. Accepted: the
    /// browser samples it.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether the image's edges are smoothed, as SwiftUI's `Image.antialiased(_:)`. Accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the symbol is colored, as SwiftUI's `Image.symbolRenderingMode(_:)`. Accepted: in one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// How an image is colored, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// In the text color.
        case template
        /// In its own colors.
        case original
    }

    /// How a scaled image is sampled, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable, Hashable {
        /// None.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }
}

extension SymbolVariants {
    /// Whether this variant includes `other`, as SwiftUI's `SymbolVariants.contains(_:)`.
    public func contains(_ other: SymbolVariants) -> Bool { self == other }
}

extension EnvironmentValues {
    /// The size of the controls here, as SwiftUI's `\.controlSize`: the platform's regular size
    /// (`.controlSize(_:)` sizes the controls it wraps as it draws them).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The symbol variant here, as SwiftUI's `\.symbolVariants`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private enum ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private enum SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension Edge.Set {
    /// The set of one edge, as SwiftUI's `Edge.Set(_:)`.
    public init(_ edge: Edge) {
        self = switch edge {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

extension Alignment {
    /// Centered, on the last line's baseline (drawn on the first line's).
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the last line's baseline (drawn on the first line's).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the last line's baseline (drawn on the first line's).
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension HorizontalAlignment {
    /// Where a list row's separator starts, as SwiftUI's `.listRowSeparatorLeading` (for
    /// `.alignmentGuide`, accepted).
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// Where a list row's separator ends, as SwiftUI's `.listRowSeparatorTrailing` (accepted).
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

extension Shape {
    /// This shape's outline, as SwiftUI's `Shape.stroke(_:lineWidth:antialiased:)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    /// This shape's outline as `style` says, as SwiftUI's `Shape.stroke(_:style:antialiased:)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> some View {
        stroke(content, style: style)
    }
}

extension Color {
    /// A gradient of this color, as SwiftUI's `Color.gradient`: drawn as the color.
    public var gradient: Color { self }

    /// This color mixed with `other`, `fraction` of the way to it, as SwiftUI's
    /// `Color.mix(with:by:in:)`: an app's own colors mix; a role or accent color stays itself.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        guard case .rgb(let r1, let g1, let b1, let a1)? = custom, case .rgb(let r2, let g2, let b2, let a2)? = other.custom else { return self }
        let t = min(max(fraction, 0), 1)
        return Color(red: r1 + (r2 - r1) * t, green: g1 + (g2 - g1) * t, blue: b1 + (b2 - b1) * t, opacity: a1 + (a2 - a1) * t)
    }
}

extension Color: CustomStringConvertible {
    /// The color's name, or its parts, as SwiftUI's `Color.description`.
    public var description: String {
        if case .rgb(let red, let green, let blue, let opacity)? = custom { return "rgb(\(red), \(green), \(blue), \(opacity))" }
        return color.map { String(describing: $0) } ?? "clear"
    }
}

/// A gradient's colors, as SwiftUI's `Gradient` (for `Color.mix(with:by:in:)`'s color space).
public struct Gradient: Sendable, Hashable {
    /// How colors are mixed.
    public struct ColorSpace: Sendable, Hashable {
        let value: Int
        /// In device colors.
        public static let device = ColorSpace(value: 0)
        /// As eyes see them.
        public static let perceptual = ColorSpace(value: 1)
    }
}
