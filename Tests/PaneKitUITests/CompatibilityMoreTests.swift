import Foundation
import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// Issue 35, second session: the rest of the navigation families — rows people delete and move,
// trees, tab content of an app's own, and the shapes code from before iOS 16 still uses.

struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
}

@MainActor
@Observable
final class ChoreList {
    var chores = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Bread"), Chore(id: 3, title: "Eggs")]
    var opened: Set<Int> = []
}

struct EditingApp: PaneKitUI.App {
    let list = ChoreList()
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.List {
                    PaneKitUI.ForEach(list.chores) { chore in
                        PaneKitUI.Text(chore.title)
                    }
                    .onDelete { list.chores.remove(atOffsets: $0) }
                    .onMove { list.chores.move(fromOffsets: $0, toOffset: $1) }
                }
                .contextMenu(forSelectionType: Int.self) { ids in
                    PaneKitUI.Button("Open \(ids.count)") { list.opened.formUnion(ids) }
                }
            }
        }
    }
}

struct BoundEditingApp: PaneKitUI.App {
    @PaneKitUI.State private var chores = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Bread")]
    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.List($chores, editActions: .delete) { $chore in
                PaneKitUI.Text(chore.title)
            }
            PaneKitUI.Text("count \(chores.count)")
        }
    }
}

struct Folder: Identifiable, Hashable {
    let id: String
    var children: [Folder]?
}

struct TreeApp: PaneKitUI.App {
    let folders = [Folder(id: "Documents", children: [Folder(id: "Notes.txt"), Folder(id: "Taxes", children: [Folder(id: "2026.pdf")])]),
                   Folder(id: "Photos", children: [])]
    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.List(folders, children: \.children) { folder in
                PaneKitUI.Text(folder.id)
            }
        }
    }
}

enum Area: Hashable {
    case home, library, search
}

struct PropertyTabsApp: PaneKitUI.App {
    @PaneKitUI.State private var area = Area.home
    @TabContentBuilder<Area>
    var mainTabs: some TabContent<Area> {
        Tab("Home", systemImage: "house", value: Area.home) { PaneKitUI.Text("Home screen") }
        Tab("Library", systemImage: "books.vertical", value: Area.library) { PaneKitUI.Text("Library screen") }
    }

    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView(selection: $area) {
                mainTabs
                AnyTabContent(Tab("Search", systemImage: "magnifyingglass", value: Area.search, role: .search) { PaneKitUI.Text("Search") })
                Tab("Hidden", systemImage: "eye.slash", value: Area.home) { PaneKitUI.Text("Hidden") }
                    .hidden()
            }
        }
    }
}

struct PresentedReader: PaneKitUI.View {
    @Environment(\.isPresented) private var isPresented
    var body: some PaneKitUI.View { PaneKitUI.Text(isPresented ? "presented" : "at the root") }
}

struct PresentedApp: PaneKitUI.App {
    @PaneKitUI.State private var showsSheet = false
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PresentedReader()
                    PaneKitUI.Button("Show") { showsSheet = true }
                }
                .sheet(isPresented: $showsSheet) { PresentedReader() }
            }
        }
    }
}

@MainActor
@Suite("SwiftUI code people already have, more (issue 35)")
struct CompatibilityMoreTests {
    @Test("D-94 .onDelete: a row's Delete removes its element; .onMove: Move Down puts it after the next; a selection menu is made for the row's value")
    func deleteAndMove() throws {
        let page = PageDriver<EditingApp>(width: 390, height: 844)
        let list = page.host.app.list
        try page.revealActions(ofRowShowing: "Bread")
        try page.tap("Delete")
        #expect(list.chores.map(\.title) == ["Milk", "Eggs"])
        #expect(!page.dump.contains("Bread"))
        try page.revealActions(ofRowShowing: "Milk")
        try page.tap("Move Down")
        #expect(list.chores.map(\.title) == ["Eggs", "Milk"])
        try page.revealActions(ofRowShowing: "Eggs")
        #expect(page.window.scene().button("Move Up") == nil)
        try page.tap("Open 1")
        #expect(list.opened == [3])
    }

