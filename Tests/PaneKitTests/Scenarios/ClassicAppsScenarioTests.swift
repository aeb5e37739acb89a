import PaneKit
import PaneKitTestSupport
import Testing

/// A chat, the detail of the messenger.
private final class ChatScreen: ViewController {
    let person: String
    init(person: String) {
        self.person = person
        super.init(title: person)
        navigationItem.trailingItems = [BarButtonItem("Info", symbol: "info.circle") { [unowned self] in
            show(ViewController(title: "\(self.person) Info"), sender: self)
        }]
    }
    override var body: any View { Text("Messages with \(person)") }
}

/// A messenger in the shape of the open-source ones written before iOS 14: a classic split view,
/// chats as the primary's list, a chat shown with `showDetailViewController` wrapped in its own
/// navigation controller, and a delegate that returns a placeholder when expanding with no chat
/// on the stack (as Apple's AdaptivePhotos does).
private final class MessengerApp: SplitViewControllerDelegate {
    let log = CallLog()
    let window = Window(viewport: Viewport(width: 1180, height: 820))
    let split = SplitViewController()
    let chats: SelectableListController
    let chatsNavigation: NavigationController

    init() {
        chats = SelectableListController("Chats", items: ["Ana", "Ben", "Chloé"], log: log)
        chatsNavigation = NavigationController(root: chats)
        split.delegate = self
        split.preferredDisplayMode = .allVisible
        split.viewControllers = [chatsNavigation, NavigationController(root: Self.placeholder())]
        chats.onSelect = { [unowned self] person in
            chats.showDetailViewController(NavigationController(root: ChatScreen(person: person)), sender: chats)
        }
        window.rootViewController = split
    }

    static func placeholder() -> ViewController {
        let screen = LoggedController("No Conversation", log: CallLog()) { _ in
            ContentUnavailableView("No Conversation Selected", symbol: "bubble.left.and.bubble.right")
        }
        screen.title = ""
        return screen
    }

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool {
        // An empty detail is dropped; a chat joins the chats' stack (the default).
        !((secondaryViewController as? NavigationController)?.topViewController is ChatScreen)
    }

    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        // A chat on the stack: the default moves it back; none: a placeholder.
        chatsNavigation.viewControllers.contains { $0 is ChatScreen } ? nil : NavigationController(root: Self.placeholder())
    }

    func select(_ person: String) throws {
        _ = window.scene()
        try window.send(.rowSelected(list: chats.listID, tag: person))
    }

    func rotate(toCompact compact: Bool) {
        window.setViewport(compact ? Viewport(width: 390, height: 844) : Viewport(width: 1180, height: 820))
    }

    /// The titles the person sees: one stack collapsed, the two columns' tops expanded.
    var seen: [String] {
        guard case .split(let scene) = window.scene().root else { return [] }
        return scene.columns.sorted { $0.frame.x < $1.frame.x }.compactMap { column in
            guard case .navigation(let stack) = column.content else { return nil }
            return stack.bar.title ?? ""
        }
    }

    /// The chat shown as the secondary, if any.
    var secondaryChat: ChatScreen? {
        guard split.viewControllers.count == 2 else { return nil }
        return (split.viewControllers[1] as? NavigationController)?.viewControllers.first as? ChatScreen
    }
}

/// A blogging app in the shape of Xcode's old Master-Detail template: posts as the primary, a
/// default detail ("Select a post") that nobody touched discarded on collapse.
private final class BloggingApp: SplitViewControllerDelegate {
    final class PostScreen: ViewController {
        var post: String?
        init(post: String?) {
            self.post = post
            super.init(title: post ?? "")
        }
        override var body: any View {
            post.map { Text($0) } ?? Text("Select a post")
        }
    }

    let log = CallLog()
    let window: Window
    let split = SplitViewController()
    let posts: SelectableListController
    let postsNavigation: NavigationController

    init(compact: Bool) {
        window = Window(viewport: compact ? Viewport(width: 390, height: 844) : Viewport(width: 1180, height: 820))
        posts = SelectableListController("Posts", items: ["Hello", "Second post"], log: log)
        postsNavigation = NavigationController(root: posts)
        let detail = PostScreen(post: nil)
        detail.navigationItem.leadingItem = split.displayModeButtonItem
        split.viewControllers = [postsNavigation, NavigationController(root: detail)]
        split.delegate = self
        posts.onSelect = { [unowned self] post in
            let screen = PostScreen(post: post)
            screen.navigationItem.leadingItem = split.displayModeButtonItem
            posts.showDetailViewController(NavigationController(root: screen), sender: posts)
        }
        window.rootViewController = split
    }

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool {
        guard let navigation = secondaryViewController as? NavigationController,
              let top = navigation.topViewController as? PostScreen else { return false }
        return top.post == nil
    }

