import PaneKitUI
import PostboxStore

/// A new message as the compose sheet edits it: saved as a draft after every change, filed in
/// Sent when it is sent (Postbox has no network), or deleted. When the store cannot save, the
/// text stays and the person is told why: the sheet closes only once the draft is saved, sent or
/// deleted.
@Observable
final class OpenDraft {
    @ObservationIgnored let store: MailStore
    /// The draft as last saved: its id once saved, and when it last changed. Its fields are kept
    /// apart (``recipientField``, ``ccField``, ``bccField``, ``subject``, ``text``), so a field reads
    /// again only what was typed into it.
    @ObservationIgnored private var saved: Draft
    /// The To field: its tokens and what is typed after them.
    private(set) var recipientField: RecipientField
    /// The Cc field.
    private(set) var ccField: RecipientField
    /// The Bcc field.
    private(set) var bccField: RecipientField
    /// Whether the Cc and Bcc rows show; on touch they are one row, "Cc/Bcc, From:", until tapped
    /// (as in Mail), and open from the start when the draft has copies.
    var showsCopyRows: Bool
    private var subjectField: String
    private var textField: String
    /// Whether the sheet asks Delete Draft / Save Draft / Keep Editing before it closes.
    var isConfirmingClose = false
    /// Whether the page follows the Mac's conventions, where the question is an alert.
    var isOnAMac = false
    /// Whether the last save failed: typing then says so once, not at every key, and closing
    /// tries again before it lets the text go.
    @ObservationIgnored private var isUnsaved = false
    /// Whether Drafts holds a message for this draft, and whether it shows the text as typed.
    /// Keystrokes save the draft alone; the message in Drafts is written when the draft first has
    /// text and when the sheet closes (D-95), so typing does not wake every page showing mail.
    @ObservationIgnored private var isFiled: Bool
    @ObservationIgnored private var isFiledAsTyped: Bool
    /// Tells the person a write failed: "Couldn't <action>", and why.
    @ObservationIgnored var reportFailure: (_ action: String, _ error: any Error) -> Void = { _, _ in }
    /// Asks the app to close the sheet: the draft is sent, saved or deleted.
    @ObservationIgnored var close: () -> Void = {}

    /// The message a reply answers, quoted under the text as Mail does: "On …, … wrote:" and the
    /// original in a block. Kept out of the text people edit; added when the reply is sent.
    let quote: (attribution: String, text: String)?

    /// A draft to edit; `isFiled` when Drafts already shows it as it is (it was opened from there).
    init(store: MailStore, draft: Draft, isFiled: Bool = false) {
        self.store = store
        quote = draft.repliesTo.flatMap { try? store.message(id: $0) }.map { original in
            ("On \(Self.attributionDate(original.date)), \(original.sender) wrote:", original.body)
        }
        saved = draft
        self.isFiled = isFiled
        isFiledAsTyped = isFiled
        recipientField = RecipientField(draft.recipients)
        ccField = RecipientField(draft.cc)
        bccField = RecipientField(draft.bcc)
        showsCopyRows = !(draft.cc.isEmpty && draft.bcc.isEmpty)
        subjectField = draft.subject
        textField = draft.body
    }

    /// The draft as typed, with its id once saved.
    var draft: Draft {
        var draft = saved
        draft.recipients = recipientField.recipients
        draft.cc = ccField.recipients
        draft.bcc = bccField.recipients
        draft.subject = subjectField
        draft.body = textField
        return draft
    }

    /// Whether there is someone to send to, in To, Cc or Bcc; reads the address fields alone.
    var hasRecipients: Bool {
        !(recipientField.recipients.isEmpty && ccField.recipients.isEmpty && bccField.recipients.isEmpty)
    }

    /// What is typed in the To field after its tokens; a comma or semicolon makes a token of it.
    var typedRecipient: String {
        get { recipientField.typed }
        set { edit(.to) { $0.type(newValue) } }
    }

    /// What is typed in the Cc field after its tokens.
    var typedCc: String {
        get { ccField.typed }
        set { edit(.cc) { $0.type(newValue) } }
    }

    /// What is typed in the Bcc field after its tokens.
    var typedBcc: String {
        get { bccField.typed }
        set { edit(.bcc) { $0.type(newValue) } }
    }

    /// Compose's rows of addresses.
    enum AddressRow { case to, cc, bcc }

    /// The field of an address row.
    func field(_ row: AddressRow) -> RecipientField { self[keyPath: Self.keyPath(row)] }

    /// Puts a token of an address row back in its field to be edited (tapping it, as in Mail).
    func editAddress(_ row: AddressRow, at index: Int) {
        edit(row) { $0.edit(at: index) }
    }

    private static func keyPath(_ row: AddressRow) -> ReferenceWritableKeyPath<OpenDraft, RecipientField> {
        switch row {
        case .to: \.recipientField
        case .cc: \.ccField
        case .bcc: \.bccField
        }
    }

    private func edit(_ row: AddressRow, _ change: (inout RecipientField) -> Void) {
        let keyPath = Self.keyPath(row)
        var field = self[keyPath: keyPath]
        change(&field)
        guard field != self[keyPath: keyPath] else { return }
        let before = self[keyPath: keyPath].recipients
        self[keyPath: keyPath] = field
        if field.recipients != before { saveEdit() }
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

    /// Saves the draft — filed in Drafts too the first time it has text, or when `filing` — and
    /// reports a failure when `reporting`. Returns whether it is saved.
    @discardableResult
    private func save(reporting: Bool, filing: Bool = false) -> Bool {
        let draft = self.draft
        do {
            if (filing || !isFiled) && !draft.isEmpty {
                saved.id = try store.file(draft).id
                isFiled = true
                isFiledAsTyped = true
            } else {
                saved.id = try store.save(draft).id
                isFiledAsTyped = false
            }
            isUnsaved = false
        } catch {
            if reporting { reportFailure("Save the Draft", error) }
            isUnsaved = true
        }
        return !isUnsaved
    }

    /// The sheet goes away with the draft kept (Save Draft, or the app closing it): Drafts shows
    /// the text as typed. Whether it is saved.
    @discardableResult
    func keep() -> Bool {
        guard isUnsaved || !isFiledAsTyped else { return true }
        return save(reporting: true, filing: true)
    }

    /// A date as Mail's attribution line and forwarded headers write it: "Nov 27, 2026 at 9:00 AM" (UTC).
    static func attributionDate(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"),
                                        timeZone: TimeZone(identifier: "UTC")!))
    }

    /// The text as sent: what was typed, then the quoted original (plain text's `>` lines).
    var sentBody: String {
        guard let quote else { return draft.body }
        let quoted = quote.text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
        return draft.body + "\n\n" + quote.attribution + "\n\n" + quoted
    }

    /// Files the message in Sent and closes; nothing happens without a recipient (To, Cc or Bcc).
    /// The copy in Sent keeps Bcc among its headers, as the sender's copy does in Mail.
    func send() {
        let draft = self.draft
        guard draft.hasRecipients else { return }
        var message = Message(
            messageID: "<sent-\(UUID().uuidString)@postbox.local>", mailboxID: "sent", date: Date(),
            sender: Draft.sender, recipients: draft.recipients, cc: draft.cc,
            subject: draft.subject.isEmpty ? "(no subject)" : draft.subject, body: sentBody, isRead: true
        )
        message.headers = draft.headers(subject: message.subject)
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

    /// Save Draft: closes once the draft is saved and filed in Drafts.
    func saveAndClose() {
        if keep() { close() }
    }
}
