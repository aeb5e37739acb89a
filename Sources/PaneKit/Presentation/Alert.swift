/// Something the person needs to know now, such as a change that could not be saved: a title, a
/// message and one to three buttons in a small box in the middle of the window at every size.
/// Unlike a ``ConfirmationDialog``, a tap outside does nothing; Escape chooses the cancel action.
///
/// ```swift
/// present(Alert(title: "Couldn't Move the Message", message: "The disk is full.",
///               actions: [.init("OK", role: .cancel)]))
/// ```
public final class Alert: Dialog {
    /// Creates an alert; the title and message may be nil, and `.cancel` actions move last.
    public override init(title: String?, message: String? = nil, actions: [Action]) {
        super.init(title: title, message: message, actions: actions)
    }

    override var appearance: PresentationAppearance { .alert }

    public override var body: any View {
        VStack {
            if let title { Text(title, style: .headline) }
            if let message { Text(message, style: .footnote) }
            if actions.count == 2 {
                // Two buttons sit side by side, cancel on the leading side (HIG).
                HStack {
                    ForEach(Array(actions.enumerated().reversed()), id: \.offset) { index, action in
                        Button(action.title, role: action.role) { [unowned self] in choose(index) }
                    }
                }
            } else {
                ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
                    Button(action.title, role: action.role) { [unowned self] in choose(index) }
                }
            }
        }
    }
}
