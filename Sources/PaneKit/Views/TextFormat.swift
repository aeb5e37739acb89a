import Foundation

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

/// The color of text or a symbol, as SwiftUI's foreground styles.
public enum ForegroundColor: Sendable, Hashable {
    /// The text color.
    case primary
    /// The secondary text color (dates, previews, captions).
    case secondary
    /// One of the accent colors; nil takes the screen's accent color (an unread dot).
    case tint(TintColor?)
    /// None: the view keeps its space but does not show (a read message's place for the dot).
    case clear

    /// `primary`, `secondary`, `clear`, `accent` (the screen's accent color) or the tint's
    /// name, as dumps and renderers write it.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .secondary: "secondary"
        case .clear: "clear"
        case .tint(let tint): tint?.rawValue ?? "accent"
        }
    }
}

/// A date the page writes in the reader's locale and time zone.
public struct DateDisplay: Sendable, Hashable {
    /// The moment.
    public var date: Date
    /// How it is written.
    public var style: Style

    /// A date written in a style.
    public init(_ date: Date, style: Style) {
        self.date = date
        self.style = style
    }

    /// How a date is written.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The day: "Nov 23, 2026".
        case date
        /// The time of day: "9:41 AM".
        case time
        /// The day and the time.
        case dateTime
        /// As Mail's and Messages' lists: the time today, "Yesterday", the weekday within the
        /// last week, else the short date.
        case recent
    }

    /// What the server writes before the page does, and what readers without scripts keep: the
    /// moment in English, UTC, never relative (a page rendered yesterday would lie today).
    public var fallback: String {
        let parts = Self.utc.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let time = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM") UTC"
        let day = "\(Self.months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        switch style {
        case .date: return day
        case .time: return time
        case .dateTime, .recent: return day + " at " + time
        }
    }

    /// The moment as the page reads it: ISO 8601 in UTC, to the second.
    public var iso8601: String {
        let parts = Self.utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))Z"
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
