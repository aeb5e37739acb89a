import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

/// PaneKitUI views in UIKit-level containers, and what keeps a screen of many rows cheap (D-50).
@MainActor
@Suite("HostingController and cheap lists (D-50)")
struct HostingControllerTests {
    func window(_ root: PaneKit.ViewController, width: Double = 1440) -> PaneKit.Window {
        let window = PaneKit.Window(viewport: Viewport(width: width, height: 900, pointer: .fine))
        window.rootViewController = root
        return window
    }

    func list(in scene: PaneKit.Scene) -> ViewNode? {
        scene.allNodes.first { if case .list = $0.kind { true } else { false } }
    }

    @Test("HostingController(rootView:) in a split view's column follows its model without setNeedsUpdate; bar buttons set in code stay")
    func hostedInSplitView() throws {
        let mailroom = Mailroom()
        let hosted = PaneKitUI.HostingController(rootView: CountLabel(mailroom: mailroom))
        hosted.navigationItem.trailingItems = [BarButtonItem("Compose", symbol: "square.and.pencil") {}]
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(hosted, for: .primary)
        split.setViewController(PaneKit.ViewController(title: "Detail"), for: .secondary)
        let window = window(split)
        #expect(window.scene().dump().contains("text \"count 0\""))
        #expect(window.scene().barItem("Compose") != nil)

        mailroom.count = 3
        #expect(window.scene().dump().contains("text \"count 3\""))
        #expect(window.scene().barItem("Compose") != nil, "the views named no bar items: code's stay")

        hosted.rootView = GreetingLabel()
        #expect(window.scene().dump().contains("text \"hello\""))
    }

    @Test("HostingController(model:rootView:) makes its view of the model on the main actor (D-93); List(_:id:) makes a row per element known by its id")
    func modelAndListByID() {
        let mailroom = Mailroom()
        let counted = PaneKitUI.HostingController(model: mailroom) { CountLabel(mailroom: $0) }
        let window = self.window(counted)
        #expect(window.scene().dump().contains("text \"count 0\""))
        mailroom.count = 2
        #expect(window.scene().dump().contains("text \"count 2\""))
        let listed = self.window(PaneKitUI.HostingController(rootView: PaneKitUI.List(["Ada", "Grace"], id: \.self) { PaneKitUI.Text($0) }))
        let dump = listed.scene().dump()
        #expect(dump.contains("row Ada") && dump.contains("row Grace"))
    }

    @Test(".listWindow gives the list its place in a longer list; scrolling reaches the view's closure")
    func listWindow() throws {
        let mailroom = Mailroom()
        let window = window(PaneKitUI.HostingController(rootView: MailroomList(mailroom: mailroom)))
        let node = try #require(list(in: window.scene()))
        guard case .list(_, _, let span, _) = node.kind, let span else { Issue.record("no window"); return }
        #expect(span.offset == 40 && span.hasMore && span.identity == "mailroom")
        try window.send(.listScrolled(span.scrollID, visible: 45..<60))
        #expect(mailroom.visible == 45..<60)
    }

    @Test("A tab that is not selected is not read until it shows")
    func hiddenTabsAreNotRead() throws {
        let first = PaneKitUI.HostingController(rootView: GreetingLabel())
        first.tabBarItem = TabBarItem(title: "First", symbol: "tray")
        let second = PaneKitUI.HostingController(rootView: CountLabel(mailroom: Mailroom()))
        second.tabBarItem = TabBarItem(title: "Second", symbol: "flag")
        let tabs = TabBarController()
        tabs.setViewControllers([first, second])
        let window = window(tabs, width: 390)
        #expect(window.scene().dump().contains("text \"hello\""))
        #expect(first.buildCount == 1)
        #expect(second.buildCount == 0)

        tabs.selectedIndex = 1
        #expect(window.scene().dump().contains("text \"count 0\""))
        #expect(second.buildCount == 1)
    }

    @Test("A split view's inspector that is hidden is not read until it shows (SV-I2)")
    func hiddenInspectorIsNotRead() throws {
        let mailroom = Mailroom()
        let inspector = PaneKitUI.HostingController(rootView: CountLabel(mailroom: mailroom))
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(PaneKitUI.HostingController(rootView: GreetingLabel()), for: .primary)
        split.setViewController(PaneKit.ViewController(title: "Detail"), for: .secondary)
        split.setViewController(inspector, for: .inspector)
        let window = window(split)
        #expect(window.scene().dump().contains("text \"hello\""))
        mailroom.count = 2
        _ = window.scene()
        #expect(inspector.buildCount == 0)

        split.show(.inspector)
        #expect(window.scene().dump().contains("text \"count 2\""))
        #expect(inspector.buildCount == 1)
    }

    @Test("Choosing a row reads no body: the list draws the new selection, and a tap writes the binding")
    func selectionReadsNoBody() throws {
        let mailroom = Mailroom()
        let hosted = PaneKitUI.HostingController(rootView: MailroomList(mailroom: mailroom))
        let window = window(hosted)
        _ = window.scene()
        let readings = hosted.bodies.evaluations, walks = hosted.bodies.walks

        mailroom.chosen = "Grace"
        let node = try #require(list(in: window.scene()))
        guard case .list(let selection, _, _, _) = node.kind else { Issue.record("no list"); return }
        #expect(selection == "Grace")
        #expect(hosted.bodies.evaluations == readings, "no body read again")
        #expect(hosted.bodies.walks == walks, "nor walked again: the list's content is as it was")

        try window.send(.rowSelected(list: node.id, tag: "Katherine"))
        #expect(mailroom.chosen == "Katherine")
        guard case .list(let chosen, _, _, _) = try #require(list(in: window.scene())).kind else { return }
        #expect(chosen == "Katherine")
        #expect(hosted.bodies.evaluations == readings)
    }

