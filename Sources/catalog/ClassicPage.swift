import PaneKitServer

/// A classic split view (`SplitViewController()`, SV-L1…SV-L16), as a messenger written before
/// iOS 14 builds one: conversations in the primary's stack, a conversation shown with
/// `showDetailViewController` in a navigation controller of its own, the display-mode button
/// placed by the app. Collapsed, the conversation joins the conversations' stack; expanded again
/// it goes back to the detail, with what was pushed over it; back at the list before expanding,
/// the placeholder shows.
final class ClassicPage: CatalogPage, SplitViewControllerDelegate {
    let split = SplitViewController()
    let conversations = ReaderList(title: "Messages", symbol: "person")
    let conversationsNavigation: NavigationController
    var root: ViewController { split }

    init() {
        conversations.rows = ["Ana Lima", "Ben Okafor", "Chloé Martin", "Dev Team"]
        conversationsNavigation = NavigationController(root: conversations)
        split.delegate = self
        split.viewControllers = [conversationsNavigation, placeholder()]
        conversations.onSelect = { [unowned self] person in open(person) }
    }

    var pathSuffix: String {
        guard let shown = shownConversation else { return "" }
        return "/" + shown.person.addingPathEscapes
    }

    func open(_ components: [String]) -> Bool {
        guard let name = components.first?.removingPathEscapes, conversations.rows.contains(name) else { return components.isEmpty }
        if shownConversation?.person != name { open(name) }
        return true
    }

    private func open(_ person: String) {
        conversations.selection = person
        let conversation = Conversation(person: person)
        conversation.navigationItem.leadingItem = split.displayModeButtonItem
        conversations.showDetailViewController(NavigationController(root: conversation), sender: conversations)
    }

    /// The conversation on screen: the secondary's, or the one on the collapsed stack.
    private var shownConversation: Conversation? {
        let stacks = split.viewControllers.compactMap { $0 as? NavigationController }
        return stacks.flatMap(\.viewControllers).compactMap { $0 as? Conversation }.last
    }

    private func placeholder() -> ViewController {
        let screen = ConversationPlaceholder()
        screen.navigationItem.leadingItem = split.displayModeButtonItem
        return NavigationController(root: screen)
    }

    /// Compact width: an empty detail is dropped; a conversation joins the stack (the default).
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool {
        (secondaryViewController as? NavigationController)?.viewControllers.first is ConversationPlaceholder
    }

    /// Regular width: the conversation on the stack goes back to the detail (the default); with
    /// none, the placeholder, and the list shows no selection.
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        if conversationsNavigation.viewControllers.contains(where: { $0 is Conversation }) { return nil }
        conversations.selection = nil
        return placeholder()
    }
}

/// One conversation: its messages, and an Info button that shows the person's details.
final class Conversation: ViewController {
    let person: String

    init(person: String) {
        self.person = person
        super.init(title: person)
        navigationItem.trailingItems = [BarButtonItem("Info", symbol: "info.circle") { [unowned self] in
            show(ConversationInfo(person: self.person), sender: self)
        }]
    }

    override var body: any View {
        VStack {
            Text("Today 09:41", style: .footnote)
            Text("Hi! Are we still on for Friday?")
            Text("Yes — see you at noon.", style: .headline)
            Text("Rotate or resize the window: the conversation moves between the detail and the stack, and back.")
        }
    }
}

/// The details of a conversation's person, pushed over the conversation.
final class ConversationInfo: ViewController {
    let person: String

    init(person: String) {
        self.person = person
        super.init(title: "Info")
    }

    override var body: any View {
        VStack {
            Text(person, style: .title)
            Text("Shared photos, links and files would be here.")
        }
    }
}

/// What the detail shows when no conversation is open.
final class ConversationPlaceholder: ViewController {
    override var body: any View {
        ContentUnavailableView("No Conversation Selected", symbol: "person")
    }
}
