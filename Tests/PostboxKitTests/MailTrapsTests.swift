import Foundation
import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

/// Issue 36's traps: what gave Postbox away as not being Mail, each checked where it failed.
@MainActor
@Suite("Postbox: Mail's traps")
struct MailTrapsTests {
    func app(width: Double, height: Double = 900) throws -> (PostboxApp, Window) {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 200)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: width, height: height, pointer: width > 1200 && height < 1000 ? .fine : .coarse))
        window.rootViewController = app.rootViewController
        app.didGoLive(refresh: window.refresh)
        return (app, window)
    }

    func newest(_ app: PostboxApp) throws -> MessageSummary {
        try #require(try app.store.messages(in: "inbox", limit: 1).first)
    }

    @Test("Issue 36: on an iPad in landscape, Info makes room for the inspector beside the message — its bar and Info stay reachable — and Info again closes it")
    func inspectorOnAnIPad() throws {
        let (app, window) = try app(width: 1180, height: 820)
        #expect(app.open(path: "/mailbox/inbox/message/\(try newest(app).id)"))
        try window.send(.tapped(try #require(window.scene().barItem("Info"))))
        #expect(app.split.isShowing(.inspector))
        guard case .split(let split) = window.scene().root else { Issue.record("no split view"); return }
        let columns = split.columns
        let secondary = try #require(columns.first { $0.column == .secondary })
        let inspector = try #require(columns.first { $0.column == .inspector })
        #expect(secondary.frame.horizontalOverlap(with: inspector.frame) == 0)
        try window.send(.tapped(try #require(window.scene().barItem("Info"))))
        #expect(!app.split.isShowing(.inspector))
        #expect(app.split.displayMode == .twoBesideSecondary, "the mailboxes come back")
    }

    @Test("Issue 36: on a phone Info shows the message's headers in a sheet — the inspector's in the stack (SV-I4), one with Done over the tabs")
    func inspectorOnAPhone() throws {
        for tabs in [false, true] {
            let (app, window) = try app(width: 390, height: 844)
            app.change(settings: PostboxSettings(compactStyle: tabs ? .tabs : .stack))
            let message = try newest(app)
            #expect(app.open(path: "/mailbox/inbox/message/\(message.id)"))
            try window.send(.tapped(try #require(window.scene().barItem("Info"))))
            #expect(window.scene().dump().contains("Message-ID"), "tabs: \(tabs)")
            if tabs {
                let sheet = try #require(window.scene().presentations.first)
                #expect(sheet.detents.map(\.identifier) == [.medium, .large])
                try window.send(.tapped(try #require(window.scene().barItem("Done"))))
                #expect(window.scene().presentations.isEmpty)
            } else {
                #expect(app.split.isShowing(.inspector))
            }
        }
    }

    @Test("Issue 36: with no message selected there is no Info, and an inspector left open says nothing: one placeholder, not two")
    func onePlaceholder() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox/message/\(try newest(app).id)"))
        try window.send(.tapped(try #require(window.scene().barItem("Info"))))
        #expect(app.open(path: "/mailbox/archive"))
        let dump = window.scene().dump()
        #expect(dump.components(separatedBy: "No Message Selected").count == 2, "once")
        #expect(window.scene().barItem("Info") == nil)
    }

    @Test("Issue 36, D-59: Back to the list on a phone leaves no row highlighted, in the tabs and in the single stack")
    func backClearsTheRow() throws {
        for style in [PostboxSettings.CompactStyle.tabs, .stack] {
            let (app, window) = try app(width: 390, height: 844)
            var settings = app.settings
            settings.compactStyle = style
            app.change(settings: settings)
            let message = try newest(app)
            #expect(app.open(path: "/mailbox/inbox/message/\(message.id)"))
            try window.send(.tapped(try #require(window.scene().barItem("Inbox"))))
            let row = try row(window, message.id)
            guard case .row(_, let isSelected, _) = row.kind else { Issue.record("no row"); return }
            #expect(!isSelected, "\(style)")
        }
    }

    /// The row of a message in the list shown.
    func row(_ window: Window, _ id: Int64) throws -> ViewNode {
        try #require(window.scene().allNodes.first { if case .row(String(id), _, _) = $0.kind { true } else { false } })
    }

    /// The titles of a row's actions of one kind (swipe or menu), once people reached for it (D-69).
    func actions(_ window: Window, row id: Int64, swipe: Bool) throws -> [(title: String, id: NodeID)] {
        if let request = try row(window, id).children.first(where: { if case .actionsOnRequest = $0.kind { true } else { false } }) {
            try window.send(.tapped(request.id))
        }
        let kinds = try row(window, id).children.filter {
            switch $0.kind {
            case .swipeActions(edge: .trailing, _): swipe
            case .contextMenu: !swipe
            default: false
            }
        }
        return kinds.flatMap(\.children).flatMap { if case .tinted = $0.kind { $0.children } else { [$0] } }.compactMap {
            switch $0.kind {
            case .button(let title, _, _), .menu(let title, _, _): (title, $0.id)
            default: nil
            }
        }
    }

    @Test("Issue 36, LS-1: a row’s trailing swipe is Trash at the edge — the first, so a full swipe trashes — then Flag and More; its menu has Mail's items and words")
    func rowActionsAreMails() throws {
        let (app, window) = try app(width: 390, height: 844)
        #expect(app.open(path: "/mailbox/inbox"))
        let message = try newest(app)
        #expect(try actions(window, row: message.id, swipe: true).map(\.title) == ["Trash", message.isFlagged ? "Unflag" : "Flag", "More"])
        let menu = try actions(window, row: message.id, swipe: false).map(\.title)
        #expect(menu == ["Reply", "Reply All", "Forward", message.isRead ? "Mark as Unread" : "Mark as Read", "Flag",
                         "Move Message…", "Archive", "Move to Junk", "Trash"])
    }

    @Test("Issue 36: Flag ▾ — a row's Flag submenu and a Mac's Flag button offer Mail's seven colors; a color flags the message in it, its row's flag is drawn so, and ⌘Z puts it back")
    func flagColors() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox"))
        let message = try #require(try app.store.messages(in: "inbox", limit: 20).first { !$0.isFlagged })
        app.select(message: message.id)

        // The row's menu: Flag is a submenu of the colors, each a flag in its color.
        _ = try actions(window, row: message.id, swipe: false)
        let flag = try #require(try row(window, message.id).children.first { if case .contextMenu = $0.kind { true } else { false } }?
            .children.first { $0.kind == .menu(title: "Flag", symbol: "flag", opensOnTap: true) })
        let colors = flag.children.compactMap { node -> String? in
            guard case .tinted = node.kind, case .button(let title, "flag.fill", _) = node.children.first?.kind else { return nil }
            return title
        }
        #expect(colors == ["Red", "Orange", "Yellow", "Green", "Blue", "Purple", "Gray"])

        // The Mac's toolbar: Flag flags on a tap and chooses a color from its menu.
        let isFlag = { (item: BarItem) in item.kind == .custom(title: "Flag", symbol: "flag", role: nil) }
        try window.revealMenu(window.scene().allBarItems.first(where: isFlag)?.menu)
        let item = try #require(window.scene().allBarItems.first(where: isFlag))
        let menu = try #require(item.menu)
        #expect(menu.kind == .menu(title: "Flag", symbol: "flag", opensOnTap: false))
        let blue = try #require(menu.children.first { $0.children.first?.kind == .button(title: "Blue", symbol: "flag.fill", role: nil) }?.children.first)
        try window.send(.tapped(blue.id))
        let flagged = try #require(try app.store.message(id: message.id))
        #expect(flagged.isFlagged && flagged.flagColor == .blue)
        func images(_ node: ViewNode) -> [ViewNode.Kind] {
            (node.kind == .image(symbol: "flag.fill", color: .tint(.blue)) ? [node.kind] : []) + node.children.flatMap(images)
        }
        #expect(images(try row(window, message.id)).count == 1, "the row's flag is blue")

        // Flagged now: Unflag under the colors; a tap on the button unflags and keeps the color.
        let isUnflag = { (item: BarItem) in item.kind == .custom(title: "Unflag", symbol: "flag.fill", role: nil) }
        try window.revealMenu(window.scene().allBarItems.first(where: isUnflag)?.menu)
        let again = try #require(window.scene().allBarItems.first(where: isUnflag))
        #expect(again.menu?.children.contains { $0.kind == .button(title: "Unflag", symbol: "flag.slash", role: nil) } == true)
        try window.send(.tapped(again.id))
        let unflagged = try #require(try app.store.message(id: message.id))
        #expect(!unflagged.isFlagged && unflagged.flagColor == .blue)

        // ⌘Z twice: flagged blue again, then as it was.
        func commandZ() throws {
            let undo = try #require(window.scene().keyCommands.first { $0.input == "z" && $0.modifiers == ["command"] })
            try window.send(.tapped(undo.id))
        }
        try commandZ()
        #expect(try app.store.message(id: message.id)?.isFlagged == true)
        try commandZ()
        let restored = try #require(try app.store.message(id: message.id))
        #expect(!restored.isFlagged && restored.flagColor == .orange)
    }

    @Test("Issue 36: Trash, Archive, Junk, Move and Flag can be undone — the newest first, by ⌘Z or the banner's Undo — and the banner says what was done")
    func undo() throws {
        let (app, window) = try app(width: 1440)
        #expect(app.open(path: "/mailbox/inbox"))
        let rows = try app.store.messages(in: "inbox", limit: 3)
        app.perform(.move(to: "trash"), on: rows[0].id)
        #expect(try app.store.message(id: rows[0].id)?.mailboxID == "trash")
        #expect(window.scene().barTitles().toolbars == ["Close", "Moved to Trash", "Undo"])
        app.perform(.toggleFlag, on: rows[1].id)
        #expect(window.scene().barTitles().toolbars.dropFirst().first == (rows[1].isFlagged ? "Unflagged" : "Flagged"))
        // ⌘Z: the flag first, then the move.
        func commandZ() throws {
            let undo = try #require(window.scene().keyCommands.first { $0.input == "z" && $0.modifiers == ["command"] })
            try window.send(.tapped(undo.id))
        }
        try commandZ()
        #expect(try app.store.message(id: rows[1].id)?.isFlagged == rows[1].isFlagged)
        #expect(window.scene().barTitles().toolbars.isEmpty, "the banner goes once its change is undone")
        try commandZ()
        #expect(try app.store.message(id: rows[0].id)?.mailboxID == "inbox")
        // The banner's Undo.
        app.perform(.move(to: "archive"), on: rows[2].id)
        try window.send(.tapped(try #require(window.scene().barItem("Undo", inToolbars: true))))
        #expect(try app.store.message(id: rows[2].id)?.mailboxID == "inbox")
    }

    @Test("Issue 36: Move Message lists every mailbox and folder, the message's own not to be chosen; choosing one files it there and opens the next message")
    func moveMessage() throws {
        let (app, window) = try app(width: 1440)
        let rows = try app.store.messages(in: "inbox", limit: 2)
        #expect(app.open(path: "/mailbox/inbox/message/\(rows[0].id)"))
        try window.send(.tapped(try #require(window.scene().barItem("Move Message"))))
        let dump = window.scene().dump()
        #expect(dump.contains("Move Message"))
        for name in ["Inbox", "Archive", "Junk", "Trash", "PaneKit", "Family"] { #expect(dump.contains("label \"\(name)\""), "\(name)") }
        let sheet = Scene(traits: window.scene().traits, root: try #require(window.scene().presentations.last).content)
        func labels(_ node: ViewNode) -> [String] {
            (node.kind.labelTitle.map { [$0] } ?? []) + node.children.flatMap(labels)
        }
        let folder = try #require(sheet.allNodes.first { node in
            if case .labeledButton = node.kind { labels(node) == ["PaneKit"] } else { false }
        })
        try window.send(.tapped(folder.id))
        #expect(window.scene().presentations.isEmpty)
        #expect(try app.store.message(id: rows[0].id)?.mailboxID == "panekit")
        #expect(app.selectedMessage == rows[1].id, "Mail opens the next message")
        #expect(app.undoNotice == "Moved to PaneKit")
    }

    @Test("Issue 36: a swipe's More lists the rest — Reply, Reply All, Forward, Mark, Flag, Move, Junk, Archive")
    func more() throws {
        let (app, window) = try app(width: 390, height: 844)
        #expect(app.open(path: "/mailbox/inbox"))
        let message = try newest(app)
        let more = try #require(try actions(window, row: message.id, swipe: true).first { $0.title == "More" })
        try window.send(.tapped(more.id))
        #expect(window.scene().presentations.first?.appearance == .dialog)
        try window.send(.tapped(try #require(window.scene().presentedButton("Move to Junk"))))
        #expect(try app.store.message(id: message.id)?.mailboxID == "junk")
    }

    @Test("Issue 36: the Unread filter shows unread mail alone and the tab keeps it across a reload")
    func unreadFilterSurvivesAReload() throws {
        let (app, window) = try app(width: 390, height: 844)
        #expect(app.open(path: "/mailbox/inbox"))
        #expect(app.sceneStorage.isEmpty)
        try window.send(.tapped(try #require(window.scene().barItem("Filter", inToolbars: true))))
        #expect(app.sceneStorage == ["unreadOnly": "1"])
        let rows = window.scene().allNodes.compactMap { node -> Int64? in
            if case .row(let tag, _, _) = node.kind { Int64(tag) } else { nil }
        }
        #expect(!rows.isEmpty)
        #expect(try rows.allSatisfy { try app.store.message(id: $0)?.isRead == false })
        let reloaded = PostboxApp(store: app.store)
        reloaded.restore(sceneStorage: app.sceneStorage)
        let window2 = Window(viewport: Viewport(width: 390, height: 844))
        window2.rootViewController = reloaded.rootViewController
        #expect(reloaded.open(path: "/mailbox/inbox"))
        #expect(reloaded.sceneStorage == ["unreadOnly": "1"])
    }

    @Test("Issue 36: a message dropped on a sidebar mailbox moves there, with Undo; a tag the store does not know, or Drafts, takes nothing")
    func dropOnAMailbox() throws {
        let (app, window) = try app(width: 1440)
        let message = try newest(app)
        guard case .split(let split)? = window.scene().root,
              case .navigation(let stack)? = split.columns.first(where: { $0.column == .primary })?.content,
              case .sidebar(let sidebar) = stack.top else { Issue.record("no sidebar"); return }
        let rows = sidebar.sections.flatMap(\.rows)
        #expect(rows.first { $0.id == "drafts" }?.dropID == nil, "nothing is moved into Drafts")
        let archive = try #require(rows.first { $0.id == "archive" }?.dropID)
        try window.send(.rowMoved(archive, tag: "not a message", toIndex: 0))
        try window.send(.rowMoved(archive, tag: String(message.id), toIndex: 0))
        #expect(try app.store.message(id: message.id)?.mailboxID == "archive")
        let undo = try #require(window.scene().keyCommands.first { $0.input == "z" && $0.modifiers == ["command"] })
        try window.send(.tapped(undo.id))
        #expect(try app.store.message(id: message.id)?.mailboxID == "inbox", "Undo puts it back")
    }

    @Test("Issue 36, TB-23: with the tabs chosen on a phone, a message pushed on a tab hides the tab bar and keeps its toolbar; back at the list the bar returns")
    func messageOnATabHidesTheTabBar() throws {
        let (app, window) = try app(width: 390)
        app.change(settings: PostboxSettings(compactStyle: .tabs))
        func tabBar() -> TabBarScene? {
            var found: TabBarScene?
            func walk(_ node: SceneNode?) {
                switch node {
                case .tabBar(let bar)?: found = bar
                case .split(let split)?: split.columns.forEach { walk($0.content) }
                default: break
                }
            }
            walk(window.scene().root)
            return found
        }
        #expect(tabBar()?.isHidden == false)
        let message = try newest(app)
        #expect(app.open(path: "/mailbox/inbox/message/\(message.id)"))
        #expect(tabBar()?.isHidden == true, "the message takes the screen's height")
        #expect(window.scene().barItem("Reply", inToolbars: true) != nil, "its toolbar stays")
        #expect(app.open(path: "/mailbox/inbox"))
        #expect(tabBar()?.isHidden == false)
    }

    @Test("Issue 36: Reply All writes to everyone but you (Cc in Cc), Forward carries the message; a reply's title is its subject and it quotes the original under an attribution, sent as quoted text")
    func replyAllAndForward() throws {
        let (app, window) = try app(width: 1440)
        _ = try app.store.insert([Message(messageID: "<team@example.com>", mailboxID: "inbox", date: SampleMailbox.referenceDate.addingTimeInterval(60),
                                          sender: "Ada Lovelace <ada@example.com>", recipients: "You <you@example.com>, Grace Hopper <grace@example.com>",
                                          cc: "Alan Kay <alan@example.com>", subject: "Engines", body: "First line\nSecond line")])
        let id = try #require(try app.store.messages(in: "inbox", limit: 1).first?.id)
        #expect(app.open(path: "/mailbox/inbox/message/\(id)"))
        try window.send(.tapped(try #require(window.scene().barItem("Reply All"))))
        var draft = try #require(try app.store.drafts().first)
        #expect(draft.recipients == "Ada Lovelace <ada@example.com>, Grace Hopper <grace@example.com>")
        #expect(draft.cc == "Alan Kay <alan@example.com>", "the original's Cc stays in Cc")
        #expect(draft.body.isEmpty, "the quote is not in the text people edit")
        let dump = window.scene().dump()
        #expect(dump.contains("bar \"Re: Engines\""), "the subject as the sheet's title")
        #expect(dump.contains("wrote:"))
        // A Mac's Send is at the compose window's leading end (D-101).
        try window.send(.tapped(try #require(window.scene().barItem("Send"))))
        let sent = try #require(try app.store.messages(in: "sent", limit: 1).first)
        #expect(try app.store.message(id: sent.id)?.body.hasSuffix("Ada Lovelace <ada@example.com> wrote:\n\n> First line\n> Second line") == true)
        try window.send(.tapped(try #require(window.scene().barItem("Forward"))))
        draft = try #require(try app.store.drafts().first)
        #expect(draft.subject == "Fwd: Engines" && draft.recipients.isEmpty && draft.body.contains("Begin forwarded message:") && draft.body.hasSuffix("Second line"))
    }
}

private extension ViewNode.Kind {
    var labelTitle: String? { if case .label(let title, _) = self { title } else { nil } }
}
