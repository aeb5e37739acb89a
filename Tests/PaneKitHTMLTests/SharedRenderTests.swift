import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

/// D-82: pages of one app that draw the same thing keep one copy of it.
@Suite("What pages draw alike, shared")
struct SharedRenderTests {
    /// A row view its controller's memo reuses while it is equal (D-39).
    private struct BoxRow: View, Equatable {
        let name: String
        func makeNodes(in context: ViewBuildContext) -> [ViewNode] { Label(name, symbol: "folder").makeNodes(in: context) }
    }

    /// The pages of one host, as a server has them.
    private let host = (nodes: SharedNodes(), elements: SharedElements())

    /// A page of `host` (this suite's own by default) showing 50 rows, as its renderer left its tree.
    private func page(of host: (nodes: SharedNodes, elements: SharedElements)? = nil) -> HTMLElement {
        let host = host ?? self.host
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.sharedNodes = host.nodes
        let list = LoggedController("Mailboxes", log: CallLog())
        list.content = { _ in
            List(selection: nil, onSelect: { _ in }) {
                ForEach((0..<50).map { "Shared box \($0)" }, id: \.self) { BoxRow(name: $0) }
            }
        }
        window.rootViewController = list
        return HTMLRenderer(memoizing: true, sharing: host.elements).render(window.scene())
    }

    private func deferredRows(of element: HTMLElement) -> [DeferredElement] {
        if case .deferred(let row) = element.content { return [row] }
        guard case .children(let children) = element.content else { return [] }
        return children.flatMap(deferredRows)
    }

    @Test("D-82 two pages listing the same rows hold the same row objects, not copies")
    func pagesShareDeferredRows() {
        let first = page(), second = page()
        let mine = deferredRows(of: first), theirs = deferredRows(of: second)
        #expect(mine.count == 50 && theirs.count == 50)
        for (one, other) in zip(mine, theirs) { #expect(one === other) }
        #expect(first == second)
    }

    @Test("D-82 pages whose first render draws the same content hold one copy of its elements")
    func firstRendersShareContent() throws {
        func contents(_ element: HTMLElement) -> [HTMLElement] {
            (element[attribute: "class"] == "pk-content" ? [element] : []) + element.children.flatMap(contents)
        }
        let first = contents(page()), second = contents(page())
        #expect(!first.isEmpty && first.count == second.count)
        for (one, other) in zip(first, second) {
            guard case .children(let mine) = one.content, case .children(let theirs) = other.content else {
                Issue.record("\(one.key) holds no children")
                continue
            }
            #expect(mine.withUnsafeBufferPointer { $0.baseAddress } == theirs.withUnsafeBufferPointer { $0.baseAddress }, "\(one.key) is copied")
        }
    }

    @Test("D-82 two pages with the same sidebar hold one copy of its rows' elements; a row one page changes is its own")
    func pagesShareSidebarRows() throws {
        let one = SidebarFixture(), other = SidebarFixture()
        let keys = one.scene.sections.flatMap(\.rows).map(\.nodeID.rawValue)
        let mine = HTMLRenderer(memoizing: true, sharing: host.elements), theirs = HTMLRenderer(memoizing: true, sharing: host.elements)
        let first = mine.render(one.window.scene()), second = theirs.render(other.window.scene())
        func storage(_ element: HTMLElement) -> UnsafeRawPointer? {
            element.attributes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        for key in keys {
            let a = try #require(RendererTests.element(key, in: first)), b = try #require(RendererTests.element(key, in: second))
            #expect(storage(a) == storage(b), "\(key) is copied")
        }
        one.sidebar.sections[0].items[0].badge = "9"
        let changed = mine.render(one.window.scene())
        let inbox = try #require(keys.first)
        #expect(try #require(RendererTests.element(inbox, in: changed)) != (try #require(RendererTests.element(inbox, in: second))))
        #expect(theirs.render(other.window.scene()) == second)
    }

    @Test("D-82 pages of two hosts in one process share nothing, and draw the same")
    func hostsKeepTheirOwn() {
        let other = (nodes: SharedNodes(), elements: SharedElements())
        let mine = page(), theirs = page(of: other)
        #expect(mine == theirs)
        for (one, two) in zip(deferredRows(of: mine), deferredRows(of: theirs)) { #expect(one !== two) }
        #expect(other.elements.count > 0 && other.nodes.rowCount > 0)
    }

    @Test("D-82 a page made without a host's tables keeps its own rows, and draws the same")
    func unsharedPagesKeepTheirOwn() {
        func lonePage() -> HTMLElement {
            let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
            let list = LoggedController("Mailboxes", log: CallLog())
            list.content = { _ in
                List(selection: nil, onSelect: { _ in }) {
                    ForEach((0..<50).map { "Shared box \($0)" }, id: \.self) { BoxRow(name: $0) }
                }
            }
            window.rootViewController = list
            return HTMLRenderer(memoizing: true).render(window.scene())
        }
        let first = lonePage(), second = lonePage()
        #expect(first == second && first == page())
        for (one, two) in zip(deferredRows(of: first), deferredRows(of: second)) { #expect(one !== two) }
    }
}
