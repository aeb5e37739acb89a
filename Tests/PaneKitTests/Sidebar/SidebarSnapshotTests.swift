import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Sidebar snapshots", .tags(.sidebar, .snapshots))
struct SidebarSnapshotTests {
    @Test("A sidebar in the three sizes, and while editing", arguments: SidebarRowSize.allCases)
    func sizes(size: SidebarRowSize) {
        let fixture = SidebarFixture(rowSize: size)
        fixture.sidebar.selection = "inbox"
        assertSnapshot(fixture.window.scene().dump(), named: "sidebar-\(size.rawValue)")
        if size == .medium {
            fixture.sidebar.isEditing = true
            assertSnapshot(fixture.window.scene().dump(), named: "sidebar-editing")
        }
    }
}
