// Apple's documented call shapes of SwiftUI's split view styles and documents, and the content
// unavailable views for search, written as an app would.
import Foundation
import PaneKitUI

// shape: NavigationSplitViewStyle.makeBody(configuration:) | NavigationSplitViewStyle.Body | NavigationSplitViewStyleConfiguration | NavigationSplitViewStyle.Configuration
struct ReadingStyle: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        // Apple's configuration has no views of its own to draw.
        Text("Reading")
    }
}

struct Styled: View {
    let document = URL(fileURLWithPath: "/tmp/Notes.txt")

    var body: some View {
        VStack {
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
                    // shape: View.navigationDocument(_:)
                    .navigationDocument(document)
            }
            // shape: BalancedNavigationSplitViewStyle | BalancedNavigationSplitViewStyle.init()
            .navigationSplitViewStyle(BalancedNavigationSplitViewStyle())
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            // shape: ProminentDetailNavigationSplitViewStyle | ProminentDetailNavigationSplitViewStyle.init()
            .navigationSplitViewStyle(ProminentDetailNavigationSplitViewStyle())
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            // shape: AutomaticNavigationSplitViewStyle | AutomaticNavigationSplitViewStyle.init()
            .navigationSplitViewStyle(AutomaticNavigationSplitViewStyle())
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            .navigationSplitViewStyle(ReadingStyle())
        }
    }
}

struct NothingFound: View {
    // shape: SearchUnavailableContent | SearchUnavailableContent.Label | SearchUnavailableContent.Description | SearchUnavailableContent.Actions
    let empty: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> = .search

    var body: some View { empty }
}
