import PaneKit
import PaneKitUI
import PostboxStore

/// Mail's Move Message sheet as a screen of the app's containers: ``MoveMessageView`` over its
/// ``MoveChoice``. Cancel closes it; choosing a mailbox tells the app (``onChoose``).
final class MoveController: HostingController {
    let choice: MoveChoice

    init(message: Message, mailboxes: [Mailbox]) {
        choice = MoveChoice(message: message, mailboxes: mailboxes)
        super.init(model: choice) { MoveMessageView(choice: $0) }
        choice.onCancel = { [unowned self] in dismiss() }
    }

    /// Called with the mailbox people chose.
    var onChoose: (String) -> Void {
        get { choice.onChoose }
        set { choice.onChoose = newValue }
    }
}
