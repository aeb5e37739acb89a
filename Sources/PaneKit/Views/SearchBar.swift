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
    /// What people may search for, shown under the field while it has focus (SwiftUI's
    /// `searchSuggestions`); nil for none.
    public var suggestions: ViewGroup?

    /// A search bar of `field` (made a search field), with scopes, suggestions and marked matches
    /// if asked.
    public init(field: TextField, scopes: ViewGroup? = nil, highlightsMatches: Bool = false, suggestions: ViewGroup? = nil) {
        var field = field
        field.isSearch = true
        self.field = field
        self.scopes = scopes
        self.highlightsMatches = highlightsMatches
        self.suggestions = suggestions
    }

    /// The position of the suggestions' stack among the bar's children, which renderers draw as
    /// a list of suggestions.
    public static let suggestionsPosition = "suggestions"

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        var children = field.makeNodes(in: context.child("0"))
        if case .textField(_, let text, let isFocused, _, _)? = children.first?.kind {
            if let scopes, isFocused || !text.isEmpty {
                children += scopes.makeNodes(in: context.child("1"))
            }
            if let suggestions, isFocused {
                children.append(ViewNode(id: context.id.child(Self.suggestionsPosition), kind: .stack(.vertical),
                                         children: suggestions.makeNodes(in: context.child(Self.suggestionsPosition))))
            }
        }
        return [ViewNode(id: context.id, kind: .searchBar(highlightsMatches: highlightsMatches), children: children)]
    }
}
