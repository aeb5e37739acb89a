/// A title with − and + buttons that step a value, as SwiftUI's `Stepper` and UIKit's
/// `UIStepper`. A button that would step past a bound is disabled.
public struct Stepper: View {
    /// What is stepped, with its value if the app shows it there ("Quantity: 3").
    public var title: String
    /// Runs on −; nil when the value is at its lower bound.
    public var onDecrement: (() -> Void)?
    /// Runs on +; nil when the value is at its upper bound.
    public var onIncrement: (() -> Void)?

    /// A stepper titled `title`.
    public init(_ title: String, onDecrement: (() -> Void)?, onIncrement: (() -> Void)?) {
        self.title = title
        self.onDecrement = onDecrement
        self.onIncrement = onIncrement
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        func button(_ position: String, _ name: String, _ symbol: String, _ action: (() -> Void)?) -> ViewNode {
            let child = context.child(position)
            let node = ViewNode(id: child.id, kind: .button(title: name, symbol: symbol, role: nil))
            guard let action else { return ViewNode(id: child.id.system("off"), kind: .disabled, children: [node]) }
            child.onTap(action)
            return node
        }
        return [ViewNode(id: context.id, kind: .valueControl(title: title, value: "", control: .stepper), children: [
            button("-", "Decrement", "minus", onDecrement), button("+", "Increment", "plus", onIncrement),
        ])]
    }
}
