@_spi(PaneKitInternal) import PaneKit
import PaneKitTestSupport
import Testing

private struct PersonRow: View, Equatable {
    let name: String

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        HStack {
            Text(name)
            Button("Open \(name)") {}
        }.makeNodes(in: context)
    }
}

private final class People: ViewController {
    var names = (0..<50).map { "Person number \($0)" } { didSet { setNeedsUpdate() } }

    override var body: any View {
        List {
            ForEach(names.indices.map { ($0, names[$0]) }, tag: { "person-\($0.0)" }) { PersonRow(name: $0.1) }
        }
    }
}

/// Where an array's elements are stored: the same address means one copy.
private func storage(of nodes: [ViewNode]) -> UnsafeRawPointer? {
    nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@Suite("List rows shared between pages (D-82)")
struct SharedRowNodesTests {
    /// The rows of this suite's host, as a server shares them between its pages.
    private let host = SharedNodes()

    private func page(_ screen: People, sharing: SharedNodes? = nil) -> Window {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.sharedNodes = sharing ?? host
        window.rootViewController = screen
        return window
    }

    private func rows(_ scene: Scene) -> [ViewNode] {
        scene.allNodes.filter { if case .row = $0.kind { true } else { false } }
    }

    @Test("D-82 two pages showing the same rows hold one copy of them")
    func pagesShareRows() {
        let first = rows(page(People(title: "People")).scene())
        let second = rows(page(People(title: "People")).scene())
        #expect(first.count == 50 && first == second)
        for (one, other) in zip(first, second) {
            #expect(storage(of: one.children) == storage(of: other.children), "\(one.id) is copied")
        }
    }

    @Test("D-82 a change in one page's row is that page's alone")
    func changeStaysInItsPage() {
        let changing = People(title: "People")
        let first = page(changing), second = page(People(title: "People"))
        _ = first.scene()
        let before = rows(second.scene())
        changing.names[7] = "Someone else"
        #expect(rows(first.scene())[7].children != before[7].children)
        #expect(rows(second.scene()) == before)
        #expect(rows(first.scene()).map(\.id) == before.map(\.id))
    }

    @Test("D-82 pages of two hosts, and a window without a host's table, keep their own rows and build the same")
    func hostsKeepTheirOwn() {
        let mine = rows(page(People(title: "People")).scene())
        let theirs = rows(page(People(title: "People"), sharing: SharedNodes()).scene())
        let lone = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        lone.rootViewController = People(title: "People")
        let alone = rows(lone.scene())
        #expect(mine == theirs && mine == alone)
        for (one, other) in zip(mine, theirs) { #expect(storage(of: one.children) != storage(of: other.children)) }
        for (one, other) in zip(mine, alone) { #expect(storage(of: one.children) != storage(of: other.children)) }
    }

    @Test("D-82 objects no page holds any more leave the table as it grows; held ones stay shared")
    func unheldObjectsAreSwept() {
        final class Kept: Sendable {}
        let table = InternTable<Int, Kept>()
        let held = (0..<10).map { index in table.object(for: index) { Kept() } }
        for index in 10..<1024 { _ = table.object(for: index) { Kept() } }
        #expect(table.count == 1024)
        // The table is full: keeping one more drops the 1,014 no one holds.
        let last = table.object(for: 1024) { Kept() }
        #expect(table.count == 11)
        #expect(table.object(for: 1024) { Kept() } === last)
        for index in 0..<10 { #expect(table.object(for: index) { Kept() } === held[index]) }
    }
}
