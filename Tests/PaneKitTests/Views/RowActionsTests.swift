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
        _ = screen.log.take()

        let grace = try #require(requests(in: closed).first { $0.id.rawValue.contains("Grace") })
        try window.send(.tapped(grace.id))
        let open = window.scene()
        #expect(screen.log.take() == ["built Grace"], "the other rows are reused")
        #expect(requests(in: open).count == 2)
        #expect(open.dump().contains("tinted orange"))
        try window.send(.tapped(try #require(open.button("Flag Grace"))))
        #expect(screen.log.take().contains("flagged Grace"))

        // Reaching for another row puts Grace's buttons away.
        _ = window.scene()
        _ = screen.log.take()
        let ada = try #require(requests(in: window.scene()).first { $0.id.rawValue.contains("Ada") })
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
}
