// Apple's documented call shapes of SwiftUI's apps and scenes, written as an app would.
import PaneKitUI

struct Note: Identifiable, Hashable, Codable {
    let id: Int
    var title: String
}

// shape: App | App.body | App.Body | App.init() | Scene | Scene.body | Scene.Body | SceneBuilder | SceneBuilder.buildBlock(_:) | SceneBuilder.buildExpression(_:)
struct NotesApp: App {
    var body: some Scene {
        // shape: WindowGroup | WindowGroup.init(content:)
        WindowGroup {
            Text("Notes")
        }
        // shape: WindowGroup.init(_:id:content:)
        WindowGroup("Note", id: "note") {
            Text("A note")
        }
        // shape: WindowGroup.init(for:content:) | PresentedWindowContent
        WindowGroup(for: Note.self) { $note in
            Text(note?.title ?? "No Note")
        }
        // shape: Window | Window.init(_:id:content:)
        Window("About", id: "about") {
            Text("About Notes")
        }
        // shape: Settings | Settings.init(content:)
        Settings {
            Form {
                Toggle("Sync", isOn: .constant(true))
            }
        }
    }
}

struct TitledApp: App {
    var showsAbout = false

    var body: some Scene {
        // shape: WindowGroup.init(_:content:)
        WindowGroup("Notes") {
            Text("Notes")
        }
        // shape: WindowGroup.init(id:content:)
        WindowGroup(id: "second") {
            Text("Second")
        }
        // shape: WindowGroup.init(_:for:content:)
        WindowGroup("Note", for: Note.self) { $note in
            Text(note?.title ?? "")
        }
        // shape: WindowGroup.init(id:for:content:)
        WindowGroup(id: "noteByID", for: Note.self) { $note in
            Text(note?.title ?? "")
        }
        // shape: SceneBuilder.buildOptional(_:)
        if showsAbout {
            Window("About", id: "about") { Text("About") }
        }
    }
}

struct MadeApp: App {
    var body: some Scene {
        // shape: WindowGroup.init(makeContent:)
        WindowGroup(makeContent: { Text("Made") })
    }
}

struct MadeWithIDApp: App {
    var body: some Scene {
        // shape: WindowGroup.init(id:makeContent:)
        WindowGroup(id: "made", makeContent: { Text("Made") })
    }
}

// shape: App.main()
func serve() async throws {
    try await NotesApp.main()
}

struct MoreWindowsApp: App {
    var body: some Scene {
        // shape: WindowGroup.init(_:makeContent:)
        WindowGroup("Made", makeContent: { Text("Made") })
        // shape: WindowGroup.init(_:id:makeContent:)
        WindowGroup("Made", id: "madeTitled", makeContent: { Text("Made") })
        // shape: WindowGroup.init(_:id:for:content:)
        WindowGroup("Note", id: "titledNote", for: Note.self) { $note in
            Text(note?.title ?? "")
        }
        // shape: WindowGroup.init(for:content:defaultValue:)
        WindowGroup(for: Note.self) { $note in
            Text(note.title)
        } defaultValue: {
            Note(id: 0, title: "New Note")
        }
        // shape: WindowGroup.init(_:for:content:defaultValue:)
        WindowGroup("Note", for: Note.self) { $note in
            Text(note.title)
        } defaultValue: {
            Note(id: 0, title: "New Note")
        }
        // shape: WindowGroup.init(id:for:content:defaultValue:)
        WindowGroup(id: "defaultNote", for: Note.self) { $note in
            Text(note.title)
        } defaultValue: {
            Note(id: 0, title: "New Note")
        }
        // shape: WindowGroup.init(_:id:for:content:defaultValue:)
        WindowGroup("Note", id: "titledDefaultNote", for: Note.self) { $note in
            Text(note.title)
        } defaultValue: {
            Note(id: 0, title: "New Note")
        }
    }
}
