import Foundation
import PaneKit

/// A line of text, as SwiftUI's `Text`.
nonisolated public struct Text: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    var string: String
    /// The text style `font(_:)` gave this text; nil takes the one around it.
    private var font: Font?
    /// Lines, weight, color and date beyond the style's own.
    private var format = PaneKit.TextFormat.plain

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content`, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { string = content }

    /// Text showing a localized string's key, as SwiftUI's `Text(_:tableName:bundle:comment:)`:
    /// a literal with interpolations (`Text("\(count) messages")`) writes them out. The table is
    /// not looked up: the key's own words show.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.text
    }

    /// A value written by a format style, as SwiftUI's `Text(_:format:)`:
    /// `Text(price, format: .number.precision(.fractionLength(2)))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    /// Text in the style of a date written by a `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        string = formatter.string(for: subject) ?? String(describing: subject)
    }

    /// Text of an object written by a `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        string = formatter.string(for: subject) ?? subject.description
    }

    /// A date range or interval, "Nov 23, 2026 – Nov 24, 2026", as SwiftUI's `Text(_:)` of a
    /// `ClosedRange<Date>`.
    public init(_ dates: ClosedRange<Date>) {
        let style = PaneKit.DateDisplay.Style.date
        string = PaneKit.DateDisplay(dates.lowerBound, style: style).fallback + " – " + PaneKit.DateDisplay(dates.upperBound, style: style).fallback
    }

    /// Two texts side by side as one, as SwiftUI's `Text + Text`. The words join; the result
    /// keeps the format of the first text and the style the second one gives (a run's own weight
    /// or color is not kept: docs/swiftui-coverage.md).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.string = lhs.string + rhs.string
        text.format.date = nil
        if text.font == nil { text.font = rhs.font }
        return text
    }

    /// A date, shown in the style given, in the reader's locale and time zone (the page writes
    /// it): `.date` ("Nov 23, 2026"), `.time` ("9:41 AM"), both, or `.recent` as Mail's list.
    public init(_ date: Date, style: DateStyle) {
        let display = DateDisplay(date, style: style.display)
        string = display.fallback
        format.date = display
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        context.listRows?.label(context.rowTag, string, symbol: nil)
        var format = self.format
        if format.color == nil { format.color = context.foreground }
        if format.lineLimit == nil { format.lineLimit = context.lineLimit }
        if format.weight == nil { format.weight = context.textWeight }
        format.decorations.formUnion(context.textDecorations)
        return [PaneKit.Text(string, style: font?.style ?? context.font ?? .body, format: format)]
    }

    /// This text in `font`'s style, as SwiftUI's `Text.font(_:)`: still a text, so texts styled
    /// so join and cost a walk no modifier.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in a weight other than its style's, as SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.format.weight = weight?.weight
        return text
    }

    /// This text in bold, as SwiftUI's `Text.bold()`; `bold(false)` takes its style's weight.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : fontWeight(nil) }

    /// This text slanted, as SwiftUI's `Text.italic()`.
    public func italic(_ isActive: Bool = true) -> Text { decorated(.italic, isActive) }

    /// A line under this text, as SwiftUI's `Text.underline(_:color:)` (drawn in the text's color).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.underline, isActive) }

    /// A line through this text, as SwiftUI's `Text.strikethrough(_:color:)` (drawn in the text's color).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.strikethrough, isActive) }

    /// Digits of one width, as SwiftUI's `Text.monospacedDigit()`.
    public func monospacedDigit() -> Text { decorated(.monospacedDigit, true) }

    /// This text in `color`, as SwiftUI's `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.format.color = color?.color
        return text
    }

    private func decorated(_ decoration: PaneKit.TextDecorations, _ isActive: Bool) -> Text {
        var text = self
        if isActive { text.format.decorations.insert(decoration) } else { text.format.decorations.remove(decoration) }
        return text
    }

    /// This text in a role's or an accent color, as SwiftUI's `Text.foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.format.color = drawnColor(of: style)
        return text
    }

    /// At most `lines` lines, the last ending in an ellipsis, as SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ lines: Int?) -> Text {
        var text = self
        text.format.lineLimit = lines
        return text
    }

    /// Space between characters, as SwiftUI's `Text.kerning(_:)`. Accepted.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Space between characters, as SwiftUI's `Text.tracking(_:)`. Accepted.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// The text in a font of one width per character, as SwiftUI's `Text.monospaced(_:)`: digits
    /// of one width here.
    public func monospaced(_ isActive: Bool = true) -> Text { decorated(.monospacedDigit, isActive) }

    /// The text's font design, as SwiftUI's `Text.fontDesign(_:)`. Accepted.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// The text raised or lowered, as SwiftUI's `Text.baselineOffset(_:)`. Accepted.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Where a text cut short loses its characters, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Sendable, Hashable {
        /// The start is cut.
        case head
        /// The end is cut.
        case tail
        /// The middle is cut.
        case middle
    }

    /// A text's case, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        /// In capitals.
        case uppercase
        /// In small letters.
        case lowercase
    }

    /// How ``Text/init(_:style:)`` shows a date.
    public enum DateStyle: Sendable, Hashable {
        /// The day: "Nov 23, 2026".
        case date
        /// The time of day: "9:41 AM".
        case time
        /// Both (PaneKitUI's stand-in for SwiftUI's relative, offset and timer styles, which
        /// count live).
        case dateTime
        /// As Mail's list (PaneKit's own): the time today, "Yesterday", the weekday within the
        /// last week, else the short date.
        case recent

        var display: DateDisplay.Style {
            switch self {
            case .date: .date
            case .time: .time
            case .dateTime: .dateTime
            case .recent: .recent
            }
        }
    }
}

