import PaneKitServer

/// The app's data: a few notes.
struct Note: Equatable, Sendable {
    let id: String
    let title: String
    let text: String
}

let notes = [
    Note(id: "welcome", title: "Welcome", text: "PaneKit shows this app as two columns on a wide window and as one stack on a phone."),
    Note(id: "groceries", title: "Groceries", text: "Apples, bread, coffee."),
    Note(id: "ideas", title: "Ideas", text: "A mail app in three columns."),
]

/// The list of notes, the split view's primary column.
final class NoteList: ViewController {
    var selection: String?
    var onSelect: (String) -> Void = { _ in }

    override var body: any View {
        List(selection: selection, onSelect: { [unowned self] id in onSelect(id) }) {
            ForEach(notes, id: \.id) { note in Label(note.title, symbol: "note.text") }
        }
    }
}

/// One note, the secondary column.
final class NoteDetail: ViewController {
    var note: Note? {
        didSet { title = note?.title ?? "No Note"; setNeedsUpdate() }
    }

    override var body: any View {
        if let note {
            Text(note.text)
        } else {
            Text("Choose a note.")
        }
    }
}

/// The app: a two-column split view whose URL names the note shown.
final class NotesApp: PaneApp {
    let split = SplitViewController(style: .doubleColumn)
    let list = NoteList(title: "Notes")
    let detail = NoteDetail(title: "No Note")

    init() {
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.preferredCompactColumn = .primary  // a phone opens on the list
        list.onSelect = { [unowned self] id in _ = show(id) }
    }

    var rootViewController: ViewController { split }
    var title: String { detail.note?.title ?? "Notes" }
    var path: String { detail.note.map { "/note/\($0.id)" } ?? "/" }

    /// Restores the screen a URL names: `/` or `/note/<id>`.
    func open(path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if parts.isEmpty { return true }
        guard parts.count == 2, parts[0] == "note" else { return false }
        return show(parts[1])
    }

    private func show(_ id: String) -> Bool {
        guard let note = notes.first(where: { $0.id == id }) else { return false }
        list.selection = id
        list.setNeedsUpdate()
        detail.note = note
        split.show(.secondary)
        return true
    }
}

@main
struct FirstApp {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080
        let server = PaneServer(configuration: .init(port: port, appName: "Notes")) { NotesApp() }
        try await server.run { listening in print("Notes on \(listening.url)") }
    }
}
