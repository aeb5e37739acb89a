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

    @Test("A picker is a radio group the client sends selections for; the accent color is on the root and on a sheet with its own")
    func pickerAndTint() throws {
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        let screen = PickerScreen(title: "Settings")
        screen.tintColor = .orange
        window.rootViewController = screen
        let scene = window.scene()
        let picker = try #require(scene.picker("Size"))
        let root = HTMLRenderer().render(scene)
        #expect(root[attribute: "data-tint"] == "orange")
        let group = try #require(Self.element(picker.id.rawValue, in: root))
        #expect(group[attribute: "role"] == "radiogroup")
        #expect(group[attribute: "aria-label"] == "Size")
        #expect(group[attribute: "data-select"] == picker.id.rawValue)
        #expect(group.children.map { $0[attribute: "role"] } == ["radio", "radio", "radio"])
        #expect(group.children.map { $0[attribute: "aria-checked"] } == ["false", "true", "false"])
        #expect(group.children.map { $0[attribute: "tabindex"] } == ["-1", "0", "-1"], "one tab stop, on the choice")
        #expect(group.children.map { $0[attribute: "data-tag"] } == ["0", "1", "2"])
        let sheet = ViewController(title: "Sheet")
        sheet.tintColor = .graphite
        screen.present(sheet)
        let sheetElement = try #require(Self.element("p\(sheet.id!.number).sheet", in: HTMLRenderer().render(window.scene())))
        #expect(sheetElement[attribute: "data-tint"] == "graphite")
    }

    @Test("A popover names its source and the sides its arrow may be on, and its clear layer takes the tap outside (D-55)")
    func popover() throws {
        let main = ViewController(title: "Mail")
        let filter = BarButtonItem("Filter") {}
        main.navigationItem.trailingItems = [filter]
        let window = Window(viewport: Viewport(width: 1180, height: 820, pointer: .coarse))
        window.rootViewController = NavigationController(root: main)
        let options = ViewController(title: "Options")
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.sourceItem = filter
        options.popoverPresentationController?.permittedArrowDirections = [.up, .left]
        main.present(options)
        let scene = window.scene()
        let presentation = try #require(scene.presentations.last)
        let root = HTMLRenderer().render(scene)
        let sheet = try #require(Self.element("p\(presentation.controller.number).sheet", in: root))
        #expect(sheet[attribute: "data-appearance"] == "popover")
        #expect(sheet[attribute: "data-source"] == presentation.popover?.sourceID?.rawValue && sheet[attribute: "data-source"] != nil)
        #expect(sheet[attribute: "data-arrows"] == "up,left")
        let layer = try #require(Self.element("p\(presentation.controller.number).dim", in: root))
        #expect(layer[attribute: "data-tap"] == presentation.dimming?.id.rawValue)
    }

    static func element(_ key: String, in element: HTMLElement) -> HTMLElement? {
        if element.key == key { return element }
        for child in element.children {
            if let found = Self.element(key, in: child) { return found }
        }
        return nil
    }

    @Test("The rendered page of a triple-column split view")
    func snapshot() {
        let fixture = SplitFixture(.tripleColumn, width: 1194, height: 834)
        assertSnapshot(HTMLRenderer().render(fixture.scene).html.replacingOccurrences(of: "><", with: ">\n<") + "\n", named: "split-1194")
    }
}

private final class PickerScreen: ViewController {
    override var body: any View {
        Picker("Size", selection: SidebarRowSize.medium, options: SidebarRowSize.allCases.map { PickerOption($0, title: $0.rawValue) }) { _ in }
    }
}
