import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// SwiftUI's `Menu`, as apps write it: in a toolbar (sort and filter menus with a picker and a
// toggle, a submenu, a primary action) and in content. (PaneKit's names are qualified.)

@Observable
final class MenuLog {
    var events: [String] = []
}

enum RecipeOrder: String, CaseIterable, Hashable {
    case name = "Name", date = "Date", rating = "Rating"
}

struct MenuApp: PaneKitUI.App {
    @PaneKitUI.State private var order = RecipeOrder.name
    @PaneKitUI.State private var favoritesOnly = false
    let log: MenuLog

    init() { log = MenuTests.log }

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PaneKitUI.Text("Sorted by \(order.rawValue)\(favoritesOnly ? ", favorites only" : "")")
                    PaneKitUI.Menu("Share", systemImage: "square.and.arrow.up") {
                        PaneKitUI.Button("Copy Link") { log.events.append("copy") }
                        PaneKitUI.Button("Delete", role: .destructive) { log.events.append("delete") }
                    }
                }
                .navigationTitle("Recipes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        PaneKitUI.Menu {
                            Picker("Sort By", selection: $order) {
                                ForEach(RecipeOrder.allCases, id: \.self) { order in
                                    PaneKitUI.Text(order.rawValue).tag(order)
                                }
                            }
                            PaneKitUI.Toggle("Favorites Only", isOn: $favoritesOnly)
                            PaneKitUI.Divider()
                            PaneKitUI.Menu("Export") {
                                PaneKitUI.Button("PDF") { log.events.append("pdf") }
                                PaneKitUI.Button("Text") { log.events.append("text") }
                            }
                        } label: {
                            PaneKitUI.Label("Sort", systemImage: "arrow.up.arrow.down")
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        PaneKitUI.Menu("New", systemImage: "plus") {
                            PaneKitUI.Button("New Folder") { log.events.append("folder") }
                        } primaryAction: {
                            log.events.append("new recipe")
                        }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("NV-14 — SwiftUI's Menu")
struct MenuTests {
    nonisolated(unsafe) static var log = MenuLog()

    /// The bar item titled `title`, its menu built as when people open it (D-107).
    private func item(_ page: PageDriver<MenuApp>, _ title: String) throws -> BarItem {
        let find = { page.window.scene().allBarItems.first { if case .custom(title, _, _) = $0.kind { true } else { false } } }
        try page.window.revealMenu(find()?.menu)
        return try #require(find())
    }

    /// The node of the menu's item titled `title`, in its submenus too.
    private func entry(_ title: String, in nodes: [ViewNode]) -> ViewNode? {
        for node in nodes {
            switch node.kind {
            case .button(title, _, _), .toggle(title, _), .menu(title, _, _): return node
            default: if let found = entry(title, in: node.children) { return found }
            }
        }
        return nil
    }

    @Test("NV-14: a toolbar Menu is a bar button whose tap opens it: a picker's options checked, a toggle checked when on, a submenu; choosing runs them")
    func toolbarMenu() throws {
        Self.log = MenuLog()
        let page = PageDriver<MenuApp>(width: 1440, height: 900)
        let sort = try item(page, "Sort")
        let menu = try #require(sort.menu)
        #expect(menu.kind == .menu(title: "Sort", symbol: "arrow.up.arrow.down", opensOnTap: true))
        #expect(entry("Name", in: menu.children)?.kind == .toggle(title: "Name", isOn: true))
        #expect(entry("Favorites Only", in: menu.children)?.kind == .button(title: "Favorites Only", symbol: nil, role: nil))

        try page.window.send(.tapped(try #require(entry("Rating", in: menu.children)).id))
        #expect(page.dump.contains("Sorted by Rating"))
        let again = try #require(try item(page, "Sort").menu)
        #expect(entry("Rating", in: again.children)?.kind == .toggle(title: "Rating", isOn: true))
        #expect(entry("Name", in: again.children)?.kind == .button(title: "Name", symbol: nil, role: nil))

        try page.window.send(.tapped(try #require(entry("Favorites Only", in: again.children)).id))
        #expect(page.dump.contains("Sorted by Rating, favorites only"))

        let sortMenu = try #require(try item(page, "Sort").menu)
        let export = try #require(entry("Export", in: sortMenu.children))
        #expect(export.kind == .menu(title: "Export", symbol: nil, opensOnTap: true))
        try page.window.send(.tapped(try #require(entry("PDF", in: export.children)).id))
        #expect(Self.log.events == ["pdf"])
    }

    @Test("NV-14: Menu(_:systemImage:content:primaryAction:) in a toolbar runs its primary action on a tap and offers its items")
    func primaryAction() throws {
        Self.log = MenuLog()
        let page = PageDriver<MenuApp>(width: 390, height: 844)
        let new = try item(page, "New")
        #expect(new.menu?.kind == .menu(title: "New", symbol: "plus", opensOnTap: false))
        try page.window.send(.tapped(new.id))
        let newMenu = try #require(try item(page, "New").menu)
        try page.window.send(.tapped(try #require(entry("New Folder", in: newMenu.children)).id))
        #expect(Self.log.events == ["new recipe", "folder"])
    }

    @Test("A Menu in content is a menu button holding its items; choosing one runs it")
    func contentMenu() throws {
        Self.log = MenuLog()
        let page = PageDriver<MenuApp>(width: 390, height: 844)
        let isShare = { (node: ViewNode) in node.kind == .menu(title: "Share", symbol: "square.and.arrow.up", opensOnTap: true) }
        try page.window.revealMenu(page.window.scene().allNodes.first(where: isShare))
        let share = try #require(page.window.scene().allNodes.first(where: isShare))
        #expect(throws: (any Error).self) { try page.window.send(.tapped(share.id)) }
        let delete = try #require(entry("Delete", in: share.children))
        #expect(delete.kind == .button(title: "Delete", symbol: nil, role: .destructive))
        try page.window.send(.tapped(delete.id))
        #expect(Self.log.events == ["delete"])
    }
}
