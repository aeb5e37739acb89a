import Foundation
import PaneKit

/// A date, a time of day or both, chosen with the browser's picker in the reader's time zone,
/// as SwiftUI's `DatePicker` (D-108): the title leading, the date trailing.
nonisolated public struct DatePicker: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    /// What a date picker edits, as SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents
    let title: String
    let selection: Binding<Date>
    let components: DatePickerComponents
    let bounds: ClosedRange<Date>?

    init(title: String, selection: Binding<Date>, components: DatePickerComponents, bounds: ClosedRange<Date>?) {
        self.title = title
        self.selection = selection
        self.components = components
        self.bounds = bounds
    }

    /// A picker titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, selection: selection, components: displayedComponents, bounds: nil)
    }

    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: String(title), selection: selection, components: displayedComponents, bounds: nil)
    }

    /// A picker titled by a localized key, between two dates.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, selection: selection, components: displayedComponents, bounds: range)
    }

    /// A picker titled `title`, between two dates.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: String(title), selection: selection, components: displayedComponents, bounds: range)
    }

    /// A picker titled by a localized key, from a date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, selection: selection, components: displayedComponents, bounds: range.lowerBound...Date.distantFuture)
    }

    /// A picker titled `title`, from a date on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: String(title), selection: selection, components: displayedComponents, bounds: range.lowerBound...Date.distantFuture)
    }

    /// A picker titled by a localized key, up to a date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, selection: selection, components: displayedComponents, bounds: Date.distantPast...range.upperBound)
    }

    /// A picker titled `title`, up to a date.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: String(title), selection: selection, components: displayedComponents, bounds: Date.distantPast...range.upperBound)
    }

    /// A picker whose label is a view.
    public init<Label: View>(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", selection: selection, components: displayedComponents, bounds: nil)
    }

    /// A picker whose label is a view, between two dates.
    public init<Label: View>(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                             @ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", selection: selection, components: displayedComponents, bounds: range)
    }

    /// A picker whose label is a view, from a date on.
    public init<Label: View>(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                             @ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", selection: selection, components: displayedComponents,
                  bounds: range.lowerBound...Date.distantFuture)
    }

    /// A picker whose label is a view, up to a date.
    public init<Label: View>(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                             @ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", selection: selection, components: displayedComponents,
                  bounds: Date.distantPast...range.upperBound)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let selection = self.selection
        var parts: PaneKit.DatePickerComponents = []
        if components.contains(.date) { parts.insert(.date) }
        if components.contains(.hourAndMinute) { parts.insert(.hourAndMinute) }
        return [PaneKit.DatePicker(title, date: selection.wrappedValue, components: parts.isEmpty ? [.date, .hourAndMinute] : parts, in: bounds) {
            selection.wrappedValue = $0
        }]
    }
}

/// What a ``DatePicker`` edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a ``DatePicker`` is drawn, as SwiftUI's `DatePickerStyle`. Accepted: PaneKit draws the
/// browser's compact field, as `.compact` does.
@preconcurrency @MainActor public protocol DatePickerStyle {}

/// The platform's date picker, as SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// A field that opens a calendar, as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A calendar shown in place, as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Spinning wheels, as SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style, as SwiftUI's `.automatic`.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A field that opens a calendar, as SwiftUI's `.compact`.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar in place, as SwiftUI's `.graphical`.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels, as SwiftUI's `.wheel`.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// The style of the date pickers inside, as SwiftUI's `.datePickerStyle(_:)`. Accepted.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
