import Foundation
import PaneKit
import Synchronization
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

// Issue 35: SwiftUI code people already have. Each app below is written as for Apple's SwiftUI;
// the tests drive it as a browser would. (PaneKit's names are qualified: PaneKitUI has SwiftUI's.)

struct WordsApp: PaneKitUI.App {
    @PaneKitUI.State private var count = 3
    let price = 4.5

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PaneKitUI.Text("\(count) messages, \(price, format: .number.precision(.fractionLength(2))) each")
                    PaneKitUI.Text("Bold").bold() + PaneKitUI.Text(" and plain")
                    PaneKitUI.Text("Struck").strikethrough().italic()
                    PaneKitUI.Text("Heavy").fontWeight(.semibold).underline(true)
                    PaneKitUI.Group { PaneKitUI.Text("Inside") }.italic().monospacedDigit()
                    PaneKitUI.Button("More") { count += 1 }
                }
                .navigationTitle(PaneKitUI.Text("Words"))
            }
        }
    }
}

@Observable
final class AppearLog {
    var events: [String] = []
}

struct Appearing: PaneKitUI.View {
    let log: AppearLog
    var body: some PaneKitUI.View {
        PaneKitUI.Text("Details")
            .onAppear { log.events.append("appear") }
            .onDisappear { log.events.append("disappear") }
    }
}

struct LifecycleApp: PaneKitUI.App {
    let log = AppearLog()
    @PaneKitUI.State private var showsDetails = true
    @PaneKitUI.State private var count = 0
    @PaneKitUI.State private var loaded = "not loaded"

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    if showsDetails { Appearing(log: log) }
                    PaneKitUI.Text(loaded)
                    PaneKitUI.Text("events: \(log.events.joined(separator: ","))")
                    PaneKitUI.Button("Toggle") { showsDetails.toggle() }
                    PaneKitUI.Button("Count") { count += 1 }
                }
                .onAppear { loaded = "loaded" }
                .onChange(of: count) { old, new in log.events.append("count \(old)→\(new)") }
            }
        }
    }
}

/// What a `.task` did, and the values it waits for: one stream per start.
@MainActor
@Observable
final class TaskFeed {
    var latest = "nothing"
    var started: [String] = []
    var ended: [String] = []
    private var send: AsyncStream<String>.Continuation?

    func updates() -> AsyncStream<String> {
        let (stream, send) = AsyncStream<String>.makeStream()
        self.send = send
        return stream
    }

    func deliver(_ value: String) { send?.yield(value) }
}

struct TaskScreen: PaneKitUI.View {
    let feed: TaskFeed
    let topic: String
    var body: some PaneKitUI.View {
        PaneKitUI.Text("topic \(topic): \(feed.latest)")
            .task(id: topic) {
                feed.started.append(topic)
                for await value in feed.updates() { feed.latest = value }
                feed.ended.append(topic)
            }
    }
}

struct TaskApp: PaneKitUI.App {
    let feed = TaskFeed()
    @PaneKitUI.State private var topic = "a"
    @PaneKitUI.State private var shows = true

    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.VStack {
                if shows { TaskScreen(feed: feed, topic: topic) }
                PaneKitUI.Button("Next Topic") { topic = "b" }
                PaneKitUI.Button("Hide") { shows = false }
            }
        }
    }
}

struct StoredApp: PaneKitUI.App {
    @AppStorage("name") private var name = "Ada"
    @AppStorage("visits") private var visits = 0
    @SceneStorage("tab") private var tab = "inbox"

    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.VStack {
                PaneKitUI.Text("\(name), visit \(visits), \(tab)")
                PaneKitUI.Button("Rename") {
                    name = "Grace"
                    visits += 1
                }
            }
        }
    }
}

struct SearchState: PaneKitUI.View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some PaneKitUI.View {
        PaneKitUI.Text(isSearching ? "searching" : "idle")
        PaneKitUI.Button("Cancel Search") { dismissSearch() }
    }
}