    @Test("D-94 List($data, editActions: .delete): a row's Delete removes the element from the binding")
    func boundEditActions() throws {
        let page = PageDriver<BoundEditingApp>(width: 390, height: 844)
        #expect(page.dump.contains("count 2"))
        try page.revealActions(ofRowShowing: "Milk")
        try page.tap("Delete")
        #expect(page.dump.contains("count 1"))
        #expect(!page.dump.contains("text \"Milk\""))
    }

    @Test("List(_:children:) shows the tree: each element's row, its children's rows under it")
    func tree() {
        let page = PageDriver<TreeApp>(width: 1440, height: 900)
        let dump = page.dump
        for name in ["Documents", "Notes.txt", "Taxes", "2026.pdf", "Photos"] {
            #expect(dump.contains("text \"\(name)\""), "\(name)")
        }
        let order = ["Documents", "Notes.txt", "Taxes", "2026.pdf", "Photos"].compactMap { dump.range(of: "text \"\($0)\"")?.lowerBound }
        #expect(order == order.sorted())
    }

    @Test("Tab content of an app's own: a @TabContentBuilder property, AnyTabContent, and .hidden()")
    func tabContentOfTheirOwn() {
        let page = PageDriver<PropertyTabsApp>(width: 390, height: 844)
        #expect(page.tabItems.map(\.title) == ["Home", "Library", "Search"])
    }

    @Test("isPresented is false on the root screen and true in a sheet")
    func isPresented() throws {
        let page = PageDriver<PresentedApp>(width: 390, height: 844)
        #expect(page.dump.contains("at the root"))
        try page.tap("Show")
        #expect(page.dump.contains("text \"presented\""))
    }
}

struct LinksApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.VStack {
                LinkButtons()
                LinkButtons()
                    .environment(\.openURL, OpenURLAction { url in url.scheme == "mailto" ? .discarded : .systemAction(URL(string: "https://example.com/other")!) })
            }
        }
    }
}

struct LinkButtons: PaneKitUI.View {
    @Environment(\.openURL) private var openURL
    var body: some PaneKitUI.View {
        PaneKitUI.VStack {
            PaneKitUI.Button("Site") { openURL(URL(string: "https://swift.org/about")!) }
            PaneKitUI.Button("Mail") { openURL(URL(string: "mailto:ada@example.com")!) }
            PaneKitUI.Button("Script") { openURL(URL(string: "javascript:alert(1)")!) }
        }
    }
}

extension CompatibilityMoreTests {
    @Test("openURL gives the browser web and mail addresses to open in tabs of their own, never a script; a handler of the app's own decides first")
    func openURL() throws {
        let page = PageDriver<LinksApp>(width: 1440, height: 900)
        let scene = page.window.scene()
        let sites = scene.allNodes.filter { if case .button(let title, _, _) = $0.kind { title == "Site" } else { false } }
        let mails = scene.allNodes.filter { if case .button(let title, _, _) = $0.kind { title == "Mail" } else { false } }
        let scripts = scene.allNodes.filter { if case .button(let title, _, _) = $0.kind { title == "Script" } else { false } }
        #expect(sites.count == 2 && mails.count == 2 && scripts.count == 2)
        try page.window.send(.tapped(sites[0].id))
        try page.window.send(.tapped(mails[0].id))
        try page.window.send(.tapped(scripts[0].id))
        #expect(page.window.takeExternalURLs() == ["https://swift.org/about", "mailto:ada@example.com"])
        try page.window.send(.tapped(sites[1].id))
        try page.window.send(.tapped(mails[1].id))
        #expect(page.window.takeExternalURLs() == ["https://example.com/other"])
        #expect(page.window.takeExternalURLs().isEmpty)
    }
}
