import Foundation

/// A date, a time of day, or both, chosen with the platform's picker, as SwiftUI's `DatePicker`
/// and UIKit's `UIDatePicker`. A date outside `bounds` is clamped.
public struct DatePicker: View {
    /// What is chosen ("Due").
    public var title: String
    /// The date now.
    public var date: Date
    /// The part of the date people choose.
    public var components: DatePickerComponents
    /// The earliest and latest dates people may choose; nil: any.
    public var bounds: ClosedRange<Date>?
    /// Called with the date people choose.
    public var onChange: (Date) -> Void

    /// A date picker titled `title` at `date`, for `components`.
    public init(_ title: String, date: Date, components: DatePickerComponents = [.date, .hourAndMinute], in bounds: ClosedRange<Date>? = nil,
                onChange: @escaping (Date) -> Void) {
        self.title = title
        self.date = date
        self.components = components
        self.bounds = bounds
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let bounds = self.bounds, onChange = self.onChange
        let node = context.textInput({ text in
            guard let seconds = Double(text), seconds.isFinite, abs(seconds) < 1e12 else { return }
            var chosen = Date(timeIntervalSince1970: seconds)
            if let bounds { chosen = min(max(chosen, bounds.lowerBound), bounds.upperBound) }
            onChange(chosen)
        }) { _ in
            .valueControl(title: title, value: ValueText.number(date.timeIntervalSince1970.rounded()), control: .datePicker(components))
        }
        return [node]
    }
}
