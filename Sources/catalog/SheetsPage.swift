import PaneKitServer

/// Every kind of sheet: detents, nonmodal, form, page, full screen, a multi-step flow, a sheet
/// with unsaved changes that asks before closing, and an alert.
final class SheetsPage: CatalogPage {
    let list = SheetList(title: "Sheets")
    lazy var root: ViewController = NavigationController(root: list)
}

final class SheetList: ViewController {
    override var body: any View {
        VStack {
            Button("Medium and large", symbol: "rectangle.bottomhalf.filled") { [unowned self] in
                present(sheet("Medium and large", detents: [.medium(), .large()]))
            }
            Button("Medium only") { [unowned self] in present(sheet("Medium only", detents: [.medium()])) }
            Button("Custom height") { [unowned self] in
                present(sheet("Custom height", detents: [.height(240, identifier: "small"), .large()]))
            }
            Button("Nonmodal") { [unowned self] in
                let controller = sheet("Nonmodal", detents: [.medium(), .large()])
                controller.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
                present(controller)
            }
            Button("Form sheet") { [unowned self] in present(sheet("Form sheet", style: .formSheet)) }
            Button("Page sheet") { [unowned self] in present(sheet("Page sheet", style: .pageSheet)) }
            Button("Full screen") { [unowned self] in present(sheet("Full screen", style: .fullScreen)) }
            Button("Multi-step") { [unowned self] in present(NavigationController(root: Step(number: 1))) }
            Button("Unsaved changes") { [unowned self] in
                let editor = Editor()
                let navigation = NavigationController(root: editor)
                navigation.sheetPresentationController?.detents = [.medium(), .large()]
                navigation.sheetPresentationController?.prefersGrabberVisible = true
                navigation.sheetPresentationController?.delegate = editor
                present(navigation)
            }
            Button("Alert") { [unowned self] in
                present(Alert(title: "Couldn't Save the Draft", message: "The disk is full. Free some space, then try again.",
                              actions: [.init("OK", role: .cancel)]))
            }
        }
    }

    private func sheet(_ title: String, detents: [SheetPresentationController.Detent] = [.large()],
                       style: ModalPresentationStyle = .automatic) -> ViewController {
        let content = SheetContent(title: title)
        let navigation = NavigationController(root: content)
        navigation.modalPresentationStyle = style
        navigation.sheetPresentationController?.detents = detents
        navigation.sheetPresentationController?.prefersGrabberVisible = detents.count > 1
        return navigation
    }
}

final class SheetContent: ViewController {
    override init(title: String? = nil) {
        super.init(title: title)
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        VStack {
            Text(title ?? "", style: .title)
            Text("Drag the grabber, tap it, or swipe down. Escape dismisses too.")
        }
    }
}

/// A flow of three steps: Back on the leading side, Cancel moves to the trailing side.
final class Step: ViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(title: "Step \(number)")
        if number == 1 {
            navigationItem.leadingItem = BarButtonItem("Cancel", role: .cancel) { [unowned self] in dismiss() }
        }
    }

    override var body: any View {
        VStack {
            Text("Step \(number) of 3", style: .headline)
            if number < 3 {
                Button("Next") { [unowned self] in try? navigationController?.push(Step(number: number + 1)) }
            } else {
                Button("Finish") { [unowned self] in dismiss() }
            }
        }
    }
}

/// Compose-like: typing makes changes; dismissing with changes asks Keep Editing / Save / Delete.
final class Editor: ViewController, PresentationControllerDelegate {
    var text = "" { didSet { setNeedsUpdate() } }
    var saved: String?

    init() {
        super.init(title: "New Message")
        navigationItem.leadingItem = BarButtonItem("Cancel", role: .cancel) { [unowned self] in attemptClose() }
        navigationItem.trailingItems = [BarButtonItem("Send") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        VStack {
            TextField("Message", text: text) { [unowned self] in text = $0 }
            if let saved { Text("Saved draft: \(saved)", style: .footnote) }
        }
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { text.isEmpty }

    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { attemptClose() }

    private func attemptClose() {
        guard !text.isEmpty else { dismiss(); return }
        present(ConfirmationDialog(title: nil, actions: [
            .init("Delete Draft", role: .destructive) { [unowned self] in text = ""; dismiss() },
            .init("Save Draft") { [unowned self] in saved = text; dismiss() },
            .init("Keep Editing", role: .cancel) {},
        ]))
    }
}