/// A text style, as SwiftUI's `Font`: the system's text styles (sizes are the renderer's).
public struct Font: Sendable, Hashable {
    let style: PaneKit.TextStyle

    /// The largest title.
    public static let largeTitle = Font(style: .largeTitle)
    /// A title.
    public static let title = Font(style: .title)
    /// A second-level title (drawn as a title).
    public static let title2 = Font(style: .title)
    /// A third-level title (drawn as a headline).
    public static let title3 = Font(style: .headline)
    /// A headline.
    public static let headline = Font(style: .headline)
    /// A subheadline.
    public static let subheadline = Font(style: .subheadline)
    /// Body text, the default.
    public static let body = Font(style: .body)
    /// A callout.
    public static let callout = Font(style: .callout)
    /// A footnote.
    public static let footnote = Font(style: .footnote)
    /// A caption.
    public static let caption = Font(style: .caption)
    /// A second-level caption (drawn as a caption).
    public static let caption2 = Font(style: .caption)

    /// A font's design, as SwiftUI's `Font.Design` (drawn in the platform's font).
    public enum Design: Sendable, Hashable {
        /// The platform's font.
        case `default`
        /// With serifs.
        case serif
        /// Rounded.
        case rounded
        /// One width for every character.
        case monospaced
    }

    /// The weight of a font, as SwiftUI's `Font.Weight`: lighter weights draw regular, heavier
    /// ones bold.
    public struct Weight: Sendable, Hashable {
        let weight: FontWeight

        /// Ultralight (drawn regular).
        public static let ultraLight = Weight(weight: .regular)
        /// Thin (drawn regular).
        public static let thin = Weight(weight: .regular)
        /// Light (drawn regular).
        public static let light = Weight(weight: .regular)
        /// Regular.
        public static let regular = Weight(weight: .regular)
        /// Medium.
        public static let medium = Weight(weight: .medium)
        /// Semibold.
        public static let semibold = Weight(weight: .semibold)
        /// Bold.
        public static let bold = Weight(weight: .bold)
        /// Heavy (drawn bold).
        public static let heavy = Weight(weight: .bold)
        /// Black (drawn bold).
        public static let black = Weight(weight: .bold)
    }
}

extension View {
    /// At most `lines` lines for the texts inside, as SwiftUI's `.lineLimit(_:)`.
    public func lineLimit(_ lines: Int?) -> some View { LineLimitView(content: self, lines: lines) }
}

nonisolated struct LineLimitView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let lines: Int?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        inner.lineLimit = lines
        return inner.resolveView(content)
    }
}
