import PaneKitUI

/// The notes, and when each was last changed.
@Observable
final class Notebook {
    var notes = ["Travel", "Groceries", "Ideas"]
    var pinned: Set<String> = []
}

/// A notes app with an inspector beside its stack and a popover to sort the notes, written as for
/// SwiftUI: a column and a bubble in a wide window, sheets on a phone.
@main
struct NotesApp: App {
    @State private var notebook = Notebook()
    @State private var showsInfo = false
    @State private var showsSort = false

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    ForEach(notebook.notes, id: \.self) { note in
                        NavigationLink(value: note) {
                            Label(note, systemImage: notebook.pinned.contains(note) ? "pin" : "note.text")
                        }
                    }
                }
                .navigationTitle("Notes")
                .navigationDestination(for: String.self) { note in
                    NoteView(note: note, notebook: notebook)
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Sort", systemImage: "line.3.horizontal.decrease.circle") { showsSort = true }
                            .popover(isPresented: $showsSort) {
                                VStack {
                                    Button("By Title") { notebook.notes.sort(); showsSort = false }
                                    Button("Newest First") { notebook.notes.reverse(); showsSort = false }
                                }
                                .navigationTitle("Sort")
                            }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Info", systemImage: "info.circle") { showsInfo.toggle() }
                    }
                }
            }
            .inspector(isPresented: $showsInfo) {
                NotebookInfo(notebook: notebook)
                    .inspectorColumnWidth(min: 240, ideal: 300, max: 400)
            }
        }
    }
}

/// One note, which people pin.
struct NoteView: View {
    let note: String
    let notebook: Notebook

    var body: some View {
        VStack {
            Text(notebook.pinned.contains(note) ? "\(note): pinned" : "\(note)")
            Button(notebook.pinned.contains(note) ? "Unpin" : "Pin") {
                if notebook.pinned.contains(note) { notebook.pinned.remove(note) } else { notebook.pinned.insert(note) }
            }
        }
        .navigationTitle(note)
    }
}

/// The inspector: what the notebook holds.
struct NotebookInfo: View {
    let notebook: Notebook

    var body: some View {
        Form {
            Section("Notebook") {
                Text("\(notebook.notes.count) notes")
                Text("\(notebook.pinned.count) pinned")
            }
        }
        .navigationTitle("Info")
    }
}
