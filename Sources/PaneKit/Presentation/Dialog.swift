/// What an ``Alert`` and a ``ConfirmationDialog`` share: a title, a message and a few actions.
/// Either is presented with ``ViewController/present(_:restoringPrevious:completion:)`` and shows
/// over whatever is on top, a sheet included; choosing an action dismisses it, then runs the
/// action's handler.
public class Dialog: ViewController {
    /// A button of a dialog.
    public struct Action {
        /// The button's title.
        public var title: String
        /// `.cancel` for the action Escape chooses, `.destructive` to draw it in red, or nil.
        public var role: ButtonRole?
        /// Runs once the dialog has been dismissed.
        public var handler: () -> Void

        /// A dialog button, like `UIAlertAction`; the handler does nothing by default.
        public init(_ title: String, role: ButtonRole? = nil, handler: @escaping () -> Void = {}) {
            self.title = title
            self.role = role
            self.handler = handler
        }
    }

    /// The text under the title; nil for none.
    public let message: String?
    /// The choices, cancel last (HIG).
    public let actions: [Action]

    init(title: String?, message: String?, actions: [Action]) {
        self.message = message
        self.actions = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
        super.init(title: title)
    }

    /// How the dialog appears: an action sheet, or an alert.
    var appearance: PresentationAppearance { .dialog }

    /// Dismisses the dialog, then runs the chosen action's handler.
    func choose(_ index: Int) {
        let handler = actions[index].handler
        dismiss(completion: handler)
    }

    /// Escape (and, for a confirmation dialog, a tap outside): the cancel action if there is one.
    func cancel() {
        if let index = actions.firstIndex(where: { $0.role == .cancel }) {
            choose(index)
        } else if appearance == .dialog {
            dismiss()
        }
    }
}