    func rotate() {
        let size = window.viewport.size
        window.setViewport(Viewport(width: size.height, height: size.width))
    }

    var seen: [String] {
        guard case .split(let scene) = window.scene().root else { return [] }
        return scene.columns.sorted { $0.frame.x < $1.frame.x }.compactMap { column in
            guard case .navigation(let stack) = column.content else { return nil }
            return stack.bar.title ?? ""
        }
    }
}

@Suite("Scenario — classic split view apps through rotations (SV-L6…SV-L11)", .tags(.scenario, .split))
struct ClassicAppsScenarioTests {
    @Test("SV-L8 SV-L10 a messenger: a chat chosen on an iPad, read on a phone, back on the iPad with what was pushed over it")
    func messengerChatSurvives() throws {
        let app = MessengerApp()
        #expect(app.seen == ["Chats", ""])
        try app.select("Ben")
        #expect(app.seen == ["Chats", "Ben"])
        app.rotate(toCompact: true)
        #expect(app.seen == ["Ben"], "the chat joins the chats' stack")
        guard case .split(let scene) = app.window.scene().root, case .navigation(let stack) = scene.columns[0].content,
              case .back(let back) = stack.bar.leadingItems.first?.kind else {
            Issue.record("expected one stack with Back"); return
        }
        #expect(back == "Chats")
        let chat = try #require(app.chatsNavigation.topViewController as? ChatScreen)
        let info = try #require(app.window.scene().barItem("Info"))
        try app.window.send(.tapped(info))
        #expect(app.seen == ["Ben Info"])
        app.rotate(toCompact: false)
        #expect(app.seen == ["Chats", "Ben Info"], "the chat and its info go back to the detail")
        #expect(app.chatsNavigation.viewControllers.count == 1)
        #expect(app.secondaryChat === chat)
    }

    @Test("SV-L5 SV-L11 a messenger: a chat opened on the phone survives the expand; back at the list, the placeholder")
    func messengerCollapsedChat() throws {
        let app = MessengerApp()
        app.rotate(toCompact: true)
        #expect(app.seen == ["Chats"], "the empty detail was dropped")
        try app.select("Ana")
        #expect(app.seen == ["Ana"], "showDetail pushed the chat")
        app.rotate(toCompact: false)
        #expect(app.seen == ["Chats", "Ana"])
        #expect(app.secondaryChat?.person == "Ana")
        app.rotate(toCompact: true)
        #expect(app.seen == ["Ana"])
        app.chatsNavigation.pop()
        #expect(app.seen == ["Chats"])
        app.rotate(toCompact: false)
        #expect(app.seen == ["Chats", ""], "the placeholder, not the chat the person left")
        #expect(app.secondaryChat == nil)
    }

    @Test("SV-L7 SV-L11 a blogging app: the untouched default detail is discarded on collapse, and rotations never move the person")
    func bloggingRotations() throws {
        let app = BloggingApp(compact: true)
        #expect(app.seen == ["Posts"], "launched on a phone: the posts, not an empty detail")
        app.rotate()
        #expect(app.seen == ["Posts"], "a phone on its side is still compact")
        app.window.setViewport(Viewport(width: 1180, height: 820))
        #expect(app.seen == ["Posts", ""], "the default detail comes back beside the posts")
        for _ in 0..<2 {
            app.window.setViewport(Viewport(width: 390, height: 844))
            #expect(app.seen == ["Posts"])
            app.window.setViewport(Viewport(width: 1180, height: 820))
            #expect(app.seen == ["Posts", ""])
        }
        try app.window.send(.rowSelected(list: app.posts.listID, tag: "Hello"))
        #expect(app.seen == ["Posts", "Hello"])
        for _ in 0..<2 {
            app.window.setViewport(Viewport(width: 390, height: 844))
            #expect(app.seen == ["Hello"], "the post stays in front")
            app.window.setViewport(Viewport(width: 1180, height: 820))
            #expect(app.seen == ["Posts", "Hello"])
        }
    }

    @Test("SV-L13 SV-L14 a blogging app on an iPad upright: posts over the detail, the button brings them back")
    func bloggingUpright() throws {
        let app = BloggingApp(compact: false)
        app.rotate()
        #expect(app.split.displayMode == .oneOverSecondary)
        try app.window.send(.rowSelected(list: app.posts.listID, tag: "Second post"))
        #expect(app.split.displayMode == .secondaryOnly, "choosing a post closes the list over it")
        let button = try #require(app.window.scene().allBarItems.first { if case .displayMode = $0.kind { true } else { false } })
        guard case .displayMode(.backChevron, .oneOverSecondary, true, "Posts") = button.kind else {
            Issue.record("expected ‹ Posts: \(button.kind)"); return
        }
        try app.window.send(.tapped(button.id))
        #expect(app.split.displayMode == .oneOverSecondary)
    }
}
