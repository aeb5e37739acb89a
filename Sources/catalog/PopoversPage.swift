import PaneKitServer

/// Popovers (D-55): from a bar button, from a button in the content, one that only its own
/// button closes, and one that stays a popover on a phone. In compact width the others are
/// sheets.
final class PopoversPage: CatalogPage {
    let list = PopoverList(title: "Popovers")
    lazy var root: ViewController = NavigationController(root: list)
}

final class PopoverList: ViewController, PresentationControllerDelegate {
    override init(title: String? = nil) {
        super.init(title: title)
        var filter = BarButtonItem("Filter", symbol: "line.3.horizontal.decrease.circle") {}
        let source = filter
        filter.action = { [unowned self] in
            present(popover(FilterOptions(title: "Filter"), size: Size(width: 320, height: 240), arrows: [.up, .down]) {
                $0.sourceItem = source
            })
        }
        navigationItem.trailingItems = [filter]
    }

    override var body: any View {
        VStack {
            Text("A popover points at what opened it. On a phone it is a sheet.")
            Button("From This Button", symbol: "info.circle") { [unowned self] in
                // The button's node: this screen's content, first view of the stack, second child.
                let node = id.map { $0.nodeID.child("0").child("1") }
                present(popover(FilterOptions(title: "Options"), size: Size(width: 280, height: 0), arrows: .any) { $0.sourceNode = node })
            }
            Button("Modal") { [unowned self] in
                let content = ModalOptions(title: "Modal")
                let controller = popover(content, size: Size(width: 300, height: 200), arrows: .any) { $0.sourceItem = navigationItem.trailingItems.first }
                controller.isModalInPresentation = true
                present(controller)
            }
            Button("Popover on a Phone Too") { [unowned self] in
                present(popover(FilterOptions(title: "Always a Popover"), size: Size(width: 300, height: 240), arrows: [.up, .down]) {
                    $0.sourceItem = navigationItem.trailingItems.first
                    $0.delegate = self
                })
            }
        }
    }

    /// `content` in a stack presented as a popover of `size`, its source set by `point`.
    private func popover(_ content: ViewController, size: Size, arrows: PopoverPresentationController.ArrowDirections,
                         _ point: (PopoverPresentationController) -> Void) -> ViewController {
        let navigation = NavigationController(root: content)
        navigation.modalPresentationStyle = .popover
        navigation.preferredContentSize = size
        if let popover = navigation.popoverPresentationController {
            popover.permittedArrowDirections = arrows
            point(popover)
        }
        return navigation
    }

    /// The last popover stays a popover in compact width.
    func adaptivePresentationStyle(for presentationController: PresentationController, traits: Traits) -> ModalPresentationStyle { .none }
}

/// What a filter popover offers: each choice closes it.
final class FilterOptions: ViewController {
    override var body: any View {
        VStack {
            Button("Unread", symbol: "envelope") { [unowned self] in dismiss() }
            Button("Flagged", symbol: "flag") { [unowned self] in dismiss() }
            Button("With Attachments", symbol: "paperclip") { [unowned self] in dismiss() }
        }
    }
}

/// A popover a tap outside does not close: only its Done button does.
final class ModalOptions: ViewController {
    override init(title: String? = nil) {
        super.init(title: title)
        navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self] in dismiss() }]
    }

    override var body: any View {
        Text("A tap outside leaves this popover open.")
    }
}
