import Foundation
import PaneKit

/// Progress toward a goal, as SwiftUI's `ProgressView`: a bar filled to the value's share of the
/// total, or a spinner when there is no value (D-108). Its label shows above the bar.
nonisolated public struct ProgressView: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let fraction: Double?

    init(title: String, fraction: Double?) {
        self.title = title
        self.fraction = fraction
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return Double(value / total)
    }

    /// A spinner.
    public init() { self.init(title: "", fraction: nil) }

    /// A spinner with a label.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", fraction: nil)
    }

    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) { self.init(title: String(title), fraction: nil) }

    /// A spinner titled by a localized key.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: titleKey.text, fraction: nil) }

    /// A bar filled to `value` of `total`; a spinner while `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(title: "", fraction: Self.fraction(value, of: total))
    }

    /// A bar with a label.
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(title: TitleReader.title(of: label()) ?? "", fraction: Self.fraction(value, of: total))
    }

    /// A bar with a label and a label for the value now (not drawn: the bar shows it).
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                                                                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(title: TitleReader.title(of: label()) ?? "", fraction: Self.fraction(value, of: total))
    }

    /// A bar titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(title: String(title), fraction: Self.fraction(value, of: total))
    }

    /// A bar titled by a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(title: titleKey.text, fraction: Self.fraction(value, of: total))
    }

    /// The progress of a Foundation `Progress`: its fraction done, a spinner while it is indeterminate.
    public init(_ progress: Progress) {
        self.init(title: progress.localizedDescription ?? "", fraction: progress.isIndeterminate ? nil : progress.fractionCompleted)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.ProgressView(title, fraction: fraction)]
    }
}

/// How a ``ProgressView`` is drawn, as SwiftUI's `ProgressViewStyle`. Accepted: PaneKit draws a
/// bar for a value and a spinner without one, as `.automatic` does.
@preconcurrency @MainActor public protocol ProgressViewStyle {}

/// The platform's progress view, as SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style, as SwiftUI's `.automatic`.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, as SwiftUI's `.circular`.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar, as SwiftUI's `.linear`.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
    /// The style of the progress views inside, as SwiftUI's `.progressViewStyle(_:)`. Accepted.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
