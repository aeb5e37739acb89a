// SwiftUI's isolation as apps rely on it: views, scenes and apps are the main actor's, so a body
// calls `@MainActor` models, singletons and functions, passes their methods as actions, and
// awaits them in a `.task` (D-93).
import PaneKitUI

@MainActor
@Observable
final class Feed {
    static let shared = Feed()
    private(set) var items: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        items = ["One", "Two"]
        isLoading = false
    }

    func clear() { items = [] }
}

@MainActor
func greeting(for name: String) -> String { "Hello, \(name)" }

struct FeedView: View {
    @State private var feed = Feed.shared
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(feed.items, id: \.self) { item in
                Text(greeting(for: item))
            }
            .navigationTitle("Feed")
            .toolbar {
                Button("Clear", action: feed.clear)
            }
            // shape: View.task(priority:_:)
            .task { await feed.load() }
            // shape: View.task(id:priority:_:)
            .task(id: query, priority: .background) {
                await feed.load()
            }
        }
    }
}

struct FeedApp: App {
    let feed = Feed.shared

    var body: some Scene {
        WindowGroup { FeedView() }
    }
}
