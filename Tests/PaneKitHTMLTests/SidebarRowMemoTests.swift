import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

/// A memoizing renderer makes again only the sidebar rows that changed (issue 18: marking a
/// message read changes one count).
@Suite("Sidebar rows made again only when they change")
struct SidebarRowMemoTests {
    private func element(_ key: String, in element: HTMLElement) -> HTMLElement? {
        if element.key == key { return element }
        for child in element.children {
            if let found = self.element(key, in: child) { return found }
        }
        return nil
    }

    /// Where an element's attributes are stored: the same address means the element was not made again.
    private func storage(_ element: HTMLElement) -> UnsafeRawPointer? {
        element.attributes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("D-39 a sidebar whose Inbox count changed makes the Inbox row again and no other; the tree equals a plain render's")
    func changedCountMakesOneRow() throws {
        let fixture = SidebarFixture()
        let renderer = HTMLRenderer(memoizing: true)
        let scene = fixture.window.scene()
        let rowKeys = fixture.scene.sections.flatMap(\.rows).map(\.nodeID.rawValue)
        let before = renderer.render(scene)
        fixture.sidebar.sections[0].items[0].badge = "2"
        let changed = fixture.window.scene()
        let after = renderer.render(changed)
        #expect(after == HTMLRenderer().render(changed))
        let inbox = try #require(rowKeys.first)
        for key in rowKeys {
            let old = try #require(element(key, in: before)), new = try #require(element(key, in: after))
            if key == inbox {
                #expect(storage(old) != storage(new), "the Inbox row is made again")
                #expect(new.children.contains { $0.children.isEmpty && $0.attributes.contains { $0.value == "2 items" } })
            } else {
                #expect(storage(old) == storage(new), "\(key) was made again")
            }
        }
    }
}
