import PaneKit
import PaneKitTestSupport
import Testing

/// A row that counts its builds and offers a swipe and a menu, built on request.
private struct ActionRow: View, Equatable {
    let name: String
    let log: CallLog

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        log.record("built \(name)")
        return ViewGroup {
            Text(name)
            RowActions(
                swipes: [SwipeActions { Tinted(.orange) { Button("Flag \(name)") { log.record("flagged \(name)") } } }],
                menu: ContextMenu { Button("Delete \(name)", role: .destructive) { log.record("deleted \(name)") } })
        }.makeNodes(in: context)
    }
}

private final class Messages: ViewController {
    let names = ["Ada", "Grace", "Edsger"]
    let log = CallLog()

    override var body: any View {
        List(selection: nil, onSelect: { _ in }) {
            ForEach(names, id: \.self) { ActionRow(name: $0, log: self.log) }
        }
    }
}

@Suite("Row actions on request (D-69)")
struct RowActionsTests {
    private func requests(in scene: Scene) -> [ViewNode] {
        scene.allNodes.filter { $0.kind == .actionsOnRequest }
    }

    @Test("D-69 a row's actions are one waiting node until its tap; then only that row is built again, with its buttons")
    func builtOnRequest() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        let screen = Messages(title: "Inbox")
        window.rootViewController = NavigationController(root: screen)
        let closed = window.scene()
        #expect(requests(in: closed).count == 3)
        #expect(closed.button("Flag Grace") == nil && closed.button("Delete Grace") == nil)
        // (Looking through the Scene reads the rows, which builds those kept as their views, D-76.)
        let grace = try #require(requests(in: closed).first { $0.id.rawValue.contains("Grace") })
        _ = screen.log.take()
        try window.send(.tapped(grace.id))
        let open = window.scene()
        // Grace's row is read to find its waiting node, then built with its buttons.
        #expect(Set(screen.log.take()) == ["built Grace"], "the other rows are reused")
        #expect(requests(in: open).count == 2)
        #expect(open.dump().contains("tinted orange"))
        try window.send(.tapped(try #require(open.button("Flag Grace"))))
        #expect(screen.log.take().contains("flagged Grace"))

        // Reaching for another row puts Grace's buttons away.
        // (Looking through the Scene reads the rows, which builds those kept as their views, D-76.)
        let ada = try #require(requests(in: window.scene()).first { $0.id.rawValue.contains("Ada") })
        _ = screen.log.take()
        try window.send(.tapped(ada.id))
        let next = window.scene()
        #expect(Set(screen.log.take()) == ["built Ada", "built Grace"])
        #expect(next.button("Flag Grace") == nil && next.button("Delete Ada") != nil)
    }

    @Test("D-69 a tap on an id that is no waiting row's actions is refused")
    func unknownRequestIsRefused() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        let screen = Messages(title: "Inbox")
        window.rootViewController = NavigationController(root: screen)
        let request = try #require(requests(in: window.scene()).first)
        #expect(throws: EventError.unknownNode(request.id.child("x"))) { try window.send(.tapped(request.id.child("x"))) }
        let text = try #require(window.scene().allNodes.first { if case .text = $0.kind { true } else { false } })
        #expect(throws: EventError.unknownNode(text.id)) { try window.send(.tapped(text.id)) }
    }

    @Test("D-76 a row whose build registers no action is kept as its view: a later build reads it without building, reading its nodes builds it, and it equals what a build gives")
    func rowsKeptAsViews() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844, pointer: .coarse))
        let screen = PlainRows(title: "Inbox")
        window.rootViewController = NavigationController(root: screen)
        let first = window.scene()
        #expect(screen.log.take() == ["built Ada", "built Grace", "built Edsger"])
        _ = first.allNodes
        #expect(screen.log.take().isEmpty, "the first read takes the nodes of the build that made the rows")
        screen.setNeedsUpdate()
        _ = window.scene()
        screen.setNeedsUpdate()
        let later = window.scene()
        #expect(screen.log.take().isEmpty, "equal rows are reused, kept as their views")
        let rows = later.allNodes.filter { if case .row = $0.kind { true } else { false } }
        #expect(screen.log.take() == ["built Ada", "built Grace", "built Edsger"], "reading a row's nodes builds them")
        #expect(rows.map { $0.children.first?.kind } == ["Ada", "Grace", "Edsger"].map { .text($0, style: .body) })
        #expect(later.allNodes.map(\.id) == first.allNodes.map(\.id))
        #expect(first.root == later.root, "a row kept as its view equals the row built")
    }
}

/// Rows that count their builds and register no action.
private struct PlainRow: View, Equatable {
    let name: String
    let log: CallLog

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        log.record("built \(name)")
        return Text(name).makeNodes(in: context)
    }
}

private final class PlainRows: ViewController {
    let log = CallLog()

    override var body: any View {
        List(selection: nil, onSelect: { _ in }) {
            ForEach(["Ada", "Grace", "Edsger"], id: \.self) { PlainRow(name: $0, log: self.log) }
        }
    }
}
