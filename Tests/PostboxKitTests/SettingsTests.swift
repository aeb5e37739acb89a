import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

@MainActor
@Suite("Postbox settings")
struct SettingsTests {
    static func page(_ store: MailStore, width: Double, height: Double, pointer: PointerKind? = nil) -> (PostboxApp, Window) {
        let page = PostboxPage(store, width: width, height: height, pointer: pointer)
        return (page.app, page.window)
    }

    static func choose(_ title: String, in picker: String, _ window: Window) throws {
        let node = try #require(window.scene().picker(picker))
        let option = try #require(node.children.first { if case .option(_, title, _, _, _) = $0.kind { true } else { false } })
        guard case .option(let tag, _, _, _, _) = option.kind else { return }
        try window.send(.rowSelected(list: node.id, tag: tag))
    }

    @Test("SB-14, D-104: Settings (on a Mac a window with General and Appearance tabs) changes the sidebar size and the accent color at once, and a new page keeps them")
    func SB_14_persists() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 40)
        let (app, window) = Self.page(store, width: 1440, height: 900)
        try window.send(.tapped(try #require(window.scene().barItem("Settings"))))
        #expect(app.path == "/settings")
        #expect(window.scene().presentations.count == 1)
        #expect(window.scene().presentations.first?.appearance == .window)
        #expect(window.scene().dump().contains("bar \"General\""), "the window is titled by its tab")
        try Self.choose("Large", in: "Sidebar Size", window)
        #expect(window.scene().picker("Accent Color") == nil, "the accent color is on the Appearance tab")
        try Self.choose("Appearance", in: "Tabs", window)
        #expect(window.scene().dump().contains("bar \"Appearance\""))
        try Self.choose("Green", in: "Accent Color", window)
        let changed = window.scene().dump()
        #expect(changed.contains("sidebar") && changed.contains("\"Mailboxes\" sidebar large"))
        #expect(window.scene().tintColor == .green)
        // A Mac's Settings window has no Done: its Close button closes it.
        #expect(window.scene().barItem("Done") == nil)
        try window.send(.dismissAttempted(try #require(window.scene().presentations.first?.dismissID)))
        #expect(window.scene().presentations.isEmpty)
        #expect(app.path == "/")

        let (again, window2) = Self.page(store, width: 1440, height: 900)
        #expect(again.settings == PostboxSettings(sidebarSize: .large, accentColor: .green, compactStyle: .stack))
        #expect(window2.scene().tintColor == .green)
        #expect(window2.scene().dump().contains("\"Mailboxes\" sidebar large"))
    }

    @Test("SB-14: on iPad and iPhone the sidebar stays medium whatever the setting, and the sheet says so")
    func SB_14_medium_elsewhere() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 20)
        let (app, window) = Self.page(store, width: 1180, height: 820, pointer: .coarse)
        app.change(settings: PostboxSettings(sidebarSize: .large))
        #expect(window.scene().dump().contains("\"Mailboxes\" sidebar medium"))
        app.showSettings()
        #expect(window.scene().dump().contains("Applies on the Mac"))
    }

    @Test("SB-6: the single-stack compact style collapses sidebar, list and message into one stack with chevrons")
    func SB_6_singleStack() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 40)
        try store.chooseTabs()
        let (app, window) = Self.page(store, width: 390, height: 844)
        app.change(settings: PostboxSettings(compactStyle: .stack))
        // The Inbox tab was on screen: the stack shows the Inbox, with Back to the mailboxes.
        #expect(window.scene().dump().contains(#/bar "Inbox" large (subtitle="[^"]*" )?leading=\[back "Mailboxes"\]/#))
        #expect(app.path == "/mailbox/inbox")
        try window.send(.tapped(try #require(window.scene().barItem("Mailboxes"))))
        #expect(app.path == "/", "the mailboxes are on screen")
        guard case .split(let split) = window.scene().root, case .navigation(let stack) = split.columns.first?.content,
              case .sidebar(let sidebar) = stack.top else {
            Issue.record("no sidebar at the root of the compact stack:\n\(window.scene().dump())"); return
        }
        #expect(split.isCollapsed)
        #expect(!window.scene().dump().contains("tabBar"))
        #expect(sidebar.rowsShowDisclosure, "mailbox rows push the list, so they draw chevrons")
        // The mailbox, then a message: each pushes.
        let inbox = try #require(sidebar.sections.flatMap(\.rows).first { $0.id == "inbox" })
        try window.send(.rowSelected(list: sidebar.listID, tag: inbox.id))
        #expect(app.path == "/mailbox/inbox")
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        #expect(list.children.first.map { if case .row(_, _, true) = $0.kind { true } else { false } } == true, "rows draw chevrons")
        let first = try #require(try store.messages(in: "inbox", limit: 1).first)
        try window.send(.rowSelected(list: list.id, tag: String(first.id)))
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"))
        #expect(app.path == "/mailbox/inbox/message/\(first.id)")
        // Back to the list: the URL follows; back again to the mailboxes.
        try window.send(.tapped(try #require(window.scene().barItem("Inbox"))))
        #expect(app.path == "/mailbox/inbox")
        #expect(app.open(path: "/"), "history back to the start")
        #expect(window.scene().dump().contains("bar \"Mailboxes\""))
        #expect(app.open(path: "/mailbox/inbox/message/\(first.id)"), "and forward again")
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"))
        // Regular width shows all three columns with the selection kept.
        window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine))
        #expect(app.selectedMailbox == "inbox")
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"))
    }

    @Test("Switching the compact style while collapsed keeps the open message")
    func switchWhileCollapsed() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 40)
        try store.chooseTabs()
        let (app, window) = Self.page(store, width: 390, height: 844)
        let first = try #require(try store.messages(in: "inbox", limit: 1).first)
        #expect(app.open(path: "/mailbox/inbox/message/\(first.id)"))
        app.change(settings: PostboxSettings(compactStyle: .stack))
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"), "the stack shows the message")
        #expect(!window.scene().dump().contains("tabBar"))
        app.change(settings: PostboxSettings(compactStyle: .tabs))
        #expect(window.scene().dump().contains("tabBar"))
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"), "and so does the Inbox tab")
        #expect(app.path == "/mailbox/inbox/message/\(first.id)")
    }

    @Test("URLs name the Settings sheet and a search; reload restores both")
    func urls() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 200)
        let (app, window) = Self.page(store, width: 1440, height: 900)
        #expect(app.open(path: "/mailbox/inbox/settings"))
        #expect(window.scene().picker("Sidebar Size") != nil)
        #expect(app.path == "/mailbox/inbox/settings")
        #expect(app.open(path: "/mailbox/inbox"))
        #expect(window.scene().presentations.isEmpty)

        let word = try #require(try store.messages(in: "inbox", limit: 1).first?.subject.split(separator: " ").first.map(String.init))
        let query = word + " ünï %41/?#"
        let field = try #require(window.scene().allNodes.first { if case .textField("Search", _, _, true, _) = $0.kind { true } else { false } })
        try window.send(.textChanged(field.id, text: word))
        let result = try #require(try store.search(word, limit: 1).first)
        #expect(app.path == "/mailbox/inbox/search/\(word)")
        let list = try #require(window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        try window.send(.rowSelected(list: list.id, tag: String(result.id)))
        #expect(app.path == "/mailbox/inbox/search/\(word)/message/\(result.id)")

        // A reload: a new page opens the same path.
        let (reloaded, window2) = Self.page(store, width: 1440, height: 900)
        #expect(reloaded.open(path: app.path))
        #expect(window2.scene().dump().contains("searchField \"\(word)\" placeholder=\"Search\""))
        #expect(reloaded.selectedMessage == result.id)
        // Any text survives the trip through a URL.
        let route = PostboxRoute(mailbox: "inbox", query: query)
        #expect(reloaded.open(path: route.path))
        #expect(window2.scene().dump().contains("searchField \"\(query)\""))
        #expect(reloaded.path == route.path)
    }

    @Test("Paths parse whole: a search for “settings” is a search, and a path that names nothing changes nothing")
    func routes() throws {
        #expect(PostboxRoute(path: "/mailbox/inbox/search/settings") == PostboxRoute(mailbox: "inbox", query: "settings"))
        #expect(PostboxRoute(path: "/mailbox/inbox/search/settings/settings") == PostboxRoute(mailbox: "inbox", query: "settings", sheet: .settings))
        #expect(PostboxRoute(path: "/mailbox/inbox/search/compose/message/7/compose/3")
                == PostboxRoute(mailbox: "inbox", query: "compose", message: 7, sheet: .compose(draft: 3)))
        #expect(PostboxRoute(path: "/mailbox/inbox/search/a%2Fb%20c%25") == PostboxRoute(mailbox: "inbox", query: "a/b c%"))
        #expect(PostboxRoute(mailbox: "inbox", query: "a/b c%").path == "/mailbox/inbox/search/a%2Fb%20c%25")
        #expect(PostboxRoute(mailbox: "inbox", query: "re;x é").path == "/mailbox/inbox/search/re%3Bx%20%C3%A9")
        #expect(PostboxRoute(mailbox: "folder-2_a.b~c", query: "Plain9").path == "/mailbox/folder-2_a.b~c/search/Plain9")
        #expect(PostboxRoute(mailbox: "inbox", query: "..").path == "/mailbox/inbox", "dots only would climb the path")
        #expect(PostboxRoute(path: "/") == PostboxRoute())
        // Issue 16: the Current Mailbox scope.
        let here = PostboxRoute(mailbox: "inbox", query: "build", searchesMailboxOnly: true, message: 4)
        #expect(here.path == "/mailbox/inbox/search-in-mailbox/build/message/4")
        #expect(PostboxRoute(path: here.path) == here)
        #expect(PostboxRoute(mailbox: "inbox", searchesMailboxOnly: true).path == "/mailbox/inbox")
        for bad in ["/mailbox/inbox/search/a/search-in-mailbox/b", "/mailbox/inbox/search-in-mailbox"] {
            #expect(PostboxRoute(path: bad) == nil, "\(bad)")
        }
        for bad in ["/x", "/mailbox", "/mailbox/inbox/search", "/mailbox/inbox/message/x", "/mailbox/inbox/message/1/x",
                    "/x/settings", "/settings/x", "/compose/x", "/mailbox/inbox/settings/compose/1"] {
            #expect(PostboxRoute(path: bad) == nil, "\(bad)")
        }

        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 60)
        let (app, window) = Self.page(store, width: 1440, height: 900)
        #expect(app.open(path: "/mailbox/inbox"))
        let before = window.scene()
        for bad in ["/x/settings", "/mailbox/inbox/search/x/bogus", "/mailbox/nowhere/settings", "/mailbox/inbox/message/999999999",
                    "/mailbox/inbox/compose/999999999"] {
            #expect(!app.open(path: bad), "\(bad)")
            #expect(window.scene() == before, "\(bad) changed nothing")
            #expect(app.path == "/mailbox/inbox")
        }
        #expect(app.open(path: "/"))
        #expect(app.selectedMailbox == "inbox", "D-66: regular width at / opens the Inbox")
    }

    @Test("SB-6: in the single stack, history back and forward show the screen the URL names, and the inspector keeps the message in the URL")
    func SB_6_singleStackHistory() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 40)
        let (app, window) = Self.page(store, width: 390, height: 844)
        app.change(settings: PostboxSettings(compactStyle: .stack))
        let first = try #require(try store.messages(in: "inbox", limit: 1).first)
        #expect(app.open(path: "/mailbox/inbox/message/\(first.id)"))
        try window.send(.tapped(try #require(window.scene().barItem("Info"))))
        #expect(app.path == "/mailbox/inbox/message/\(first.id)", "the inspector sheet is over the message")
        #expect(app.open(path: "/mailbox/inbox/message/\(first.id)"))
        #expect(app.open(path: "/"))
        #expect(window.scene().dump().contains("bar \"Mailboxes\""))
        #expect(app.path == "/")
        #expect(app.open(path: "/mailbox/inbox"), "forward to the same mailbox")
        #expect(window.scene().dump().contains(#/bar "Inbox" large (subtitle="[^"]*" )?leading=\[back "Mailboxes"\]/#))
        #expect(app.path == "/mailbox/inbox")
    }
}
