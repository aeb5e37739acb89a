import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

/// D-75: a page's tree keeps list rows as their nodes, not their elements.
@Suite("Rows kept as their nodes")
struct DeferredRowTests {
    private func fixture() -> (Window, SelectableListController) {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let list = SelectableListController("Mailboxes", items: (0..<50).map { "Box \($0)" }, log: CallLog())
        window.rootViewController = list
        return (window, list)
    }

    private func rows(of element: HTMLElement) -> [HTMLElement] {
        if case .deferred = element.content { return [element] }
        guard case .children(let children) = element.content else { return [] }
        return children.flatMap(rows)
    }

    @Test("D-75 a memoizing renderer keeps every row as its node; its tree made equals a plain render's, and serializes the same")
    func rowsAreDeferred() {
        let (window, _) = fixture()
        let scene = window.scene()
        let kept = HTMLRenderer(memoizing: true).render(scene)
        let plain = HTMLRenderer().render(scene)
        #expect(rows(of: kept).count == 50)
        #expect(rows(of: plain).isEmpty, "a renderer without a memo makes its rows")
        #expect(kept.materialized == plain)
        #expect(kept.html == plain.html)
        let first = rows(of: kept)[0]
        #expect(first.attributes.isEmpty, "a kept row holds no elements of its own")
        #expect(first[attribute: "data-tag"] == "Box 0", "reading it makes it")
        #expect(first.resolved == RendererTests.element(first.key, in: plain))
    }

    /// A row view its controller's memo reuses while it is equal (D-39).
    private struct BoxRow: View, Equatable {
        let name: String
        func makeNodes(in context: ViewBuildContext) -> [ViewNode] { Label(name, symbol: "folder").makeNodes(in: context) }
    }

    @Test("D-75 selecting a row changes only the two rows it touches, with the patch a plain render's diff gives; rows the memo reused are the very ones kept")
    func selectionPatch() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let list = LoggedController("Mailboxes", log: CallLog())
        var selection = "Box 3"
        list.content = { _ in
            List(selection: selection, onSelect: { selection = $0 }) {
                ForEach((0..<50).map { "Box \($0)" }, id: \.self) { BoxRow(name: $0) }
            }
        }
        window.rootViewController = list
        let renderer = HTMLRenderer(memoizing: true)
        let before = renderer.render(window.scene())
        let plainBefore = HTMLRenderer().render(window.scene())
        selection = "Box 4"
        list.setNeedsUpdate()
        let scene = window.scene()
        let after = renderer.render(scene)
        let plainAfter = HTMLRenderer().render(scene)
        let patch = NodeDiff.patch(from: before, to: after)
        #expect(patch == NodeDiff.patch(from: plainBefore, to: plainAfter))
        let touched = Set(patch.operations.compactMap { operation -> String? in
            if case .setAttribute(let key, _, _) = operation { return key }
            return nil
        })
        #expect(touched.count == 2, "the row selected before and the one selected now")
        #expect(try patch.applied(to: before).materialized == after.materialized)
        // Unchanged rows are the very ones kept last time: the diff passes them by identity.
        let keptBefore = rows(of: before), keptAfter = rows(of: after)
        #expect(keptBefore.count == 50)
        for (old, new) in zip(keptBefore, keptAfter) where !touched.contains(new.key) {
            guard case .deferred(let a) = old.content, case .deferred(let b) = new.content else { continue }
            #expect(a === b, "\(new.key)")
        }
        #expect(NodeDiff.patch(from: after, to: renderer.render(window.scene())).isEmpty)
    }

    @Test("D-75 a row removed from a windowed list moves the rows after it by their place attributes alone, as a plain render's diff does")
    func rowRemoved() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let list = LoggedController("Inbox", log: CallLog())
        var items = (0..<40).map { "Message \($0)" }
        list.content = { _ in
            List(selection: nil, onSelect: { _ in }, window: ListWindow(offset: 10, hasMore: false) { _ in }) {
                ForEach(items, id: \.self) { Label($0, symbol: "envelope") }
            }
        }
        window.rootViewController = list
        let renderer = HTMLRenderer(memoizing: true)
        let before = renderer.render(window.scene())
        let plainBefore = HTMLRenderer().render(window.scene())
        items.remove(at: 5)
        list.setNeedsUpdate()
        let scene = window.scene()
        let after = renderer.render(scene)
        let patch = NodeDiff.patch(from: before, to: after)
        #expect(patch == NodeDiff.patch(from: plainBefore, to: HTMLRenderer().render(scene)))
        #expect(patch.operations.contains(.setAttribute(key: list.id!.nodeID.child("0").child("0").child("Message 39").rawValue, name: "aria-posinset", value: "49")))
        #expect(try patch.applied(to: before).materialized == after.materialized)
    }
    /// A windowed list's item: its id stays when its name changes.
    private struct Item: Hashable {
        let id: Int
        var name: String
    }

    @Test("D-85 a row whose selection moved while rows above it went, or whose content changed too, gets the patch a plain render's diff gives")
    func selectionAndPlacePatch() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let list = LoggedController("Inbox", log: CallLog())
        var items = (0..<40).map { Item(id: $0, name: "Message \($0)") }
        var selection: String? = "12"
        list.content = { _ in
            List(selection: selection, onSelect: { selection = $0 }, window: ListWindow(offset: 10, hasMore: false) { _ in }) {
                ForEach(items, id: \.id) { BoxRow(name: $0.name) }
            }
        }
        window.rootViewController = list
        let renderer = HTMLRenderer(memoizing: true)
        var before = renderer.render(window.scene())
        var plainBefore = HTMLRenderer().render(window.scene())
        // A row gone above and the selection moved; the selection alone; a row's text and the selection.
        let changes: [(change: () -> Void, attributesOnly: Bool)] = [
            ({ items.remove(at: 5); selection = "13" }, false),
            ({ selection = "20" }, true),
            ({ items[15].name = "Message 21 (edited)"; selection = "21" }, false),
        ]
        for (change, attributesOnly) in changes {
            change()
            list.setNeedsUpdate()
            let scene = window.scene()
            let after = renderer.render(scene), plainAfter = HTMLRenderer().render(scene)
            let patch = NodeDiff.patch(from: before, to: after)
            #expect(patch == NodeDiff.patch(from: plainBefore, to: plainAfter))
            if attributesOnly { #expect(patch.operations.count == 4) }
            #expect(try patch.applied(to: before).materialized == plainAfter)
            (before, plainBefore) = (after, plainAfter)
        }
    }
}
