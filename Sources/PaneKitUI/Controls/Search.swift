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

    /// A search field at `placement`, as SwiftUI's `.searchable(text:placement:prompt:)`. The
    /// field stands above the view's content in its column whatever the placement (on iPhone and
    /// iPad that is where `.automatic` and `.navigationBarDrawer` put it).
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }

    /// A search field at `placement` with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: prompt.text)
    }

    /// A search field at `placement` whose prompt is a ``Text`` (nil: "Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.string ?? "Search")
    }

    /// A search field whose presentation `isPresented` follows, as SwiftUI's
    /// `.searchable(text:isPresented:placement:prompt:)`: it is true while people search
    /// (the field holds text) and setting it false ends the search (the text empties).
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt), isPresented: isPresented)
    }

    /// A search field whose presentation `isPresented` follows, with a localized prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: prompt.text, isPresented: isPresented)
    }

    /// A search field whose presentation `isPresented` follows, its prompt a ``Text``.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.string ?? "Search", isPresented: isPresented)
    }

    /// What people may search for, shown under the search field of a `.searchable` view inside
    /// while the field has focus, as SwiftUI's `.searchSuggestions(_:)`. A suggestion with
    /// ``searchCompletion(_:)`` fills the field when chosen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let suggestions = suggestions()
        return SearchOptionsView(content: self) { $0.suggestions = suggestions }
    }

    /// Whether the suggestions show, as SwiftUI's `.searchSuggestions(_:for:)`: `.hidden` leaves
    /// them out.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        SearchOptionsView(content: self) { $0.hidesSuggestions = visibility == .hidden }
    }

    /// Makes this view a search suggestion that fills the search field with `completion` when
    /// chosen, as SwiftUI's `.searchCompletion(_:)`.
    public func searchCompletion(_ completion: String) -> some View { SearchCompletionView(content: self, completion: completion) }

    /// What Return does in the text fields of this view, as SwiftUI's `.onSubmit(of:_:)`: with
    /// `.text` (the default), the action runs when people press Return in one of them (then the
    /// actions of the `.onSubmit`s around it). A search field submits as people type here, so
    /// `.search` runs nothing: the results are there already.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        SubmitView(content: self, action: triggers.contains(.text) ? action : nil)
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

    /// Scopes for the search of a `.searchable` view inside, as SwiftUI's `.searchScopes(_:scopes:)`:
    /// the automatic activation (while people search).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Whether Return in a field inside stops at this view, as SwiftUI's `.submitScope(_:)`.
    /// Accepted: PaneKitUI's `.onSubmit` actions are accepted and not run (the fields submit as
    /// people type), so there is nothing to stop.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Whether searching hides the bar's content, as SwiftUI's
    /// `.searchPresentationToolbarBehavior(_:)`. Accepted: PaneKit's search field never hides the
    /// bar's title or items.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    /// How dictation works in the search field, as SwiftUI's `.searchDictationBehavior(_:)`.
    /// Accepted: a browser's own dictation, if any, fills the field.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }

    /// A search field with suggestions, as SwiftUI's deprecated
    /// `.searchable(text:placement:prompt:suggestions:)`.
    @available(*, deprecated, message: "Use searchable(text:placement:prompt:) and searchSuggestions(_:), as in SwiftUI")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
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

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String

    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In a drawer under the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// When the drawer of a navigation bar shows its search field, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// The platform's choice: shown until people scroll.
        case automatic
        /// Always.
        case always
    }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// In the content below the field.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In a menu under the field.
        public static let menu = Set(rawValue: 1)
        /// In the content below the field.
        public static let content = Set(rawValue: 2)
    }
}

/// What submits a field, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Ends the search of the `.searchable` view this view is in, as SwiftUI's `DismissSearchAction`:
/// the field empties and its `isPresented` goes false.
public struct DismissSearchAction {
    let action: () -> Void
    /// Ends the search.
    public func callAsFunction() { action() }
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
    var suggestions: (any View)?
    var hidesSuggestions = false
    /// Inside suggestions: fills the search field (``View/searchCompletion(_:)``).
    var complete: ((String) -> Void)?
}

