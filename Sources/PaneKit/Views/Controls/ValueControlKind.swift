import Foundation

/// What a ``ViewNode/Kind/valueControl(title:value:control:)`` is (D-108): a control that edits
/// or shows one value, which its node carries as text. The controls that edit report a new
/// value as text too (`.textChanged`), each in its own form below.
public enum ValueControlKind: Sendable, Hashable {
    /// A field whose text is hidden as it is typed, as SwiftUI's `SecureField`; the value is the text.
    case secureField(placeholder: String)
    /// A slider between two bounds, as SwiftUI's `Slider`; the value is the number.
    case slider(lowerBound: Double, upperBound: Double, step: Double?)
    /// A date, a time of day, or both, as SwiftUI's `DatePicker`; the value is seconds since
    /// 1970 (the browser writes and reads it in the reader's time zone).
    case datePicker(DatePickerComponents)
    /// Two buttons, − and +, beside a title, as SwiftUI's `Stepper`; the node's children are
    /// the buttons, taps on which step the value.
    case stepper
    /// Progress toward a goal, as SwiftUI's `ProgressView`: the value is the fraction done, or
    /// empty while nobody knows (a spinner).
    case progress
}

/// What a date picker edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Numbers as a value control's text: `3`, not `3.0`; `0.25`.
enum ValueText {
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension ValueControlKind {
    /// Whether the value is a secret: never written in a dump.
    var isSecret: Bool {
        if case .secureField = self { true } else { false }
    }
}
