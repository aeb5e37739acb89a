import PaneKit
import PaneKitTestSupport
import Testing

/// A bar button's menu (`UIBarButtonItem.menu`, SwiftUI's `Menu` in a toolbar).
@Suite("NV-14 — bar button menus")
struct BarButtonMenuTests {
    private static func flagMenu(_ chosen: @escaping (String) -> Void) -> Menu {
        Menu(children: [
            .action(MenuAction("Red", symbol: "flag.fill", symbolTint: .red) { chosen("red") }),
            .action(MenuAction("Orange", symbol: "flag.fill", symbolTint: .orange, isOn: true) { chosen("orange") }),
            .menu(Menu(displaysInline: true, children: [.action(MenuAction("Unflag") { chosen("none") })])),
            .menu(Menu("More", symbol: "ellipsis.circle", children: [.action(MenuAction("Gray") { chosen("gray") })])),
        ])
    }

    @Test("NV-14: an item with a primary action runs it on a tap; its menu's items run theirs, an inline group between separators, a submenu of its own")
    func primaryActionAndMenu() throws {
        let fixture = NavigationFixture()
        var log: [String] = []
        fixture.a.navigationItem.trailingItems = [BarButtonItem("Flag", symbol: "flag", menu: Self.flagMenu { log.append($0) }) { log.append("tap") }]
        let item = try #require(fixture.navigationScene.bar.trailingItems.first)
        let waiting = try #require(item.menu)
        #expect(waiting.kind == .menu(title: "Flag", symbol: "flag", opensOnTap: false))
        #expect(waiting.children.map(\.kind) == [.actionsOnRequest], "D-107: built when people reach for it")
        try fixture.window.send(.tapped(item.id))
        #expect(log == ["tap"])

        try fixture.window.revealMenu(waiting)
        let menu = try #require(fixture.navigationScene.bar.trailingItems.first?.menu)

        // Red (tinted), Orange (checked), Unflag between separators, then the submenu.
        let kinds = menu.children.map(\.kind)
        #expect(kinds.count == 6)
        #expect(kinds[0] == .tinted(.red))
        #expect(menu.children[1].children.first?.kind == .toggle(title: "Orange", isOn: true))
        #expect(kinds[2] == .divider)
        #expect(kinds[3] == .button(title: "Unflag", symbol: nil, role: nil))
        #expect(kinds[4] == .divider)
        #expect(kinds[5] == .menu(title: "More", symbol: "ellipsis.circle", opensOnTap: true))

        let red = try #require(menu.children[0].children.first)
        try fixture.window.send(.tapped(red.id))
        try fixture.window.send(.tapped(menu.children[3].id))
        let gray = try #require(menu.children[5].children.first)
        try fixture.window.send(.tapped(gray.id))
        #expect(log == ["tap", "red", "none", "gray"])
    }

    @Test("NV-14: an item without a primary action opens its menu on a tap: its own id takes no tap")
    func menuAsPrimaryAction() throws {
        let fixture = NavigationFixture()
        var log: [String] = []
        fixture.a.toolbarItems = [BarButtonItem("Sort", symbol: "arrow.up.arrow.down", menu: Self.flagMenu { log.append($0) })]
        fixture.navigation.isToolbarHidden = false
        let item = try #require(fixture.navigationScene.toolbar?.first)
        #expect(item.menu?.kind == .menu(title: "Sort", symbol: "arrow.up.arrow.down", opensOnTap: true))
        #expect(throws: (any Error).self) { try fixture.window.send(.tapped(item.id)) }
        #expect(log.isEmpty)
    }

    @Test("NV-14: a disabled item's menu offers nothing, and a disabled action takes no tap")
    func disabled() throws {
        let fixture = NavigationFixture()
        var log: [String] = []
        var off = MenuAction("Off") { log.append("off") }
        off.isEnabled = false
        var item = BarButtonItem("Flag", menu: Menu(children: [.action(off)])) { log.append("tap") }
        fixture.a.navigationItem.trailingItems = [item]
        try fixture.window.revealMenu(fixture.navigationScene.bar.trailingItems.first?.menu)
        let drawn = try #require(fixture.navigationScene.bar.trailingItems.first?.menu)
        #expect(drawn.children.first?.kind == .disabled)
        let action = try #require(drawn.children.first?.children.first)
        #expect(throws: (any Error).self) { try fixture.window.send(.tapped(action.id)) }

        item.isEnabled = false
        fixture.a.navigationItem.trailingItems = [item]
        #expect(fixture.navigationScene.bar.trailingItems.first?.menu?.children.isEmpty == true)
        #expect(log.isEmpty)
    }
}
