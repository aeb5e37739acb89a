import PaneKitUI

/// Whether the notes' inspector shows: changed by the app's button and, in a test, from outside
/// any event.
@Observable final class NotesInspector {
    var isShown = false
    /// The one ``OutsideInspectorApp`` shows.
    nonisolated(unsafe) static let changedFromOutside = NotesInspector()
}

/// SwiftUI's inspector around a stack, outside any split view: a notes app.
struct StackInspectorApp: App {
    @State private var inspector = NotesInspector()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    Text("Inspector \(inspector.isShown ? "shown" : "hidden")")
                    Button("Info") { inspector.isShown.toggle() }
                    NavigationLink("Open", value: 1)
                }
                .navigationTitle("Notes")
                .navigationDestination(for: Int.self) { Text("Page \($0)") }
            }
            .inspector(isPresented: $inspector.isShown) {
                Text("Details").inspectorColumnWidth(300)
            }
        }
    }
}

/// An inspector whose binding a test changes from outside any event.
struct OutsideInspectorApp: App {
    @Bindable private var inspector = NotesInspector.changedFromOutside

    var body: some Scene {
        WindowGroup {
            NavigationStack { Text("Notes") }
                .inspector(isPresented: $inspector.isShown) { Text("Details") }
        }
    }
}

/// An inspector on a view inside a screen's content, where no column can hold it.
struct InnerInspectorApp: App {
    @State private var isShown = false

    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Root")
                Button("Info") { isShown = true }
                Text("Inspected")
                    .inspector(isPresented: $isShown) { Text("Details") }
            }
        }
    }
}

/// An inspector around a tab's stack.
struct TabInspectorApp: App {
    @State private var isShown = false

    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Notes", systemImage: "note.text") {
                    NavigationStack {
                        Button("Info") { isShown.toggle() }
                            .navigationTitle("Notes")
                    }
                    .inspector(isPresented: $isShown) { Text("Tab details") }
                }
                Tab("Other", systemImage: "tray") { Text("Other") }
            }
        }
    }
}

/// A mail list with a filter popover on its toolbar button, an info popover on a button in its
/// content, a popover for an item, and a sheet from a toolbar button.
struct PopoverApp: App {
    @State private var showsFilter = false
    @State private var showsInfo = false
    @State private var showsCompose = false
    @State private var opened: PopoverMailbox?

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    Text(showsFilter ? "Filter shown" : "Filter hidden")
                    Button("About") { showsInfo = true }
                        .popover(isPresented: $showsInfo, arrowEdge: .bottom) { Text("About this list") }
                    Button("Open Inbox") { opened = PopoverMailbox(id: "inbox") }
                        .popover(item: $opened) { Text("Mailbox \($0.id)") }
                }
                .navigationTitle("Mail")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease.circle") { showsFilter = true }
                            .popover(isPresented: $showsFilter) { Text("Unread only") }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") { showsCompose = true }
                            .sheet(isPresented: $showsCompose) { Text("New Message") }
                    }
                }
            }
        }
    }
}

struct PopoverMailbox: Identifiable {
    let id: String
}
