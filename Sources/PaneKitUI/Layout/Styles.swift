import Foundation
import PaneKit

/// A blurred, translucent background, as SwiftUI's `Material`: from `.ultraThinMaterial` to
/// `.ultraThickMaterial`, and `.bar` (a toolbar's).
nonisolated public struct Material: ShapeStyle, Sendable, Hashable {
    let thickness: Int

    /// The thinnest.
    public static let ultraThin = Material(thickness: 0)
    /// Thin.
    public static let thin = Material(thickness: 1)
    /// Regular.
    public static let regular = Material(thickness: 2)
    /// Thick.
    public static let thick = Material(thickness: 3)
    /// The thickest.
    public static let ultraThick = Material(thickness: 4)
    /// A bar's.
    public static let bar = Material(thickness: 2)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A bar's material.
    public static var bar: Material { .bar }
}

/// The window's background, as SwiftUI's `BackgroundStyle` (`.background`): its `.secondary`
/// is the grouped background (Settings' gray).
nonisolated public struct BackgroundStyle: ShapeStyle, Sendable, Hashable {
    let isSecondary: Bool
    /// The window's background.
    public init() { isSecondary = false }
    init(isSecondary: Bool) { self.isSecondary = isSecondary }
    /// The grouped background, a level behind.
    public var secondary: BackgroundStyle { BackgroundStyle(isSecondary: true) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The accent color as a style, as SwiftUI's `TintShapeStyle` (`.tint`).
nonisolated public struct TintShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The accent color.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// Two levels of style for the views inside, as SwiftUI's `.foregroundStyle(_:_:)`: texts and
    /// symbols take the first.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }

    /// Three levels of style for the views inside, as SwiftUI's `.foregroundStyle(_:_:_:)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// How the buttons inside are drawn, as SwiftUI's `.buttonStyle(_:)`: `.bordered` is the
    /// platform's tinted pill, `.borderedProminent` white on the accent color, `.borderless` and
    /// `.plain` without a background.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        decorated(.buttonLook((style as? any ButtonLooking)?.look ?? .automatic))
    }

    /// How the buttons inside are drawn, with a ``ButtonStyle``: `.plain`, or a style of the
    /// app's own (drawn as the platform's button: its `makeBody` is not read).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        decorated(.buttonLook((style as? any ButtonLooking)?.look ?? .automatic))
    }

    /// The size of the controls inside, as SwiftUI's `.controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> some View { decorated(.controlSize(controlSize.paneKit)) }

    /// How the lines of the texts inside align, as SwiftUI's `.multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { decorated(.textAlignment(alignment.paneKit)) }

    /// How a ``Form`` inside is drawn, as SwiftUI's `.formStyle(_:)`. Accepted: a form is drawn
    /// grouped, as iOS does (`.grouped`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

    /// The symbol variant of the images inside, as SwiftUI's `.symbolVariant(_:)`. Accepted: the
    /// renderer draws each symbol as named (`Image(systemName: "star.fill")`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// How symbols are colored, as SwiftUI's `.symbolRenderingMode(_:)`. Accepted: symbols are
    /// drawn in one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Margins of a scroll view's content, as SwiftUI's `.contentMargins(_:_:for:)`. Accepted: a
    /// screen's content keeps the platform's margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Margins of a scroll view's content on every edge, as SwiftUI's `.contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }

    /// Whether a list or form draws its background, as SwiftUI's `.scrollContentBackground(_:)`.
    /// Accepted: lists and forms draw the platform's.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Keeps the view's shape as it is sized, as SwiftUI's `.aspectRatio(_:contentMode:)`.
    /// Accepted: PaneKit's images are symbols, sized by their text.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Fits the view in its frame, as SwiftUI's `.scaledToFit()` (see ``aspectRatio(_:contentMode:)``).
    public func scaledToFit() -> some View { self }

    /// Fills the view's frame, as SwiftUI's `.scaledToFill()` (see ``aspectRatio(_:contentMode:)``).
    public func scaledToFill() -> some View { self }

    /// Help text for the view, as SwiftUI's `.help(_:)`: the tip shown while the pointer rests on
    /// it (a Mac's tooltip).
    public func help<S: StringProtocol>(_ text: S) -> some View { decorated(.help(String(text))) }

    /// The label assistive technologies read, as SwiftUI's `.accessibilityLabel(_:)`: the view's
    /// name instead of its own (an icon-only button named "Compose").
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        decorated(.accessibility(label: String(label), hint: nil, isHidden: false))
    }

    /// The label assistive technologies read, from a ``Text``.
    public func accessibilityLabel(_ label: Text) -> some View {
        decorated(.accessibility(label: label.string, hint: nil, isHidden: false))
    }

    /// A hint assistive technologies read after the view's name, as SwiftUI's `.accessibilityHint(_:)`.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        decorated(.accessibility(label: nil, hint: String(hint), isHidden: false))
    }

    /// Hides the view from assistive technologies, as SwiftUI's `.accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        decorated(.accessibility(label: nil, hint: nil, isHidden: hidden))
    }
}

