@testable import PaneKitUI
import Testing

struct Draft: Identifiable {
    let id: Int
}

struct ComposerApp: App {
    @State private var composing = false
    @State private var editing: Draft?
    @State private var closed = 0

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    Text("Closed \(closed) times")
                    Button("New Message") { composing = true }
                    Button("Edit 1") { editing = Draft(id: 1) }
                    Button("Edit 2") { editing = Draft(id: 2) }
                }
                .navigationTitle("Mail")
                .sheet(isPresented: $composing, onDismiss: { closed += 1 }) {
                    Compose()
                }
                .sheet(item: $editing) { draft in
                    Text("Draft \(draft.id)")
                }
            }
        }
    }
}

struct Compose: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("New message")
            Button("Send") { dismiss() }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

@Observable
final class Account {
    var name = "Ada"
}

struct Greeting: View {
    @Environment(Account.self) private var account
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Text("Hello \(account.name), \(sizeClass == .compact ? "compact" : "regular")")
    }
}

struct AccountApp: App {
    let account = Account()

    var body: some Scene {
        WindowGroup {
            VStack {
                Greeting()
                Button("Rename") { account.name = "Grace" }
            }
            .environment(account)
        }
    }
}

struct MissingModelApp: App {
    var body: some Scene {
        WindowGroup { Greeting() }
    }
}

@MainActor
@Suite("Presentation and environment")
struct PresentationTests {
    @Test("sheet(isPresented:): the binding presents; dismiss() closes, sets it back and runs onDismiss; a swipe does the same")
    func sheetIsPresented() throws {
        let page = PageDriver<ComposerApp>(width: 390, height: 844)
        try page.tap("New Message")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("text \"New message\""))
        try page.tap("Send")
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("Closed 1 times"))
        try page.tap("New Message")
        #expect(page.presentations.count == 1)
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("Closed 2 times"))
        try page.tap("New Message")  // the binding went back to false, so it presents again
        #expect(page.presentations.count == 1)
    }

    @Test(".presentationDetents and .presentationDragIndicator configure the sheet the view is in")
    func detents() throws {
        let page = PageDriver<ComposerApp>(width: 390, height: 844)
        try page.tap("New Message")
        let sheet = try #require(page.presentations.first)
        #expect(sheet.detents.count == 2)
        #expect(sheet.grabberID != nil)
    }

    @Test("sheet(item:): an item presents its sheet; nil closes it")
    func sheetItem() throws {
        let page = PageDriver<ComposerApp>(width: 1440, height: 900)
        try page.tap("Edit 1")
        #expect(page.dump.contains("text \"Draft 1\""))
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        try page.tap("Edit 2")
        #expect(page.dump.contains("text \"Draft 2\""))
    }

    @Test("@Environment reads an @Observable model put there with .environment and the size class; a change rebuilds")
    func environment() throws {
        let page = PageDriver<AccountApp>(width: 390, height: 844)
        #expect(page.dump.contains("text \"Hello Ada, compact\""))
        try page.tap("Rename")
        #expect(page.dump.contains("text \"Hello Grace, compact\""))
        page.window.setViewport(.init(width: 1440, height: 900, pointer: .fine))
        #expect(page.dump.contains("text \"Hello Grace, regular\""))
    }

    @Test("A model nobody put in the environment is said where the view would be, without a crash")
    func missingModel() {
        let page = PageDriver<MissingModelApp>()
        #expect(page.dump.contains("Missing Account"))
    }
}

struct ToolbarApp: App {
    @State private var composing = false
    @State private var sent = 0

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Sent \(sent)")
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Compose", systemImage: "square.and.pencil") { composing = true }
                        }
                    }
                    .sheet(isPresented: $composing) {
                        NavigationStack {
                            Text("Draft")
                                .navigationTitle("New Message")
                                .toolbar {
                                    ToolbarItem(placement: .cancellationAction) {
                                        Button("Cancel", role: .cancel) { composing = false }
                                    }
                                    ToolbarItem(placement: .confirmationAction) {
                                        Button("Send") { sent += 1; composing = false }
                                    }
                                }
                        }
                    }
            }
        }
    }
}

@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    @Test(".toolbar puts buttons in the navigation bar: primary and confirmation trailing, cancellation leading")
    func toolbar() throws {
        let page = PageDriver<ToolbarApp>(width: 390, height: 844)
        #expect(page.dump.contains("Compose"))
        try page.tapBarItem("Compose")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("\"New Message\""))
        // The confirming button is UIKit's bold `.done` one; the others are plain.
        #expect(page.dump.contains("item \"Send\" done"))
        #expect(!page.dump.contains("item \"Cancel\" role=cancel done"))
        try page.tapBarItem("Send")
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("text \"Sent 1\""))
        try page.tapBarItem("Compose")
        try page.tapBarItem("Cancel")
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("text \"Sent 1\""))
    }
}

struct TrashApp: App {
    @State private var asking = false
    @State private var confirming = false
    @State private var deleted = 0

    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Deleted \(deleted)")
                Button("Empty Trash") { asking = true }
                Button("Delete Draft") { confirming = true }
            }
            .alert("Empty the Trash?", isPresented: $asking) {
                Button("Empty", role: .destructive) { deleted += 10 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("The messages are gone for good.")
            }
            .confirmationDialog("Delete this draft?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete Draft", role: .destructive) { deleted += 1 }
            }
        }
    }
}

