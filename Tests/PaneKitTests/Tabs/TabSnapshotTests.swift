import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Tab snapshots", .tags(.tabs, .snapshots))
struct TabSnapshotTests {
    @Test("A 9-tab controller at 390 and 1180 wide, with More and its Edit sheet")
    func nineTabs() throws {
        let phone = TabFixture(count: 9)
        phone.controllers[0].tabBarItem = TabBarItem(title: "Inbox", symbol: "tray", badgeValue: "3")
        assertSnapshot(phone.window.scene().dump(), named: "tabs9-390")
        try phone.tap("More")
        assertSnapshot(phone.window.scene().dump(), named: "tabs9-390-more")
        try phone.send(.tapped(try #require(phone.moreListBar?.trailingItems.first).id))
        assertSnapshot(phone.window.scene().dump(), named: "tabs9-390-edit")
        let pad = TabFixture(count: 9, width: 1180, height: 820)
        assertSnapshot(pad.window.scene().dump(), named: "tabs9-1180")
    }

    @Test("Tabs adapting into a sidebar: iPad landscape, Mac, and a phone")
    func tabSidebar() {
        for (name, width, height, pointer) in [("1180", 1180.0, 820.0, PointerKind.coarse), ("1440-mac", 1440, 900, .fine), ("390", 390, 844, .coarse)] {
            let fixture = TabAPIFixture(width: width, height: height, pointer: pointer)
            assertSnapshot(fixture.window.scene().dump(), named: "tabSidebar-\(name)")
        }
    }
}