/// A button style PaneKit draws (its look in the Scene).
protocol ButtonLooking {
    var look: ButtonLook { get }
}

/// How a button draws itself, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {}

/// How a button's label is drawn, as SwiftUI's `ButtonStyle`. PaneKit draws its own button for
/// a style of the app's own; ``PlainButtonStyle`` draws the label without a background.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The style's view of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style gets of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` gets of a button, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Whether people are pressing it.
    public let isPressed: Bool

    /// A button's label, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        /// Drawn by PaneKitUI itself.
        public typealias Body = Never
        public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [] }
    }
}

/// The platform's button.
public struct DefaultButtonStyle: PrimitiveButtonStyle, ButtonLooking {
    /// The platform's style.
    public init() {}
    var look: ButtonLook { .automatic }
}

/// A tinted title without a background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, ButtonLooking {
    /// The borderless style.
    public init() {}
    var look: ButtonLook { .borderless }
}

/// A tinted title on a light tinted capsule.
public struct BorderedButtonStyle: PrimitiveButtonStyle, ButtonLooking {
    /// The bordered style.
    public init() {}
    var look: ButtonLook { .bordered }
}

/// White on the accent color: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, ButtonLooking {
    /// The prominent style.
    public init() {}
    var look: ButtonLook { .borderedProminent }
}

/// A link.
public struct LinkButtonStyle: PrimitiveButtonStyle, ButtonLooking {
    /// The link style.
    public init() {}
    var look: ButtonLook { .link }
}

/// The label as it is, without a background or a tint.
nonisolated public struct PlainButtonStyle: ButtonStyle, ButtonLooking {
    /// The plain style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var look: ButtonLook { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's button.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted title without a background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted title on a light tinted capsule.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// White on the accent color.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How large controls are, as SwiftUI's `ControlSize`.
public enum ControlSize: Sendable, Hashable, CaseIterable {
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

    var paneKit: PaneKit.ControlSize {
        switch self {
        case .mini: .mini
        case .small: .small
        case .regular: .regular
        case .large: .large
        case .extraLarge: .extraLarge
        }
    }
}

/// How the lines of a text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// In the middle.
    case center
    /// Along the trailing edge.
    case trailing

    var paneKit: PaneKit.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// How a form is drawn, as SwiftUI's `FormStyle`.
public protocol FormStyle {}

/// The platform's form.
public struct AutomaticFormStyle: FormStyle {
    /// The platform's style.
    public init() {}
}

/// Sections of rows on a grouped background.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels in a column beside their controls (a Mac's).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections of rows on a grouped background.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in a column beside their controls.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A variant of a symbol, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Sendable, Hashable {
    let name: String
    /// The symbol as named.
    public static let none = SymbolVariants(name: "none")
    /// In a circle.
    public static let circle = SymbolVariants(name: "circle")
    /// In a square.
    public static let square = SymbolVariants(name: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(name: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(name: "fill")
    /// Struck through.
    public static let slash = SymbolVariants(name: "slash")
}

/// How a symbol is colored, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One color.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in opacities of one color.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Two or three colors.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// A scroll view's content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// A scroll view's indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// How content fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable {
    /// Whole, inside the frame.
    case fit
    /// Covering the frame.
    case fill
}

extension Image {
    /// The image resizable to its frame, as SwiftUI's `Image.resizable(capInsets:resizingMode:)`.
    /// Symbols are sized by their text here, so it is the image as it is.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// How an image is resized, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Sendable, Hashable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }
}
