/// An editable line of text. The window tells it when the person types (`.textChanged`) and
/// when it gains or loses focus (`.focusChanged`).
public struct TextField: View {
    public var placeholder: String
    public var text: String
    public var onChange: (String) -> Void

    public init(_ placeholder: String, text: String, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { .textField(placeholder: placeholder, text: text, isFocused: $0) }]
    }
}

/// Editable text of several lines (a message body). Reports changes like ``TextField``.
public struct TextEditor: View {
    public var placeholder: String
    public var text: String
    public var onChange: (String) -> Void

    public init(_ placeholder: String, text: String, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { .textEditor(placeholder: placeholder, text: text, isFocused: $0) }]
    }
}

extension ViewBuildContext {
    /// A text input's node: registers its change handler and tells `kind` whether it has focus.
    func textInput(_ onChange: @escaping (String) -> Void, kind: (_ isFocused: Bool) -> ViewNode.Kind) -> ViewNode {
        actions.register(.text(onChange), for: id)
        return ViewNode(id: id, kind: kind(actions.focusedNode == id))
    }
}

/// A short count or status next to a row's label ("12", "!").
public struct Badge: View {
    public var value: String

    public init(_ value: String) {
        self.value = value
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .badge(value))]
    }
}