struct SuggestingApp: PaneKitUI.App {
    @PaneKitUI.State private var query = ""

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                SearchState()
                    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Books")
                    .searchSuggestions {
                        PaneKitUI.Label("Dune", systemImage: "book").searchCompletion("Dune")
                        PaneKitUI.Text("Emma").searchCompletion("Emma")
                    }
                    .navigationTitle("Query: \(query)")
            }
        }
    }
}

struct ComposeItems: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { PaneKitUI.Button("Cancel") {} }
        ToolbarItem(placement: .confirmationAction) { PaneKitUI.Button("Send") {} }
    }
}

struct ComposeToolbarApp: PaneKitUI.App {
    @PaneKitUI.State private var editing = false

    @ToolbarContentBuilder
    var extras: some ToolbarContent {
        if editing {
            ToolbarItem(placement: .topBarTrailing) { PaneKitUI.Button("Done") { editing = false } }
        } else {
            ToolbarItem(placement: .topBarTrailing) { PaneKitUI.Button("Edit") { editing = true } }
        }
        ToolbarItem(placement: .keyboard) { PaneKitUI.Button("Hide Keyboard") {} }
    }

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.Text("Body")
                    .toolbar {
                        ComposeItems()
                        extras
                        ToolbarItem(placement: .principal) { PaneKitUI.Text("Principal Title") }
                    }
                    .toolbarRole(.editor)
                    .toolbarTitleDisplayMode(.inlineLarge)
            }
        }
    }
}

enum BookShelf: Hashable {
    case reading, genre(String), search
}

struct GenreTabsApp: PaneKitUI.App {
    @PaneKitUI.State private var selection = BookShelf.reading
    let genres = ["Fantasy", "History"]

    var body: some PaneKitUI.Scene {
        WindowGroup {
            TabView(selection: $selection) {
                Tab("Reading", systemImage: "book", value: .reading) { PaneKitUI.Text("Reading list") }
                Tab(value: .search, role: .search) { PaneKitUI.Text("Find") }
                TabSection("Genres") {
                    ForEach(genres, id: \.self) { genre in
                        Tab(genre, systemImage: "books.vertical", value: .genre(genre)) { PaneKitUI.Text("BookShelf \(genre)") }
                    }
                }
                Tab(value: .genre("Poetry")) {
                    PaneKitUI.Text("Poems")
                } label: {
                    PaneKitUI.Label("Poetry", systemImage: "text.quote")
                }
                .tabPlacement(.sidebarOnly)
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }
}

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct DialogsApp: PaneKitUI.App {
    @PaneKitUI.State private var asks = false
    @PaneKitUI.State private var book: Book?

    var body: some PaneKitUI.Scene {
        WindowGroup {
            PaneKitUI.VStack {
                PaneKitUI.Button("Ask Without Book") { asks = true }
                PaneKitUI.Button("Ask About Dune") {
                    book = Book(id: 1, title: "Dune")
                    asks = true
                }
                ContentUnavailableView.search(text: "zzz")
                ContentUnavailableView {
                    PaneKitUI.Label("Offline", systemImage: "wifi.slash")
                } description: {
                    PaneKitUI.Text("Check your network.")
                } actions: {
                    PaneKitUI.Button("Try Again") {}
                }
            }
            .alert("Return Book", isPresented: $asks, presenting: book) { book in
                PaneKitUI.Button("Return \(book.title)") {}
                PaneKitUI.Button("Cancel", role: .cancel) {}
            } message: { book in
                PaneKitUI.Text("Due today")
            }
        }
    }
}

struct Pressable: ViewModifier {
    @PaneKitUI.State private var presses = 0
    let label: String

    func body(content: Content) -> some PaneKitUI.View {
        PaneKitUI.VStack {
            content
            PaneKitUI.Button("\(label) pressed \(presses)") { presses += 1 }
        }
    }
}

struct WindowsApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            Opener().modifier(Pressable(label: "Opener"))
        }
        WindowGroup("Note", id: "note") {
            PaneKitUI.Text("A note window")
        }
        Settings {
            Form { PaneKitUI.Text("Settings content") }
        }
    }
}

struct Opener: PaneKitUI.View {
    @Environment(\.openWindow) private var openWindow

    var body: some PaneKitUI.View {
        PaneKitUI.Button("Open Note") { openWindow(id: "note") }
    }
}

