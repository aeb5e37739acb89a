import PaneKit
import PaneKitTestSupport
import Testing

/// A row view that counts how often it is built; with swipe actions, built in full only when
/// people reach for them.
private struct NamedRow: View, Equatable {
    let name: String
    let log: CallLog
    var hasActions = false

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        log.record(name)
        if hasActions {
            return HStack {
                Text(name)
                RowActions(swipes: [SwipeActions { Button("Flag \(name)") { log.record("flagged \(name)") } }])
            }.makeNodes(in: context)
        }
        return HStack {
            Text(name)
            Button("Open \(name)") { log.record("opened \(name)") }
        }.makeNodes(in: context)
    }
}

private final class LongList: ViewController {
    var names = (0..<200).map { "Person number \($0)" } { didSet { setNeedsUpdate() } }
    var selection: String? { didSet { setNeedsUpdate() } }
    let log = CallLog()

    override var body: any View {
        VStack {
            TextField("Find", text: "") { _ in }
            List(selection: selection, onSelect: { self.selection = $0 }) {
                ForEach(names.indices.map { ($0, names[$0]) }, tag: { "person-\($0.0)" }) { NamedRow(name: $0.1, log: self.log) }
            }
        }
    }
}

/// Where a string's bytes are stored: the same address means the same string, not made again.
/// (Ids here are longer than 15 bytes: shorter strings are stored inline, without an address.)
private func storage(of id: NodeID) -> UnsafeRawPointer? {
    id.rawValue.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
}

@Suite("List rows reused whole (D-80)")
struct ListRowMemoTests {
    private func rows(_ scene: Scene) -> [ViewNode] {
        scene.allNodes.filter { if case .row = $0.kind { true } else { false } }
    }

    /// A desktop window showing `screen`, drawn once, its build log then emptied.
    private func window(showing screen: LongList) -> Window {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = screen
        _ = window.scene()
        _ = screen.log.take()
        return window
    }

    @Test("D-80 a list's unchanged rows are reused whole: their nodes and ids are not made again")
    func unchangedRowsAreReusedWhole() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = LongList(title: "People")
        window.rootViewController = screen
        let before = rows(window.scene())
        #expect(before.count == 200 && screen.log.take().count == 200)
        #expect(before.allSatisfy { $0.id.rawValue.utf8.count > 15 })

