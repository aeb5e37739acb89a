import PaneKitUI

/// A new message as the compose sheet edits it: saved as a draft after every change, filed in
/// Sent when it is sent (Postbox has no network), or deleted. When the store cannot save, the
/// text stays and the person is told why: the sheet closes only once the draft is saved, sent or
/// deleted.
@Observable
final class OpenDraft {
    @ObservationIgnored let store: MailStore
    /// The draft as last saved: its id once saved, and when it last changed. Its fields are kept
    /// apart (``recipients``, ``subject``, ``text``), so a field reads again only what was typed
    /// into it.
    @ObservationIgnored private var saved: Draft
    private var recipientsField: String
    private var subjectField: String
    private var textField: String
    /// Whether the sheet asks Delete Draft / Save Draft / Keep Editing before it closes.
    var isConfirmingClose = false
    /// Whether the last save failed: typing then says so once, not at every key, and closing
    /// tries again before it lets the text go.
    @ObservationIgnored private var isUnsaved = false
    /// Tells the person a write failed: "Couldn't <action>", and why.
    @ObservationIgnored var reportFailure: (_ action: String, _ error: any Error) -> Void = { _, _ in }
    /// Asks the app to close the sheet: the draft is sent, saved or deleted.
    @ObservationIgnored var close: () -> Void = {}

    init(store: MailStore, draft: Draft) {
        self.store = store
        saved = draft
        recipientsField = draft.recipients
        subjectField = draft.subject
        textField = draft.body
    }

    /// The draft as typed, with its id once saved.
    var draft: Draft {
        var draft = saved
        draft.recipients = recipientsField
        draft.subject = subjectField
        draft.body = textField
        return draft
    }

    /// The To field.
    var recipients: String {
        get { recipientsField }
        set {
            guard newValue != recipientsField else { return }
            recipientsField = newValue
            saveEdit()
        }
    }

    /// The Subject field.
    var subject: String {
        get { subjectField }
        set {
            guard newValue != subjectField else { return }
            subjectField = newValue
            saveEdit()
        }
    }

    /// The message's text.
    var text: String {
        get { textField }
        set {
            guard newValue != textField else { return }
            textField = newValue
            saveEdit()
        }
    }

    /// Saves the draft after a field changed (autosave).
    private func saveEdit() {
        saved.updatedAt = Date()
        save(reporting: !isUnsaved)
    }

    /// Saves the draft; a failure is reported when `reporting`. Returns whether it is saved.
    @discardableResult
    private func save(reporting: Bool) -> Bool {
        do {
            saved.id = try store.save(draft).id
            isUnsaved = false
        } catch {
            if reporting { reportFailure("Save the Draft", error) }
            isUnsaved = true
        }
        return !isUnsaved
    }

    /// Files the message in Sent and closes; nothing happens without a recipient.
    func send() {
        guard !draft.recipients.isEmpty else { return }
        var message = Message(
            messageID: "<sent-\(UUID().uuidString)@postbox.local>", mailboxID: "sent", date: Date(),
            sender: "You <you@example.com>", recipients: draft.recipients, subject: draft.subject.isEmpty ? "(no subject)" : draft.subject,
            body: draft.body, isRead: true
        )
        message.headers = "From: You <you@example.com>\nTo: \(draft.recipients)\nSubject: \(message.subject)"
        do {
            try store.send(message, replyingTo: draft.repliesTo)
        } catch {
            reportFailure("Send the Message", error)
            return
        }
        // Sent: a draft left behind (the delete failed) is only a copy.
        if let id = draft.id { try? store.deleteDraft(id: id) }
        close()
    }

    /// Cancel, or a refused swipe down (SH-11): an empty draft just closes, others ask first.
    func attemptClose() {
        if draft.isEmpty {
            deleteAndClose()
        } else {
            isConfirmingClose = true
        }
    }

    /// Delete Draft.
    func deleteAndClose() {
        if let id = draft.id {
            do {
                try store.deleteDraft(id: id)
            } catch {
                reportFailure("Delete the Draft", error)
                return
            }
        }
        close()
    }

    /// Save Draft: closes once the draft is saved.
    func saveAndClose() {
        if !isUnsaved || save(reporting: true) { close() }
    }
}
