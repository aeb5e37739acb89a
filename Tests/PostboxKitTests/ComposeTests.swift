import PaneKitTestSupport
import PaneKit
import PostboxKit
import Testing

@MainActor
@Suite("Compose")
struct ComposeTests {
    func app(width: Double = 390, height: Double = 844, pointer: PointerKind = .coarse) throws -> (PostboxApp, Window) {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
        window.rootViewController = app.rootViewController
        app.didGoLive(refresh: window.refresh)
        return (app, window)
    }

    /// The compose sheet's fields: To, Subject, Message.
    func fields(_ window: Window) -> [NodeID] {
        let scene = window.scene()
        let sheetOnly = Scene(traits: scene.traits, root: scene.presentations.first?.content)
        return sheetOnly.allNodes.compactMap { node in
            switch node.kind {
            case .textField, .textEditor: node.id
            default: nil
            }
        }
    }

    /// The compose sheet's field called `name` (To, Cc, Bcc, Subject, Message).
    func field(_ name: String, _ window: Window) -> NodeID? {
        window.scene().presentations.first.map { Scene(traits: window.scene().traits, root: $0.content) }?.allNodes.first { node in
            switch node.kind {
            case .textField(_, _, _, _, let label?), .textEditor(_, _, _, let label?): label == name
            default: false
            }
        }?.id
    }

    @Test("Issue 36: compose is a full-height sheet on a phone, as Mail's; typing autosaves the draft; the URL names it")
    func autosave() throws {
        let (app, window) = try app()
        app.startCompose()
        let sheet = try #require(window.scene().presentations.first)
        #expect(sheet.detents.map(\.identifier) == [.large] && sheet.selectedDetent == .large)
        #expect(sheet.grabberID == nil)
        let ids = fields(window)
        try window.send(.textChanged(ids[0], text: "ada@example.com"))
        _ = window.scene()
        try window.send(.textChanged(ids[2], text: "Hello Ada"))
        let draft = try #require(try app.store.drafts().first)
        #expect(draft.recipients == "ada@example.com" && draft.body == "Hello Ada")
        #expect(app.path.hasSuffix("/compose/\(draft.id!)"))
        // Reload: a new app opened on the path shows the draft again.
        let reloaded = PostboxApp(store: app.store)
        let window2 = Window(viewport: Viewport(width: 390, height: 844))
        window2.rootViewController = reloaded.rootViewController
        #expect(reloaded.open(path: app.path))
        #expect(window2.scene().dump().contains("textEditor \"Hello Ada\""))
    }

