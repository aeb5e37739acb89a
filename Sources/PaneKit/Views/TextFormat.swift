/// How a ``Text`` is drawn beyond its style: how many lines it may take, its weight and color,
/// and a date the page writes in the reader's own locale and time zone.
///
/// The default, ``plain``, draws the text style as the platform does (SwiftUI's defaults).
public struct TextFormat: Sendable, Hashable {
    /// The most lines the text takes; past them it ends in an ellipsis ("…"), as SwiftUI's
    /// `lineLimit(_:)`. Nil wraps as long as it needs.
    public var lineLimit: Int?
    /// A weight other than the style's own, as SwiftUI's `fontWeight(_:)`.
    public var weight: FontWeight?
    /// A color other than the style's own, as SwiftUI's `foregroundStyle(_:)` on text.
    public var color: ForegroundColor?
    /// The date this text stands for, if it is one: the page rewrites the text in the reader's
    /// locale and time zone; the text itself is what readers without scripts see.
    public var date: DateDisplay?
    /// Italic, underlined, struck through or with digits of one width, as SwiftUI's `italic()`,
    /// `underline()`, `strikethrough()` and `monospacedDigit()`.
    public var decorations: TextDecorations

    /// A format; every part defaults to the style's own.
    public init(lineLimit: Int? = nil, weight: FontWeight? = nil, color: ForegroundColor? = nil, date: DateDisplay? = nil,
                decorations: TextDecorations = []) {
        self.lineLimit = lineLimit
        self.weight = weight
        self.color = color
        self.date = date
        self.decorations = decorations
    }

    /// The text style as it is.
    public static let plain = TextFormat()
}

/// How a text is drawn beyond its weight and color.
public struct TextDecorations: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    /// Decorations from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Slanted.
    public static let italic = TextDecorations(rawValue: 1)
    /// A line under the text.
    public static let underline = TextDecorations(rawValue: 2)
    /// A line through the text.
    public static let strikethrough = TextDecorations(rawValue: 4)
    /// Digits of one width, so counts that change do not move the text around them.
    public static let monospacedDigit = TextDecorations(rawValue: 8)

    /// The names the renderers use, in a fixed order.
    public var names: [String] {
        [(TextDecorations.italic, "italic"), (.underline, "underline"), (.strikethrough, "strikethrough"),
         (.monospacedDigit, "monospaced-digit")].compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// The weight of a font, as SwiftUI's `Font.Weight` (the ones Apple's text styles use).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold: Mail's sender names, headlines on iPhone.
    case semibold
    /// Bold.
    case bold
}
