// Apple's documented call shapes of SwiftUI's search, written as an app would.
import PaneKitUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

struct SearchResults: View {
    // shape: EnvironmentValues.isSearching
    @Environment(\.isSearching) private var isSearching
    // shape: EnvironmentValues.dismissSearch | DismissSearchAction
    @Environment(\.dismissSearch) private var dismissSearch
    let recipes: [Recipe]

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
        }
        .overlayIfSearching(isSearching) {
            // shape: DismissSearchAction.callAsFunction()
            Button("Done") { dismissSearch() }
        }
    }
}

extension View {
    @ViewBuilder
    func overlayIfSearching<V: View>(_ searching: Bool, @ViewBuilder _ content: () -> V) -> some View {
        if searching {
            VStack {
                self
                content()
            }
        } else {
            self
        }
    }
}

struct Searching: View {
    @State private var query = ""
    @State private var presented = false
    @State private var scope = 0
    let recipes = [Recipe(id: 1, name: "Bread"), Recipe(id: 2, name: "Soup")]

    var body: some View {
        NavigationStack {
            SearchResults(recipes: recipes)
                // shape: View.searchable(text:placement:prompt:) | SearchFieldPlacement | SearchFieldPlacement.navigationBarDrawer(displayMode:) | SearchFieldPlacement.NavigationBarDrawerDisplayMode | SearchFieldPlacement.NavigationBarDrawerDisplayMode.always
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Recipes")
                // shape: View.searchSuggestions(_:)
                .searchSuggestions {
                    ForEach(recipes) { recipe in
                        // shape: View.searchCompletion(_:)
                        Label(recipe.name, systemImage: "fork.knife")
                            .searchCompletion(recipe.name)
                    }
                }
                // shape: View.searchSuggestions(_:for:) | SearchSuggestionsPlacement | SearchSuggestionsPlacement.Set
                .searchSuggestions(.hidden, for: .content)
                // shape: View.searchScopes(_:activation:_:) | SearchScopeActivation | SearchScopeActivation.onTextEntry
                .searchScopes($scope, activation: .onTextEntry) {
                    Text("All").tag(0)
                    Text("Mine").tag(1)
                }
                // shape: View.onSubmit(of:_:) | SubmitTriggers | SubmitTriggers.search
                .onSubmit(of: .search) {
                    presented = false
                }
            Text("More")
                // shape: View.searchable(text:isPresented:placement:prompt:) | SearchFieldPlacement.toolbar
                .searchable(text: $query, isPresented: $presented, placement: .toolbar, prompt: Text("Find"))
            Text("Sidebar")
                // shape: SearchFieldPlacement.sidebar | SearchFieldPlacement.automatic | SearchFieldPlacement.navigationBarDrawer | SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic
                .searchable(text: $query, placement: presented ? .sidebar : query.isEmpty ? .automatic : .navigationBarDrawer)
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .automatic))
                // shape: SearchScopeActivation.automatic | SearchScopeActivation.onSearchPresentation
                .searchScopes($scope, activation: presented ? .automatic : .onSearchPresentation) {
                    Text("All").tag(0)
                }
                .searchSuggestions(.visible, for: [.menu, .content])
                // shape: SubmitTriggers.text
                .onSubmit(of: .text) {}
        }
    }
}

// shape: SearchSuggestionsPlacement.automatic | SearchSuggestionsPlacement.menu | SearchSuggestionsPlacement.content
let suggestionPlacements: [SearchSuggestionsPlacement] = [.automatic, .menu, .content]
