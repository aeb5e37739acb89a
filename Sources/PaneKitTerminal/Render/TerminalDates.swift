import Foundation
import PaneKit

/// Dates as Mail writes them, in the reader's time zone (D-67): the time for today,
/// "Yesterday", the weekday within the last week, else the short date.
public struct TerminalDates: Sendable {
    /// The reader's zone.
    public var timeZone: TimeZone {
        didSet { calendar.timeZone = timeZone }
    }
    /// Now, or a fixed moment (tests, snapshots); nil reads the clock.
    public var now: Date?
    private var calendar: Calendar
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Dates in `timeZone` (the system's by default) relative to `now` (the clock by default).
    public init(timeZone: TimeZone = .current, now: Date? = nil) {
        self.timeZone = timeZone
        self.now = now
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
    }

    /// The start of today in the reader's zone: what "today" and "Yesterday" count from.
    public func startOfToday() -> Date {
        calendar.startOfDay(for: now ?? Date())
    }

    /// The text for a date of a view, `today` being ``startOfToday()``.
    public func text(_ display: DateDisplay, today: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: display.date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let time = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        let day = "\(Self.months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        switch display.style {
        case .time: return time
        case .date: return day
        case .dateTime: return "\(day) at \(time)"
        case .recent:
            // Whole days between the date's day and today's, counted in seconds: days are 24 hours
            // long here but for a daylight-saving change, which rounding absorbs.
            let start = calendar.startOfDay(for: display.date)
            let days = Int((today.timeIntervalSince(start) / 86_400).rounded())
            if days <= 0 { return time }
            if days == 1 { return "Yesterday" }
            if days < 7 { return calendar.weekdaySymbols[(parts.weekday ?? 1) - 1] }
            return "\(parts.month ?? 1)/\(parts.day ?? 1)/\((parts.year ?? 1970) % 100)"
        }
    }
}
