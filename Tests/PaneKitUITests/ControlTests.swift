@testable import PaneKitUI
import Testing

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

struct OrderApp: App {
    @State private var name = ""
    @State private var flavor = Flavor.vanilla
    @State private var note = ""

    var body: some Scene {
        WindowGroup {
            Form {
                Section("Order") {
                    TextField("Name", text: $name)
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                    TextEditor(text: $note)
                }
                Text(name.isEmpty ? "Nobody yet" : "\(name) wants \(flavor.rawValue)")
            }
        }
    }
}

struct SizeApp: App {
    @State private var size = 1

    var body: some Scene {
        WindowGroup {
            VStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Label("Medium", systemImage: "circle").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                Text("Size \(size)")
            }
        }
    }
}

struct AccentApp: App {
    @State private var accent = "blue"
    @State private var message = ""

    var body: some Scene {
        WindowGroup {
            Form {
                Picker("Accent", selection: $accent) {
                    Label("Blue", systemImage: "circle.fill").foregroundStyle(Color.blue).tag("blue")
                    Label("Green", systemImage: "circle.fill").foregroundStyle(.green).tag("green")
                    Label("Plain", systemImage: "circle").tag("plain")
                }
                .pickerStyle(.inline)
                TextField("Message", text: $message, axis: .vertical)
                Text(message.isEmpty ? "Empty" : "Typed \(message)")
            }
        }
    }
}

struct FootnoteApp: App {
    @State private var isOn = false

    var body: some Scene {
        WindowGroup {
            List {
                Section {
                    Button("Switch") { isOn.toggle() }
                } header: {
                    Text("Rows")
                } footer: {
                    Text(isOn ? "Footer on" : "Footer off")
                }
            }
        }
    }
}

@MainActor
@Suite("Controls")
struct ControlTests {
    @Test("TextField writes its binding as people type; Picker options are ForEach ids; Form shows its sections")
    func form() throws {
        let page = PageDriver<OrderApp>()
        #expect(page.dump.contains("Nobody yet"))
        try page.type("Ada", into: "Name")
        #expect(page.dump.contains("text \"Ada wants vanilla\""))
        try page.choose("Mint", in: "Flavor")
        #expect(page.dump.contains("text \"Ada wants mint\""))
        #expect(page.dump.contains("section \"Order\"") || page.dump.contains("\"Order\""))
    }

    @Test("Picker options tagged with .tag, texts and labels; the binding chooses the selected option")
    func taggedOptions() throws {
        let page = PageDriver<SizeApp>()
        let picker = try #require(page.window.scene().picker("Size"))
        #expect(picker.children.count == 3)
        try page.choose("Large", in: "Size")
        #expect(page.dump.contains("text \"Size 2\""))
        try page.choose("Medium", in: "Size")
        #expect(page.dump.contains("text \"Size 1\""))
    }

    @Test("A picker option's Label colored by .foregroundStyle draws its symbol in that accent color (a swatch)")
    func optionColors() throws {
        let page = PageDriver<AccentApp>()
        let picker = try #require(page.window.scene().picker("Accent"))
        let tints = picker.children.map { node -> String in
            guard case .option(_, let title, _, let tint, _) = node.kind else { return "?" }
            return "\(title):\(tint.map(\.rawValue) ?? "none")"
        }
        #expect(tints == ["Blue:blue", "Green:green", "Plain:none"])
        try page.choose("Green", in: "Accent")
        #expect(page.window.scene().picker("Accent")?.children.contains {
            if case .option(_, "Green", _, _, true) = $0.kind { true } else { false }
        } == true)
    }

    @Test("TextField(_:text:axis: .vertical) holds several lines, named by its placeholder")
    func verticalTextField() throws {
        let page = PageDriver<AccentApp>()
        #expect(page.dump.contains("textEditor \"\" placeholder=\"Message\""))
        try page.type("Two\nlines", into: "Message")
        #expect(page.dump.contains("text \"Typed Two\nlines\""))
    }

    @Test("Section(content:header:footer:): the header's text titles it; the footer is a footnote under its rows, not a row")
    func sectionFooter() throws {
        let page = PageDriver<FootnoteApp>()
        #expect(page.dump.contains("section \"Rows\""))
        #expect(page.dump.contains("text \"Footer off\" style=footnote"))
        let rows = page.window.scene().allNodes.filter { if case .row = $0.kind { true } else { false } }
        #expect(rows.count == 1)
        try page.tap("Switch")
        #expect(page.dump.contains("text \"Footer on\" style=footnote"))
    }
}

/// A screen whose buttons have keyboard shortcuts, in the content and in the toolbar.
struct ShortcutApp: App {
    @State private var sent = 0
    @State private var archived = 0

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    Text("Sent \(sent), archived \(archived)")
                    Button("Send") { sent += 1 }
                        .keyboardShortcut("s", modifiers: [.command, .option])
                }
                .navigationTitle("Draft")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Archive", systemImage: "archivebox") { archived += 1 }
                            .keyboardShortcut(.delete)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
    @Test("D-63 .keyboardShortcut gives a button, in the content or the toolbar, a KeyCommand that presses it")
    func shortcuts() throws {
        let page = PageDriver<ShortcutApp>(width: 1440, height: 900)
        let commands = page.window.scene().keyCommands
        #expect(commands.map(\.title).sorted() == ["Archive", "Send"])
        let send = try #require(commands.first { $0.title == "Send" })
        #expect(send.input == "s" && send.modifiers == ["alternate", "command"] && send.macLabel == "⌥⌘S")
        let archive = try #require(commands.first { $0.title == "Archive" })
        #expect(archive.input == "delete" && archive.label == "Ctrl+Backspace")
        try page.window.send(.tapped(send.id))
        try page.window.send(.tapped(try #require(page.window.scene().keyCommands.first { $0.title == "Archive" }).id))
        #expect(page.dump.contains("Sent 1, archived 1"))
    }
}