/// Sets search options for the `.searchable` view inside.
nonisolated struct SearchOptionsView<Content: View>: View, PrimitiveView {
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

nonisolated struct SearchableView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let prompt: String
    var isPresented: Binding<Bool>?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let text = self.text, isPresented = self.isPresented
        let current = text.wrappedValue
        // The scopes and the marks are this search field's, not those of one inside the content.
        var inner = context
        let options = context.search
        if context.search != nil { inner.search = nil }
        // People search while the field holds text; `isPresented: true` set by the app also counts.
        let searching = !current.isEmpty || isPresented?.wrappedValue == true
        inner.environment.isSearching = searching
        inner.environment.dismissSearch = DismissSearchAction {
            text.wrappedValue = ""
            isPresented?.wrappedValue = false
        }
        // The views inside read `isSearching` again when it changed, not at every keystroke: a
        // long list of results keeps its rows drawn from their values (D-52).
        let last = context.storage.box(for: context.path + ".isSearching") { SearchingState() }
        if last.isSearching != searching {
            last.isSearching = searching
            inner.environmentMayHaveChanged = true
        }
        if let isPresented, isPresented.wrappedValue == false, !current.isEmpty, context.isFresh {
            // The app ended the search.
            text.wrappedValue = ""
        }
        let children = inner.resolveView(content)
        var scopeBar: PaneKit.ViewGroup?
        if let scopes = options?.scopes, !scopes.activation.onTextOnly || !current.isEmpty {
            scopeBar = PaneKit.ViewGroup(context.inPlace.resolve(scopes.picker, at: "scopes"))
        }
        var suggestionList: PaneKit.ViewGroup?
        if let suggestions = options?.suggestions, options?.hidesSuggestions != true {
            var completing = context.inPlace
            completing.search = SearchOptions(complete: { text.wrappedValue = $0 })
            suggestionList = PaneKit.ViewGroup(completing.resolve(suggestions, at: "suggestions"))
        }
        let field = PaneKit.TextField(prompt, text: current, isSearch: true) { new in
            text.wrappedValue = new
            if let isPresented, isPresented.wrappedValue != !new.isEmpty { isPresented.wrappedValue = !new.isEmpty }
        }
        let bar = PaneKit.SearchBar(field: field, scopes: scopeBar, highlightsMatches: options?.highlightsMatches ?? false,
                                    suggestions: suggestionList)
        return [PaneKit.VStack {}.holding([bar, PaneKit.ViewGroup.one(children)])]
    }
}

/// Whether a search field's people were searching at its last read.
private final class SearchingState {
    var isSearching = false
}

/// A suggestion that fills the search field when chosen: a button titled by its view's text.
nonisolated struct SearchCompletionView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let completion: String

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        guard let complete = context.search?.complete else { return context.resolveView(content) }
        let completion = self.completion
        let title = TitleReader.title(of: content) ?? completion
        return [PaneKit.Button(title, symbol: SymbolReader.symbol(of: content)) { complete(completion) }]
    }
}

/// Whether searching hides the bar's content, as SwiftUI's `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let value: Int
    /// The platform's choice.
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(value: 0) }
    /// The bar's content stays while people search.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(value: 1) }
}

/// How dictation works in a text input, as SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Sendable, Hashable {
    let value: Int
    /// The platform's choice.
    public static let automatic = TextInputDictationBehavior(value: 0)
}

/// A view whose text fields run an action on Return (``PaneKit/SubmitHandler``).
nonisolated struct SubmitView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: (() -> Void)?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let inner = context.resolve(content, at: "0")
        guard let action else { return inner }
        var handler = PaneKit.SubmitHandler(action: action) {}
        handler.content = PaneKit.ViewGroup(inner)
        return [handler]
    }
}
