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
        #expect(page.dump.range(of: #"selected\n\s+label "Sent""#, options: .regularExpression) != nil)
    }

    @Test("NavigationSplitView on a phone opens on the sidebar and a selection pushes the next column")
    func collapsed() throws {
        let page = PageDriver<MailboxesApp>(width: 390, height: 844)
        #expect(page.dump.contains("label \"Inbox\""))
        try page.select("Inbox")
        #expect(page.dump.contains("text \"inbox-1\""))
        #expect(!page.dump.contains("label \"Sent\""))
        try page.select("inbox-1")
        #expect(page.dump.contains("text \"inbox-1\"") && page.dump.contains("\"inbox-1\""))
    }
}
