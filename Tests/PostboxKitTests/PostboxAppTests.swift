import Foundation
import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

@MainActor
@Suite("Postbox app, headless")
struct PostboxAppTests {
    func app(width: Double, height: Double = 900, tabs: Bool = false) throws -> (PostboxApp, Window) {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 400)
        if tabs { try store.chooseTabs() }
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: width, height: height, pointer: width > 600 ? .fine : .coarse))
        window.rootViewController = app.rootViewController
        app.didGoLive(refresh: window.refresh)
        return (app, window)
    }

    @Test("With nothing selected the columns show the article's placeholders")
    func placeholders() throws {
        let (_, window) = try app(width: 1440)
        let dump = window.scene().dump()
        #expect(dump.contains("unavailable \"No Mailbox Selected\""))
        #expect(dump.contains("unavailable \"No Message Selected\""))
    }

    @Test("URLs open a mailbox and a message, mark it read, and come back out of the state")
    func urls() throws {
        let (app, window) = try app(width: 1440)
        let first = try #require(try app.store.messages(in: "inbox", limit: 1).first)
        #expect(app.open(path: "/mailbox/inbox/message/\(first.id)"))
        #expect(app.path == "/mailbox/inbox/message/\(first.id)")
        #expect(try app.store.message(id: first.id)?.isRead == true)
        #expect(window.scene().dump().contains("text \"\(first.subject)\" style=title"))
        #expect(!app.open(path: "/mailbox/nowhere"))
        #expect(!app.open(path: "/elsewhere"))
        #expect(app.title == first.subject)
    }

    @Test("D-66: at / regular width opens the Inbox on its newest message; an iPad in portrait shows it alone; a phone shows its mailboxes")
    func D_66_opensOnTheNewestMessage() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 100)
        let newest = try #require(try store.messages(in: "inbox", limit: 1).first)
        for (width, height, pointer) in [(1440.0, 900.0, PointerKind.fine), (1180, 820, .coarse), (820, 1180, .coarse), (390, 844, .coarse)] {
            let app = PostboxApp(store: store)
            let window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
            window.rootViewController = app.rootViewController
            #expect(app.open(path: "/"))
            let scene = window.scene()
            guard case .split(let split) = scene.root else { Issue.record("no split view"); continue }
            if width < 600 {
                // D-97: a phone is Mail's one stack, whose root is the mailboxes.
                #expect(app.selectedMessage == nil && app.path == "/", "a phone opens on its mailboxes")
                #expect(scene.dump().contains("bar \"Mailboxes\""), "\(scene.dump())")
                // Issue 36: Mail's bottom bar under the mailboxes: how mail stands, New Message.
                #expect(Self.toolbars(scene).first?.first?.kind == .status("Updated Just Now"), "\(Self.toolbars(scene))")
                try window.send(.tapped(try #require(scene.barItem("New Message", inToolbars: true))))
                #expect(window.scene().presentations.count == 1, "New Message opens compose")
                continue
            }
            #expect(app.path == "/mailbox/inbox/message/\(newest.id)", "\(width)")
            #expect(scene.dump().contains("text \"\(newest.subject)\""), "\(width)")
            #expect(try store.message(id: newest.id)?.isRead == newest.isRead, "a first paint marks nothing read")
            if width == 820 {
                #expect(split.displayMode == .secondaryOnly, "portrait: the message alone")
                #expect(split.columns.map(\.column) == [.secondary])
                // D-71: the chevron to the list is named by it, as Mail's "‹ Inbox".
                #expect(scene.dump().contains("displayMode backChevron→oneOverSecondary \"Inbox\"") ||
                        scene.dump().contains("displayMode backChevron→oneBesideSecondary \"Inbox\""), "\(scene.dump())")
            } else {
                #expect(split.displayMode == .twoBesideSecondary, "\(width)")
            }
        }
        let empty = try MailStore()
        try SampleMailbox.populate(empty, messages: 0)
        let (app, window) = (PostboxApp(store: empty), Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine)))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/"))
        #expect(app.path == "/mailbox/inbox")
        #expect(window.scene().dump().contains("unavailable \"No Message Selected\""))
    }

    @Test("Issue 16: the message's header is Mail's — monogram, names without quotes, the subject once — and its actions are in the bars: the navigation bar in regular width, a bottom toolbar on a phone")
    func messageHeaderAndActions() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 20)
        _ = try store.insert([Message(messageID: "<bob@example.com>", mailboxID: "inbox", date: SampleMailbox.referenceDate.addingTimeInterval(60),
                                      sender: "\"Bob Builder\" <bob@example.com>", recipients: "You <you@example.com>, \"Wendy\" <wendy@example.com>",
                                      subject: "Can we fix it?", body: "Yes we can.", attachments: "plan.pdf\t12 KB")])
        let id = try #require(try store.messages(in: "inbox", limit: 1).first?.id)
        for (width, height) in [(1440.0, 900.0), (390, 844)] {
            let (_, app, window) = PostboxPage(store, width: width, height: height).parts
            #expect(app.open(path: "/mailbox/inbox/message/\(id)"))
            let scene = window.scene()
            let dump = scene.dump()
            #expect(dump.contains("monogram BB"))
            #expect(dump.contains("text \"Bob Builder\" style=headline lines=1"))
            #expect(!dump.contains("\"\\\"Bob"), "no quotes around the name")
            #expect(dump.contains("text \"To: You, Wendy\" style=subheadline lines=1 color=secondary"))
            #expect(dump.components(separatedBy: "text \"Can we fix it?\" style=title").count == 2)
            #expect(!dump.contains("bar \"Can we fix it?\""), "the subject once: the bar has no title")
            #expect(dump.contains("label \"plan.pdf, 12 KB\" symbol=paperclip"))
            let bars = scene.barTitles()
            if width > 600 {
                // Issue 36: Mail's set on a Mac.
                #expect(bars.toolbars.isEmpty)
                #expect(bars.navigationBars.starts(with: ["Archive", "Move to Trash", "Move to Junk", "Reply", "Reply All", "Forward", "Flag"]), "\(bars)")
            } else {
                // Issue 36: Mail's on a phone: Trash, Move, Reply (a choice) and Compose.
                #expect(bars.toolbars == ["Move to Trash", "Move Message", "Reply", "New Message"], "\(bars)")
                #expect(!bars.navigationBars.contains("Reply"))
            }
        }
    }

    /// The bottom toolbars a scene shows, outermost first.
    static func toolbars(_ scene: Scene) -> [[BarItem]] {
        var found: [[BarItem]] = []
        func walk(_ node: SceneNode) {
            switch node {
            case .navigation(let navigation):
                if let toolbar = navigation.toolbar { found.append(toolbar) }
                walk(navigation.top)
            case .split(let split): for column in split.columns { walk(column.content) }
            case .tabBar(let tabBar): if let content = tabBar.content { walk(content) }
            case .content, .sidebar: break
            }
        }
        if let root = scene.root { walk(root) }
        return found
    }

    @Test("NV-7 Back from a message on a phone takes the message's toolbar away: the list's own bar shows (D-97)")
    func backTakesTheToolbarAway() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 20)
        let id = try #require(try store.messages(in: "inbox", limit: 3).last?.id)
        let (_, app, window) = PostboxPage(store, width: 390, height: 844).parts
        #expect(app.open(path: "/mailbox/inbox/message/\(id)"))
        let toolbars = Self.toolbars
        #expect(toolbars(window.scene()).count == 1, "the message's toolbar")
        try window.send(.tapped(try #require(window.scene().barItem("Inbox"))))
        #expect(app.path == "/mailbox/inbox")
        // D-97, D-102: the list's own bar, as Mail's on a phone: the Unread filter, how the mailbox
        // stands, then New Message.
        let kinds = toolbars(window.scene()).map { $0.map(\.kind) }
        #expect(kinds.count == 1, "the list's toolbar, not the message's")
        #expect(kinds.first?.first == .custom(title: "Filter", symbol: "line.3.horizontal.decrease.circle", role: nil))
        guard let items = kinds.first, items.count == 3, case .status(let status) = items[1] else { Issue.record("no status second: \(kinds)"); return }
        #expect(status.hasPrefix("Updated Just Now"))
        #expect(items.last == .custom(title: "New Message", symbol: "square.and.pencil", role: nil))
        #expect(window.scene().barItem("New Message") == nil, "New Message is not also above the list")
    }

    @Test("Issue 16: the list's bar says how many messages the mailbox holds and how many are unread, as Mail's toolbar; a search says nothing")
    func countSubtitle() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox"))
        let total = try app.store.messageCount(in: "inbox"), unread = try app.store.unreadCounts()["inbox"] ?? 0
        #expect(window.scene().dump().contains("bar \"Inbox\" subtitle=\"\(total.formatted()) messages, \(unread) unread\""))
        let first = try #require(try app.store.messages(in: "inbox", limit: 1).first)
        try app.store.setRead(first.id, !first.isRead)
        app.select(mailbox: "inbox")
        let after = (try app.store.unreadCounts()["inbox"] ?? 0)
        #expect(window.scene().dump().contains("subtitle=\"\(total.formatted()) messages, \(after) unread\""), "a read changes the unread count, not the total")
        #expect(app.open(path: "/mailbox/inbox/search/green"))
        #expect(!window.scene().dump().contains("bar \"Inbox\" subtitle="))
    }

    @Test("Issue 16, D-69: a row's swipe actions (in Mail's colors) and context menu read, flag, archive and trash its message without opening it; only the row reached for holds them")
    func rowActions() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox"))
        let messages = try app.store.messages(in: "inbox", limit: 3)
        func row(_ id: Int64) throws -> ViewNode {
            try #require(window.scene().allNodes.first { if case .row(String(id), _, _) = $0.kind { true } else { false } })
        }
        func isRequest(_ node: ViewNode) -> Bool { if case .actionsOnRequest = node.kind { true } else { false } }
        // Rows carry a request for their actions, not the buttons.
        #expect(window.scene().allNodes.count { isRequest($0) } == window.scene().allNodes.count { if case .row = $0.kind { true } else { false } })
        func tap(_ title: String, onRow id: Int64, in kind: (ViewNode.Kind) -> Bool) throws {
            let request = try #require(try row(id).children.first(where: isRequest))
            try window.send(.tapped(request.id))
            let buttons = try row(id).children.filter { kind($0.kind) }.flatMap(\.children)
                .flatMap { if case .tinted = $0.kind { $0.children } else { [$0] } }
            let button = try #require(buttons.first { if case .button(title, _, _) = $0.kind { true } else { false } })
            try window.send(.tapped(button.id))
        }
        let isSwipe: (ViewNode.Kind) -> Bool = { if case .swipeActions = $0 { true } else { false } }
        let isMenu: (ViewNode.Kind) -> Bool = { if case .contextMenu = $0 { true } else { false } }
        try tap(messages[0].isFlagged ? "Unflag" : "Flag", onRow: messages[0].id, in: isSwipe)
        #expect(try app.store.message(id: messages[0].id)?.isFlagged == !messages[0].isFlagged)
        #expect(try row(messages[0].id).children.contains { if case .swipeActions = $0.kind { $0.children.contains { $0.kind == .tinted(.orange) } } else { false } },
                "Flag is orange")
        try tap(messages[1].isRead ? "Mark as Unread" : "Mark as Read", onRow: messages[1].id, in: isMenu)
        #expect(try app.store.message(id: messages[1].id)?.isRead == !messages[1].isRead)
        #expect(try row(messages[0].id).children.contains(where: isRequest), "the first row's buttons were put away")
        try tap("Trash", onRow: messages[2].id, in: isSwipe)
        #expect(try app.store.message(id: messages[2].id)?.mailboxID == "trash")
        #expect(!window.scene().allNodes.contains { if case .row(String(messages[2].id), _, _) = $0.kind { true } else { false } })
        #expect(app.selectedMailbox == "inbox" && app.selectedMessage == nil, "nothing opened")
    }

    @Test("Issue 16: while people search, Mail's scope bar shows; Current Mailbox searches the mailbox alone, and the URL says so")
    func searchScopes() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox"))
        #expect(!window.scene().dump().contains("All Mailboxes"), "no scope bar before a search")
        #expect(window.scene().dump().contains("searchBar highlightsMatches"))
        #expect(app.open(path: "/mailbox/inbox/search/build"))
        let dump = window.scene().dump()
        #expect(dump.contains("\"All Mailboxes\"") && dump.contains("\"Current Mailbox\""), "\(dump)")
        func listed() -> Set<Int64> {
            Set(window.scene().allNodes.compactMap { if case .row(let tag, _, _) = $0.kind { Int64(tag) } else { nil } })
        }
        let everywhere = listed()
        let picker = try #require(window.scene().allNodes.first { if case .picker("Search Scope", _) = $0.kind { true } else { false } })
        let current = try #require(picker.children.first { if case .option(_, "Current Mailbox", _, _, _) = $0.kind { true } else { false } })
        guard case .option(let tag, _, _, _, false) = current.kind else { Issue.record("Current Mailbox is chosen already"); return }
        try window.send(.rowSelected(list: picker.id, tag: tag))
        #expect(app.path == "/mailbox/inbox/search-in-mailbox/build")
        let here = listed()
        let inbox = Set(try app.store.search("build", in: "inbox", limit: 200).map(\.id))
        #expect(here == inbox && here != everywhere, "\(here.count) of \(everywhere.count)")
        // A reload keeps the scope.
        let (reloaded, window2) = try self.app(width: 1440)
        #expect(reloaded.open(path: "/mailbox/inbox/search-in-mailbox/build"))
        #expect(window2.scene().allNodes.contains { if case .option(_, "Current Mailbox", _, _, true) = $0.kind { true } else { false } })
    }

    @Test("Issue 16: a mailbox with unread mail offers Mark All as Read in its context menu; choosing it reads them all")
    func markAllAsRead() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/archive"))
        func row(_ id: String) throws -> SidebarRowScene {
            try #require(window.scene().sidebars.flatMap(\.sections).flatMap(\.rows).first { $0.id == id })
        }
        let inbox = try row("inbox")
        #expect(inbox.badge != nil && inbox.contextActions.map(\.title) == ["Mark All as Read"])
        #expect(try row("sent").contextActions.isEmpty, "nothing unread, nothing to offer")
        try window.send(.tapped(try #require(inbox.contextActions.first).id))
        #expect(try app.store.unreadCounts()["inbox", default: 0] == 0)
        #expect(try row("inbox").badge == nil && row("inbox").contextActions.isEmpty)
        #expect(try row("favorite-inbox").badge == nil, "the favorite follows")
        #expect(app.selectedMailbox == "archive", "nothing else changed")
    }

    @Test("Issue 16: the sidebar's Edit becomes Done while editing, and Edit again after")
    func editBecomesDone() throws {
        let (_, window) = try app(width: 1180, height: 820)
        try window.send(.tapped(try #require(window.scene().barItem("Edit"))))
        #expect(window.scene().barItem("Edit") == nil)
        try window.send(.tapped(try #require(window.scene().barItem("Done"))))
        #expect(window.scene().barItem("Done") == nil && window.scene().barItem("Edit") != nil)
    }

    @Test("A first paint shows a message without marking it read; the page marks it once it goes live")
    func firstPaintChangesNothing() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 100)
        let unread = try #require(try store.messages(in: "inbox", limit: 100).first { !$0.isRead })
        let counts = try store.unreadCounts()
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/mailbox/inbox/message/\(unread.id)"))
        #expect(window.scene().dump().contains("text \"\(unread.subject)\" style=title"))
        #expect(try store.message(id: unread.id)?.isRead == false)
        #expect(try store.unreadCounts() == counts)
        app.didGoLive(refresh: window.refresh)
        #expect(try store.message(id: unread.id)?.isRead == true)
    }

    @Test("Compact width shows seven mailbox tabs, four and More, with unread badges equal to the counts")
    func compactTabs() throws {
        let (app, window) = try app(width: 390, height: 844, tabs: true)
        guard case .split(let split) = window.scene().root, case .tabBar(let tabs) = split.columns.first?.content else {
            Issue.record("no tab bar in compact width"); return
        }
        #expect(tabs.items.map(\.title) == ["Inbox", "Flagged", "Drafts", "Sent", "More"])
        let unread = try app.store.unreadCounts()
        #expect(tabs.items[0].badge == unread["inbox"].map(String.init))
    }

    @Test("Compact tabs: the URL and the title follow the tab and its stack, also after people reorder the tabs")
    func compactURLs() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 200)
        try store.chooseTabs()
        // Trash first, as More → Edit would leave it.
        let order = TabCustomization(order: ["trash", "inbox", "flagged", "drafts", "sent", "archive", "junk"])
        try store.setSetting("tabOrder", String(decoding: try JSONEncoder().encode(order), as: UTF8.self))
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = app.rootViewController
        guard case .split(let split) = window.scene().root, case .tabBar(let bar) = split.columns.first?.content else {
            Issue.record("no tabs"); return
        }
        #expect(bar.items.first?.title == "Trash")
        // Tapping a tab names its mailbox.
        try window.send(.tapped(try #require(bar.items.first { $0.title == "Drafts" }).id))
        #expect(app.path == "/mailbox/drafts")
        #expect(app.title == "Drafts")
        // A link to an Inbox message opens the Inbox tab, wherever it is, with the message.
        let message = try #require(try store.messages(in: "inbox", limit: 1).first)
        #expect(app.open(path: "/mailbox/inbox/message/\(message.id)"))
        #expect(window.scene().dump().contains("text \"\(message.subject)\" style=title"))
        #expect(app.path == "/mailbox/inbox/message/\(message.id)")
        // Back to the list: the URL follows.
        try window.send(.tapped(try #require(window.scene().barItem("Inbox"))))
        #expect(app.path == "/mailbox/inbox")
        // Regular width shows what the tab showed: the Inbox, no message open.
        window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine))
        #expect(app.selectedMailbox == "inbox")
        #expect(app.selectedMessage == nil)
        #expect(app.path == "/mailbox/inbox")
    }

    @Test("Compact tabs: a folder has no tab, so its link opens it on the current tab's stack, and a message from elsewhere is refused")
    func compactFolders() throws {
        let (store, app, window) = try PostboxPage(sample: 600, width: 390, height: 844, tabs: true).parts
        let folder = try #require(try store.mailboxes().first { $0.parentID != nil })
        let message = try #require(try store.messages(in: folder.id, limit: 1).first)
        #expect(app.open(path: "/mailbox/\(folder.id)/message/\(message.id)"))
        #expect(app.path == "/mailbox/\(folder.id)/message/\(message.id)")
        #expect(window.scene().dump().contains("text \"\(message.subject)\" style=title"))
        try window.send(.tapped(try #require(window.scene().barItem(folder.name))))
        #expect(app.path == "/mailbox/\(folder.id)", "Back shows the folder's list")
        try window.send(.tapped(try #require(window.scene().barItem("Inbox"))))
        #expect(app.path == "/mailbox/inbox", "and Back again the tab's own")
        // A message that is not in the mailbox the URL names: nothing changes.
        let before = window.scene()
        #expect(!app.open(path: "/mailbox/inbox/message/\(message.id)"))
        #expect(window.scene() == before)
        // A search finds messages of every mailbox, so there it is found.
        #expect(app.open(path: "/mailbox/inbox/search/x/message/\(message.id)"))
    }

    @Test("A wide page makes no compact tabs; the first collapse makes them, in the order people left, on the selected mailbox's tab")
    func tabsMadeWhenCollapsing() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        try store.chooseTabs()
        let order = TabCustomization(order: ["trash", "inbox", "flagged", "drafts", "sent", "archive", "junk"])
        try store.setSetting("tabOrder", String(decoding: try JSONEncoder().encode(order), as: UTF8.self))
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/mailbox/drafts"))
        _ = window.scene()
        #expect(app.split.viewController(for: .compact) == nil, "no tabs while wide")
        window.setViewport(Viewport(width: 390, height: 844))
        guard case .split(let split) = window.scene().root, case .tabBar(let bar) = split.columns.first?.content else {
            Issue.record("no tabs: \(window.scene().dump())"); return
        }
        #expect(bar.items.first?.title == "Trash")
        #expect(bar.items.first { $0.isSelected }?.title == "Drafts")
        #expect(app.path == "/mailbox/drafts")
    }

    @Test("Selections survive 1440 → 390 → 1440: the message stays open in its mailbox's tab and back")
    func resizeKeepsSelection() throws {
        let (app, window) = try app(width: 1440)
        let message = try #require(try app.store.messages(in: "inbox", limit: 3).last)
        #expect(app.open(path: "/mailbox/inbox/message/\(message.id)"))
        window.setViewport(Viewport(width: 390, height: 844))
        let compact = window.scene().dump()
        #expect(compact.contains("text \"\(message.subject)\" style=title"), "the tab shows the open message")
        window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine))
        #expect(app.selectedMailbox == "inbox")
        #expect(app.selectedMessage == message.id)
        #expect(app.path == "/mailbox/inbox/message/\(message.id)")
    }
}

@MainActor
@Suite("Postbox list windows")
struct ListWindowTests {
    static func windowedList(_ window: Window) -> (node: ViewNode, span: ListWindow.Span)? {
        for node in window.scene().allNodes {
            if case .list(_, _, let span?, _) = node.kind { return (node, span) }
        }
        return nil
    }

    @Test("A long mailbox shows a window of messages that follows scrolling, both ways, without counting the mailbox")
    func windows() throws {
        let (store, app, window) = try PostboxPage(sample: 1_000, width: 1440, height: 900).parts
        #expect(app.open(path: "/mailbox/inbox"))
        let all = try store.messages(in: "inbox", limit: 10_000).map { String($0.id) }
        #expect(all.count > 400)
        var list = try #require(Self.windowedList(window))
        #expect(list.node.children.count == 200, "the first window")
        #expect(list.span.offset == 0 && list.span.hasMore)
        // People scroll down to rows 150–160: the window moves to hold them with rows above to
        // spare (a quarter page), in steps of 20.
        try window.send(.listScrolled(list.span.scrollID, visible: 150..<160))
        list = try #require(Self.windowedList(window))
        #expect(list.span.offset == 100)
        try window.send(.listScrolled(list.span.scrollID, visible: 290..<300))
        list = try #require(Self.windowedList(window))
        #expect(list.span.offset == 240)
        #expect(list.node.children.map { if case .row(let tag, _, _) = $0.kind { tag } else { "" } } == Array(all[240..<440]))
        #expect(window.scene().dump().contains("window=240+"))
        // On to the end of the mailbox, a window at a time: then no more rows follow.
        while list.span.hasMore {
            let end = list.span.offset + list.node.children.count
            try window.send(.listScrolled(list.span.scrollID, visible: (end - 5)..<end))
            list = try #require(Self.windowedList(window))
        }
        #expect(list.node.children.map { if case .row(let tag, _, _) = $0.kind { tag } else { "" } } == Array(all[list.span.offset...]))
        // Up a little: the window keeps three quarters of a page above what people see.
        let bottom = list.span.offset
        try window.send(.listScrolled(list.span.scrollID, visible: (bottom + 10)..<(bottom + 20)))
        list = try #require(Self.windowedList(window))
        #expect(list.span.offset == (bottom + 20 - 150) / 20 * 20)
        #expect(list.node.children.map { if case .row(let tag, _, _) = $0.kind { tag } else { "" } }
                == Array(all[list.span.offset..<min(all.count, list.span.offset + 200)]))
        // And back to the top in one move.
        try window.send(.listScrolled(list.span.scrollID, visible: 0..<12))
        #expect(Self.windowedList(window)?.span.offset == 0)
    }

    @Test("Moving a mailbox's window deep into it reads from a position, not by counting rows")
    func deepWindow() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 2_000)
        let all = try store.messages(in: "inbox", limit: 10_000)
        let position = all[700].position
        #expect(try store.messages(in: "inbox", from: position, limit: 3) == Array(all[700..<703]))
        #expect(try store.position(in: "inbox", above: position, by: 250) == all[450].position)
        #expect(try store.position(in: "inbox", above: position, by: 701) == nil, "fewer above")
        #expect(try store.messages(in: "inbox", from: nil, limit: 2) == Array(all[0..<2]))
    }

    @Test("Windows read from a position keep ties and milliseconds in order, and the top is the top after mail arrives above a deep window")
    func positions() throws {
        let store = try MailStore()
        let when = Date(timeIntervalSinceReferenceDate: 800_000_000.123)
        var batch: [Message] = []
        for index in 0..<450 {
            // Pairs of messages share a date; every date has milliseconds.
            let date = when.addingTimeInterval(-Double(index / 2) - 0.456)
            batch.append(Message(messageID: "<m\(index)@test>", mailboxID: "inbox", date: date, sender: "A <a@b>", recipients: "c@d",
                                 subject: "Message \(index)", body: "", isRead: true))
        }
        try store.save(SampleMailbox.account, mailboxes: SampleMailbox.mailboxes)
        try store.insert(batch)
        let all = try store.messages(in: "inbox", limit: 1_000)
        for start in [1, 2, 3, 199, 200, 201] {
            #expect(try store.messages(in: "inbox", from: all[start].position, limit: 5) == Array(all[start..<(start + 5)]), "from \(start)")
            #expect(try store.position(in: "inbox", above: all[start].position, by: 1) == all[start - 1].position)
        }

        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/mailbox/inbox"))
        var list = try #require(Self.windowedList(window))
        try window.send(.listScrolled(list.span.scrollID, visible: 190..<200))
        list = try #require(Self.windowedList(window))
        #expect(list.span.offset == 140)
        // New mail above the window, then back to the top: the newest message is there.
        try store.insert([Message(messageID: "<new@test>", mailboxID: "inbox", date: Date(), sender: "N <n@b>", recipients: "c@d",
                                  subject: "Newest", body: "", isRead: false)])
        try window.send(.listScrolled(list.span.scrollID, visible: 0..<10))
        list = try #require(Self.windowedList(window))
        #expect(list.span.offset == 0)
        #expect(window.scene().dump().contains("text \"Newest\" style=subheadline"))
    }

    @Test("A scroll that names impossible rows is refused and moves nothing")
    func badScroll() throws {
        let (store, app, window) = try PostboxPage(sample: 600, width: 1440, height: 900).parts
        #expect(app.open(path: "/mailbox/inbox"))
        let list = try #require(Self.windowedList(window))
        #expect(throws: EventError.invalidRange(list.span.scrollID, lower: 0, upper: 20_000)) {
            try window.send(.listScrolled(list.span.scrollID, visible: 0..<20_000))
        }
        #expect(throws: EventError.wrongEventKind(list.node.id, expected: "rowSelected")) {
            try window.send(.listScrolled(list.node.id, visible: 0..<1))
        }
        #expect(Self.windowedList(window)?.span.offset == 0)
        // Far past the end: a move down stops at the rows built.
        try window.send(.listScrolled(list.span.scrollID, visible: 1_000_000..<1_000_010))
        #expect(Self.windowedList(window)?.span.offset == 199)
        #expect(Self.windowedList(window)?.node.children.isEmpty == false)
        // Messages moved away under the window: it starts again at the top.
        for message in try store.messages(in: "inbox", from: nil, limit: 10_000).dropFirst(150) {
            try store.move(message.id, to: "archive")
        }
        app.rootViewController.setNeedsUpdate()
        #expect(Self.windowedList(window)?.span.offset == 0)
        #expect(Self.windowedList(window)?.node.children.count == 150)
    }
}

