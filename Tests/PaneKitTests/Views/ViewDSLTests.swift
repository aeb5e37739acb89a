import PaneKit
import PaneKitTestSupport
import Testing

final class Mailboxes: ViewController {
    var selection: String? = "inbox"
    var taps = 0
    let mailboxes = [(id: "inbox", name: "Inbox"), (id: "sent", name: "Sent")]

    override var body: any View {
        VStack {
            Text("Mail", style: .headline)
            List(selection: selection, onSelect: { self.selection = $0 }) {
                Section("Favorites") {
                    ForEach(mailboxes, id: \.id) { Label($0.name, symbol: "tray") }
                }
                Text("Footer row")
            }
            if selection == nil {
                ContentUnavailableView("No Mailbox Selected", symbol: "tray", description: "Pick one")
            }
            HStack {
                Button("Compose", symbol: "square.and.pencil") { self.taps += 1 }
                Spacer()
                Image(symbol: "info")
            }
        }
    }
}

@Suite("Content views and events")
struct ViewDSLTests {
    @Test("Content builds a node tree whose ids come from structure and explicit ids")
    func nodeTree() {
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = Mailboxes(title: "Mail")
        assertSnapshot(window.scene().dump(), named: "content-dsl")
        #expect(window.scene() == window.scene(), "an unchanged screen builds identical Scenes")
    }

    @Test("Selecting a row and tapping a button run their actions; the Scene shows the result")
    func events() throws {
        let mailboxes = Mailboxes(title: "Mail")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = mailboxes
        _ = window.scene()
        let list = NodeID("c1/0/1")  // body → VStack → its second child
        try window.send(.rowSelected(list: list, tag: "sent"))
        #expect(mailboxes.selection == "sent")
        #expect(window.scene().dump().contains("row sent selected"))
        try window.send(.tapped("c1/0/3/0"))  // the HStack keeps slot 3 although the `if` is empty
        #expect(mailboxes.taps == 1)
    }

    @Test("Events naming unknown nodes, the wrong kind of node or a bad viewport are refused and change nothing")
    func refusedEvents() throws {
        let mailboxes = Mailboxes(title: "Mail")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = mailboxes
        let before = window.scene()
        #expect(throws: EventError.unknownNode("c9/0")) { try window.send(.tapped("c9/0")) }
        #expect(throws: EventError.wrongEventKind("c1/0/1", expected: "rowSelected")) { try window.send(.tapped("c1/0/1")) }
        #expect(throws: EventError.unknownRow("c1/0/1", tag: "nowhere")) {
            try window.send(.rowSelected(list: "c1/0/1", tag: "nowhere"))
        }
        #expect(throws: EventError.wrongEventKind("c1/0/3/0", expected: "tapped")) {
            try window.send(.rowSelected(list: "c1/0/3/0", tag: "x"))
        }
        #expect(throws: EventError.self) { try window.send(.viewportChanged(Viewport(width: .nan, height: 10))) }
        #expect(throws: EventError.invalidViewport(Size(width: .infinity, height: 10))) {
            try window.send(.viewportChanged(Viewport(width: .infinity, height: 10)))
        }
        #expect(throws: EventError.invalidViewport(Size(width: 0, height: 10))) {
            try window.send(.viewportChanged(Viewport(width: 0, height: 10)))
        }
        #expect(window.scene() == before)
        #expect(mailboxes.selection == "inbox")
    }

    @Test("setNeedsUpdate marks the window for a new Scene")
    func needsUpdate() {
        let mailboxes = Mailboxes(title: "Mail")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = mailboxes
        _ = window.scene()
        #expect(!window.needsSceneUpdate)
        mailboxes.selection = nil
        mailboxes.setNeedsUpdate()
        #expect(window.needsSceneUpdate)
        #expect(window.scene().dump().contains("No Mailbox Selected"))
    }
}