struct ChromeSplit: PaneKitUI.View {
    @PaneKitUI.State private var showsSettings = false
    @PaneKitUI.State private var picked: String? = "One"
    @PaneKitUI.State private var changes = 0
    @PaneKitUI.State private var alerts = false

    var body: some PaneKitUI.View {
        NavigationSplitView {
            PaneKitUI.List(selection: $picked) {
                PaneKitUI.Text("One").tag("One")
                PaneKitUI.Text("Two").tag("Two")
            }
        } detail: {
            PaneKitUI.VStack {
                PaneKitUI.Text("Picked \(picked ?? "none"), \(changes) changes")
                PaneKitUI.Button("Settings") { showsSettings = true }
                PaneKitUI.Button("Warn") { alerts = true }
            }
        }
        .onChange(of: picked) { changes += 1 }
        .sheet(isPresented: $showsSettings) {
            PaneKitUI.Button("Close Settings") { showsSettings = false }
        }
        .alert("Careful", isPresented: $alerts) {
            PaneKitUI.Button("OK") {}
        }
    }
}

struct ChromeApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup { ChromeSplit() }
    }
}

enum InfoPane: Identifiable, Hashable {
    case about, help
    var id: Self { self }
}

struct PaneView: PaneKitUI.View {
    @Environment(\.dismiss) private var dismiss
    let title: String

    var body: some PaneKitUI.View {
        NavigationStack {
            PaneKitUI.Button("Close \(title)") { dismiss() }
                .navigationTitle(title)
        }
        .presentationDetents([.medium])
    }
}

struct EnumSheetsApp: PaneKitUI.App {
    @PaneKitUI.State private var pane: InfoPane?

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PaneKitUI.Button("About") { pane = .about }
                    PaneKitUI.Button("Help") { pane = .help }
                }
                .sheet(item: $pane) { pane in
                    switch pane {
                    case .about: PaneView(title: "About")
                    case .help: PaneView(title: "Help")
                    }
                }
            }
        }
    }
}

struct ReturningApp: PaneKitUI.App {
    let log = AppearLog()

    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("Details") { PaneKitUI.Text("Pushed") }
                    .onAppear { log.events.append("root appear") }
                    .onDisappear { log.events.append("root disappear") }
            }
        }
    }
}

@MainActor
@Suite("SwiftUI code people already have (issue 35)")
struct CompatibilityTests {
    @Test("A string literal is a LocalizedStringKey: interpolations and formats are written out; Text + Text joins; text styles")
    func localizedTextAndStyles() throws {
        let page = PageDriver<WordsApp>(width: 390, height: 844)
        #expect(page.dump.contains("text \"3 messages, 4.50 each\""))
        #expect(page.dump.contains("text \"Bold and plain\" weight=bold"))
        #expect(page.dump.contains("text \"Struck\" text=italic,strikethrough"))
        #expect(page.dump.contains("text \"Heavy\" weight=semibold text=underline"))
        // View modifiers reach the texts inside.
        #expect(page.dump.contains("text \"Inside\" text=italic,monospaced-digit"))
        #expect(page.window.scene().dump().contains("\"Words\""))
        try page.tap("More")
        #expect(page.dump.contains("text \"4 messages, 4.50 each\""))
    }

    @Test(".onAppear runs as a view comes on screen and again when it comes back; .onDisappear as it leaves; .onChange with old and new values")
    func lifecycle() throws {
        let page = PageDriver<LifecycleApp>(width: 390, height: 844)
        let log = page.host.app.log
        // What .onAppear changed is on the first page already.
        #expect(page.dump.contains("text \"loaded\""))
        #expect(page.dump.contains("text \"events: appear\""))
        // Each event is followed by a Scene, as a page sends one after every event.
        try page.tap("Toggle")
        #expect(page.dump.contains("text \"events: appear,disappear\""))
        try page.tap("Toggle")
        #expect(page.dump.contains("text \"events: appear,disappear,appear\""))
        try page.tap("Count")
        _ = page.dump
        try page.tap("Count")
        _ = page.dump
        #expect(log.events.suffix(2) == ["count 0→1", "count 1→2"])
        #expect(page.dump.contains("count 1→2"))
    }