@MainActor
@Suite("Postbox customization")
struct CustomizationTests {
    @Test("More → Edit order and sidebar changes persist: a new page (or a reload) shows them")
    func persists() throws {
        let (store, app, window) = try PostboxPage(sample: 50, width: 390, height: 844, tabs: true).parts
        defer { withExtendedLifetime(app) {} }  // the window does not own the app; its controllers point back at it
        // Edit the tabs: Trash to the front.
        guard case .split(let split) = window.scene().root, case .tabBar(let bar) = split.columns.first?.content else {
            Issue.record("no tabs"); return
        }
        try window.send(.tapped(try #require(bar.items.last { $0.isMore }).id))
        try window.send(.tapped(try #require(window.scene().allNodes.isEmpty ? nil : Self.editButton(window))))
        let list = try #require(window.scene().allNodes.first { if case .list(_, true, _, _) = $0.kind { true } else { false } })
        try window.send(.rowMoved(list.id.system("move"), tag: "trash", toIndex: 0))
        let done = try #require(Self.doneButton(window))
        try window.send(.tapped(done))
        // A new page on the same store.
        let again = PostboxApp(store: store)
        let window2 = Window(viewport: Viewport(width: 390, height: 844))
        window2.rootViewController = again.rootViewController
        guard case .split(let split2) = window2.scene().root, case .tabBar(let bar2) = split2.columns.first?.content else {
            Issue.record("no tabs"); return
        }
        #expect(bar2.items.first?.title == "Trash")
    }

    @Test("Sidebar changes persist: a collapsed section stays collapsed on the next page")
    func sidebarPersists() throws {
        let (store, app, window) = try PostboxPage(sample: 20, width: 1440, height: 900).parts
        defer { withExtendedLifetime(app) {} }  // the window does not own the app; its controllers point back at it
        guard case .split(let split) = window.scene().root, case .navigation(let stack) = split.columns.first(where: { $0.column == .primary })?.content,
              case .sidebar(let sidebar) = stack.top else { Issue.record("no sidebar"); return }
        try window.send(.tapped(try #require(sidebar.sections.first?.disclosureID)))
        let again = PostboxApp(store: store)
        let window2 = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window2.rootViewController = again.rootViewController
        #expect(window2.scene().dump().contains("section favorites \"Favorites\" collapsed"))
    }

    static func editButton(_ window: Window) -> NodeID? {
        guard case .split(let split) = window.scene().root, case .tabBar(let bar) = split.columns.first?.content,
              case .navigation(let more) = bar.content else { return nil }
        return more.bar.trailingItems.first?.id
    }

    static func doneButton(_ window: Window) -> NodeID? {
        guard case .navigation(let editor) = window.scene().presentations.first?.content else { return nil }
        return editor.bar.trailingItems.first?.id
    }
}