@MainActor
@Suite("Alerts and dialogs")
struct DialogTests {
    @Test(".alert: the binding presents it; a button runs its action and closes it, setting the binding back")
    func alert() throws {
        let page = PageDriver<TrashApp>()
        try page.tap("Empty Trash")
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("Empty the Trash?") && page.dump.contains("The messages are gone for good."))
        try page.tapPresented("Empty")
        #expect(page.presentations.isEmpty)
        #expect(page.dump.contains("text \"Deleted 10\""))
        try page.tap("Empty Trash")
        try page.tapPresented("Cancel")
        #expect(page.presentations.isEmpty && page.dump.contains("Deleted 10"))
        try page.tap("Empty Trash")  // the binding went back to false, so it presents again
        #expect(page.presentations.count == 1)
    }

    @Test(".confirmationDialog adds a Cancel; Escape chooses it")
    func confirmationDialog() throws {
        let page = PageDriver<TrashApp>(width: 390, height: 844)
        try page.tap("Delete Draft")
        #expect(page.dump.contains("Delete this draft?"))
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty && page.dump.contains("Deleted 0"))
        try page.tap("Delete Draft")
        try page.tapPresented("Delete Draft")
        #expect(page.dump.contains("text \"Deleted 1\""))
    }
}

/// Two columns that each present a sheet, and a sheet that presents another over itself.
struct StackedSheetsApp: App {
    @State private var filtering = false
    @State private var composing = false

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                Text("Mailboxes")
                    .sheet(isPresented: $filtering) { Text("Filters") }
            } detail: {
                VStack {
                    Button("Compose") { composing = true }
                    Button("Both") {
                        composing = true
                        filtering = true
                    }
                }
                .sheet(isPresented: $composing) { StackingCompose(composing: $composing) }
            }
        }
    }
}

struct StackingCompose: View {
    @Binding var composing: Bool
    @State private var attaching = false

    var body: some View {
        VStack {
            Text("New Message")
            Button("Attach") { attaching = true }
        }
        .sheet(isPresented: $attaching) {
            VStack {
                Text("Choose a File")
                Button("Discard Message") { composing = false }
            }
        }
    }
}

@MainActor
@Suite("Stacked presentations")
struct StackedPresentationTests {
    @Test("SH-9 a sheet asked for inside a sheet stacks over it; closing the lower one closes both")
    func sheetOverSheet() throws {
        let page = PageDriver<StackedSheetsApp>(width: 1440, height: 900)
        try page.tap("Compose")
        try page.tap("Attach")
        #expect(page.presentations.count == 2)
        #expect(page.dump.contains("text \"Choose a File\""))
        try page.dismissTopPresentation()
        #expect(page.presentations.count == 1)
        try page.tap("Attach")
        #expect(page.presentations.count == 2)
        // Closing the compose sheet (its binding goes back) takes the sheet over it along.
        try page.tap("Discard Message")
        #expect(page.presentations.isEmpty)
        try page.tap("Compose")
        #expect(page.presentations.count == 1, "the inner binding went back to false: only the compose sheet")
    }

    @Test("SH-21 two sheets asked for at once from one window: one shows, the other once it goes")
    func twoAtOnce() throws {
        let page = PageDriver<StackedSheetsApp>(width: 1440, height: 900)
        var diagnostics: [String] = []
        page.window.diagnosticHandler = { diagnostics.append($0.message) }
        try page.tap("Both")
        #expect(page.presentations.count == 1)
        let first = page.dump.contains("text \"New Message\"") ? "New Message" : "Filters"
        let second = first == "New Message" ? "Filters" : "New Message"
        try page.dismissTopPresentation()
        #expect(page.presentations.count == 1)
        #expect(page.dump.contains("text \"\(second)\""), "the waiting sheet shows once the first goes")
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        #expect(diagnostics.isEmpty, "a waiting sheet is not an error")
    }
}

/// A compose screen whose Cancel asks before closing, with the question on the Cancel button.
struct ConfirmCloseApp: App {
    @State private var asking = false
    @State private var closed = false

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text(closed ? "Closed" : "Draft")
                    .navigationTitle("New Message")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { asking = true }
                                .confirmationDialog("Close the message?", isPresented: $asking) {
                                    Button("Delete Draft", role: .destructive) { closed = true }
                                }
                        }
                    }
            }
        }
    }
}

@MainActor
@Suite("Confirmation dialogs on toolbar buttons")
struct ConfirmationDialogAnchorTests {
    @Test("D-56 a confirmationDialog on a toolbar button points at it in regular width and is an action sheet on a phone")
    func anchored() throws {
        for (width, height, appearance) in [(1180.0, 820.0, "popover"), (390, 844, "dialog")] {
            let page = PageDriver<ConfirmCloseApp>(width: width, height: height)
            guard case .navigation(let stack)? = page.window.scene().root, let cancel = stack.bar.leadingItems.first else {
                Issue.record("no Cancel in the bar"); return
            }
            try page.window.send(.tapped(cancel.id))
            let dialog = try #require(page.presentations.last)
            #expect(dialog.appearance.rawValue == appearance)
            if appearance == "popover" { #expect(dialog.popover?.sourceID == cancel.id, "its arrow points at Cancel") }
            try page.tap("Delete Draft")
            #expect(page.presentations.isEmpty)
            #expect(page.dump.contains("Closed"))
        }
    }
}
