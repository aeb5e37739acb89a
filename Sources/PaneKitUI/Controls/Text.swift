import PaneKit

/// A line of text, as SwiftUI's `Text`.
public struct Text: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let string: String
    /// The text style `font(_:)` gave this text; nil takes the one around it.
    private var font: Font?

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content`, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { string = content }

    /// A date, shown in the style given: `.date` ("Nov 23, 2026"), `.time` ("9:41 AM"), or both.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = style == .time ? .none : .medium
        formatter.timeStyle = style == .date ? .none : .short
        string = formatter.string(from: date)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        context.listRows?.label(context.rowTag, string, symbol: nil)
        return [PaneKit.Text(string, style: font?.style ?? context.font ?? .body)]
    }

    /// This text in `font`'s style, as SwiftUI's `Text.font(_:)`: still a text, so texts styled
    /// so join and cost a walk no modifier.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
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
}
