import PaneKit

extension View {
    /// A search field above this view, bound to `text`, as SwiftUI's `.searchable(text:prompt:)`.
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }

    /// A search field titled "Search" above this view, bound to `text`.
    public func searchable(text: Binding<String>) -> some View {
        SearchableView(content: self, text: text, prompt: "Search")
    }

    /// Scopes for the search of a `.searchable` view inside, as SwiftUI's
    /// `.searchScopes(_:activation:_:)`: the options (`Text("All Mailboxes").tag(…)`) make a
    /// segmented control under the search field, bound to `scope`. With `.automatic` or
    /// `.onSearchPresentation` it shows while people search (the field has focus or holds text),
    /// with `.onTextEntry` once they typed.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation = .automatic,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = Picker("Search Scope", selection: scope) { scopes() }.pickerStyle(.segmented)
        return SearchOptionsView(content: self) { $0.scopes = SearchScopes(picker: picker, activation: activation) }
    }

    /// Marks the words of the search of a `.searchable` view inside where they appear in its
    /// list's rows, as Mail marks a search's matches. PaneKit's own: SwiftUI has no such modifier.
    /// The renderer draws the marks over the text (the CSS Custom Highlight API), so rows are
    /// neither built again nor changed.
    public func searchHighlightsMatches(_ highlights: Bool = true) -> some View {
        SearchOptionsView(content: self) { $0.highlightsMatches = highlights }
    }
}

/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Hashable {
    fileprivate let onTextOnly: Bool

    /// As the platform does: while people search.
    public static let automatic = SearchScopeActivation(onTextOnly: false)
    /// Once people typed in the search field.
    public static let onTextEntry = SearchScopeActivation(onTextOnly: true)
    /// While the search is presented: the field has focus or holds text.
    public static let onSearchPresentation = SearchScopeActivation(onTextOnly: false)
}

/// What `.searchScopes` set for the search field inside.
struct SearchScopes {
    let picker: any View
    let activation: SearchScopeActivation
}

/// What the modifiers around a `.searchable` view set for its search field.
struct SearchOptions {
    var scopes: SearchScopes?
    var highlightsMatches = false
}

/// Sets search options for the `.searchable` view inside.
struct SearchOptionsView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout SearchOptions) -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        var options = context.search ?? SearchOptions()
        change(&options)
        inner.search = options
        return inner.resolveView(content)
    }
}

struct SearchableView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let prompt: String

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let text = self.text
        let current = text.wrappedValue
        // The scopes and the marks are this search field's, not those of one inside the content.
        var inner = context
        let scopes = context.search?.scopes
        let highlights = context.search?.highlightsMatches ?? false
        if context.search != nil { inner.search = nil }
        let children = inner.resolveView(content)
        var scopeBar: PaneKit.ViewGroup?
        if let scopes, !scopes.activation.onTextOnly || !current.isEmpty {
            scopeBar = PaneKit.ViewGroup(context.inPlace.resolve(scopes.picker, at: "scopes"))
        }
        let field = PaneKit.TextField(prompt, text: current, isSearch: true) { text.wrappedValue = $0 }
        let bar = PaneKit.SearchBar(field: field, scopes: scopeBar, highlightsMatches: highlights)
        return [PaneKit.VStack {}.holding([bar, PaneKit.ViewGroup.one(children)])]
    }
}
