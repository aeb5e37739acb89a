/// An editable line of text. The window tells it when the person types (`.textChanged`) and
/// when it gains or loses focus (`.focusChanged`).
public struct TextField: View {
    /// The hint shown while the text is empty.
    public var placeholder: String
    /// The current text. The field keeps no state: pass the controller's.
    public var text: String
    /// Called with the new text each time the person edits it.
    public var onChange: (String) -> Void
    /// Whether it is a search field: drawn filled and rounded with a magnifying glass and a clear
    /// button, and on a phone a Cancel button while people type, as UIKit's `UISearchBar`.
    public var isSearch: Bool
    /// Its name for assistive technologies when the placeholder is not (a field after a visible
    /// "To:" shows no placeholder); nil: the placeholder names it.
    public var label: String?

    /// A text field, like SwiftUI's `TextField(_:text:)`: a placeholder, the text, and what to do
    /// when it changes; `isSearch` makes it a search field; `label` names it when the placeholder
    /// does not.
    public init(_ placeholder: String, text: String, isSearch: Bool = false, label: String? = nil, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.isSearch = isSearch
        self.label = label
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { .textField(placeholder: placeholder, text: text, isFocused: $0, isSearch: isSearch, label: label) }]
    }
}

/// Editable text of several lines (a message body). Reports changes like ``TextField``.
public struct TextEditor: View {
    /// The hint shown while the text is empty.
    public var placeholder: String
    /// The current text. The editor keeps no state: pass the controller's.
    public var text: String
    /// Called with the new text each time the person edits it.
    public var onChange: (String) -> Void
    /// Its name for assistive technologies when the placeholder is not; nil: the placeholder.
    public var label: String?

    /// A text editor, like SwiftUI's `TextEditor`: a placeholder, the text, and what to do when it
    /// changes; `label` names it when the placeholder does not.
    public init(_ placeholder: String, text: String, label: String? = nil, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.label = label
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { .textEditor(placeholder: placeholder, text: text, isFocused: $0, label: label) }]
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
    /// The text to show: a short count or status.
    public var value: String

    /// A badge showing `value`.
    public init(_ value: String) {
        self.value = value
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .badge(value))]
    }
}
