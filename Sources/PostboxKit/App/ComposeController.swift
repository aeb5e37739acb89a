import PaneKit
import Foundation

/// A new message, in a sheet: To, Subject and the text, saved as a draft as people type.
/// Cancel or a swipe down with text asks Keep Editing / Save Draft / Delete Draft; Send files the
/// message in Sent (Postbox has no network). When the store cannot save, the text stays in the
/// sheet and an alert says why: the sheet closes only once the draft is saved, sent or deleted.
final class ComposeController: ViewController, PresentationControllerDelegate {
    let store: MailStore
    private(set) var draft: Draft
    /// Tells the app the sheet closed (sent, saved or deleted) so the URL and lists follow.
    var onClose: () -> Void = {}

    init(store: MailStore, draft: Draft) {
        self.store = store
        self.draft = draft
        super.init(title: "New Message")
        navigationItem.leadingItem = BarButtonItem("Cancel", role: .cancel) { [unowned self] in attemptClose() }
        navigationItem.trailingItems = [BarButtonItem("Send", symbol: "paperplane") { [unowned self] in send() }]
    }

    override var body: any View {
        VStack {
            TextField("To", text: draft.recipients) { [unowned self] in update { $0.recipients = $1 }($0) }
            TextField("Subject", text: draft.subject) { [unowned self] in update { $0.subject = $1 }($0) }
            TextEditor("Message", text: draft.body) { [unowned self] in update { $0.body = $1 }($0) }
        }
    }

    /// Whether the last save failed: typing then says so once, not at every key, and closing
    /// tries again before it lets the text go.
    private var isUnsaved = false

    /// Saves the draft after each change (autosave).
    private func update(_ change: @escaping (inout Draft, String) -> Void) -> (String) -> Void {
        { [unowned self] value in
            change(&draft, value)
            draft.updatedAt = Date()
            save(reporting: !isUnsaved)
            setNeedsUpdate()
        }
    }

    /// Saves the draft; a failure is shown when `reporting`. Returns whether it is saved.
    @discardableResult
    private func save(reporting: Bool) -> Bool {
        do {
            draft = try store.save(draft)
            isUnsaved = false
        } catch {
            if reporting { showFailure(couldNot: "Save the Draft", error) }
            isUnsaved = true
        }
        return !isUnsaved
    }

    private func send() {
        guard !draft.recipients.isEmpty else { return }
        var message = Message(
            messageID: "<sent-\(UUID().uuidString)@postbox.local>", mailboxID: "sent", date: Date(),
            sender: "You <you@example.com>", recipients: draft.recipients, subject: draft.subject.isEmpty ? "(no subject)" : draft.subject,
            body: draft.body, isRead: true
        )
        message.headers = "From: You <you@example.com>\nTo: \(draft.recipients)\nSubject: \(message.subject)"
        guard attempt("Send the Message", { _ = try store.insert([message]) }) else { return }
        // Sent: a draft left behind (the delete failed) is only a copy.
        if let id = draft.id { try? store.deleteDraft(id: id) }
        close()
    }

    private func close() {
        dismiss { [weak self] in self?.onClose() }
    }

    /// Cancel, or a refused swipe down: empty drafts just close, others ask first.
    func attemptClose() {
        guard !draft.isEmpty else {
            deleteAndClose()
            return
        }
        present(ConfirmationDialog(title: nil, actions: [
            .init("Delete Draft", role: .destructive) { [unowned self] in deleteAndClose() },
            .init("Save Draft") { [unowned self] in
                if !isUnsaved || save(reporting: true) { close() }
            },
            .init("Keep Editing", role: .cancel) {},
        ]))
    }

    private func deleteAndClose() {
        if let id = draft.id, !attempt("Delete the Draft", { try store.deleteDraft(id: id) }) { return }
        close()
    }

    // MARK: PresentationControllerDelegate (SH-11)

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { draft.isEmpty }

    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { attemptClose() }

    func presentationControllerDidDismiss(_ controller: PresentationController) { onClose() }
}