    @Test("A row whose reads changed is read and drawn again alone; the list's body and the other rows are not read")
    func oneRowChanges() throws {
        let mailroom = Mailroom()
        let hosted = PaneKitUI.HostingController(rootView: MailroomList(mailroom: mailroom))
        let window = window(hosted)
        #expect(window.scene().dump().contains("text \"stamps 0\""))
        let readings = hosted.bodies.evaluations

        mailroom.stamps = 7
        let dump = window.scene().dump()
        #expect(dump.contains("text \"stamps 7\""))
        #expect(dump.contains("text \"Ada\"") && dump.contains("text \"Katherine\""))
        let changed = hosted.bodies.evaluations.filter { readings[$0.key] != $0.value }
        #expect(changed.count == 1, "only the counted row: \(changed)")

        // A new list body (new names) reads the new row only: equal rows are not read. Name rows
        // are pure, so once that is known they are drawn from their value (D-52).
        mailroom.names.append("Dorothy")
        let after = window.scene().dump()
        #expect(after.contains("text \"Dorothy\"") && after.contains("text \"Ada\"") && after.contains("text \"stamps 7\""))
        let reads = hosted.bodies.valueRowReads.count
        mailroom.names.append("Ida")
        #expect(window.scene().dump().contains("text \"Ida\""))
        #expect(hosted.bodies.valueRowReads.count - reads == 1, "Ida's row alone")
        #expect(hosted.bodies.evaluations.keys.allSatisfy { !$0.hasSuffix("/Ada") }, "name rows keep no cache entry")
    }
}

@MainActor
@Suite("Bottom toolbar in PaneKitUI")
struct BottomToolbarTests {
    func toolbar(_ page: PageDriver<BottomToolbarApp>) -> [BarItem]? {
        guard case .navigation(let navigation) = page.window.scene().root else { return nil }
        return navigation.toolbar
    }

    @Test(".toolbar items at .bottomBar and .status fill the stack's bottom toolbar while their screen is on top; a text at .status is its status")
    func bottomBar() throws {
        let page = PageDriver<BottomToolbarApp>(width: 390, height: 844)
        let items = try #require(toolbar(page))
        #expect(items.map(\.kind) == [.custom(title: "Flag", symbol: "flag", role: nil),
                                      .custom(title: "Trash", symbol: "trash", role: .destructive),
                                      .status("Updated Just Now"),
                                      .custom(title: "Compose", symbol: "square.and.pencil", role: nil)])
        #expect(page.window.scene().barItem("Flag") == nil, "not in the navigation bar")
        try page.window.send(.tapped(items[0].id))
        try page.window.send(.tapped(items[3].id))
        #expect(page.dump.contains("text \"flags 11\""), "each button runs its own action, the status between them")

        try page.tap("Details")
        #expect(page.dump.contains("text \"details\""))
        #expect(toolbar(page) == nil, "a screen without bottom items hides the toolbar")
        try page.back()
        #expect(toolbar(page)?.count == 4)
    }
}

@MainActor
@Suite("Rows a ForEach kept")
struct KeptRowTests {
    @Test("A row kept unread when its list's body was read again is still read again when what it read changes")
    func keptRowsFollowTheirReads() throws {
        let mailroom = Mailroom()
        let hosted = PaneKitUI.HostingController(rootView: ScoreList(mailroom: mailroom))
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = hosted
        #expect(window.scene().dump().contains("text \"Ada 0\""))
        mailroom.names.append("Dorothy")
        #expect(window.scene().dump().contains("text \"Dorothy 0\""))
        mailroom.count = 5
        let dump = window.scene().dump()
        #expect(dump.contains("text \"Ada 5\"") && dump.contains("text \"Dorothy 5\""))
        mailroom.count = 6
        #expect(window.scene().dump().contains("text \"Grace 6\""))
    }

    @Test("A screen whose list has a selection and links is freed with its window: what its views made holds it weakly")
    func screensWithListsAreFreed() throws {
        weak var freed: PaneKitUI.HostingController?
        do {
            let mailroom = Mailroom()
            let hosted = PaneKitUI.HostingController(rootView: LinkedList(mailroom: mailroom))
            let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
            window.rootViewController = hosted
            #expect(window.scene().dump().contains("Grace"))
            mailroom.names.append("Dorothy")
            #expect(window.scene().dump().contains("Dorothy"))
            freed = hosted
            window.rootViewController = nil
        }
        #expect(freed == nil, "a page's screens are freed when it closes")
    }

    @Test("Views that leave the screen free their cache entries: what a replay keeps holds no cycle")
    func leftViewsAreFreed() throws {
        let mailroom = Mailroom()
        let hosted = PaneKitUI.HostingController(rootView: HidingScores(mailroom: mailroom))
        let window = PaneKit.Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = hosted
        #expect(window.scene().dump().contains("text \"Ada 0\""))
        mailroom.count = 1  // the rows are read again; the list around them is replayed
        #expect(window.scene().dump().contains("text \"Ada 1\""))
        weak var list: BodyCache.Entry?
        do {
            let entry = hosted.bodies.currentEntries.first { $0.view is ScoreList }
            try #require(entry != nil)
            list = entry
        }
        try window.send(.tapped(try #require(window.scene().button("Hide"))))
        #expect(!window.scene().dump().contains("Ada"))
        #expect(list == nil, "the list's entry is freed once it left")
    }
}
