import PaneKit
import PaneKitTestSupport
import Testing

@Suite("TB — tab bar controller", .tags(.tabs))
struct TabBarControllerTests {
    @Test("TB-1 six or more tabs in compact width show four and More; regular width fits eight (DESIGN §3)")
    func moreOverflow() throws {
        #expect(TabFixture(count: 5).titles == ["Tab0", "Tab1", "Tab2", "Tab3", "Tab4"])
        #expect(TabFixture(count: 6).titles == ["Tab0", "Tab1", "Tab2", "Tab3", "More"])
        let nine = TabFixture(count: 9, width: 1180, height: 820)
        #expect(nine.titles == ["Tab0", "Tab1", "Tab2", "Tab3", "Tab4", "Tab5", "Tab6", "More"])
        #expect(TabFixture(count: 8, width: 1180, height: 820).titles.count == 8)
        // More lists the rest; choosing one shows it in the More area with a way back.
        let fixture = TabFixture(count: 7)
        try fixture.tap("More")
        #expect(fixture.tabs.selectedViewController === fixture.tabs.moreNavigationController)
        #expect(fixture.tabs.selectedIndex == nil)
        let list = try #require(fixture.window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        #expect(list.children.count == 3)
        try fixture.send(.rowSelected(list: list.id, tag: "Tab5"))
        #expect(fixture.tabs.selectedIndex == 5)
        #expect(fixture.bar.items.last?.isSelected == true, "More stays highlighted")
        guard case .navigation(let stack) = try #require(fixture.bar.content) else { Issue.record("no stack"); return }
        #expect(stack.bar.leadingItems.map(\.kind) == [.back(title: "More")])
        try fixture.send(.tapped(stack.bar.leadingItems[0].id))
        #expect(fixture.tabs.selectedViewController === fixture.tabs.moreNavigationController)
    }

