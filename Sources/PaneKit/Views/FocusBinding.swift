/// The keyboard's focus on a text input, held by the app: the app moves the focus to the input or
/// away from it, and is told when people move it, as UIKit's `becomeFirstResponder()`,
/// `resignFirstResponder()` and `isFirstResponder`, and SwiftUI's `.focused(_:)`.
///
/// The input is the first text field, text editor or secure field in ``content``. While
/// ``isFocused`` differs from where the window's focus is, the Scene asks the renderer to move the
/// focus (a `focusRequest` node around the content); when the focus reaches the input or leaves it
/// — by the app's request or by the person — ``onFocusChange`` is called with the new state.
///
/// ```swift
/// FocusBinding(isFocused: editsSubject, onFocusChange: { self.editsSubject = $0 }) {
///     TextField("Subject", text: subject) { self.subject = $0 }
/// }
/// ```
public struct FocusBinding: View {
    /// Whether the app wants the input focused.
    public var isFocused: Bool
    /// Called when the focus reaches the input (true) or leaves it (false).
    public var onFocusChange: (Bool) -> Void
    /// The views holding the input.
    public var content: ViewGroup

    /// The input in `content`, focused while `isFocused`; `onFocusChange` hears where the focus goes.
    public init(isFocused: Bool, onFocusChange: @escaping (Bool) -> Void, @ViewBuilder content: () -> ViewGroup) {
        self.isFocused = isFocused
        self.onFocusChange = onFocusChange
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        let nodes = content.makeNodes(in: context)
        guard let input = Self.firstInput(in: nodes) else { return nodes }
        context.actions.register(.focus(onFocusChange), for: input.system("focus"))
        guard isFocused != (context.actions.focusedNode == input) else { return nodes }
        return [ViewNode(id: context.id.system("focusRequest"), kind: .focusRequest(isFocused), children: nodes)]
    }

    /// The first text input among `nodes` and their descendants.
    static func firstInput(in nodes: [ViewNode]) -> NodeID? {
        for node in nodes {
            switch node.kind {
            case .textField, .textEditor: return node.id
            case .valueControl(_, _, let control) where control.isSecret: return node.id
            default: if let found = firstInput(in: node.children) { return found }
            }
        }
        return nil
    }
}
