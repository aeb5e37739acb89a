import PaneKitTestSupport
import PostboxKit
import Testing

@Suite("Postbox app, headless")
struct PostboxAppTests {
    func app(width: Double, height: Double = 900) throws -> (PostboxApp, Window) {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 400)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: width, height: height, pointer: width > 600 ? .fine : .coarse))
        window.rootViewController = app.rootViewController
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

    @Test("Compact width shows seven mailbox tabs, four and More, with unread badges equal to the counts")
    func compactTabs() throws {
        let (app, window) = try app(width: 390, height: 844)
        guard case .split(let split) = window.scene().root, case .tabBar(let tabs) = split.columns.first?.content else {
            Issue.record("no tab bar in compact width"); return
        }
        #expect(tabs.items.map(\.title) == ["Inbox", "Flagged", "Drafts", "Sent", "More"])
        let unread = try app.store.unreadCounts()
        #expect(tabs.items[0].badge == unread["inbox"].map(String.init))
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

@Suite("Postbox list windows")
struct ListWindowTests {
    @Test("A long mailbox loads a window of messages and the next window on request")
    func windows() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 1_000)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
        #expect(app.open(path: "/mailbox/inbox"))
        let total = try store.messageCount(in: "inbox")
        func rows() -> Int { window.scene().allNodes.filter { if case .row = $0.kind { true } else { false } }.count }
        #expect(total > 400)
        #expect(rows() == 200, "the first window")
        let more = try #require(window.scene().allNodes.first { if case .button(let title, _, _) = $0.kind { title == "Show Older Messages" } else { false } })
        try window.send(.tapped(more.id))
        #expect(rows() == 400, "and the next")
    }
}

@Suite("Postbox customization")
struct CustomizationTests {
    @Test("More → Edit order and sidebar changes persist: a new page (or a reload) shows them")
    func persists() throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 50)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 390, height: 844))
        window.rootViewController = app.rootViewController
        // Edit the tabs: Trash to the front.
        guard case .split(let split) = window.scene().root, case .tabBar(let bar) = split.columns.first?.content else {
            Issue.record("no tabs"); return
        }
        try window.send(.tapped(try #require(bar.items.last { $0.isMore }).id))
        try window.send(.tapped(try #require(window.scene().allNodes.isEmpty ? nil : Self.editButton(window))))
        let list = try #require(window.scene().allNodes.first { if case .list(_, true) = $0.kind { true } else { false } })
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
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: 20)
        let app = PostboxApp(store: store)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.rootViewController
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
