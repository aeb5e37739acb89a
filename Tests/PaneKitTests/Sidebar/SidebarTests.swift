import Foundation
import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SB — sidebars", .tags(.sidebar))
struct SidebarTests {
    @Test("SB-1 a sidebar list has the sidebar or plain-sidebar appearance")
    func appearance() {
        let fixture = SidebarFixture()
        #expect(fixture.scene.appearance == .sidebar)
        fixture.sidebar.appearance = .sidebarPlain
        #expect(fixture.scene.appearance == .sidebarPlain)
    }

    @Test("SB-2 headers: none by default, section titles, or the first item as an expandable header")
    func headerModes() throws {
        #expect(SidebarController().headerMode == .none)
        let fixture = SidebarFixture()
        #expect(fixture.scene.sections.map(\.title) == ["Favorites", "iCloud"])
        fixture.sidebar.headerMode = .none
        #expect(fixture.scene.sections.allSatisfy { $0.title == nil && $0.disclosureID == nil })
        fixture.sidebar.headerMode = .firstItemInSection
        #expect(fixture.scene.sections.map(\.title) == ["Inbox", "Sent"])
        #expect(fixture.rows("favorites") == ["flagged"], "real items start after the header")
    }

    @Test("SB-3 SB-13 a header's disclosure collapses its section and is not selectable; a row's disclosure toggles its children, a tap selects it")
    func disclosure() throws {
        let fixture = SidebarFixture()
        let favorites = try #require(fixture.scene.sections.first)
        try fixture.send(.tapped(try #require(favorites.disclosureID)))
        #expect(fixture.rows("favorites").isEmpty)
        fixture.sidebar.headerMode = .firstItemInSection
        #expect(throws: EventError.unknownRow(fixture.scene.listID, tag: "sent"), "a header item is not selectable") {
            try fixture.send(.rowSelected(list: fixture.scene.listID, tag: "sent"))
        }
        fixture.sidebar.headerMode = .supplementary
        try fixture.send(.tapped(try #require(fixture.scene.sections.first?.disclosureID)))
        #expect(fixture.rows("favorites") == ["inbox", "flagged"])
        let projects = try #require(fixture.scene.sections[1].rows.first { $0.id == "projects" })
        #expect(projects.isExpanded == true)
        try fixture.send(.tapped(try #require(projects.disclosureID)))
        #expect(fixture.rows("icloud") == ["sent", "projects"])
        try fixture.send(.rowSelected(list: fixture.scene.listID, tag: "projects"))
        #expect(fixture.sidebar.selection == "projects")
        #expect(fixture.rows("icloud") == ["sent", "projects"], "selecting does not toggle")
    }

    @Test("SB-4 children hang under their parent; expansion state persists and visibleItems lists what shows")
    func hierarchy() throws {
        let fixture = SidebarFixture()
        #expect(fixture.sidebar.visibleItemIDs == ["inbox", "flagged", "sent", "projects", "paneKit", "postbox"])
        #expect(fixture.scene.sections[1].rows.map(\.level) == [0, 0, 1, 1])
        fixture.sidebar.setExpanded(false, "projects")
        #expect(fixture.sidebar.visibleItemIDs == ["inbox", "flagged", "sent", "projects"])
        let stored = fixture.sidebar.customization
        let restored = SidebarController()
        restored.sections = fixture.sidebar.sections
        restored.customization = stored
        #expect(restored.visibleItemIDs == fixture.sidebar.visibleItemIDs)
    }

    @Test("SB-5 no more than two levels: a third level is not shown and is reported")
    func twoLevels() {
        let fixture = SidebarFixture()
        #expect(!fixture.rows("icloud").contains("tooDeep"))
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        fixture.sidebar.sections = fixture.sidebar.sections
        #expect(diagnostics.count == 1)
    }

    @Test("SB-14 SB-18 row metrics follow the HIG table on the Mac; other platforms are always medium")
    func metrics() {
        for (size, row, text, icon) in [(SidebarRowSize.small, 24.0, 11.0, 16.0), (.medium, 28, 13, 20), (.large, 32, 15, 24)] {
            let mac = SidebarFixture(rowSize: size)
            #expect(mac.scene.rowSize == size)
            #expect(mac.scene.metrics == SidebarMetrics(size: size))
            #expect([mac.scene.metrics.rowHeight, mac.scene.metrics.textSize, mac.scene.metrics.iconSize] == [row, text, icon])
            #expect(mac.scene.metrics.horizontalSpacing == 17)
            #expect(mac.scene.metrics.verticalSpacing == 0)
            let pad = SidebarFixture(width: 1180, height: 820, pointer: .coarse, rowSize: size)
            #expect(pad.scene.rowSize == .medium)
        }
        let mac = SidebarFixture(rowSize: .small)
        mac.sidebar.preferredRowSize = .large
        #expect(mac.scene.rowSize == .large, "the app may set the size on the Mac")
    }

    @Test("Symbols, badges, the + of an editable group and context actions on rows")
    func rowContent() throws {
        var added = 0
        var renamed = 0
        let fixture = SidebarFixture()
        fixture.sidebar.sections[1].addAction = SidebarAction("New Folder") { added += 1 }
        fixture.sidebar.sections[1].items[1].contextActions = [SidebarAction("Rename") { renamed += 1 }]
        let inbox = try #require(fixture.scene.sections[0].rows.first)
        #expect(inbox.symbol == "tray")
        #expect(inbox.badge == "3")
        try fixture.send(.tapped(try #require(fixture.scene.sections[1].addID)))
        #expect(added == 1)
        #expect(fixture.scene.sections[0].addID == nil)
        let projects = try #require(fixture.scene.sections[1].rows.first { $0.id == "projects" })
        try fixture.send(.tapped(projects.contextActions[0].id))
        #expect(renamed == 1)
    }

    @Test("Customization: people reorder and hide rows, show hidden-by-default ones; the value round-trips through Codable")
    func customization() throws {
        var saved: [SidebarCustomization] = []
        let fixture = SidebarFixture()
        fixture.sidebar.onCustomizationChange = { saved.append($0) }
        #expect(fixture.rows("favorites") == ["inbox", "flagged"], "Drafts is hidden by default")
        fixture.sidebar.isEditing = true
        #expect(fixture.rows("favorites") == ["inbox", "flagged", "drafts"])
        let drafts = try #require(fixture.scene.sections[0].rows.first { $0.id == "drafts" })
        #expect(drafts.isHidden)
        try fixture.send(.tapped(try #require(drafts.visibilityToggleID)))
        try fixture.send(.rowMoved(try #require(fixture.scene.sections[0].moveID), tag: "drafts", toIndex: 0))
        let inbox = try #require(fixture.scene.sections[0].rows.first { $0.id == "inbox" })
        try fixture.send(.tapped(try #require(inbox.visibilityToggleID)))
        #expect(fixture.scene.sections[1].rows.allSatisfy { $0.visibilityToggleID == nil }, "iCloud does not allow hiding")
        fixture.sidebar.sections[1].allowsHiding = true
        fixture.sidebar.sections[1].items[1].children[1].isHiddenByDefault = true
        let postbox = try #require(fixture.scene.sections[1].rows.first { $0.id == "postbox" })
        #expect(postbox.isHidden)
        try fixture.send(.tapped(try #require(postbox.visibilityToggleID)))
        #expect(fixture.scene.sections[1].rows.first { $0.id == "postbox" }?.isHidden == false, "children can be shown again")
        fixture.sidebar.isEditing = false
        #expect(fixture.rows("favorites") == ["drafts", "flagged"])
        #expect(saved.count == 4)
        let data = try JSONEncoder().encode(fixture.sidebar.customization)
        let decoded = try JSONDecoder().decode(SidebarCustomization.self, from: data)
        let restored = SidebarFixture()
        restored.sidebar.customization = decoded
        #expect(restored.rows("favorites") == ["drafts", "flagged"])
    }

    @Test("A sidebar is shown by default as the primary column of a split view")
    func shownByDefault() {
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(SidebarFixture().sidebar, for: .primary)
        split.setViewController(ViewController(title: "Detail"), for: .secondary)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = split
        #expect(split.isShowing(.primary))
        #expect(window.scene().dump().contains("sidebar #"))
    }
}

@Suite("Sidebar rows that take dropped rows", .tags(.sidebar))
struct SidebarDropTests {
    @Test("Issue 36: a row with onDrop takes a list's row dropped on it, whatever its tag, and says which; rows without it and rows while editing take none")
    func drop() throws {
        let fixture = SidebarFixture()
        var dropped: [String] = []
        fixture.sidebar.sections[1].items[0].onDrop = { dropped.append($0) }
        let sent = try #require(fixture.scene.sections[1].rows.first { $0.id == "sent" })
        let drop = try #require(sent.dropID)
        #expect(fixture.scene.sections[0].rows.allSatisfy { $0.dropID == nil })
        try fixture.window.send(.rowMoved(drop, tag: "4711", toIndex: 0))
        #expect(dropped == ["4711"])
        #expect(throws: EventError.invalidIndex(drop, index: 1)) { try fixture.window.send(.rowMoved(drop, tag: "4711", toIndex: 1)) }
        fixture.sidebar.isEditing = true
        #expect(fixture.scene.sections[1].rows.first { $0.id == "sent" }?.dropID == nil)
    }
}