    @Test("D-93 .task runs on the main actor when its view appears; what it changes after an await asks the page to be sent again; .task(id:) starts again on a new id; leaving cancels it")
    func task() async throws {
        let page = PageDriver<TaskApp>(width: 390, height: 844)
        let feed = page.host.app.feed
        let asked = Mutex(0)
        page.window.refresh.onRequest { asked.withLock { $0 += 1 } }
        #expect(page.dump.contains("topic a: nothing"))
        await settle { feed.started == ["a"] }
        #expect(feed.started == ["a"])
        feed.deliver("first")
        await settle { feed.latest == "first" }
        #expect(asked.withLock { $0 } > 0)
        #expect(page.dump.contains("topic a: first"))
        // A new id cancels the running task and starts another.
        try page.tap("Next Topic")
        _ = page.dump
        await settle { feed.ended == ["a"] && feed.started == ["a", "b"] }
        #expect(feed.ended == ["a"])
        #expect(feed.started == ["a", "b"])
        feed.deliver("second")
        await settle { feed.latest == "second" }
        #expect(page.dump.contains("topic b: second"))
        // The view leaves: its task is cancelled.
        try page.tap("Hide")
        _ = page.dump
        await settle { feed.ended == ["a", "b"] }
        #expect(feed.ended == ["a", "b"])
    }

    @Test("@AppStorage keeps values with the browser (keys app:…), beside @SceneStorage's with the tab; restored on the next page")
    func appStorage() throws {
        let page = PageDriver<StoredApp>(width: 1440, height: 900)
        #expect(page.dump.contains("text \"Ada, visit 0, inbox\""))
        try page.tap("Rename")
        #expect(page.dump.contains("text \"Grace, visit 1, inbox\""))
        #expect(page.host.sceneStorage["app:name"] == "Grace")
        #expect(page.host.sceneStorage["app:visits"] == "1")
        let next = PageDriver<StoredApp>(width: 1440, height: 900, restoring: ["app:name": "Linus", "app:visits": "7", "tab": "sent"])
        #expect(next.dump.contains("text \"Linus, visit 7, sent\""))
    }

    @Test("isSearching follows the search; dismissSearch ends it; suggestions show while the field has focus and fill it when chosen")
    func searchAroundAStack() throws {
        let page = PageDriver<SuggestingApp>(width: 390, height: 844)
        #expect(page.dump.contains("text \"idle\""))
        #expect(!page.dump.contains("label \"Dune\""))
        try page.type("Du", into: "Books")
        #expect(page.dump.contains("text \"searching\""))
        try page.tap("Cancel Search")
        #expect(page.dump.contains("text \"idle\""))
        // Focus on the field shows the suggestions; choosing one fills the field.
        let field = try #require(page.window.scene().allNodes.first { if case .textField(let hint, _, _, true, _) = $0.kind { hint == "Books" } else { false } })
        try page.window.send(.focusChanged(field.id))
        #expect(page.dump.contains("button \"Dune\" symbol=book"))
        try page.tap("Emma")
        #expect(page.window.scene().allNodes.contains { if case .textField("Books", "Emma", _, true, _) = $0.kind { true } else { false } })
        #expect(page.dump.contains("text \"searching\""))
    }

    @Test("ToolbarContent of the app's own, @ToolbarContentBuilder with if/else, .principal text as title, .keyboard items not shown")
    func toolbarFamily() throws {
        let page = PageDriver<ComposeToolbarApp>(width: 390, height: 844)
        let dump = page.dump
        #expect(dump.contains("Cancel"))
        #expect(dump.contains("Send"))
        #expect(dump.contains("Edit"))
        #expect(!dump.contains("Hide Keyboard"))
        #expect(dump.contains("Principal Title"))
        try page.tapBarItem("Edit")
        #expect(page.dump.contains("Done"))
        #expect(!page.dump.contains("\"Edit\""))
    }

