import PaneKit
import Testing

// The README's example, compiled and run: if this file changes, change the README too.

private final class Folders: ViewController {
    var selection: String?
    var onSelect: (String) -> Void = { _ in }

    override var body: any View {
        List(selection: selection, onSelect: { self.selection = $0; self.onSelect($0) }) {
            Section("Favorites") {
                ForEach(["Inbox", "Flagged", "Drafts"], id: \.self) { Label($0, symbol: "tray") }
            }
        }
    }
}

private final class App: SplitViewControllerDelegate {
    let split = SplitViewController(style: .tripleColumn)
    let folders = Folders(title: "Mailboxes")
    let messages = ViewController(title: "Messages")
    let message = ViewController(title: "Message")

    init() {
        split.delegate = self
        split.setViewController(folders, for: .primary)
        split.setViewController(messages, for: .supplementary)
        split.setViewController(message, for: .secondary)
        folders.onSelect = { [unowned self] _ in split.show(.supplementary) }
    }

    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column)
        -> SplitViewController.Column { .primary }
}

@Suite("README example", .tags(.scenario))
struct ReadmeExampleTests {
    @Test("The README's three-column example does what the README says")
    func readme() throws {
        let app = App()
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = app.split
        #expect(app.split.displayMode == .twoBesideSecondary)
        #expect(window.scene().dump().contains("column primary x=0 w=280"))

        window.setViewport(Viewport(width: 390, height: 844))
        #expect(app.split.isCollapsed)
        #expect(app.split.isShowing(.primary))

        try window.send(.rowSelected(list: app.folders.id!.nodeID.child("0"), tag: "Flagged"))
        #expect(app.split.isShowing(.supplementary))
        let scene = window.scene()
        guard case .split(let split) = scene.root, case .navigation(let stack) = split.columns.first?.content,
              let back = stack.bar.leadingItems.first else {
            Issue.record("no back button"); return
        }
        try window.send(.tapped(back.id))
        #expect(app.split.isShowing(.primary))
    }
}
