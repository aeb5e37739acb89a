import Foundation
import PaneKit
import PostboxStore

/// What people do to a message: flag, move, delete, undo, the inspector.
extension PostboxApp {
    /// Does what people asked of a screen (``MailCommand``): every screen sends here.
    func handle(_ command: MailCommand) {
        switch command {
        case .open(let id): select(message: id)
        case .act(let action, let id): perform(action, on: id)
        case .compose: startCompose()
        case .undo: undoLast()
        case .toggleInspector(let id): toggleInspector(id ?? selectedMessage)
        }
    }

    /// What the undo banner says now ("Moved to Trash"), nil when it does not show.
    public var undoNotice: String? { undo.notice }

    /// Runs what people chose on a message — from a row, the message's toolbar or a shortcut:
    /// the write, a failure in words, an entry in the page's undo history for what files or flags it, then what
    /// shows. A message that is gone (another page moved it away) is passed over.
    public func perform(_ action: MailAction, on id: Int64) {
        guard let message = try? store.message(id: id) else { return }
        switch action {
        case .reply: reply(to: message, all: false)
        case .replyAll: reply(to: message, all: true)
        case .forward: forward(message)
        case .chooseMailbox: chooseMailbox(for: message)
        case .more: showMore(for: message)
        case .toggleRead:
            write(message.isRead ? "Mark the Message as Unread" : "Mark the Message as Read") { try store.setRead(id, !message.isRead) }
        case .toggleFlag:
            let flag = !message.isFlagged, store = store
            if write(flag ? "Flag the Message" : "Unflag the Message", { try store.setFlagged(id, flag) }) {
                undo.record(flag ? "Flagged" : "Unflagged") { try store.setFlagged(id, !flag) }
            }
        case .flag(let color):
            let (wasFlagged, hadColor) = (message.isFlagged, message.flagColor), store = store
            if write("Flag the Message", { try store.setFlag(id, color) }) {
                undo.record("Flagged \(color.title)") {
                    try store.setFlag(id, hadColor)
                    if !wasFlagged { try store.setFlagged(id, false) }
                }
            }
        case .move(let mailbox):
            guard mailbox != message.mailboxID else { return }
            let from = message.mailboxID, store = store
            let what: String, done: String
            switch mailbox {
            case "trash": (what, done) = ("Move the Message to Trash", "Moved to Trash")
            case "archive": (what, done) = ("Archive the Message", "Archived")
            case "junk": (what, done) = ("Move the Message to Junk", "Moved to Junk")
            default:
                // Only a folder's name needs the mailboxes read.
                let name = Self.name(of: mailbox, in: (try? store.mailboxes()) ?? [])
                (what, done) = ("Move the Message to \(name)", "Moved to \(name)")
            }
            let next = id == selectedMessage ? neighbour(of: id) : nil
            guard write(what, refreshing: false, { try store.move(id, to: mailbox) }) else { return }
            undo.record(done) { try store.move(id, to: from) }
            movedAway(id, next: next)
            refresh()
        }
    }

    /// The message after this one in the list (before it, for the last), which Mail opens when
    /// the open one is filed away.
    func neighbour(of id: Int64) -> Int64? {
        let rows = Array(list.model.window.messages)
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        return index + 1 < rows.count ? rows[index + 1].id : index > 0 ? rows[index - 1].id : nil
    }

    /// A message left the mailbox shown: where it was open, the next one opens in regular width
    /// (as in Mail); a compact stack goes back to its list.
    func movedAway(_ id: Int64, next: Int64?) {
        if let navigation = selectedTabList?.navigationController, (navigation.topViewController as? MessageController)?.messageID == id {
            _ = navigation.pop()
        }
        guard id == selectedMessage else { return }
        if split.isCollapsed {
            deselectMessage()
            if isSingleStack { split.show(.supplementary) }
        } else if let next {
            select(message: next)
        } else {
            deselectMessage()
        }
    }

