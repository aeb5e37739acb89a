import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

@Suite("HTML renderer")
struct RendererTests {
    @Test("Keys are unique across the whole tree, for every kind of container")
    func uniqueKeys() throws {
        let split = SplitFixture(.tripleColumn, width: 390)
        split.split.setViewController(LoggedController("Info", log: split.log), for: .inspector)
        split.split.show(.inspector)
        let tabs = TabFixture(count: 9)
        let sidebar = SidebarFixture()
        for scene in [split.scene, tabs.window.scene(), sidebar.window.scene(), SplitFixture(.tripleColumn, width: 1440).scene] {
            var keys: [String] = []
            func collect(_ element: HTMLElement) {
                keys.append(element.key)
                element.children.forEach(collect)
            }
            collect(HTMLRenderer().render(scene))
            #expect(Set(keys).count == keys.count, "duplicate keys: \(Dictionary(grouping: keys) { $0 }.filter { $0.value.count > 1 }.keys)")
        }
    }

    @Test("Columns are landmarks with their frames; the tab bar is a tablist; sheets are modal dialogs; the sidebar is a tree")
    func semantics() {
        let split = HTMLRenderer().render(SplitFixture(.tripleColumn, width: 1440, pointer: .fine).scene).html
        #expect(split.contains("<nav data-k=\"s1.col.primary\" aria-label=\"Primary\" class=\"pk-column\" data-column=\"primary\" style=\"left:0px;top:0px;width:280px;height:900px;z-index:1\">"))
        #expect(split.contains("<main data-k=\"s1.col.secondary\""))
        let tabs = HTMLRenderer().render(TabFixture(count: 3).window.scene()).html
        #expect(tabs.contains("role=\"tablist\""))
        #expect(tabs.contains("role=\"tab\""))
        let sheet = PresentationFixture()
        sheet.main.present(sheet.sheet())
        let sheetHTML = HTMLRenderer().render(sheet.window.scene()).html
        #expect(sheetHTML.contains("role=\"dialog\""))
        #expect(sheetHTML.contains("aria-modal=\"true\""))
        #expect(sheetHTML.contains("role=\"slider\""), "the grabber is adjustable")
        #expect(sheetHTML.contains("inert=\"\""), "the main interface is inert under a modal sheet")
        let sidebar = HTMLRenderer().render(SidebarFixture().window.scene()).html
        #expect(sidebar.contains("role=\"tree\""))
        #expect(sidebar.contains("aria-expanded=\"true\""))
    }

    @Test("The rendered page of a triple-column split view")
    func snapshot() {
        let fixture = SplitFixture(.tripleColumn, width: 1194, height: 834)
        assertSnapshot(HTMLRenderer().render(fixture.scene).html.replacingOccurrences(of: "><", with: ">\n<") + "\n", named: "split-1194")
    }
}
