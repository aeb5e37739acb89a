// Apple's documented call shapes of SwiftUI's search that the first shapes did not cover,
// written as an app would.
import PaneKitUI

enum Scope: Hashable {
    case all, unread
}

struct SearchingMore: View {
    @State private var query = ""
    @State private var scope = Scope.all

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
            .searchable(text: $query)
            // shape: View.searchScopes(_:scopes:)
            .searchScopes($scope) {
                Text("All").tag(Scope.all)
                Text("Unread").tag(Scope.unread)
            }
            // shape: View.searchPresentationToolbarBehavior(_:) | SearchPresentationToolbarBehavior | SearchPresentationToolbarBehavior.avoidHidingContent
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            // shape: SearchPresentationToolbarBehavior.automatic
            .searchPresentationToolbarBehavior(.automatic)
            // shape: View.searchDictationBehavior(_:)
            .searchDictationBehavior(.automatic)
            // shape: View.submitScope(_:)
            .submitScope()
        }
    }
}
