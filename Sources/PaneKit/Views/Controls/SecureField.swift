/// A field whose text is hidden as it is typed (a password), as SwiftUI's `SecureField` and a
/// `UITextField` with `isSecureTextEntry`. Reports changes as ``TextField`` does.
public struct SecureField: View {
    /// The hint shown while the field is empty.
    public var placeholder: String
    /// The current text. The field keeps no state: pass the controller's.
    public var text: String
    /// Called with the new text each time the person edits it.
    public var onChange: (String) -> Void

    /// A secure field showing `placeholder` while empty.
    public init(_ placeholder: String, text: String, onChange: @escaping (String) -> Void) {
        self.placeholder = placeholder
        self.text = text
        self.onChange = onChange
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [context.textInput(onChange) { _ in .valueControl(title: placeholder, value: text, control: .secureField(placeholder: placeholder)) }]
    }
}
