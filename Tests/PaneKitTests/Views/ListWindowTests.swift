import PaneKit
import PaneKitTestSupport
import Testing

/// A million numbered rows, built a window at a time (the README's example).
private final class Numbers: ViewController {
    var start = 0
    var selected: String?
    let total = 1_000_000

    override var body: any View {
        let end = min(total, start + 100)
        return List(selection: selected, onSelect: { self.selected = $0 }, window: ListWindow(offset: start, hasMore: end < total) { visible in
            self.start = max(0, visible.lowerBound - 25)
        }) {
            ForEach(Array(start..<end), id: \.self) { Text("Row \($0)") }
        }
    }
}

@Suite("Windowed lists")
struct ListWindowTests {
    @Test("A windowed list builds only its window, says where it sits, and reports what people scroll to")
    func window() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let numbers = Numbers(title: "Numbers")
        window.rootViewController = numbers
        func list() throws -> (ViewNode, ListWindow.Span) {
            let node = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
            guard case .list(_, _, let span?, _) = node.kind else { throw ListError.notWindowed }
            return (node, span)
        }
        var (node, span) = try list()
        #expect(node.children.count == 100)
        #expect(span.offset == 0 && span.hasMore)
        #expect(window.scene().dump().contains("list window=0+"))
        try window.send(.listScrolled(span.scrollID, visible: 500_000..<500_012))
        (node, span) = try list()
        #expect(span.offset == 499_975)
        #expect(node.children.first.map { if case .row(let tag, _, _) = $0.kind { tag } else { "" } } == "499975")
        // Rows of the window are selectable as in any list.
        try window.send(.rowSelected(list: node.id, tag: "500000"))
        #expect(numbers.selected == "500000")
        // The end: nothing follows.
        try window.send(.listScrolled(span.scrollID, visible: 999_990..<1_000_000))
        (node, span) = try list()
        #expect(!span.hasMore)
        #expect(node.children.count == 35, "rows 999,965 to the last")
    }

    @Test("A list without a window takes no scroll events")
    func unwindowed() throws {
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = Mailboxes(title: "Mail")
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        #expect(throws: EventError.unknownNode(list.id.system("window"))) {
            try window.send(.listScrolled(list.id.system("window"), visible: 0..<3))
        }
    }

    enum ListError: Error { case notWindowed }
}
