import Foundation
import PaneKit

/// A title with − and + buttons that step a value, as SwiftUI's `Stepper` (D-108): a bound
/// reached disables its button; the label shows what the app writes in it ("Quantity: 3").
nonisolated public struct Stepper: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let decrement: (() -> Void)?
    let increment: (() -> Void)?

    init(title: String, decrement: (() -> Void)?, increment: (() -> Void)?) {
        self.title = title
        self.decrement = decrement
        self.increment = increment
    }

    /// − and + for a value in `bounds`, by `step`: a step past a bound stops at it, and a button
    /// whose bound is reached is nil (drawn disabled).
    static func steps<V: Strideable>(_ value: Binding<V>, in bounds: ClosedRange<V>?, by step: V.Stride) -> (down: (() -> Void)?, up: (() -> Void)?) {
        let now = value.wrappedValue
        func clamped(_ next: V) -> V { bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next }
        let canGoDown = bounds.map { now > $0.lowerBound } ?? true, canGoUp = bounds.map { now < $0.upperBound } ?? true
        return (canGoDown ? { value.wrappedValue = clamped(now.advanced(by: -step)) } : nil,
                canGoUp ? { value.wrappedValue = clamped(now.advanced(by: step)) } : nil)
    }

    /// A stepper titled by a localized key for a value in `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: bounds, by: step)
        self.init(title: titleKey.text, decrement: down, increment: up)
    }

    /// A stepper titled `title` for a value in `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: bounds, by: step)
        self.init(title: String(title), decrement: down, increment: up)
    }

    /// A stepper titled by a localized key for a value without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: nil, by: step)
        self.init(title: titleKey.text, decrement: down, increment: up)
    }

    /// A stepper titled `title` for a value without bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: nil, by: step)
        self.init(title: String(title), decrement: down, increment: up)
    }

    /// A stepper whose label is a view, for a value in `bounds`.
    public init<V: Strideable, Label: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: bounds, by: step)
        self.init(title: TitleReader.title(of: label()) ?? "", decrement: down, increment: up)
    }

    /// A stepper whose label is a view, for a value without bounds.
    public init<V: Strideable, Label: View>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let (down, up) = Self.steps(value, in: nil, by: step)
        self.init(title: TitleReader.title(of: label()) ?? "", decrement: down, increment: up)
    }

    /// A stepper titled by a localized key whose buttons run the app's actions.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(title: titleKey.text, decrement: onDecrement.map { action in { onMainActor(action) } },
                  increment: onIncrement.map { action in { onMainActor(action) } })
    }

    /// A stepper titled `title` whose buttons run the app's actions.
    @preconcurrency public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(title: String(title), decrement: onDecrement.map { action in { onMainActor(action) } },
                  increment: onIncrement.map { action in { onMainActor(action) } })
    }

    /// A stepper whose label is a view and whose buttons run the app's actions.
    @preconcurrency public init<Label: View>(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                                             onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(title: TitleReader.title(of: label()) ?? "", decrement: onDecrement.map { action in { onMainActor(action) } },
                  increment: onIncrement.map { action in { onMainActor(action) } })
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Stepper(title, onDecrement: decrement, onIncrement: increment)]
    }
}
