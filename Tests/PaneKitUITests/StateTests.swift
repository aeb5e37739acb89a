@testable import PaneKitUI
import Testing

/// A counter: `@State` kept across rebuilds, changed by a button.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            if count > 1 {
                Text("More than one")
            }
        }
    }
}

struct CounterApp: App {
    var body: some Scene {
        WindowGroup { Counter() }
    }
}

/// A model shared by two screens; only the screen that reads a property is rebuilt when it changes.
@Observable
final class Library {
    var books = ["Dune", "Emma"]
    var borrowed: String?
}

struct LibraryApp: App {
    @State private var library = Library()
    @State private var selection: String?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(library.books, id: \.self) { book in Label(book, systemImage: "book") }
                }
                .navigationTitle("Books")
            } detail: {
                if let selection {
                    VStack {
                        Text(selection)
                        Button("Borrow") { library.borrowed = selection }
                    }
                    .navigationTitle(selection)
                } else {
                    ContentUnavailableView("No Book", systemImage: "book")
                }
            }
        }
    }
}

@MainActor
@Suite("State and observation")
struct StateTests {
    @Test("@State keeps its value across rebuilds and a write rebuilds what read it")
    func state() throws {
        let page = PageDriver<CounterApp>()
        #expect(page.dump.contains("text \"Count: 0\""))
        try page.tap("Add")
        #expect(page.dump.contains("text \"Count: 1\""))
        #expect(!page.dump.contains("More than one"))
        try page.tap("Add")
        #expect(page.dump.contains("text \"Count: 2\""))
        #expect(page.dump.contains("text \"More than one\""))
    }

    @Test("Two pages of one app keep their own state")
    func pagesAreSeparate() throws {
        let one = PageDriver<CounterApp>(), two = PageDriver<CounterApp>()
        try one.tap("Add")
        #expect(one.dump.contains("Count: 1") && two.dump.contains("Count: 0"))
    }

    @Test("A List's selection binding drives the detail column; a model change rebuilds only the screens that read it")
    func splitSelection() throws {
        let page = PageDriver<LibraryApp>()
        #expect(page.dump.contains("No Book"))
        try page.select("Emma")
        let dump = page.dump
        #expect(dump.contains("text \"Emma\""))
        // The sidebar column's list is a sidebar (D-53).
        #expect(page.window.scene().sidebars.first?.sections.flatMap(\.rows).first { $0.title == "Emma" }?.isSelected == true)
        let hosts = page.hostingControllers
        let sidebar = try #require(hosts.first { $0.path.hasSuffix("/sidebar") })
        let detail = try #require(hosts.first { $0.path.hasSuffix("/detail") })
        let sidebarBuilds = sidebar.buildCount, detailBuilds = detail.buildCount
        // Borrowing changes a property neither screen reads: nothing is rebuilt.
        try page.tap("Borrow")
        _ = page.dump
        #expect(sidebar.buildCount == sidebarBuilds && detail.buildCount == detailBuilds)
    }
}
