import Foundation

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
