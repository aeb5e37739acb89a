import Foundation
import PaneKit
import PostboxStore

/// New messages, replies and forwards, and drafts opened from Drafts.
extension PostboxApp {
    /// Reply or Reply All: To filled in (for Reply All, the sender and everyone the message went
    /// to, its Cc in Cc, you left out), "Re:" once, the original quoted under the text (``OpenDraft``).
    func reply(to original: Message, all: Bool) {
        var recipients = [original.sender], copies: [String] = []
        if all {
            // Everyone but the account holder (the drafts' sender) and the person replied to.
            let own = Draft.sender.split(separator: "<").last.map { "<" + $0 } ?? Draft.sender
            func others(_ list: String) -> [String] {
                RecipientField.split(list).map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.contains(own) && $0 != original.sender }
            }
            recipients += others(original.recipients)
            copies = others(original.cc)
        }
        startCompose(Draft(recipients: recipients.joined(separator: ", "), cc: copies.joined(separator: ", "),
                           subject: original.subject.hasPrefix("Re: ") ? original.subject : "Re: \(original.subject)",
                           updatedAt: original.date, repliesTo: original.id))
    }

    /// Forward: no one in To, "Fwd:" once, the message's headers and text in the body.
    func forward(_ original: Message) {
        let subject = original.subject.hasPrefix("Fwd: ") ? original.subject : "Fwd: \(original.subject)"
        let body = "\n\nBegin forwarded message:\n\nFrom: \(original.sender)\nSubject: \(original.subject)\n"
            + "Date: \(OpenDraft.attributionDate(original.date))\nTo: \(original.recipients)\n"
            + (original.cc.isEmpty ? "" : "Cc: \(original.cc)\n") + "\n\(original.body)"
        startCompose(Draft(subject: subject, body: body, updatedAt: original.date))
    }

    /// A message screen for a compact tab's stack.
    func makeMessageScreen(_ id: Int64) -> MessageController {
        let screen = MessageController(store: store)
        screen.messageID = id
        screen.send = { [unowned self] in handle($0) }
        return screen
    }

    /// The ids of the mailboxes whose role is Drafts, read again only when messages or
    /// mailboxes came or went (every message opened asks; opening one marks it read).
    var draftsMailboxes: Set<String> {
        let revision = store.revision
        if let kept = keptDraftsMailboxes, kept.revision == revision || store.changes(since: kept.revision)?.changes.structureChanged == false {
            keptDraftsMailboxes?.revision = revision
            return kept.ids
        }
        let ids = Set(((try? store.mailboxes()) ?? []).filter { $0.role == .drafts }.map(\.id))
        keptDraftsMailboxes = (revision, ids)
        return ids
    }


    /// Opens the draft a message in Drafts shows in the compose sheet; false when the message is
    /// not in Drafts (or cannot be read: the message then opens as any other).
    func openDraft(filedAs id: Int64, listedIn list: MessageListController) -> Bool {
        let drafts = draftsMailboxes
        guard !drafts.isEmpty else { return false }
        // A mailbox's list says where its messages are; a search's rows may be anywhere.
        let mailbox = list.query.isEmpty && list.mailbox != MailStore.flagged ? list.mailbox : try? store.message(id: id)?.mailboxID
        guard let mailbox, drafts.contains(mailbox) else { return false }
        let draft: Draft
        do {
            guard let found = try store.draft(forMessage: id) else { return false }
            draft = found
        } catch {
            split.showFailure(couldNot: "Open the Draft", error)
            return true
        }
        startCompose(draft, isFiled: true)
        return true
    }

    /// Opens the compose sheet on a new or existing draft (at full height, as Mail's);
    /// `isFiled` when Drafts shows it as it is.
    public func startCompose(_ draft: Draft = Draft(updatedAt: SampleMailbox.referenceDate), isFiled: Bool = false) {
        // A Mac's compose window leaves New Message and Reply usable: the draft open is kept in
        // Drafts, as typed, and the new one takes the window.
        if compose != nil { closeCompose() }
        let saved: Draft
        do {
            saved = try store.save(draft)
        } catch {
            split.showFailure(couldNot: "Start a New Message", error)
            return
        }
        let compose = ComposeController(store: store, draft: saved, isFiled: isFiled)
        compose.onClose = { [unowned self] in
            composing = nil
            self.compose = nil
            refresh()
        }
        let sheet = NavigationController(root: compose)
        // Mail writes at full height, the screen behind pushed back as a card; on a Mac in a
        // window of its own, the mailboxes still usable beside it (D-101).
        sheet.sheetPresentationController?.detents = [.large()]
        sheet.sheetPresentationController?.prefersSeparateWindowOnMac = true
        sheet.sheetPresentationController?.delegate = compose.closingGuard
        self.compose = compose
        composing = saved.id
        split.present(sheet)
    }

    /// Closes the compose sheet for a URL that names none, keeping the draft in Drafts as typed.
    func closeCompose() {
        compose?.model.keep()
        compose?.dismiss()
        compose = nil
        composing = nil
    }
}