    @Test("Tab values found from the selection's type; a ForEach of tabs in a TabSection; Tab(value:content:label:) and .tabPlacement")
    func tabFamily() throws {
        let page = PageDriver<GenreTabsApp>(width: 1180, height: 820)
        let dump = page.dump
        #expect(dump.contains("Fantasy"))
        #expect(dump.contains("History"))
        #expect(dump.contains("Poetry"))
        let tabs = try #require(page.window.rootViewController as? TabBarController)
        let poetry = try #require(tabs.tabs.first { $0.title == "Poetry" })
        #expect(poetry.placement == .sidebarOnly)
        let genres = try #require(tabs.tabs.compactMap { $0 as? TabGroup }.first)
        #expect(genres.children.map(\.title) == ["Fantasy", "History"])
    }

    @Test(".alert(presenting:) shows only with its data and makes its actions from it; ContentUnavailableView.search(text:) and actions")
    func dialogsAndPlaceholders() throws {
        let page = PageDriver<DialogsApp>(width: 390, height: 844)
        #expect(page.dump.contains("unavailable \"No Results for “zzz”\" symbol=magnifyingglass"))
        #expect(page.dump.contains("unavailable \"Offline\" symbol=wifi.slash"))
        #expect(page.dump.contains("button \"Try Again\""))
        try page.tap("Ask Without Book")
        #expect(page.presentations.isEmpty)
        try page.tap("Ask About Dune")
        #expect(page.presentations.count == 1)
        try page.tapPresented("Return Dune")
        #expect(page.presentations.isEmpty)
    }

    @Test("D-91 .sheet, .alert and .onChange around a NavigationSplitView: the split view is made as without them, and they act from it")
    func modifiersAroundAContainer() throws {
        let page = PageDriver<ChromeApp>(width: 1440, height: 900)
        #expect(page.window.rootViewController is SplitViewController)
        #expect(page.dump.contains("text \"Picked One, 0 changes\""))
        try page.select("Two")
        #expect(page.dump.contains("text \"Picked Two, 1 changes\""))
        try page.tap("Settings")
        #expect(page.presentations.count == 1)
        try page.tapPresented("Close Settings")
        #expect(page.presentations.isEmpty)
        try page.tap("Settings")
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        try page.tap("Warn")
        #expect(page.presentations.count == 1)
        try page.tapPresented("OK")
        #expect(page.presentations.isEmpty)
    }

    @Test("A sheet made for an enum of sheets (a switch) is its branch's NavigationStack, with its bar, detents and a dismiss that closes it")
    func enumOfSheets() throws {
        let page = PageDriver<EnumSheetsApp>(width: 390, height: 844)
        try page.tap("Help")
        let sheet = try #require(page.presentations.first)
        guard case .navigation(let stack) = sheet.content else { Issue.record("the sheet is not a stack: \(page.dump)"); return }
        #expect(stack.bar.title == "Help")
        #expect(page.window.scene().dump().contains("medium"))
        try page.tap("Close Help")
        #expect(page.presentations.isEmpty)
        try page.tap("About")
        #expect(page.dump.contains("Close About"))
    }

    @Test(".onAppear runs again when a screen comes back after a push and Back, though its views are not read again")
    func appearAfterBack() throws {
        let page = PageDriver<ReturningApp>(width: 390, height: 844)
        let log = page.host.app.log
        _ = page.dump
        #expect(log.events == ["root appear"])
        try page.tap("Details")
        _ = page.dump
        #expect(log.events == ["root appear", "root disappear"])
        try page.back()
        _ = page.dump
        #expect(log.events == ["root appear", "root disappear", "root appear"])
    }

    @Test("A ViewModifier keeps its own @State; openWindow(id:) opens another window group over the page; ⌘, opens Settings")
    func modifiersAndWindows() throws {
        let page = PageDriver<WindowsApp>(width: 1440, height: 900)
        try page.tap("Opener pressed 0")
        #expect(page.dump.contains("Opener pressed 1"))
        try page.tap("Open Note")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("text \"A note window\""))
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("Opener pressed 1"))
        let settings = try #require(page.window.scene().keyCommands.first { $0.title == "Settings…" })
        #expect(settings.input == "," && settings.modifiers == ["command"])
        try page.window.send(.tapped(settings.id))
        #expect(page.dump.contains("text \"Settings content\""))
    }
}
