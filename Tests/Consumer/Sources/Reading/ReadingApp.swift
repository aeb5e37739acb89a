import PaneKitUI

/// A reading list, written as for SwiftUI: only the import differs.
@Observable
final class ReadingList {
    var books = ["Dune", "Emma", "Middlemarch"]
    var finished: Set<String> = []
}

@main
struct ReadingApp: App {
    @State private var list = ReadingList()
    @State private var selection: String?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(list.books, id: \.self) { book in
                        Label(book, systemImage: list.finished.contains(book) ? "checkmark.circle" : "circle")
                    }
                }
                .navigationTitle("Reading")
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

struct BookView: View {
    let book: String
    let list: ReadingList

    var body: some View {
        VStack {
            Text(list.finished.contains(book) ? "\(book): finished" : "\(book): reading")
            Button(list.finished.contains(book) ? "Read Again" : "Mark as Finished") {
                if list.finished.contains(book) { list.finished.remove(book) } else { list.finished.insert(book) }
            }
        }
        .navigationTitle(book)
    }
}
