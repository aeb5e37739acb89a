import PaneKit

/// A value chosen along a track, as SwiftUI's `Slider` (D-108): the browser's range input in the
/// accent color; its label names it for assistive technologies, as on iOS.
nonisolated public struct Slider: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let title: String
    let value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    let set: (Double) -> Void

    init<V: BinaryFloatingPoint>(title: String, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?) where V.Stride: BinaryFloatingPoint {
        self.title = title
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        set = { value.wrappedValue = V($0) }
    }

    /// A slider for a value in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(title: "", value: value, bounds: bounds, step: nil)
    }

    /// A slider for a value in `bounds`, by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(title: "", value: value, bounds: bounds, step: step)
    }

    /// A slider with a label.
    public init<V: BinaryFloatingPoint, Label: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                     onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(title: TitleReader.title(of: label()) ?? "", value: value, bounds: bounds, step: nil)
    }

    /// A slider with a label, by `step`.
    public init<V: BinaryFloatingPoint, Label: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                                     onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(title: TitleReader.title(of: label()) ?? "", value: value, bounds: bounds, step: step)
    }

    /// A slider with a label and labels for its ends (not drawn: the track shows them).
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(title: TitleReader.title(of: label()) ?? "", value: value, bounds: bounds, step: nil)
    }

    /// A slider with a label and labels for its ends, by `step`.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(title: TitleReader.title(of: label()) ?? "", value: value, bounds: bounds, step: step)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        [PaneKit.Slider(title, value: value, in: bounds, step: step, onChange: set)]
    }
}
