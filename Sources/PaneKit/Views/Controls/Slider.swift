/// A value chosen by dragging along a track between two bounds, as SwiftUI's `Slider` and UIKit's
/// `UISlider`. Values outside the bounds are clamped; with a step, the value moves by steps.
public struct Slider: View {
    /// What the slider sets, for assistive technologies (and beside it on a Mac).
    public var title: String
    /// The value now.
    public var value: Double
    /// The least and greatest values.
    public var bounds: ClosedRange<Double>
    /// The distance between values people can choose; nil: any value.
    public var step: Double?
    /// Called with the new value as the person moves the slider.
    public var onChange: (Double) -> Void

    /// A slider titled `title` at `value` between `bounds`.
    public init(_ title: String, value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, onChange: @escaping (Double) -> Void) {
        self.title = title
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let bounds = self.bounds, onChange = self.onChange
        let node = context.textInput({ text in
            // A value that is not a number is ignored, as a browser's range input never sends one.
            guard let number = Double(text), number.isFinite else { return }
            onChange(min(max(number, bounds.lowerBound), bounds.upperBound))
        }) { _ in
            .valueControl(title: title, value: ValueText.number(value), control: .slider(lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, step: step))
        }
        return [node]
    }
}
