/// A short list of choices about something the person just did, such as what to do with unsaved
/// changes: an action sheet, at the bottom in compact width and centered in regular width — or,
/// given the bar button (or node) that asked, a popover pointing at it, as UIKit shows an action
/// sheet on iPad (D-56). A tap outside or Escape chooses the cancel action (or just dismisses it).
///
/// ```swift
/// present(ConfirmationDialog(title: nil, actions: [
///     .init("Delete Draft", role: .destructive) { deleteDraft() },
///     .init("Save Draft") { saveDraft() },
///     .init("Keep Editing", role: .cancel) {},
/// ]))
/// ```
public final class ConfirmationDialog: Dialog {
    /// The bar button the dialog points at in regular width (UIKit's
    /// `popoverPresentationController.sourceItem`); nil to center it.
    public var sourceItem: BarButtonItem?
    /// The node it points at when no bar button asked (UIKit's `sourceView`).
    public var sourceNode: NodeID?

    /// The width of a dialog drawn as a popover: 300 points.
    static let popoverWidth = 300.0

    /// Whether it is a popover at these traits: it has a source and the width is regular.
    func isPopover(in traits: Traits) -> Bool {
        (sourceItem != nil || sourceNode != nil) && traits.horizontalSizeClass == .regular
    }

    /// Creates a confirmation dialog, like an action sheet. The title and message may be nil;
    /// actions with the `.cancel` role move last.
    public override init(title: String?, message: String? = nil, actions: [Action]) {
        super.init(title: title, message: message, actions: actions)
    }

    public override var body: any View {
        // As UIAlertController's action sheet: the title, message and choices in one group, the
        // cancel action in a group of its own under it. As a popover, the cancel action is a tap
        // outside: it has no button (as on iPad).
        let showsCancel = !(traits.map(isPopover) ?? false)
        let choices = Array(actions.enumerated())
        return VStack {
            VStack {
                if let title { Text(title, style: .footnote, format: TextFormat(weight: .semibold)) }
                if let message { Text(message, style: .footnote) }
                ForEach(choices.filter { $0.element.role != .cancel }, id: \.offset) { [unowned self] in button($0, $1) }
            }
            if showsCancel {
                ForEach(choices.filter { $0.element.role == .cancel }, id: \.offset) { [unowned self] in button($0, $1) }
            }
        }
    }

    /// The button of the action at `index`.
    private func button(_ index: Int, _ action: Action) -> Button {
        Button(action.title, role: action.role) { [unowned self] in choose(index) }
    }
}
