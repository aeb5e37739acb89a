import Foundation
import PaneKit

/// Dates as Mail writes them, in the reader's time zone (D-67): the time for today,
/// "Yesterday", the weekday within the last week, else the short date.
public struct TerminalDates: Sendable {
    /// The reader's zone.
    public var timeZone: TimeZone
    /// Now, or a fixed moment (tests, snapshots); nil reads the clock.
    public var now: Date?

    /// Dates in `timeZone` (the system's by default) relative to `now` (the clock by default).
    public init(timeZone: TimeZone = .current, now: Date? = nil) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The text for a date of a view.
    public func text(_ display: DateDisplay) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: display.date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let time = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        switch display.style {
        case .time: return time
        case .date: return day
        case .dateTime: return "\(day) at \(time)"
        case .recent:
            let today = calendar.startOfDay(for: now ?? Date())
            let then = calendar.startOfDay(for: display.date)
            let days = calendar.dateComponents([.day], from: then, to: today).day ?? 0
            if days <= 0 { return time }
            if days == 1 { return "Yesterday" }
            if days < 7 { return calendar.weekdaySymbols[(parts.weekday ?? 1) - 1] }
            return "\(parts.month ?? 1)/\(parts.day ?? 1)/\((parts.year ?? 1970) % 100)"
        }
    }
}
