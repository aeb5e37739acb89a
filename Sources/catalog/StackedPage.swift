import PaneKitServer

/// Presentations over presentations (D-22): a sheet asked for inside a sheet, a sheet over a
/// full-screen cover, and a form sheet that asks before closing with a dialog pointing at its
/// Cancel button (D-56). A field in a medium sheet brings it up when focused (D-57).
final class StackedPage: CatalogPage {
    let list = StackedList(title: "Stacked Presentations")
    lazy var root: ViewController = NavigationController(root: list)
}

/// Each presentation has a button and a keyboard shortcut (D-63): ⌥⌘1, ⌥⌘2, ⌥⌘3.
final class StackedList: ViewController {
    override init(title: String? = nil) {
        super.init(title: title)
        keyCommands = [
            KeyCommand("Sheet over a Sheet", input: "1", modifiers: [.command, .alternate]) { [unowned self] in presentMessage() },
            KeyCommand("Sheet over a Cover", input: "2", modifiers: [.command, .alternate]) { [unowned self] in presentCover() },
            KeyCommand("Form That Asks", input: "3", modifiers: [.command, .alternate]) { [unowned self] in presentForm() },
        ]
    }

    override var body: any View {
        VStack {
            Text("A screen that is itself presented can present over itself.")
            Button("Sheet over a Sheet", symbol: "rectangle.stack") { [unowned self] in presentMessage() }
            Button("Sheet over a Cover") { [unowned self] in presentCover() }
            Button("Form That Asks") { [unowned self] in presentForm() }
        }
    }

    private func presentMessage() {
        let navigation = NavigationController(root: MessageSheet())
        navigation.sheetPresentationController?.detents = [.medium(), .large()]
        navigation.sheetPresentationController?.prefersGrabberVisible = true
        present(navigation)
    }

    private func presentCover() {
        let navigation = NavigationController(root: PlayerCover())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation)
    }

    private func presentForm() {
        let form = AccountForm()
        let navigation = NavigationController(root: form)
        navigation.modalPresentationStyle = .formSheet
        navigation.presentationController?.delegate = form
        present(navigation)
    }
}

/// A message with a subject; Add Attachment stacks a sheet over this one.
final class MessageSheet: ViewController {
    private var subject = "" { didSet { setNeedsUpdate() } }

    init() {
        super.init(title: "New Message")
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        VStack {
            TextField("Subject", text: subject) { [unowned self] in subject = $0 }
            Button("Add Attachment", symbol: "paperclip") { [unowned self] in
                let navigation = NavigationController(root: StackedSheetContent(title: "Attachment",
                    text: "This sheet is over the message. Swipe it down or press Escape: the message stays."))
                navigation.sheetPresentationController?.detents = [.medium(), .large()]
                navigation.sheetPresentationController?.prefersGrabberVisible = true
                present(navigation)
            }
        }
    }
}

/// A full-screen cover: no swipe or Escape closes it, only Done (D-56).
final class PlayerCover: ViewController {
    init() {
        super.init(title: "Now Playing")
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        VStack {
            Text("A full-screen cover closes with Done only.")
            Button("Show Queue", symbol: "list.bullet") { [unowned self] in
                let navigation = NavigationController(root: StackedSheetContent(title: "Up Next",
                    text: "A sheet over the cover. A tap beside it, a swipe or Escape closes it."))
                navigation.modalPresentationStyle = .pageSheet
                present(navigation)
            }
        }
    }
}

/// A sheet with a title, a line of text and Done.
final class StackedSheetContent: ViewController {
    let text: String

    init(title: String, text: String) {
        self.text = text
        super.init(title: title)
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        Text(text)
    }
}

/// A form that, once changed, refuses to close by a tap beside it or Escape and asks instead,
/// with a dialog pointing at its Cancel button in regular width.
final class AccountForm: ViewController, PresentationControllerDelegate {
    private var name = "" {
        didSet {
            setNeedsUpdate()
            navigationController?.isModalInPresentation = !name.isEmpty
        }
    }
    private var cancel = BarButtonItem("Cancel", role: .cancel) {}

    init() {
        super.init(title: "Account")
        cancel.action = { [unowned self] in attemptClose() }
        navigationItem.leadingItem = cancel
        navigationItem.trailingItems = [BarButtonItem("Save") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        VStack {
            TextField("Name", text: name) { [unowned self] in name = $0 }
            Text("Type a name, then tap beside the sheet or press Escape.", style: .footnote)
        }
    }

    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { attemptClose() }

    private func attemptClose() {
        guard !name.isEmpty else { dismiss(); return }
        let dialog = ConfirmationDialog(title: nil, actions: [
            .init("Discard Changes", role: .destructive) { [unowned self] in dismiss() },
            .init("Keep Editing", role: .cancel) {},
        ])
        dialog.sourceItem = cancel
        present(dialog)
    }
}
