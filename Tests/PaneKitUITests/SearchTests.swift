import PaneKit
import Testing
@testable import PaneKitUI

/// Notes searched in a scope, with the search's matches marked.
struct ScopedNotes: PaneKitUI.View {
    enum Scope: Hashable { case all, pinned }
    @State private var query = ""
    @State private var scope = Scope.all
    let activation: SearchScopeActivation

    var body: some PaneKitUI.View {
        PaneKitUI.NavigationStack {
            PaneKitUI.List {
                PaneKitUI.Text("scope \(scope == .all ? "all" : "pinned"), query \(query)")
            }
            .searchable(text: $query)
            .searchScopes($scope, activation: activation) {
                PaneKitUI.Text("All Notes").tag(Scope.all)
                PaneKitUI.Text("Pinned").tag(Scope.pinned)
            }
            .searchHighlightsMatches()
            .navigationTitle("Notes")
        }
    }
}

struct ScopedSearchApp: App {
    var body: some PaneKitUI.Scene { WindowGroup { ScopedNotes(activation: .automatic) } }
}

struct OnTextEntryApp: App {
    var body: some PaneKitUI.Scene { WindowGroup { ScopedNotes(activation: .onTextEntry) } }
}

@MainActor
@Suite("SwiftUI symbols: search scopes")
struct SearchTests {
    private func searchField(_ page: PageDriver<some App>) throws -> NodeID {
        try #require(page.window.scene().allNodes.first { if case .textField(_, _, _, true, _) = $0.kind { true } else { false } }).id
    }

    @Test(".searchScopes shows a segmented control under the search field while people search (focus or text); choosing a scope sets the binding")
    func scopesWhileSearching() throws {
        let page = PageDriver<ScopedSearchApp>(width: 390, height: 844)
        #expect(page.dump.contains("searchBar highlightsMatches"))
        #expect(!page.dump.contains("All Notes"), "no scope bar before a search")
        let field = try searchField(page)
        try page.window.send(.focusChanged(field))
        #expect(page.dump.contains("picker \"Search Scope\" segmented"), "\(page.dump)")
        try page.window.send(.focusChanged(nil))
        #expect(!page.dump.contains("All Notes"))
        try page.window.send(.textChanged(field, text: "pie"))
        try page.choose("Pinned", in: "Search Scope")
        #expect(page.dump.contains("text \"scope pinned, query pie\""))
    }

    @Test(".searchScopes(activation: .onTextEntry) shows the scopes once people typed, not on focus")
    func scopesOnTextEntry() throws {
        let page = PageDriver<OnTextEntryApp>(width: 390, height: 844)
        let field = try searchField(page)
        try page.window.send(.focusChanged(field))
        #expect(!page.dump.contains("All Notes"))
        try page.window.send(.textChanged(field, text: "p"))
        #expect(page.dump.contains("All Notes"))
    }
}

