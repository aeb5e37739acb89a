@testable import PaneKitUI
import Testing

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// A stack whose rows are value links, with a destination for their type, and one destination link.
struct RecipesApp: App {
    let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    ForEach(recipes) { recipe in
                        NavigationLink(value: recipe) { Label(recipe.name, systemImage: "fork.knife") }
                    }
                    NavigationLink("About") { Text("Recipes, version 1") }
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeDetail(recipe: recipe)
                }
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 2

    var body: some View {
        VStack {
            Text("\(recipe.name) for \(servings)")
            Button("More") { servings += 1 }
        }
        .navigationTitle(recipe.name)
    }
}

/// Three columns; on a phone, selections push the next column.
struct MailboxesApp: App {
    @State private var mailbox: String?
    @State private var message: String?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $mailbox) {
                    Section("Mailboxes") {
                        Label("Inbox", systemImage: "tray").tag("inbox")
                        Label("Sent", systemImage: "paperplane").tag("sent")
                    }
                }
                .navigationTitle("Mail")
            } content: {
                List(selection: $message) {
                    if let mailbox {
                        ForEach(["\(mailbox)-1", "\(mailbox)-2"], id: \.self) { Text($0) }
                    }
                }
                .navigationTitle(mailbox ?? "No Mailbox")
            } detail: {
                Text(message ?? "No Message")
            }
        }
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    @Test("NavigationStack: a value link pushes the destination for its type, with its own state; Back pops it")
    func valueLinks() throws {
        let page = PageDriver<RecipesApp>(width: 390, height: 844)
        #expect(page.dump.contains("\"Recipes\""))
        try page.select("Soup")
        #expect(page.dump.contains("text \"Soup for 2\""))
        try page.tap("More")
        #expect(page.dump.contains("text \"Soup for 3\""))
        #expect(page.dump.contains("\"Soup\""))
        try page.back()
        #expect(page.dump.contains("label \"Pancakes\""))
        try page.select("About")
        #expect(page.dump.contains("text \"Recipes, version 1\""))
    }

    @Test("NavigationSplitView: tags and ForEach ids are the selection; the next column follows it")
    func threeColumns() throws {
        let page = PageDriver<MailboxesApp>()
        try page.select("Sent")
        #expect(page.dump.contains("text \"sent-1\""))
        try page.select("sent-2")
        #expect(page.dump.contains("text \"sent-2\""))
        // The sidebar column's list is a sidebar (D-53).
        #expect(page.window.scene().sidebars.first?.sections.flatMap(\.rows).first { $0.title == "Sent" }?.isSelected == true)
    }

    @Test("NavigationSplitView on a phone opens on the sidebar and a selection pushes the next column")
    func collapsed() throws {
        let page = PageDriver<MailboxesApp>(width: 390, height: 844)
        #expect(page.window.scene().sidebars.first?.sections.flatMap(\.rows).map(\.title) == ["Inbox", "Sent"])
        try page.select("Inbox")
        #expect(page.dump.contains("text \"inbox-1\""))
        #expect(page.window.scene().sidebars.isEmpty, "the sidebar is under the pushed list")
        try page.select("inbox-1")
        #expect(page.dump.contains("text \"inbox-1\"") && page.dump.contains("\"inbox-1\""))
    }
}

struct PathApp: App {
    @State private var path: [Int] = [1]

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                List {
                    ForEach([1, 2, 3], id: \.self) { number in
                        NavigationLink("Number \(number)", value: number)
                    }
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Screen \(number), depth \(path.count)")
                        Button("Deeper") { path.append(number * 10) }
                        Button("Home") { path.removeAll() }
                    }
                }
            }
        }
    }
}

struct MixedPathApp: App {
    @State private var path = NavigationPath()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open Word") { path.append("hello") }
                    Button("Open Number") { path.append(7) }
                }
                .navigationDestination(for: String.self) { word in Text("Word \(word)") }
                .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            }
        }
    }
}

@MainActor
@Suite("Navigation paths")
struct NavigationPathTests {
    @Test("NavigationStack(path:): the initial path is pushed, links and code append, Back and code pop, the binding follows")
    func typedPath() throws {
        let page = PageDriver<PathApp>(width: 390, height: 844)
        #expect(page.dump.contains("text \"Screen 1, depth 1\""))
        try page.tap("Deeper")
        #expect(page.dump.contains("text \"Screen 10, depth 2\""))
        try page.back()
        #expect(page.dump.contains("text \"Screen 1, depth 1\""))
        try page.tap("Home")
        #expect(page.dump.contains("\"Numbers\"") && page.dump.contains("text \"Number 2\""))
        try page.select("Number 3")
        #expect(page.dump.contains("text \"Screen 3, depth 1\""))
    }

    @Test("NavigationPath holds values of several types, each shown by its destination")
    func mixedPath() throws {
        let page = PageDriver<MixedPathApp>(width: 390, height: 844)
        try page.tap("Open Word")
        #expect(page.dump.contains("text \"Word hello\""))
        try page.back()
        try page.tap("Open Number")
        #expect(page.dump.contains("text \"Number 7\""))
    }
}
