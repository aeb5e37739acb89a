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

    /// A text field, like SwiftUI's `TextField(_:text:)`: a placeholder, the text, and what to do
    /// when it changes; `isSearch` makes it a search field.
    public init(_ placeholder: String, text: String, isSearch: Bool = false, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.isSearch = isSearch
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { .textField(placeholder: placeholder, text: text, isFocused: $0, isSearch: isSearch) }]
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

    /// A text editor, like SwiftUI's `TextEditor`: a placeholder, the text, and what to do when it
    /// changes.
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

/// A search field with what belongs to it, as UIKit's `UISearchBar`: a scope bar under it (its
/// `scopeButtonTitles`) shown while people search — the field has focus or holds text — and,
/// optionally, the search's words marked where they appear in the rows of the lists after it
/// (Mail's highlighted matches), drawn by the renderer without changing the rows (D-70).
public struct SearchBar: View {
    /// The search field.
    public var field: TextField
    /// The scopes: usually a segmented ``Picker``; nil for none.
    public var scopes: ViewGroup?
    /// Whether the search's words are marked in the rows of the lists that follow.
    public var highlightsMatches: Bool

    /// A search bar of `field` (made a search field), with scopes and marked matches if asked.
    public init(field: TextField, scopes: ViewGroup? = nil, highlightsMatches: Bool = false) {
        var field = field
        field.isSearch = true
        self.field = field
        self.scopes = scopes
        self.highlightsMatches = highlightsMatches
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        var children = field.makeNodes(in: context.child("0"))
        if let scopes, case .textField(_, let text, let isFocused, _)? = children.first?.kind, isFocused || !text.isEmpty {
            children += scopes.makeNodes(in: context.child("1"))
        }
        return [ViewNode(id: context.id, kind: .searchBar(highlightsMatches: highlightsMatches), children: children)]
    }
}
