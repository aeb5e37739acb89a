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
        context.actions.register(.text(onChange), for: context.id)
        let focused = context.actions.focusedNode == context.id
        return [ViewNode(id: context.id, kind: .textField(placeholder: placeholder, text: text, isFocused: focused))]
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
        context.actions.register(.text(onChange), for: context.id)
        let focused = context.actions.focusedNode == context.id
        return [ViewNode(id: context.id, kind: .textEditor(placeholder: placeholder, text: text, isFocused: focused))]
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
