import Foundation
@testable import PaneKitUI
import Testing

struct Shelf: Identifiable, Hashable {
    let id: String
}

/// A library whose URL names the open book: `/book/<title>`.
struct ShelfApp: App {
    @State private var selection: String?
    let shelves = ["Dune", "Emma", "Middlemarch"].map(Shelf.init)

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationSplitView {
                List(shelves, selection: $selection) { shelf in Text(shelf.id) }
                    .navigationTitle("Books")
                    .onOpenURL { url in
                        let parts = url.pathComponents
                        selection = parts.count == 3 && parts[1] == "book" && shelves.contains { $0.id == parts[2] } ? parts[2] : nil
                    }
            } detail: {
                if let selection {
                    Text("Reading \(selection)").navigationTitle(selection).pagePath("/book/\(selection)")
                } else {
                    Text("Choose a book")
                }
            }
        }
    }
}

@MainActor
@Suite("The page's URL: .pagePath and .onOpenURL")
struct PageURLTests {
    @Test("The path follows what is on screen; opening a path sets the state its onOpenURL reads from it")
    func pathAndOpen() throws {
        let page = PageDriver<ShelfApp>()
        _ = page.dump
        #expect(page.host.path == "/")
        try page.select("Emma")
        _ = page.dump
        #expect(page.host.path == "/book/Emma")
        #expect(page.host.open(path: "/book/Dune"))
        #expect(page.dump.contains("text \"Reading Dune\""))
        #expect(page.host.path == "/book/Dune")
        // A path naming nothing the app knows shows its first state, and the URL says "/".
        #expect(page.host.open(path: "/book/Ulysses"))
        #expect(page.dump.contains("text \"Choose a book\""))
        #expect(page.host.path == "/")
    }
}
