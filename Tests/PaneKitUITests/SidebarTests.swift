import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

@MainActor
@Suite("Lists drawn as sidebars (D-53)")
struct SidebarTests {
    func sidebar(_ page: PageDriver<some PaneKitUI.App>) throws -> SidebarScene {
        try #require(page.window.scene().sidebars.first)
    }

    @Test("A List in a split view's sidebar column is the platform's sidebar: sections, symbols, counts, a disclosure group's children, row menus (SB-1, SB-2, SB-4)")
    func sidebarColumn() throws {
        let page = PageDriver<MailSidebarApp>()
        let sidebar = try sidebar(page)
        #expect(sidebar.sections.map(\.title) == ["Favorites", "iCloud"])
        let rows = sidebar.sections.flatMap(\.rows)
        let inbox = try #require(rows.first { $0.title == "Inbox" })
        #expect(inbox.symbol == "tray" && inbox.badge == "3" && inbox.isSelected)
        let projects = try #require(rows.first { $0.title == "Projects" })
        #expect(projects.isExpanded == true && projects.level == 0)
        #expect(rows.first { $0.title == "PaneKit" }?.level == 1)
        let family = try #require(rows.first { $0.title == "Family" })
        #expect(family.contextActions.map(\.title) == ["Delete Folder"])
        #expect(sidebar.title == "Mailboxes")
    }

    @Test("Choosing a sidebar row sets the selection, and the detail follows")
    func selection() throws {
        let page = PageDriver<MailSidebarApp>()
        try page.select("Flagged")
        #expect(page.dump.contains("text \"Showing flagged\""))
        let rows = try sidebar(page).sections.flatMap(\.rows)
        #expect(rows.first { $0.title == "Flagged" }?.isSelected == true)
        #expect(rows.first { $0.title == "Inbox" }?.isSelected == false)
        try page.select("PaneKit")
        #expect(page.dump.contains("text \"Showing panekit\""))
    }

    @Test("Section(_:isExpanded:) and DisclosureGroup(isExpanded:) follow the person's collapsing, and the bindings drive the sidebar")
    func expansion() throws {
        let page = PageDriver<MailSidebarApp>()
        let favorites = try #require(try sidebar(page).sections.first?.disclosureID)
        try page.window.send(.tapped(favorites))
        #expect(try sidebar(page).sections.first?.isExpanded == false)
        // The binding holds it: the views read again still say collapsed.
        try page.select("Family")
        #expect(try sidebar(page).sections.first?.isExpanded == false)

        let projects = try #require(try sidebar(page).sections.flatMap(\.rows).first { $0.title == "Projects" }?.disclosureID)
        try page.window.send(.tapped(projects))
        let rows = try sidebar(page).sections.flatMap(\.rows)
        #expect(rows.first { $0.title == "Projects" }?.isExpanded == false)
        #expect(!rows.contains { $0.title == "PaneKit" })
        // The app expands it through its binding.
        try page.tap("Show Projects")
        #expect(try sidebar(page).sections.flatMap(\.rows).contains { $0.title == "PaneKit" })
    }

    @Test("A row's menu runs its button")
    func rowMenu() throws {
        let page = PageDriver<MailSidebarApp>()
        let family = try #require(try sidebar(page).sections.flatMap(\.rows).first { $0.title == "Family" })
        try page.window.send(.tapped(try #require(family.contextActions.first?.id)))
        #expect(page.dump.contains("text \"Family deleted\""))
    }

    @Test("On a phone the sidebar comes first and its rows draw chevrons: choosing one pushes the detail (SB-6)")
    func phone() throws {
        let page = PageDriver<MailSidebarApp>(width: 390, height: 844)
        #expect(try sidebar(page).rowsShowDisclosure)
        try page.select("Flagged")
        #expect(page.dump.contains("text \"Showing flagged\""))
    }

    @Test(".listStyle(.plain) keeps a list in the sidebar column a plain list, as does other content beside it; .listStyle(.sidebar) makes a sidebar anywhere")
    func styles() throws {
        let plain = PageDriver<PlainSidebarApp>()
        #expect(plain.window.scene().sidebars.isEmpty)
        #expect(plain.dump.contains("label \"Inbox\""))
        let searchable = PageDriver<SearchableSidebarApp>()
        #expect(searchable.window.scene().sidebars.isEmpty, "a sidebar list among other content is a plain list")
        #expect(searchable.dump.contains("label \"Inbox\""))
        let stack = PageDriver<SidebarStackApp>()
        #expect(try sidebar(stack).sections.flatMap(\.rows).map(\.title) == ["Inbox", "Sent"])
    }

    @Test("EditButton turns editing on and off; while editing, people hide and reorder rows, and .sidebarCustomization keeps it; a button in a section's header adds rows")
    func editing() throws {
        let page = PageDriver<EditableSidebarApp>()
        #expect(page.window.scene().barItem("Edit") != nil)
        #expect(try sidebar(page).isEditing == false)
        try page.window.send(.tapped(try #require(page.window.scene().barItem("Edit"))))
        var sidebar = try sidebar(page)
        #expect(sidebar.isEditing && page.window.scene().barItem("Done") != nil)
        let section = try #require(sidebar.sections.first)
        #expect(section.title == "iCloud" && section.moveID != nil)

        // Hide Family: the app's customization follows.
        let family = try #require(section.rows.first { $0.title == "Family" })
        try page.window.send(.tapped(try #require(family.visibilityToggleID)))
        #expect(page.dump.contains("text \"Family hidden\""))
        // Travel first.
        try page.window.send(.rowMoved(try #require(section.moveID), tag: "Travel", toIndex: 0))
        try page.window.send(.tapped(try #require(page.window.scene().barItem("Done"))))
        sidebar = try self.sidebar(page)
        #expect(!sidebar.isEditing)
        #expect(sidebar.sections.first?.rows.map(\.title) == ["Travel", "Projects"])

        // New Folder, from the header.
        try page.window.send(.tapped(try #require(sidebar.sections.first?.addID)))
        #expect(try self.sidebar(page).sections.first?.rows.map(\.title) == ["Travel", "Projects", "Folder 4"])
    }

    @Test("A sidebar's rows of a view of the app's own are read in place: their titles and counts show and follow the data they read, and they keep no cache entry")
    func customRows() throws {
        let page = PageDriver<CustomRowSidebarApp>()
        var rows = try sidebar(page).sections.flatMap(\.rows)
        #expect(rows.map(\.title) == ["Inbox", "Sent"] && rows.first?.badge == "3")
        let sidebarHost = try #require(page.hostingControllers.first { $0.path.hasSuffix("/sidebar") })
        try page.window.send(.tapped(try #require(page.window.scene().barItem("Add"))))
        SidebarCounts.shared.unread["Junk"] = 4
        rows = try sidebar(page).sections.flatMap(\.rows)
        #expect(rows.map(\.title) == ["Inbox", "Sent", "Junk"] && rows.last?.badge == "4")
        #expect(!sidebarHost.bodies.currentEntries.contains { $0.view is SidebarNameRow }, "read in place, no entry")
    }
}