    @Test("SH-11 a swipe down with text asks Keep Editing, Save Draft or Delete Draft")
    func unsaved() throws {
        let (app, window) = try app()
        app.startCompose()
        try window.send(.textChanged(fields(window)[2], text: "Unsent words"))
        let dismiss = try #require(window.scene().presentations.first?.dismissID)
        try window.send(.dismissAttempted(dismiss))
        #expect(window.scene().presentations.map(\.appearance) == [.bottomSheet, .dialog])
        try window.send(.tapped(try #require(window.scene().button("Keep Editing"))))
        #expect(window.scene().presentations.count == 1)
        try window.send(.dismissAttempted(dismiss))
        try window.send(.tapped(try #require(window.scene().button("Save Draft"))))
        #expect(window.scene().presentations.isEmpty)
        #expect(try app.store.drafts().first?.body == "Unsent words")
        #expect(app.composing == nil)
    }

    @Test("Issue 36: a saved draft is at the top of Drafts with the text as typed, and tapping it opens it in compose again")
    func savedDraftInDrafts() throws {
        let (app, window) = try app(width: 1440, height: 900)
        app.startCompose()
        let ids = fields(window)
        try window.send(.textChanged(ids[1], text: "Harbour plans"))
        _ = window.scene()
        try window.send(.textChanged(ids[2], text: "Dear Ada, the harbour"))
        try window.send(.tapped(try #require(window.scene().barItem("Cancel"))))
        try window.send(.tapped(try #require(window.scene().button("Save Draft"))))
        #expect(window.scene().presentations.isEmpty)
        #expect(app.open(path: "/mailbox/drafts"))
        let top = try #require(try app.store.messages(in: "drafts", limit: 1).first)
        #expect(top.subject == "Harbour plans" && top.snippet == "Dear Ada, the harbour", "the text as typed, not as first filed")
        #expect(window.scene().dump().contains("Harbour plans"))
        app.select(message: top.id)
        #expect(window.scene().dump().contains("textEditor \"Dear Ada, the harbour\""))
        #expect(try app.composing == app.store.drafts().first?.id)
        // Sent from there: out of Drafts.
        try window.send(.textChanged(fields(window)[0], text: "ada@example.com"))
        let sheet = try #require(window.scene().presentations.first)
        guard case .navigation(let stack) = sheet.content else { Issue.record("no bar"); return }
        try window.send(.tapped(try #require(stack.bar.trailingItems.first).id))
        #expect(try app.store.messages(in: "drafts", limit: 1).first?.id != top.id)
    }

    @Test("Issue 36, D-101: on a Mac, compose is a window of its own over a main window that stays usable; closing unsent mail asks in an alert — Save, Don't Save, Cancel — as Mail there")
    func macAlert() throws {
        let (app, window) = try app(width: 1440, height: 900, pointer: .fine)
        app.startCompose()
        let compose = try #require(window.scene().presentations.first)
        #expect(compose.appearance == .window && compose.dimming == nil)
        #expect(window.scene().barItem("Cancel") == nil, "a Mac's compose window closes by its Close button")
        // The mailboxes beside it still take taps: another mailbox opens with the window open.
        guard case .split(let split)? = window.scene().root,
              case .navigation(let stack)? = split.columns.first(where: { $0.column == .primary })?.content,
              case .sidebar(let sidebar) = stack.top else {
            Issue.record("no sidebar:\n\(window.scene().dump())"); return
        }
        try window.send(.rowSelected(list: sidebar.listID, tag: "archive"))
        #expect(app.path.hasPrefix("/mailbox/archive") && app.composing != nil)
        try window.send(.textChanged(try #require(field("Message", window)), text: "Unsent words"))
        try window.send(.dismissAttempted(compose.dismissID))
        #expect(window.scene().presentations.last?.appearance == .alert)
        #expect(window.scene().dump().contains("Do you want to save this message as a draft?"))
        try window.send(.tapped(try #require(window.scene().presentedButton("Save"))))
        #expect(window.scene().presentations.isEmpty)
        #expect(try app.store.messages(in: "drafts", limit: 1).first?.snippet == "Unsent words")
    }

    @Test("Issue 36: To makes a token of each address a comma ends, once, and Send waits for one")
    func recipientTokens() throws {
        let (app, window) = try app()
        app.startCompose()
        func send() -> BarItem? {
            guard case .navigation(let stack)? = window.scene().presentations.first?.content else { return nil }
            return stack.bar.trailingItems.first
        }
        #expect(send()?.isEnabled == false, "Send is dimmed until there is a recipient")
        let to = fields(window)[0]
        try window.send(.textChanged(to, text: "\"Lovelace, Ada\" <ada@example.com>,"))
        // The page sent the whole field again before it heard of the token: nothing is added twice.
        try window.send(.textChanged(to, text: "\"Lovelace, Ada\" <ada@example.com>, gr"))
        func typed() -> String? {
            for node in window.scene().allNodes {
                if case .textField(_, let text, _, _, "To") = node.kind { return text }
            }
            return nil
        }
        #expect(try app.store.drafts().first?.recipients == "\"Lovelace, Ada\" <ada@example.com>, gr")
        #expect(typed() == "gr")
        #expect(send()?.isEnabled == true)
        #expect(window.scene().button("Lovelace, Ada") != nil, "a token shows the name")
        try window.send(.tapped(try #require(window.scene().button("Lovelace, Ada"))))
        #expect(typed() == "\"Lovelace, Ada\" <ada@example.com>", "a tapped token is edited in the field")
        #expect(try app.store.drafts().first?.recipients == "gr, \"Lovelace, Ada\" <ada@example.com>")
    }

    @Test("Issue 36: Cc and Bcc as Mail's — on touch one \"Cc/Bcc, From:\" row until tapped, on a Mac rows of their own; a copy alone is enough to send; Sent keeps Bcc in the sender's copy")
    func copies() throws {
        let (app, window) = try app()
        app.startCompose()
        #expect(field("Cc", window) == nil && field("Bcc", window) == nil, "folded into one row on a phone")
        try window.send(.tapped(try #require(window.scene().labeledButton(containing: "Cc/Bcc, From:"))))
        try window.send(.textChanged(try #require(field("Cc", window)), text: "Grace Hopper <grace@example.com>,"))
        #expect(window.scene().button("Grace Hopper") != nil, "a token in Cc")
        guard case .navigation(let stack)? = window.scene().presentations.first?.content else { Issue.record("no bar"); return }
        #expect(stack.bar.trailingItems.first?.isEnabled == true, "a copy is someone to send to")
        try window.send(.textChanged(try #require(field("Bcc", window)), text: "alan@example.com"))
        let draft = try #require(try app.store.drafts().first)
        #expect(draft.recipients.isEmpty && draft.cc == "Grace Hopper <grace@example.com>" && draft.bcc == "alan@example.com")
        // Opened again (a reload), the rows are open: the draft has copies.
        let reloaded = PostboxApp(store: app.store)
        let window2 = Window(viewport: Viewport(width: 390, height: 844))
        window2.rootViewController = reloaded.rootViewController
        #expect(reloaded.open(path: app.path))
        #expect(field("Cc", window2) != nil && window2.scene().button("Grace Hopper") != nil)
        guard case .navigation(let again)? = window2.scene().presentations.first?.content else { Issue.record("no bar"); return }
        try window2.send(.tapped(try #require(again.bar.trailingItems.first).id))
        let newest = try #require(try reloaded.store.messages(in: "sent", limit: 1).first)
        let sent = try #require(try reloaded.store.message(id: newest.id))
        #expect(sent.cc == "Grace Hopper <grace@example.com>" && sent.headerValue("Bcc") == "alan@example.com")
        // A Mac shows Cc and Bcc as rows of their own from the start.
        let (macApp, macWindow) = try self.app(width: 1440, height: 900, pointer: .fine)
        macApp.startCompose()
        #expect(field("Cc", macWindow) != nil && field("Bcc", macWindow) != nil)
    }

    @Test("Send files the message in Sent and removes the draft")
    func send() throws {
        let (app, window) = try app(width: 1440, height: 900)
        let sentBefore = try app.store.messageCount(in: "sent")
        app.startCompose()
        try window.send(.textChanged(try #require(field("To", window)), text: "grace@example.com"))
        try window.send(.textChanged(try #require(field("Subject", window)), text: "Lunch"))
        let sheet = try #require(window.scene().presentations.first)
        guard case .navigation(let stack) = sheet.content else { Issue.record("no bar"); return }
        try window.send(.tapped(try #require(stack.bar.trailingItems.first).id))
        #expect(try app.store.messageCount(in: "sent") == sentBefore + 1)
        #expect(try app.store.drafts().isEmpty)
        #expect(window.scene().presentations.isEmpty)
    }
}

@MainActor
@Suite("Replies")
struct ReplyTests {
    @Test("Issue 16: sending a reply marks the message it answers replied, and its row shows Mail's reply arrow where the unread dot was")
    func replyMarksTheOriginal() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900))
        window.rootViewController = app.rootViewController
        app.didGoLive(refresh: window.refresh)
        let original = try #require(try store.messages(in: "inbox", limit: 50).first { !$0.isReplied })
        #expect(app.open(path: "/mailbox/inbox/message/\(original.id)"))
        // Reply, in the message's bar: a draft that answers it, To filled in.
        try window.send(.tapped(try #require(window.scene().barItem("Reply"))))
        // Reply is a choice (Reply, Reply All, Forward) off the Mac.
        try window.send(.tapped(try #require(window.scene().button("Reply"))))
        #expect(try store.drafts().first?.repliesTo == original.id)
        let sheet = try #require(window.scene().presentations.first)
        guard case .navigation(let stack) = sheet.content else { Issue.record("no bar"); return }
        try window.send(.tapped(try #require(stack.bar.trailingItems.first).id))
        #expect(try store.message(id: original.id)?.isReplied == true)
        let row = try #require(window.scene().allNodes.first { if case .row(String(original.id), _, _) = $0.kind { true } else { false } })
        func symbols(_ node: ViewNode) -> [String] {
            (node.kind.imageSymbol.map { [$0] } ?? []) + node.children.flatMap(symbols)
        }
        #expect(symbols(row).contains("arrowshape.turn.up.left") && !symbols(row).contains("circle.fill"))
    }
}

private extension ViewNode.Kind {
    var imageSymbol: String? { if case .image(let symbol, _) = self { symbol } else { nil } }
}