        screen.names[7] = "Someone else"
        let after = rows(window.scene())
        #expect(screen.log.take() == ["Someone else"])
        for index in before.indices where index != 7 {
            #expect(storage(of: before[index].id) == storage(of: after[index].id), "\(after[index].id) was made again")
        }
        #expect(storage(of: before[7].id) != storage(of: after[7].id))
        #expect(after[7].children != before[7].children)
    }

    @Test("D-80 a row whose selection alone changed keeps its content and is drawn selected; the scene is the one a fresh build makes")
    func selectionChangesOnlyTheRowNode() throws {
        let screen = LongList(title: "People")
        let window = window(showing: screen)
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        for tag in ["person-3", "person-4", "person-150"] {
            try window.send(.rowSelected(list: list.id, tag: tag))
            let selected = rows(window.scene()).filter { if case .row(_, true, _) = $0.kind { true } else { false } }
            #expect(selected.map(\.kind) == [.row(tag: tag, isSelected: true, showsDisclosure: false)])
        }
        #expect(screen.log.take().isEmpty)
        // A reused row's button still works.
        try window.send(.tapped(try #require(window.scene().button("Open Person number 12"))))
        #expect(screen.log.take() == ["opened Person number 12"])

        let fresh = LongList(title: "People")
        fresh.selection = screen.selection
        #expect(self.window(showing: fresh).scene() == window.scene())
    }

    @Test("D-80 focus moving builds the rows again, as it does every Equatable view (D-39): a row may hold the field")
    func focusRebuildsRows() throws {
        let screen = LongList(title: "People")
        let window = window(showing: screen)
        let field = try #require(window.scene().allNodes.first { if case .textField = $0.kind { true } else { false } })
        try window.send(.focusChanged(field.id))
        _ = window.scene()
        #expect(screen.log.take().count == 200)
        _ = window.scene()
        #expect(screen.log.take().isEmpty)
    }
}

/// A long list whose `ForEach` carries a token, made again when its names change.
private final class TokenList: ViewController {
    final class Token {}
    var names = (0..<200).map { "Person number \($0)" } { didSet { token = Token(); setNeedsUpdate() } }
    var selection: String? { didSet { setNeedsUpdate() } }
    private var token = Token()
    let log = CallLog()
    /// How many row views the `ForEach` made.
    var viewsMade = 0

    override var body: any View {
        List(selection: selection, onSelect: { self.selection = $0 }) {
            ForEach(names.indices.map { ($0, names[$0]) }, tag: { "person-\($0.0)" }) { element in
                self.viewsMade += 1
                return NamedRow(name: element.1, log: self.log)
            }.reusing(token)
        }
    }
}

@Suite("List rows reused by token (D-84)")
struct ListRowTokenTests {
    private func window(showing screen: TokenList) -> Window {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = screen
        _ = window.scene()
        _ = screen.log.take()
        screen.viewsMade = 0
        return window
    }

    @Test("D-84 a list whose ForEach has last build's token makes no row view; selection still moves, buttons still work, the scene is a fresh build's")
    func sameTokenMakesNoView() throws {
        let screen = TokenList(title: "People")
        let window = window(showing: screen)
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        for tag in ["person-3", "person-4", "person-150"] {
            try window.send(.rowSelected(list: list.id, tag: tag))
            let selected = window.scene().allNodes.filter { if case .row(_, true, _) = $0.kind { true } else { false } }
            #expect(selected.map(\.kind) == [.row(tag: tag, isSelected: true, showsDisclosure: false)])
        }
        #expect(screen.viewsMade == 0)
        #expect(screen.log.take().isEmpty)
        try window.send(.tapped(try #require(window.scene().button("Open Person number 12"))))
        #expect(screen.log.take() == ["opened Person number 12"])

        let fresh = TokenList(title: "People")
        fresh.selection = screen.selection
        #expect(self.window(showing: fresh).scene() == window.scene())
    }

    @Test("D-84 a new token compares every row's view again and builds only the one that changed")
    func newTokenComparesViews() throws {
        let screen = TokenList(title: "People")
        let window = window(showing: screen)
        screen.names[7] = "Someone else"
        _ = window.scene()
        #expect(screen.viewsMade == 200)
        #expect(screen.log.take() == ["Someone else"])
    }
}

/// A list whose elements its `ForEach` makes by index, with rows that have actions.
private final class MadeList: ViewController {
    final class Token {}
    var names = (0..<200).map { "Person number \($0)" } { didSet { token = Token(); setNeedsUpdate() } }
    var selection: String? { didSet { setNeedsUpdate() } }
    private var token = Token()
    let byIndex: Bool
    let log = CallLog()

    init(byIndex: Bool) {
        self.byIndex = byIndex
        super.init(title: "People")
    }

    override var body: any View {
        let names = self.names, log = self.log
        let rows = byIndex
            ? ForEach(count: names.count, element: { ($0, names[$0]) }, tag: { "person-\($0.0)" }) { NamedRow(name: $0.1, log: log, hasActions: true) }.reusing(token)
            : ForEach(names.indices.map { ($0, names[$0]) }, tag: { "person-\($0.0)" }) { NamedRow(name: $0.1, log: log, hasActions: true) }.reusing(token)
        return List(selection: selection, onSelect: { self.selection = $0 }) { rows }
    }
}

@Suite("A list's rows kept lean (D-86)")
struct LeanRowTableTests {
    private func window(showing screen: MadeList) -> Window {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = screen
        _ = window.scene()
        _ = screen.log.take()
        return window
    }

    @Test("D-86 a ForEach whose elements are made by index builds the scene an array's builds, and reuses its rows by token alike")
    func elementsMadeByIndex() throws {
        let made = MadeList(byIndex: true), given = MadeList(byIndex: false)
        let (madeWindow, givenWindow) = (window(showing: made), window(showing: given))
        #expect(madeWindow.scene() == givenWindow.scene())
        let list = try #require(madeWindow.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        try madeWindow.send(.rowSelected(list: list.id, tag: "person-9"))
        try givenWindow.send(.rowSelected(list: list.id, tag: "person-9"))
        #expect(madeWindow.scene() == givenWindow.scene())
        #expect(made.log.take().isEmpty, "the same token: no row built")
        made.names[3] = "Someone else"
        given.names[3] = "Someone else"
        #expect(madeWindow.scene() == givenWindow.scene())
        #expect(made.log.take() == ["Someone else"])
    }

    @Test("D-86 the row table keeps what its rows depend on once: actions reached for in one row build that row again, and no other")
    func revealedActionsRebuildTheirRowAlone() throws {
        let screen = MadeList(byIndex: false)
        let window = window(showing: screen)
        let requests = window.scene().allNodes.filter { $0.kind == .actionsOnRequest }
        #expect(requests.count == 200)
        try window.send(.tapped(requests[5].id))
        #expect(window.scene().button("Flag Person number 5") != nil)
        #expect(screen.log.take() == ["Person number 5"])
        try window.send(.tapped(requests[8].id))
        #expect(window.scene().button("Flag Person number 8") != nil)
        #expect(window.scene().button("Flag Person number 5") == nil)
        #expect(screen.log.take() == ["Person number 5", "Person number 8"])
        try window.send(.tapped(try #require(window.scene().button("Flag Person number 8"))))
        #expect(screen.log.take() == ["flagged Person number 8"])
    }
}