    /// No message open; the mailbox stays.
    func deselectMessage() {
        selectedMessage = nil
        list.selection = nil
        message.messageID = nil
        inspector.messageID = nil
    }

    /// Runs a write, then shows it unless told not to; says why when it fails. Whether it was written.
    @discardableResult
    func write(_ what: String, refreshing: Bool = true, _ change: () throws -> Void) -> Bool {
        do {
            try change()
        } catch {
            split.showFailure(couldNot: what, error)
            return false
        }
        if refreshing { refresh() }
        return true
    }

    /// Undo (⌘Z, the banner's button): puts the last change back.
    public func undoLast() {
        do {
            guard try undo.undo() != nil else { return }
        } catch {
            split.showFailure(couldNot: "Undo", error)
            return
        }
        refresh()
    }

    /// Mail's Move Message sheet for a message: every mailbox and folder but its own.
    func chooseMailbox(for message: Message) {
        guard let id = message.id, let presenter = sheetPresenter else { return }
        let screen = MoveController(message: message, mailboxes: (try? store.mailboxes()) ?? [])
        screen.onChoose = { [unowned self, unowned screen] mailbox in
            screen.dismiss { [weak self] in self?.perform(.move(to: mailbox), on: id) }
        }
        let sheet = NavigationController(root: screen)
        sheet.modalPresentationStyle = .formSheet
        presenter.present(sheet)
    }

    /// A swipe's More: the rest of what Mail offers on a message, as one list.
    func showMore(for message: Message) {
        guard let id = message.id, split.window?.presentedViewControllers.isEmpty ?? true else { return }
        func choice(_ title: String, _ action: MailAction) -> Dialog.Action {
            Dialog.Action(title) { [unowned self] in perform(action, on: id) }
        }
        split.present(ConfirmationDialog(title: message.subject, actions: [
            choice("Reply", .reply),
            choice("Reply All", .replyAll),
            choice("Forward", .forward),
            choice(message.isRead ? "Mark as Unread" : "Mark as Read", .toggleRead),
            choice(message.isFlagged ? "Unflag" : "Flag", .toggleFlag),
            choice("Move Message…", .chooseMailbox),
            choice("Move to Junk", .move(to: "junk")),
            choice("Archive", .move(to: "archive")),
            Dialog.Action("Cancel", role: .cancel),
        ]))
    }

    /// Info: the inspector column beside the message, or its sheet in the single stack (SV-I4).
    /// Over the compact tabs, which replace every column (DESIGN §3), the headers come as a
    /// sheet of their own with Done.
    func toggleInspector(_ id: Int64?) {
        guard split.isCollapsed, split.viewController(for: .compact) != nil else {
            split.isShowing(.inspector) ? split.hide(.inspector) : split.show(.inspector)
            return
        }
        guard let id, headersSheet == nil else { return }
        let headers = InspectorController(store: store)
        headers.messageID = id
        headers.navigationItem.trailingItems = [BarButtonItem("Done") { [unowned self, unowned headers] in
            headers.dismiss { [weak self] in self?.headersSheet = nil }
        }]
        let sheet = NavigationController(root: headers)
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        sheet.sheetPresentationController?.delegate = self
        headersSheet = headers
        split.present(sheet)
    }


    /// After a change in the store: counts, lists and the open message.
    func refresh() {
        shownRevision = store.revision
        let unread = (try? store.unreadCounts()) ?? [:]
        sidebar.reload(unread: unread)
        list.model.catchUp()
        message.model.catchUp()
        inspector.model.catchUp()
        // The message pane's read of it, which its body then reuses.
        if let id = selectedMessage, let stored = message.messageID == id ? message.message : try? store.message(id: id),
           stored.mailboxID != selectedMailbox,
           selectedMailbox != MailStore.flagged {
            // Moved away (by another page): nothing is selected any more.
            deselectMessage()
        }
        reloadBadges(unread)
        for tabList in tabLists { tabList.model.catchUp() }
        selectedTabScreen?.list.model.catchUp()
    }
}
