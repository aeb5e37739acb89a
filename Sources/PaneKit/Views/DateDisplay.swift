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
        let parts = Self.utcParts(of: date)
        let time = "\(parts.hour % 12 == 0 ? 12 : parts.hour % 12):\(Self.twoDigits(parts.minute)) \(parts.hour < 12 ? "AM" : "PM") UTC"
        let day = "\(Self.months[parts.month - 1]) \(parts.day), \(parts.year)"
        switch style {
        case .date: return day
        case .time: return time
        case .dateTime, .recent: return day + " at " + time
        }
    }

    /// The moment as the page reads it: ISO 8601 in UTC, to the second.
    public var iso8601: String {
        let parts = Self.utcParts(of: date)
        return "\(parts.year)-\(Self.twoDigits(parts.month))-\(Self.twoDigits(parts.day))T"
            + "\(Self.twoDigits(parts.hour)):\(Self.twoDigits(parts.minute)):\(Self.twoDigits(parts.second))Z"
    }

    /// The civil date and time of a moment in UTC, by integer arithmetic on the days since 1970
    /// (the proleptic Gregorian calendar): every row of a list writes one, so no `Calendar`.
    static func utcParts(of date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        var days = seconds / 86_400, rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        // Days counted from 0000-03-01, in 400-year eras of 146,097 days, so February is last.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day, rest / 3_600, rest % 3_600 / 60, rest % 60)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
