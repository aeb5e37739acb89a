import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

enum EntryField: Hashable {
    case title, body
}

/// What the app did on Return, in order.
@MainActor
final class SubmitLog {
    var events: [String] = []
}

struct FocusApp: PaneKitUI.App {
    let log = SubmitLog()

    var body: some PaneKitUI.Scene {
        WindowGroup {
            FocusForm(log: log)
        }
    }
}

struct FocusForm: PaneKitUI.View {
    let log: SubmitLog
    @PaneKitUI.State private var title = ""
    @PaneKitUI.State private var text = ""
    @FocusState private var focused: EntryField?
    @FocusState private var agreed: Bool

    var body: some PaneKitUI.View {
        PaneKitUI.VStack {
            PaneKitUI.TextField("Title", text: $title)
                .focused($focused, equals: .title)
                .onSubmit { log.events.append("title"); focused = .body }
            PaneKitUI.TextField("Entry", text: $text)
                .focused($focused, equals: .body)
            PaneKitUI.TextField("Initials", text: $text)
                .focused($agreed)
            PaneKitUI.Text("focus: \(focused.map { "\($0)" } ?? "none"), initials: \(agreed)")
            PaneKitUI.Button("Done") { focused = nil }
            PaneKitUI.Button("Edit Title") { focused = .title }
        }
        .onSubmit { log.events.append("form") }
    }
}

@MainActor
@Suite("Focus and Return (D-109)")
struct FocusTests {
    private func field(_ page: PageDriver<FocusApp>, _ placeholder: String) throws -> NodeID {
        try #require(page.window.scene().allNodes.first { if case .textField(placeholder, _, _, _, _) = $0.kind { true } else { false } }).id
    }

    /// The request the Scene makes of the renderer around a field: "focusRequest", "blurRequest" or none.
    private func request(_ page: PageDriver<FocusApp>, around placeholder: String) throws -> String? {
        let id = try field(page, placeholder)
        func contains(_ nodes: [ViewNode], _ id: NodeID) -> Bool { nodes.contains { $0.id == id || contains($0.children, id) } }
        var found: String?
        func walk(_ nodes: [ViewNode]) {
            for node in nodes {
                if case .focusRequest(let focus) = node.kind, contains(node.children, id) { found = focus ? "focus" : "blur" }
                walk(node.children)
            }
        }
        walk(page.window.scene().allNodes)
        return found
    }

    @Test("D-109 @FocusState follows the page's focus: focusing a field sets it to the field's value, leaving it sets nil; a Bool state follows its one field")
    func stateFollowsThePage() throws {
        let page = PageDriver<FocusApp>(width: 390, height: 844)
        #expect(page.dump.contains("focus: none, initials: false"))
        try page.window.send(.focusChanged(try field(page, "Entry")))
        #expect(page.dump.contains("focus: body, initials: false"))
        #expect(try request(page, around: "Entry") == nil, "the page has the focus where the state says: nothing to ask")
        // From one field to another: the first is told it lost the focus, the second that it has it.
        try page.window.send(.focusChanged(try field(page, "Initials")))
        #expect(page.dump.contains("focus: none, initials: true"))
        try page.window.send(.focusChanged(nil))
        #expect(page.dump.contains("focus: none, initials: false"))
    }

    @Test("D-109 setting the state asks the renderer to move the focus; once the page's focus is there, nothing is asked; nil asks it away")
    func settingTheStateMovesTheFocus() throws {
        let page = PageDriver<FocusApp>(width: 1440, height: 900)
        try page.tap("Edit Title")
        #expect(try request(page, around: "Title") == "focus")
        // The browser moves the focus, and says so.
        try page.window.send(.focusChanged(try field(page, "Title")))
        #expect(try request(page, around: "Title") == nil)
        #expect(page.dump.contains("focus: title"))
        // Done takes the focus away.
        try page.tap("Done")
        #expect(try request(page, around: "Title") == "blur")
        try page.window.send(.focusChanged(nil))
        #expect(try request(page, around: "Title") == nil)
        #expect(page.dump.contains("focus: none"))
    }

    @Test("D-109 Return in a field runs its .onSubmit, then those around it; the action may move the focus to the next field")
    func returnSubmits() throws {
        let page = PageDriver<FocusApp>(width: 390, height: 844)
        let log = page.host.app.log
        try page.window.send(.focusChanged(try field(page, "Title")))
        // Every node of the Scene, outer before inner.
        let handlers = page.window.scene().allNodes.compactMap { node -> NodeID? in
            if case .submitHandler = node.kind { node.id.system("submit") } else { nil }
        }
        #expect(handlers.count == 2, "the title's and the form's")
        // The browser taps each handler around the field, the innermost first.
        for handler in handlers.reversed() { try page.window.send(.tapped(handler)) }
        #expect(log.events == ["title", "form"])
        #expect(try request(page, around: "Entry") == "focus", "the title's action moved the focus to the entry")
    }
}
