import PaneKit
import PaneKitHTML
import PaneKitTestSupport
import Testing

/// D-79: a stack keeps the screen under its top in the page, hidden and inert, so Back is a
/// small patch; it is not on screen in any other sense.
@Suite("The screen under a stack's top")
struct ScreenBelowTests {
    /// A phone-sized window showing a 50-row list with a detail pushed over it.
    private struct Fixture {
        let log = CallLog()
        let window = Window(viewport: Viewport(width: 390, height: 844))
        let navigation: NavigationController
        let list: SelectableListController
        let detail: LoggedController

        init() {
            list = SelectableListController("Mailboxes", items: (0..<50).map { "Box \($0)" }, log: log)
            detail = LoggedController("Box 3", log: log)
            navigation = NavigationController(root: list)
            window.rootViewController = navigation
            try! navigation.push(detail)
            log.take()
        }

        var navigationScene: NavigationScene {
            guard case .navigation(let scene) = window.scene().root else { fatalError("not a navigation scene") }
            return scene
        }

        var screens: [HTMLElement] {
            RendererTests.element("n\(navigation.id!.number).body", in: HTMLRenderer().render(window.scene()))?.children ?? []
        }
    }

    @Test("D-79 NV-8 the screen under the top is in the page, before it, hidden and inert; a stack of one keeps nothing")
    func keptHidden() throws {
        let fixture = Fixture()
        let screens = fixture.screens
        #expect(screens.map(\.key) == ["c\(fixture.list.id!.number)", "c\(fixture.detail.id!.number)"])
        #expect(screens[0][attribute: "hidden"] == "" && screens[0][attribute: "inert"] == "")
        #expect(screens[0].children.first?.children.count == 50, "the list is drawn as it would be on top")
        #expect(screens[1][attribute: "hidden"] == nil)
        fixture.navigation.pop()
        #expect(fixture.screens.map(\.key) == ["c\(fixture.list.id!.number)"])
        #expect(fixture.screens[0][attribute: "hidden"] == nil)
    }

    @Test("D-79 SV-M1 the screen under the top hears no appearance callbacks from being drawn and takes no events until it is on top again")
    func notOnScreen() throws {
        let fixture = Fixture()
        _ = fixture.window.scene()
        #expect(fixture.log.take().isEmpty, "drawing it hidden is not appearing")
        #expect(fixture.list.appearanceState == .disappeared)
        // A forged selection in the hidden list is refused and changes nothing.
        #expect(throws: EventError.unknownNode(fixture.list.listID)) {
            try fixture.window.send(.rowSelected(list: fixture.list.listID, tag: "Box 7"))
        }
        #expect(fixture.list.selection == nil)
        #expect(fixture.navigation.topViewController === fixture.detail)
        // On top again, it takes its events: the actions its hidden build recorded are registered.
        fixture.navigation.pop()
        _ = fixture.window.scene()
        try fixture.window.send(.rowSelected(list: fixture.list.listID, tag: "Box 7"))
        #expect(fixture.list.selection == "Box 7")
    }

    @Test("D-79 NV-7 Back shows the kept screen again: the patch drops the top and the hidden attributes, and makes no row")
    func backIsSmall() throws {
        let fixture = Fixture()
        let renderer = HTMLRenderer(memoizing: true)
        let before = renderer.render(fixture.window.scene())
        let plainBefore = HTMLRenderer().render(fixture.window.scene())
        let back = try #require(fixture.navigationScene.bar.leadingItems.first)
        try fixture.window.send(.tapped(back.id))
        #expect(fixture.log.take().contains("Mailboxes.didAppear"))
        let scene = fixture.window.scene()
        let after = renderer.render(scene)
        let patch = NodeDiff.patch(from: before, to: after)
        #expect(patch == NodeDiff.patch(from: plainBefore, to: HTMLRenderer().render(scene)))
        let listKey = "c\(fixture.list.id!.number)"
        #expect(patch.operations.contains(.removeAttribute(key: listKey, name: "hidden")))
        #expect(patch.operations.contains(.remove(key: "c\(fixture.detail.id!.number)")))
        let inserted = patch.operations.filter {
            if case .insert = $0 { return true }
            if case .replace = $0 { return true }
            return false
        }
        #expect(inserted.isEmpty, "nothing is made again: \(inserted)")
        #expect(try patch.applied(to: before).materialized == after.materialized)
    }
}
