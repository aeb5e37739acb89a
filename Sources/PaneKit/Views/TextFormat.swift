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

    /// A format; every part defaults to the style's own.
    public init(lineLimit: Int? = nil, weight: FontWeight? = nil, color: ForegroundColor? = nil, date: DateDisplay? = nil) {
        self.lineLimit = lineLimit
        self.weight = weight
        self.color = color
        self.date = date
    }

    /// The text style as it is.
    public static let plain = TextFormat()
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