    @Test("TB-2 More → Edit reorders customizable tabs, with the delegate sequence around the sheet")
    func editing() throws {
        let fixture = TabFixture(count: 6)
        fixture.tabs.customizableViewControllers = Array(fixture.controllers.dropFirst())
        try fixture.tap("More")
        let edit = try #require(fixture.window.scene().allNodes.isEmpty ? nil : fixture.moreListBar?.trailingItems.first)
        try fixture.send(.tapped(edit.id))
        #expect(fixture.log.take().contains("willBeginCustomizing(Tab0,Tab1,Tab2,Tab3,Tab4,Tab5)"))
        let sheet = try #require(fixture.window.scene().presentations.first)
        let list = try #require(fixture.window.scene().allNodes.first { if case .list(_, true, _, _) = $0.kind { true } else { false } })
        // Tab5 moves to the front of what may move: after Tab0, which is not customizable.
        try fixture.send(.rowMoved(list.id.system("move"), tag: "Tab5", toIndex: 0))
        #expect(fixture.tabs.viewControllers.map(\.debugName) == ["Tab0", "Tab5", "Tab1", "Tab2", "Tab3", "Tab4"])
        try fixture.send(.rowMoved(list.id.system("move"), tag: "Tab0", toIndex: 3))
        #expect(fixture.tabs.viewControllers.first?.debugName == "Tab0", "a tab that is not customizable stays")
        #expect(throws: EventError.invalidIndex(list.id.system("move"), index: 9)) {
            try fixture.send(.rowMoved(list.id.system("move"), tag: "Tab1", toIndex: 9))
        }
        guard case .navigation(let editor) = sheet.content else { Issue.record("no editor stack"); return }
        try fixture.send(.tapped(try #require(editor.bar.trailingItems.first).id))
        #expect(fixture.log.take().filter { $0.contains("Customizing") } == [
            "willEndCustomizing(Tab0,Tab5,Tab1,Tab2,Tab3,Tab4, changed: true)", "didEndCustomizing(changed: true)",
        ])
        #expect(fixture.window.presentedViewControllers.isEmpty)
        #expect(fixture.titles == ["Tab0", "Tab5", "Tab1", "Tab2", "More"])
    }

    @Test("TB-2 the chosen order is a Codable value the app stores and gives back")
    func customizationPersists() throws {
        let fixture = TabFixture(count: 6)
        fixture.tabs.apply(TabCustomization(order: ["Tab3", "Nope", "Tab1"]))
        #expect(fixture.tabs.viewControllers.map(\.debugName) == ["Tab3", "Tab1", "Tab0", "Tab2", "Tab4", "Tab5"])
        #expect(fixture.tabs.customization == TabCustomization(order: ["Tab3", "Tab1", "Tab0", "Tab2", "Tab4", "Tab5"]))
    }

    @Test("TB-3 replacing the tabs reselects the same controller, else the same index, else the first")
    func reselection() {
        let fixture = TabFixture(count: 4)
        let c = fixture.controllers
        fixture.tabs.selectedIndex = 2
        fixture.tabs.setViewControllers([c[2], c[0], c[1]])
        #expect(fixture.tabs.selectedViewController === c[2])
        let extra = LoggedController("Extra", log: fixture.log)
        fixture.tabs.selectedIndex = 1
        fixture.tabs.setViewControllers([c[3], extra, c[1]])
        #expect(fixture.tabs.selectedIndex == 1, "the same index")
        fixture.tabs.selectedIndex = 2
        fixture.tabs.setViewControllers([extra])
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.tabs.customizableViewControllers?.count == 1, "customizable resets to all")
    }

    @Test("TB-4 taps ask shouldSelect and send didSelect, re-taps too; programmatic selection tells no one")
    func delegateForTapsOnly() throws {
        let fixture = TabFixture(count: 3)
        fixture.delegate.refuses = ["Tab2"]
        try fixture.tap("Tab1")
        #expect(fixture.log.takeDelegateCalls() == ["shouldSelect(Tab1)", "didSelect(Tab1)"])
        try fixture.tap("Tab1")
        #expect(fixture.log.takeDelegateCalls() == ["shouldSelect(Tab1)", "didSelect(Tab1)"])
        try fixture.tap("Tab2")
        #expect(fixture.log.takeDelegateCalls() == ["shouldSelect(Tab2)"])
        #expect(fixture.tabs.selectedIndex == 1)
        fixture.tabs.selectedIndex = 0
        #expect(fixture.log.takeDelegateCalls().isEmpty)
    }

    @Test("TB-5 each tab keeps its stack when switching; re-tapping the selected tab pops it to its root")
    func stacksPerTab() throws {
        let fixture = TabFixture(count: 3)
        let detail = LoggedController("Detail", log: fixture.log)
        try fixture.controllers[0].navigationController!.push(detail)
        try fixture.tap("Tab1")
        #expect(detail.appearanceState == .disappeared)
        try fixture.tap("Tab0")
        #expect(detail.appearanceState == .appeared, "the stack was kept")
        try fixture.tap("Tab0")
        #expect(fixture.controllers[0].navigationController!.viewControllers.count == 1)
        #expect(fixture.controllers[0].appearanceState == .appeared)
    }

    @Test("TB-6 an item with no title takes the controller's title and no symbol")
    func defaultItem() {
        let fixture = TabFixture(count: 2)
        #expect(fixture.bar.items[0].title == "Tab0")
        #expect(fixture.bar.items[0].symbol == nil)
        fixture.controllers[1].tabBarItem = TabBarItem(title: "Inbox", symbol: "tray")
        #expect(fixture.bar.items[1].title == "Inbox")
        #expect(fixture.bar.items[1].symbol == "tray")
    }

    @Test("TB-7 badges show a number or an exclamation mark; none by default")
    func badges() {
        let fixture = TabFixture(count: 2)
        #expect(fixture.bar.items.allSatisfy { $0.badge == nil })
        fixture.controllers[0].tabBarItem.badgeValue = "12"
        fixture.controllers[1].tabBarItem.badgeValue = "!"
        #expect(fixture.bar.items.map(\.badge) == ["12", "!"])
    }

    @Test("TB-8 TB-9 compact width: items fill a bottom bar, symbols above titles; regular: centered, side by side")
    func positioning() {
        let phone = TabFixture(count: 3)
        #expect(phone.bar.position == .bottom)
        #expect(phone.bar.itemPositioning == .fill)
        #expect(phone.bar.itemLayout == .stacked)
        phone.window.setViewport(Viewport(width: 1180, height: 820))
        #expect(phone.bar.position == .top)
        #expect(phone.bar.itemPositioning == .centered)
        #expect(phone.bar.itemLayout == .inline)
    }

    @Test("TB-9 tabs are never disabled: a tab whose content is unavailable explains why")
    func neverDisabled() throws {
        let fixture = TabFixture(count: 2)
        fixture.controllers[1].content = { _ in ContentUnavailableView("No Drafts", symbol: "doc", description: "Drafts you save appear here.") }
        try fixture.tap("Tab1")
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.window.scene().dump().contains("unavailable \"No Drafts\""))
    }

    @Test("The tab bar hides while a text field has focus in compact width (DESIGN §3)")
    func hidesForTyping() throws {
        let fixture = TabFixture(count: 2)
        var text = ""
        fixture.controllers[0].content = { _ in TextField("Search", text: text) { text = $0 } }
        let field = NodeID("\(fixture.controllers[0].id!.nodeID)/0")
        try fixture.send(.focusChanged(field))
        #expect(fixture.bar.isHidden)
        try fixture.send(.textChanged(field, text: "invoice"))
        #expect(text == "invoice")
        fixture.window.setViewport(Viewport(width: 1180, height: 820))
        #expect(!fixture.bar.isHidden, "regular width keeps it")
        fixture.window.setViewport(Viewport(width: 390, height: 844))
        try fixture.send(.focusChanged(nil))
        #expect(!fixture.bar.isHidden)
    }

    @Test("SV-C2 D-64 a tab bar controller is taken as it is in any column (SV-C3 relaxed), the secondary included")
    func tabBarInSplit() {
        let split = SplitViewController(style: .tripleColumn)
        let tabs = TabBarController(viewControllers: [ViewController(title: "A")])
        split.setViewController(tabs, for: .primary)
        #expect(split.viewController(for: .primary) === tabs)
        #expect(tabs.parent === split, "not wrapped")
        split.setViewController(tabs, for: .supplementary)
        #expect(split.viewController(for: .primary) == nil, "one column each")
        #expect(split.viewController(for: .supplementary) === tabs)
        split.setViewController(ViewController(title: "List"), for: .primary)
        split.setViewController(tabs, for: .secondary)
        #expect(tabs.parent === split, "not wrapped")
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = split
        split.show(.secondary)
        guard case .split(let scene) = window.scene().root, case .tabBar = scene.columns.first?.content else {
            Issue.record("the secondary tab bar is not on screen"); return
        }
        #expect(throws: NavigationError.cannotPushTabBarController) {
            try NavigationController(root: ViewController()).push(TabBarController())
        }
    }
}

