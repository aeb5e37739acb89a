import PaneKitUI

/// A reading list, written as for SwiftUI: only the import differs.
@Observable
final class ReadingList {
    var books = ["Dune", "Emma", "Middlemarch"]
    var finished: Set<String> = []
}

extension EnvironmentValues {
    /// Whose reading list this is (an environment value declared with SwiftUI's `@Entry`).
    @Entry var clubName: String = "Reading"
}

@main
struct ReadingApp: App {
    @State private var list = ReadingList()
    /// The open book survives a reload of the tab, as SwiftUI's scene storage keeps it.
    @SceneStorage("book") private var selection: String?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(list.books, id: \.self) { book in
                        Label(book, systemImage: list.finished.contains(book) ? "checkmark.circle" : "circle")
                            .swipeActions {
                                Button(role: .destructive) { list.books.removeAll { $0 == book } } label: {
                                    Label("Remove", systemImage: "trash")
                                }
                            }
                            .contextMenu {
                                Button("Put First") { list.books.removeAll { $0 == book }; list.books.insert(book, at: 0) }
                                Button("Remove from List", role: .destructive) { list.books.removeAll { $0 == book } }
                            }
                    }
                }
                .navigationTitle("Reading")
                ClubLine()
            } detail: {
                if let selection {
                    BookView(book: selection, list: list)
                } else {
                    ContentUnavailableView("No Book", systemImage: "doc", description: Text("Choose a book."))
                }
            }
        }
    }
}

struct ClubLine: View {
    @Environment(\.clubName) private var clubName
    var body: some View { Text("Finished by all readers: \(Club.shared.finished) (\(clubName))") }
}

struct BookView: View {
    let book: String
    let list: ReadingList
    @State private var recommends = false

    var body: some View {
        VStack {
            Text(list.finished.contains(book) ? "\(book): finished" : "\(book): reading")
            Button(list.finished.contains(book) ? "Read Again" : "Mark as Finished") {
                if list.finished.contains(book) {
                    list.finished.remove(book)
                    Club.shared.finished -= 1
                } else {
                    list.finished.insert(book)
                    Club.shared.finished += 1
                }
            }
            // Only a finished book can be recommended.
            Toggle("Recommend to the Club", isOn: $recommends)
                .disabled(!list.finished.contains(book))
            Text(recommends ? "Recommended" : "Not recommended")
        }
        .navigationTitle(book)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Put First", systemImage: "arrow.up.to.line") { list.books.removeAll { $0 == book }; list.books.insert(book, at: 0) }
                Button("Remove from List", systemImage: "trash", role: .destructive) { list.books.removeAll { $0 == book } }
            }
            ToolbarItem(placement: .status) {
                Text("\((list.books.firstIndex(of: book) ?? 0) + 1) of \(list.books.count)")
            }
        }
    }
}

/// What every reader has finished, shared by all pages of the server (each page runs on its own
/// thread, so the count is kept under a lock): finishing a book in one page shows in the others.
final class Club: Observable, @unchecked Sendable {
    static let shared = Club()
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var count = 0

    var finished: Int {
        get {
            registrar.access(self, keyPath: \.finished)
            return lock.withLock { count }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.finished) { lock.withLock { count = newValue } }
        }
    }
}
