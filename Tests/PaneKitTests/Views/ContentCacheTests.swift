import PaneKit
import PaneKitTestSupport
import Testing

/// A screen that counts how often its body is read. Its state changes without `setNeedsUpdate`
/// on purpose: events on its own controls must be enough.
private final class Counter: ViewController {
    var count = 0
    var text = ""
    var reads = 0
    var revision = 0

    override var body: any View {
        reads += 1
        return VStack {
            Text("Count \(count)")
            Button("Add") { self.count += 1 }
            TextField("Name", text: text) { self.text = $0 }
        }
    }

    override var contentRevision: Int { revision }
}

/// A row view that counts how often it is built.
private struct CountingRow: View, Equatable {
    let name: String
    let log: CallLog

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        log.record("built \(name)")
        return HStack {
            Text(name)
            Button("Open \(name)") { log.record("opened \(name)") }
        }.makeNodes(in: context)
    }
}

private final class Names: ViewController {
    var names = ["Ada", "Grace", "Edsger"] { didSet { setNeedsUpdate() } }
    var selection: String? { didSet { setNeedsUpdate() } }
    let log = CallLog()

    override var body: any View {
        List(selection: selection, onSelect: { self.selection = $0 }) {
            ForEach(names, id: \.self) { CountingRow(name: $0, log: self.log) }
        }
    }
}

/// The same list, its rows tagged by a function rather than a key path.
private final class TaggedNames: ViewController {
    var names = ["Ada", "Grace", "Edsger"] { didSet { setNeedsUpdate() } }
    let log = CallLog()

    override var body: any View {
        List(selection: nil, onSelect: { _ in }) {
            ForEach(names.map { ($0, $0.lowercased()) }, tag: { $0.1 }) { CountingRow(name: $0.0, log: self.log) }
        }
    }
}

@Suite("Content caching (D-39)")
struct ContentCacheTests {
    @Test("D-39 a body is read again only after setNeedsUpdate, an event on its controls, or a change of traits, focus or revision")
    func rebuildsOnlyWhenNeeded() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = Counter(title: "Counter")
        window.rootViewController = screen
        _ = window.scene()
        _ = window.scene()
        #expect(screen.reads == 1)

        // An event on its own control: the action's change shows though it said nothing.
        try window.send(.tapped(try #require(window.scene().button("Add"))))
        #expect(window.scene().dump().contains("Count 1"))
        #expect(screen.reads == 2)

        // State changed behind its back shows only once it says so.
        screen.count = 5
        #expect(!window.scene().dump().contains("Count 5"))
        screen.setNeedsUpdate()
        #expect(window.scene().dump().contains("Count 5"))
        #expect(screen.reads == 3)

        // Its revision (data it reads from elsewhere), traits and focus.
        screen.revision += 1
        _ = window.scene()
        #expect(screen.reads == 4)
        try window.send(.viewportChanged(Viewport(width: 1200, height: 900, pointer: .fine)))
        _ = window.scene()
        #expect(screen.reads == 5)
        let field = try #require(window.scene().allNodes.first { if case .textField = $0.kind { true } else { false } })
        try window.send(.focusChanged(field.id))
        #expect(window.scene().allNodes.contains { $0.kind == .textField(placeholder: "Name", text: "", isFocused: true) })
        #expect(screen.reads == 6)
        _ = window.scene()
        #expect(screen.reads == 6)
    }

    @Test("D-39 content reused from the last build keeps its actions, and an event on one screen rebuilds only that one")
    func reusedContentKeepsActions() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let split = SplitViewController(style: .doubleColumn)
        let left = Counter(title: "Left"), right = Counter(title: "Right")
        split.setViewController(left, for: .primary)
        split.setViewController(right, for: .secondary)
        window.rootViewController = split
        let scene = window.scene()
        func addButton(of screen: Counter) throws -> NodeID {
            try #require(scene.allNodes.first {
                $0.kind == .button(title: "Add", symbol: nil, role: nil) && $0.id.rawValue.hasPrefix("c\(screen.id!.number)/")
            }).id
        }
        let buttons = [try addButton(of: left), try addButton(of: right)]
        let (leftReads, rightReads) = (left.reads, right.reads)
        for _ in 0..<3 { try window.send(.tapped(buttons[1])) }
        _ = window.scene()
        #expect(right.count == 3 && right.reads == rightReads + 3)
        #expect(left.reads == leftReads)
        // The left screen's button came from a reused build and still works.
        try window.send(.tapped(buttons[0]))
        #expect(left.count == 1)
        // setNeedsUpdate on a container means every controller inside it.
        split.setNeedsUpdate()
        _ = window.scene()
        #expect(left.reads == leftReads + 1 && right.reads == rightReads + 4)
    }

    @Test("D-39 ForEach builds again only the Equatable rows that changed; reused rows keep their actions")
    func equatableRowsAreReused() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = Names(title: "Names")
        window.rootViewController = screen
        _ = window.scene()
        #expect(screen.log.take() == ["built Ada", "built Grace", "built Edsger"])

        // Selecting rebuilds the list but no row: the selection is the row's, not its content's.
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        try window.send(.rowSelected(list: list.id, tag: "Grace"))
        let scene = window.scene()
        #expect(screen.log.take().isEmpty)
        #expect(scene.dump().contains("selected"))

        screen.names = ["Ada", "Barbara", "Edsger", "Alan"]
        _ = window.scene()
        #expect(screen.log.take() == ["built Barbara", "built Alan"])
        try window.send(.tapped(try #require(window.scene().button("Open Ada"))))
        #expect(screen.log.take() == ["opened Ada"])
        // The same nodes as a build from scratch.
        let rebuilt = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let fresh = Names(title: "Names")
        fresh.names = screen.names
        fresh.selection = screen.selection
        rebuilt.rootViewController = fresh
        #expect(rebuilt.scene() == window.scene())
    }

    @Test("D-39 ForEach(_:tag:content:) tags rows by its function and reuses the Equatable rows that did not change")
    func taggedRowsAreReused() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = TaggedNames(title: "Names")
        window.rootViewController = screen
        let tags = window.scene().allNodes.compactMap { if case .row(let tag, _, _) = $0.kind { tag } else { nil } }
        #expect(tags == ["ada", "grace", "edsger"])
        #expect(screen.log.take() == ["built Ada", "built Grace", "built Edsger"])
        screen.names = ["Ada", "Barbara", "Edsger"]
        _ = window.scene()
        #expect(screen.log.take() == ["built Barbara"])
    }
}
