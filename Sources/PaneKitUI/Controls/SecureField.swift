import PaneKit

/// A field whose text is hidden as it is typed, as SwiftUI's `SecureField` (D-108).
nonisolated public struct SecureField: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>

    /// A secure field titled `title`, the hint while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text
    }

    /// A secure field titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = titleKey.text
        self.text = text
    }

    /// A secure field titled `title` with a prompt shown while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.string ?? String(title)
        self.text = text
    }

    /// A secure field titled by a localized key with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.string ?? titleKey.text
        self.text = text
    }

    /// A secure field whose label is a view, with a prompt.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        placeholder = prompt?.string ?? TitleReader.title(of: label()) ?? ""
        self.text = text
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let text = self.text
        return [PaneKit.SecureField(placeholder, text: text.wrappedValue) { text.wrappedValue = $0 }]
    }
}
