import PaneKit
import PaneKitTestSupport
import Testing

/// The bottom toolbar: UIKit's `toolbarItems` on the screen, `isToolbarHidden` on the stack.
@Suite("Bottom toolbar")
struct ToolbarTests {
    @Test("Hidden until the stack shows it; then it holds the top screen's toolbarItems, and a tap runs the item's action")
    func toolbarItemsOfTheTop() throws {
        let fixture = NavigationFixture()
        var flagged = 0
        fixture.a.toolbarItems = [BarButtonItem("Flag", symbol: "flag") { flagged += 1 }, BarButtonItem("Compose", symbol: "square.and.pencil") {}]
        #expect(fixture.navigationScene.toolbar == nil, "UIKit's toolbar starts hidden")

        fixture.navigation.isToolbarHidden = false
        let toolbar = try #require(fixture.navigationScene.toolbar)
        #expect(toolbar.map(\.kind) == [.custom(title: "Flag", symbol: "flag", role: nil),
                                        .custom(title: "Compose", symbol: "square.and.pencil", role: nil)])
        try fixture.window.send(.tapped(toolbar[0].id))
        #expect(flagged == 1)

        // Another screen on top: its items, none here; the toolbar stays (the stack decides).
        try fixture.navigation.push(fixture.b)
        #expect(fixture.navigationScene.toolbar == [])
        fixture.navigation.pop()
        #expect(fixture.navigationScene.toolbar?.count == 2)
    }

    @Test("A status item is a text, not a button: nothing to tap")
    func statusItem() throws {
        let fixture = NavigationFixture()
        fixture.a.toolbarItems = [BarButtonItem("Filter", symbol: "flag") {}, BarButtonItem(status: "Updated Just Now"),
                                  BarButtonItem("Compose", symbol: "square.and.pencil") {}]
        fixture.navigation.isToolbarHidden = false
        let toolbar = try #require(fixture.navigationScene.toolbar)
        #expect(toolbar[1].kind == .status("Updated Just Now"))
        #expect(throws: (any Error).self) { try fixture.window.send(.tapped(toolbar[1].id)) }
    }

    @Test("A collapsed split view's stack shows the toolbar of its top screen's column stack")
    func collapsedSplitView() throws {
        let primary = ViewController(title: "Mailboxes")
        let secondary = ViewController(title: "Message")
        secondary.toolbarItems = [BarButtonItem("Reply", symbol: "arrowshape.turn.up.left") {}]
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = split
        secondary.navigationController?.isToolbarHidden = false
        split.show(.secondary)
        guard case .split(let scene) = window.scene().root, scene.isCollapsed,
              case .navigation(let navigation) = scene.columns.first?.content else { Issue.record("not collapsed"); return }
        #expect(navigation.toolbar?.map(\.kind) == [.custom(title: "Reply", symbol: "arrowshape.turn.up.left", role: nil)])
    }
}
