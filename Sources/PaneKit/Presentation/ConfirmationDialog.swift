/// A short list of choices about something the person just did, such as what to do with unsaved
/// changes: an action sheet. Present it with ``ViewController/present(_:restoringPrevious:completion:)``;
/// it shows over whatever is on top, a sheet included.
///
/// ```swift
/// present(ConfirmationDialog(title: nil, actions: [
///     .init("Delete Draft", role: .destructive) { deleteDraft() },
///     .init("Save Draft") { saveDraft() },
///     .init("Keep Editing", role: .cancel) {},
/// ]))
/// ```
public final class ConfirmationDialog: ViewController {
    public struct Action {
        public var title: String
        public var role: ButtonRole?
        public var handler: () -> Void

        public init(_ title: String, role: ButtonRole? = nil, handler: @escaping () -> Void) {
            self.title = title
            self.role = role
            self.handler = handler
        }
    }

    public let message: String?
    /// The choices, cancel last (HIG).
    public let actions: [Action]

    public init(title: String?, message: String? = nil, actions: [Action]) {
        self.message = message
        self.actions = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
        super.init(title: title)
    }

    public override var body: any View {
        VStack {
            if let title { Text(title, style: .headline) }
            if let message { Text(message, style: .footnote) }
            ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
                Button(action.title, role: action.role) { [unowned self] in choose(index) }
            }
        }
    }

    /// Dismisses the dialog, then runs the chosen action's handler.
    func choose(_ index: Int) {
        let handler = actions[index].handler
        dismiss(completion: handler)
    }

    /// A tap outside or Escape: the cancel action if there is one, else just dismiss.
    func cancel() {
        if let index = actions.firstIndex(where: { $0.role == .cancel }) {
            choose(index)
        } else {
            dismiss()
        }
    }
}
