/// What Return does in the text fields inside: runs ``action``, as UIKit's `.editingDidEndOnExit`
/// and SwiftUI's `.onSubmit(of: .text)`. A text editor's Return starts a new line instead, and a
/// field inside several handlers runs each, the innermost first.
///
/// ```swift
/// SubmitHandler(action: { self.send() }) {
///     TextField("Message", text: draft) { self.draft = $0 }
/// }
/// ```
public struct SubmitHandler: View {
    /// Runs when people press Return in a text field inside.
    public var action: () -> Void
    /// The views holding the fields.
    public var content: ViewGroup

    /// Runs `action` when people press Return in a text field of `content`.
    public init(action: @escaping () -> Void, @ViewBuilder content: () -> ViewGroup) {
        self.action = action
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        context.actions.register(.tap(action), for: context.id.system("submit"))
        return [ViewNode(id: context.id, kind: .submitHandler, children: content.makeNodes(in: context))]
    }
}
