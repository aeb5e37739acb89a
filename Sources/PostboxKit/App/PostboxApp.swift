import Foundation
import PaneKit
import PostboxStore

/// Postbox: the three-column mail app of the SwiftUI sidebar article, made real.
///
/// Regular width: sidebar (Favorites and the account), message list, message, and an inspector
/// with every header. Compact width: the `.compact` column is a tab bar — Inbox, Flagged, Drafts,
/// Sent, Archive, Junk, Trash (four and More) — with unread badges and a stack per tab. The
/// selection survives every change of size in both directions. A setting switches compact width
/// to the article's single collapsing stack instead. URLs: `/mailbox/<id>`, then optionally
/// `/search/<text>`, `/message/<n>`, and `/compose/<draft>` or `/settings` for the open sheet.
public final class PostboxApp: PaneApp, SplitViewControllerDelegate, TabBarControllerDelegate, PresentationControllerDelegate,
    NavigationControllerDelegate {
    /// The store every screen reads and writes.
    public let store: MailStore
    /// The page's root: a triple-column split view (mailboxes, messages, message) with the headers
    /// inspector; in the tabs style its `.compact` column is the mailbox tab bar.
    public var split: SplitViewController { root }
    private let root = MailSplitViewController()
    let sidebar: MailboxSidebarController
    let list: MessageListController
    let message: MessageController
    let inspector: InspectorController
    /// The compact tabs, made the first time the page is compact in the tabs style: a page that
    /// stays wide never pays for seven more lists and their stacks.
    var tabs: TabBarController { madeTabs ?? makeTabs() }
    private var madeTabs: TabBarController?
    /// The compact tabs, one mailbox each.
    static let tabMailboxes = ["inbox", MailStore.flagged, "drafts", "sent", "archive", "junk", "trash"]
    private var tabLists: [MessageListController] = []

    /// The id of the mailbox shown (or ``MailStore/flagged``), nil when none is.
    public private(set) var selectedMailbox: String?
    /// The id of the open message, nil when none is open.
    public private(set) var selectedMessage: Int64?
    /// The draft open in the compose sheet, if any.
    public private(set) var composing: Int64?
    private var compose: ComposeController?
    /// What people chose in Settings; applied and saved on every change.
    public private(set) var settings = PostboxSettings()
    private var settingsSheet: SettingsController?

    /// Builds the screens on a store and restores what people arranged: tab order, sidebar, settings.
    public init(store: MailStore) {
        self.store = store
        sidebar = MailboxSidebarController(store: store)
        list = MessageListController(store: store)
        message = MessageController(store: store)
        inspector = InspectorController(store: store)
        split.delegate = self
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(message, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        // Mail's large titles over the mailboxes and each list (NV-11): the primary column's
        // stack is also the phone's one stack.
        sidebar.navigationController?.prefersLargeTitles = true
        list.navigationController?.prefersLargeTitles = true
        list.navigationController?.delegate = self
        sidebar.reload()
        sidebar.navigationItem.trailingItems.insert(settingsButton(), at: 0)
        sidebar.onSelect = { [unowned self] row in select(mailbox: MailboxSidebarController.mailbox(forRow: row), row: row) }
        sidebar.onAddFolder = { [unowned self] in
            sidebar.attempt("Add the Folder") { _ = try store.addFolder(named: "New Folder", account: SampleMailbox.account.id) }
            sidebar.reload()
        }
        sidebar.onMarkAllRead = { [unowned self] mailbox in
            do {
                try store.markAllRead(in: mailbox)
            } catch {
                split.showFailure(couldNot: "Mark the Messages as Read", error)
                return
            }
            refresh()
        }
        list.onSelect = { [unowned self] id in select(message: id) }
        list.onAction = { [unowned self] in perform($0, on: $1.id) }
        list.model.undo = undo
        list.model.onUndo = { [unowned self] in undoLast() }
        list.onCompose = { [unowned self] in startCompose() }
        sidebar.onCompose = { [unowned self] in startCompose() }
        sidebar.onDropMessage = { [unowned self] tag, mailbox in
            // The tag comes from the page: a message that is not stored, or is there already,
            // moves nowhere.
            guard let id = Int64(tag), let message = try? store.message(id: id), message.mailboxID != mailbox else { return }
            perform(.move(to: mailbox), on: id)
        }
        // Mail's shortcuts, listed by Cmd-/ (D-63); ⌥⌘N, as browsers keep ⌘N for a new window.
        root.keyCommands = [
            KeyCommand("New Message", input: "n", modifiers: [.command, .alternate]) { [unowned self] in startCompose() },
            KeyCommand("Settings", input: ",", modifiers: [.command]) { [unowned self] in showSettings() },
            KeyCommand("Undo", input: "z", modifiers: [.command]) { [unowned self] in undoLast() },
        ]
        message.onAction = { [unowned self] in perform($0, on: $1.id!) }
        message.onCompose = { [unowned self] in startCompose() }
        message.onToggleInspector = { [unowned self] in toggleInspector(selectedMessage) }
        root.willLayout = { [weak self] in
            guard let self else { return }
            // Another page or process wrote: read again what this page shows.
            if store.revision != shownRevision { refresh() }
            // With the tabs chosen, a message pushed on a tab hides the tab bar and keeps its
            // toolbar (TB-23), as a phone shows a message full height.
            if let tabs = madeTabs { tabs.isTabBarHidden = selectedTabScreen?.message != nil }
        }
        restoreCustomization()
    }

    // MARK: Customization, kept in the settings table

    static let tabOrderKey = "tabOrder"
    static let sidebarKey = "sidebar"
    static let settingsKey = "settings"

    /// Applies what people changed earlier: the sidebar and the settings (the tab order when the
    /// tabs are made).
    private func restoreCustomization() {
        let decoder = JSONDecoder()
        if let json = try? store.setting(Self.sidebarKey),
           let customization = try? decoder.decode(SidebarCustomization.self, from: Data(json.utf8)) {
            sidebar.customization = customization
        }
        if let json = try? store.setting(Self.settingsKey),
           let saved = try? decoder.decode(PostboxSettings.self, from: Data(json.utf8)) {
            settings = saved
        }
        apply(settings)
        sidebar.onCustomizationChange = { [unowned self] customization in
            if let data = try? JSONEncoder().encode(customization) {
                sidebar.attempt("Save the Sidebar") { try store.setSetting(Self.sidebarKey, String(decoding: data, as: UTF8.self)) }
            }
        }
    }

    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        guard changed, let data = try? JSONEncoder().encode(tabBarController.customization) else { return }
        split.attempt("Save the Tab Order") { try store.setSetting(Self.tabOrderKey, String(decoding: data, as: UTF8.self)) }
    }

    public var rootViewController: ViewController { split }

    // MARK: Settings

    /// The gear that opens Settings, in the sidebar's bar and each compact tab's.
    private func settingsButton() -> BarButtonItem {
        BarButtonItem("Settings", symbol: "gearshape") { [unowned self] in showSettings() }
    }

    /// Opens the Settings sheet (a form sheet in regular width, a page sheet on a phone).
    public func showSettings() {
        guard settingsSheet == nil, let presenter = sheetPresenter else { return }
        let controller = SettingsController(settings: settings)
        controller.onChange = { [unowned self] in change(settings: $0) }
        controller.onDone = { [unowned self, unowned controller] in
            controller.dismiss { [weak self] in self?.settingsSheet = nil }
        }
        let sheet = NavigationController(root: controller)
        sheet.modalPresentationStyle = .formSheet
        // A Mac's Settings is a window of its own, with toolbar tabs (D-104), as narrow as Mail's.
        sheet.sheetPresentationController?.prefersSeparateWindowOnMac = true
        sheet.preferredContentSize = Size(width: 560, height: 520)
        sheet.sheetPresentationController?.delegate = self
        settingsSheet = controller
        presenter.present(sheet)
    }

    /// What a new sheet is presented from: the split view, or on a Mac the compose window over
    /// it, which leaves the mailboxes usable (D-101); nil while anything else is presented.
    private var sheetPresenter: ViewController? {
        let presented = split.window?.presentedViewControllers ?? []
        if presented.isEmpty { return split }
        if presented.count == 1, split.traits?.idiom == .mac, let window = compose?.navigationController, presented[0] === window { return window }
        return nil
    }

    /// Applies new settings and saves them.
    public func change(settings new: PostboxSettings) {
        settings = new
        apply(new)
        if let data = try? JSONEncoder().encode(new) {
            split.attempt("Save Settings") { try store.setSetting(Self.settingsKey, String(decoding: data, as: UTF8.self)) }
        }
    }

    private func apply(_ settings: PostboxSettings) {
        sidebar.preferredRowSize = settings.sidebarSize
        split.tintColor = settings.accentColor == .blue ? nil : settings.accentColor
        switch settings.compactStyle {
        case .tabs where split.viewController(for: .compact) == nil && split.isCollapsed:
            // Wide, the tabs are made when the page first collapses.
            syncTabsFromSelection()
            split.setViewController(tabs, for: .compact)
        case .stack where split.viewController(for: .compact) != nil:
            if split.isCollapsed { syncSelectionFromTabs() }
            split.setViewController(nil, for: .compact)
            if split.isCollapsed { split.show(stackTopColumn) }
        default:
            break
        }
    }

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        settingsSheet = nil
        headersSheet = nil
    }

    // MARK: Selection

    /// Shows a mailbox (and no message). Spec: the article's flow, SV-S1.
    public func select(mailbox: String, row: String? = nil) {
        selectedMailbox = mailbox
        selectedMessage = nil
        sidebar.selection = row ?? (mailbox == MailStore.flagged ? "favorite-flagged" : mailbox)
        list.mailbox = mailbox
        list.title = Self.name(of: mailbox, in: (try? store.mailboxes()) ?? [])
        message.messageID = nil
        inspector.messageID = nil
        split.show(.supplementary)
    }

    /// Opens a message: marks it read and shows it. A message in Drafts opens in compose, as in Mail.
    public func select(message id: Int64) {
        if openDraft(filedAs: id, listedIn: list) { return }
        selectedMessage = id
        list.selection = id
        message.messageID = id
        inspector.messageID = id
        markRead(id)
        // A message already read changes nothing (D-83): the screens are as the store already.
        if store.revision != shownRevision { refresh() }
        split.show(.secondary)
    }

    /// Whether marking a message read failed last time: opening messages then says so once,
    /// not at every message, until a write works again.
    private var markingReadFails = false

    /// Whether a person is looking: the page's socket is open. A first paint over HTTP shows a
    /// message without marking it read (a GET changes nothing).
    private var isLive = false

    /// The store revision the screens last caught up with (``refresh()``).
    private var shownRevision = -1
    /// The store's notices of other pages' and processes' writes, while the page is live.
    private var storeObservation: MailObservation?

    /// What the tab keeps across reloads: whether the list shows unread mail alone (Mail keeps
    /// its filter on until people turn it off).
    public var sceneStorage: [String: String] {
        list.model.isUnreadOnly ? [Self.unreadOnlyKey: "1"] : [:]
    }

    /// Takes back the list's filter the tab kept.
    public func restore(sceneStorage: [String: String]) {
        if sceneStorage[Self.unreadOnlyKey] == "1", !list.model.isUnreadOnly { list.model.toggleUnreadFilter() }
    }

    static let unreadOnlyKey = "unreadOnly"

    /// The page went live: the message its URL opened is read now, and from now on writes made
    /// elsewhere bring the page up to date unasked (D-45).
    public func didGoLive() {
        isLive = true
        if let refresh = split.window?.refresh {
            storeObservation = store.observe { refresh.request() }
        }
        if let id = selectedMessage {
            markRead(id)
            refresh()
        }
    }

    /// Marks an opened message read on a live page; a failure is shown once (opening is not
    /// asking to write).
    private func markRead(_ id: Int64) {
        guard isLive else { return }
        do {
            try store.setRead(id, true)
            markingReadFails = false
        } catch {
            if !markingReadFails { split.showFailure(couldNot: "Mark the Message as Read", error) }
            markingReadFails = true
        }
    }

    // MARK: What people do to a message

    /// What this page changed and can put back (⌘Z, the banner's Undo).
    let undo = UndoHistory()

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
    private func neighbour(of id: Int64) -> Int64? {
        let rows = Array(list.model.window.messages)
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        return index + 1 < rows.count ? rows[index + 1].id : index > 0 ? rows[index - 1].id : nil
    }

    /// A message left the mailbox shown: where it was open, the next one opens in regular width
    /// (as in Mail); a compact stack goes back to its list.
    private func movedAway(_ id: Int64, next: Int64?) {
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
    private func deselectMessage() {
        selectedMessage = nil
        list.selection = nil
        message.messageID = nil
        inspector.messageID = nil
    }

    /// Runs a write, then shows it unless told not to; says why when it fails. Whether it was written.
    @discardableResult
    private func write(_ what: String, refreshing: Bool = true, _ change: () throws -> Void) -> Bool {
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
    private func chooseMailbox(for message: Message) {
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
    private func showMore(for message: Message) {
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
    private func toggleInspector(_ id: Int64?) {
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

    /// The headers' sheet over the compact tabs, while it shows.
    private var headersSheet: InspectorController?

    /// After a change in the store: counts, lists and the open message.
    private func refresh() {
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

    // MARK: Compose

    /// Reply or Reply All: To filled in (for Reply All, the sender and everyone the message went
    /// to, its Cc in Cc, you left out), "Re:" once, the original quoted under the text (``OpenDraft``).
    private func reply(to original: Message, all: Bool) {
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
    private func forward(_ original: Message) {
        let subject = original.subject.hasPrefix("Fwd: ") ? original.subject : "Fwd: \(original.subject)"
        let body = "\n\nBegin forwarded message:\n\nFrom: \(original.sender)\nSubject: \(original.subject)\n"
            + "Date: \(OpenDraft.attributionDate(original.date))\nTo: \(original.recipients)\n"
            + (original.cc.isEmpty ? "" : "Cc: \(original.cc)\n") + "\n\(original.body)"
        startCompose(Draft(subject: subject, body: body, updatedAt: original.date))
    }

    /// A message screen for a compact tab's stack.
    private func makeMessageScreen(_ id: Int64) -> MessageController {
        let screen = MessageController(store: store)
        screen.messageID = id
        screen.onToggleInspector = { [unowned self, unowned screen] in toggleInspector(screen.messageID) }
        screen.onAction = { [unowned self] in perform($0, on: $1.id!) }
        screen.onCompose = { [unowned self] in startCompose() }
        return screen
    }

    /// The ids of the mailboxes whose role is Drafts, read again only when messages or
    /// mailboxes came or went (every message opened asks; opening one marks it read).
    private var draftsMailboxes: Set<String> {
        let revision = store.revision
        if let kept = keptDraftsMailboxes, kept.revision == revision || store.changes(since: kept.revision)?.changes.structureChanged == false {
            keptDraftsMailboxes?.revision = revision
            return kept.ids
        }
        let ids = Set(((try? store.mailboxes()) ?? []).filter { $0.role == .drafts }.map(\.id))
        keptDraftsMailboxes = (revision, ids)
        return ids
    }

    private var keptDraftsMailboxes: (revision: Int, ids: Set<String>)?

    /// Opens the draft a message in Drafts shows in the compose sheet; false when the message is
    /// not in Drafts (or cannot be read: the message then opens as any other).
    private func openDraft(filedAs id: Int64, listedIn list: MessageListController) -> Bool {
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
    private func closeCompose() {
        compose?.model.keep()
        compose?.dismiss()
        compose = nil
        composing = nil
    }

    // MARK: URL

    public var path: String { route.path }

    /// What the screen shows now, as a URL names it.
    public var route: PostboxRoute {
        let shown = self.shown
        let query = shown.mailbox == nil ? "" : shown.list.query
        var route = PostboxRoute(mailbox: shown.mailbox, query: query,
                                 searchesMailboxOnly: !query.isEmpty && shown.list.searchScope == .currentMailbox, message: shown.message)
        if let composing {
            route.sheet = .compose(draft: composing)
        } else if settingsSheet != nil {
            route.sheet = .settings
        }
        return route
    }

    /// Compact width in the article's style: one stack of mailboxes, messages and the message.
    private var isSingleStack: Bool { split.isCollapsed && settings.compactStyle == .stack }

    /// What is on screen — the mailbox, the open message and the list — which the URL and the
    /// title follow. Compact width may show less than the selection: Back in a stack leaves the
    /// selection (for the next regular width) but not the screen.
    private var shown: (mailbox: String?, message: Int64?, list: MessageListController) {
        if split.isCollapsed, settings.compactStyle == .tabs, let screen = selectedTabScreen {
            return (screen.list.mailbox, screen.message, screen.list)
        }
        if isSingleStack {
            // The inspector is a sheet over the message (only the message has Info).
            let depth = split.isShowing(.secondary) || split.isShowing(.inspector) ? 2 : split.isShowing(.supplementary) ? 1 : 0
            return (depth >= 1 ? selectedMailbox : nil, depth >= 2 ? selectedMessage : nil, list)
        }
        return (selectedMailbox, selectedMessage, list)
    }

    public var title: String {
        let shown = self.shown
        // Read once per change of what is shown or of the store (the session asks every event).
        let key = TitleKey(message: shown.message, mailbox: shown.mailbox, revision: store.revision)
        if let titleCache, titleCache.key == key { return titleCache.title }
        var title = "Postbox"
        if let id = shown.message, let stored = try? store.message(id: id) {
            title = stored.subject
        } else if let mailbox = shown.mailbox {
            title = Self.name(of: mailbox, in: (try? store.mailboxes()) ?? [])
        }
        titleCache = (key, title)
        return title
    }

    private struct TitleKey: Equatable {
        var message: Int64?
        var mailbox: String?
        var revision: Int
    }

    private var titleCache: (key: TitleKey, title: String)?

    /// Restores the state a URL names. A path that names nothing (an unknown mailbox, message
    /// or draft) returns false and changes nothing. Spec: DESIGN §4 URLs.
    public func open(path: String) -> Bool {
        guard let route = PostboxRoute(path: path) else { return false }
        if let mailbox = route.mailbox {
            let mailboxes = (try? store.mailboxes()) ?? []
            guard mailbox == MailStore.flagged || mailboxes.contains(where: { $0.id == mailbox }) else { return false }
        }
        if let id = route.message {
            // The message, in that mailbox (Flagged holds the flagged messages of every mailbox; a
            // search finds messages of any).
            guard let stored = try? store.message(id: id) else { return false }
            let listed = route.mailbox == MailStore.flagged ? stored.isFlagged : stored.mailboxID == route.mailbox
            guard listed || (!route.query.isEmpty && !route.searchesMailboxOnly) else { return false }
        }
        var draft: Draft?
        if case .compose(let id) = route.sheet {
            guard let stored = try? store.draft(id: id) else { return false }
            draft = stored
        }
        open(route, draft: draft)
        return true
    }

    /// Applies a validated route: sheets first, then the selection, then what compact width shows.
    private func open(_ route: PostboxRoute, draft: Draft?) {
        if let settingsSheet, route.sheet != .settings {
            settingsSheet.dismiss()
            self.settingsSheet = nil
        }
        if let draft {
            if composing != draft.id {
                closeCompose()
                startCompose(draft)
            }
        } else if composing != nil {
            closeCompose()
        }
        if route.sheet == .settings { showSettings() }
        // The inspector belongs to a message: a URL without one closes its compact sheet.
        if route.message == nil, split.isCollapsed, split.isShowing(.inspector) { split.hide(.inspector) }
        guard let mailbox = route.mailbox else {
            // The mailboxes: the single stack goes back to them; the tabs show the Inbox tab;
            // regular width opens where Mail does (D-66).
            if isSingleStack { split.show(.primary) } else if split.isCollapsed { deselect() } else { openNewestInInbox() }
            return
        }
        show(mailbox: mailbox, query: route.query, scope: route.searchesMailboxOnly ? .currentMailbox : .allMailboxes, message: route.message)
        // Tabs not made yet are brought in line when the page collapses.
        if settings.compactStyle == .tabs, split.isCollapsed || madeTabs != nil { syncTabsFromSelection() }
        if isSingleStack { split.show(route.message == nil ? .supplementary : .secondary) }
    }

    /// A mailbox (and its search) with a message open, or none.
    private func show(mailbox: String, query: String, scope: MessageList.SearchScope = .allMailboxes, message id: Int64?) {
        if mailbox != selectedMailbox { select(mailbox: mailbox) }
        list.query = query
        list.searchScope = scope
        if let id {
            select(message: id)
        } else if selectedMessage != nil {
            deselectMessage()
        }
    }

    /// Regular width at `/`, as Mail opens (D-66): the Inbox with its newest message. Where the
    /// list and the message do not both fit beside the sidebar (an iPad in portrait), the message
    /// shows alone with the list one tap away behind the column button.
    private func openNewestInInbox() {
        let newest = try? store.messages(in: "inbox", limit: 1).first
        show(mailbox: "inbox", query: "", message: newest?.id)
        if newest != nil, split.displayMode != .twoBesideSecondary, split.splitBehavior != .tile {
            split.hide(.supplementary)
        }
    }

    /// Nothing selected: the article's placeholders.
    private func deselect() {
        selectedMailbox = nil
        selectedMessage = nil
        sidebar.selection = nil
        list.mailbox = nil
        message.messageID = nil
        inspector.messageID = nil
    }

    static func name(of mailbox: String, in mailboxes: [Mailbox]) -> String {
        mailbox == MailStore.flagged ? "Flagged" : mailboxes.first { $0.id == mailbox }?.name ?? mailbox
    }

    // MARK: Compact width: tabs

    /// Makes the compact tabs, in the order people left them (More → Edit).
    private func makeTabs() -> TabBarController {
        let tabs = TabBarController()
        madeTabs = tabs
        let mailboxes = (try? store.mailboxes()) ?? []
        var controllers: [ViewController] = []
        for mailbox in Self.tabMailboxes {
            let tabList = makeCompactList(mailbox, in: mailboxes)
            tabList.tabBarItem = TabBarItem(title: Self.name(of: mailbox, in: mailboxes), symbol: mailbox == MailStore.flagged ? "flag" : Mailbox.Role(rawValue: mailbox)?.symbol,
                                            identifier: mailbox)
            tabList.navigationItem.leadingItem = settingsButton()
            tabLists.append(tabList)
            controllers.append(tabList)
        }
        tabs.setViewControllers(controllers)
        for tabList in tabLists {
            tabList.navigationController?.delegate = self
            tabList.navigationController?.prefersLargeTitles = true
        }
        if let json = try? store.setting(Self.tabOrderKey),
           let order = try? JSONDecoder().decode(TabCustomization.self, from: Data(json.utf8)) {
            tabs.apply(order)
            tabs.customizableViewControllers = tabs.viewControllers
        }
        tabs.delegate = self
        reloadBadges()
        return tabs
    }

    /// A mailbox's list in a compact stack: a tab's root, or a folder pushed on a tab (folders
    /// have no tab of their own). Selecting a message pushes it after the list.
    private func makeCompactList(_ mailbox: String, in mailboxes: [Mailbox]) -> MessageListController {
        let compactList = MessageListController(store: store)
        // A row pushes its message: a chevron after the date, as Mail's on iPhone.
        compactList.showsDisclosureIndicators = true
        compactList.mailbox = mailbox
        compactList.title = Self.name(of: mailbox, in: mailboxes)
        compactList.onSelect = { [unowned self, unowned compactList] id in
            if openDraft(filedAs: id, listedIn: compactList) { return }
            compactList.selection = id
            markRead(id)
            if let navigation = compactList.navigationController,
               let index = navigation.viewControllers.firstIndex(where: { $0 === compactList }) {
                try? navigation.setViewControllers(Array(navigation.viewControllers[...index]) + [makeMessageScreen(id)])
            }
            selectedMailbox = mailbox
            selectedMessage = id
            refresh()
        }
        compactList.onAction = { [unowned self] in perform($0, on: $1.id) }
        compactList.model.undo = undo
        compactList.model.onUndo = { [unowned self] in undoLast() }
        compactList.onCompose = { [unowned self] in startCompose() }
        return compactList
    }

    private func reloadBadges(_ counts: [String: Int]? = nil) {
        let unread = counts ?? (try? store.unreadCounts()) ?? [:]
        for tabList in tabLists {
            let count = tabList.mailbox.flatMap { unread[$0] } ?? 0
            let badge: String? = count > 0 ? String(count) : nil
            if tabList.tabBarItem.badgeValue != badge { tabList.tabBarItem.badgeValue = badge }
        }
    }

    /// The selected tab's list; nil while the More list shows. Tabs are found by controller, not
    /// by index: people reorder them (More → Edit).
    private var selectedTabList: MessageListController? {
        madeTabs.flatMap { tabs in tabs.selectedIndex.flatMap { tabs.viewControllers[$0] as? MessageListController } }
    }

    /// What the selected tab's stack shows: its top list (the tab's, or a folder pushed on it)
    /// and the message over it, if any.
    private var selectedTabScreen: (list: MessageListController, message: Int64?)? {
        guard let tabList = selectedTabList else { return nil }
        let stack = tabList.navigationController?.viewControllers ?? [tabList]
        let list = stack.last { $0 is MessageListController } as? MessageListController ?? tabList
        return (list, (stack.last as? MessageController)?.messageID)
    }

    /// Regular → compact (and URLs in compact width): the tab of the selected mailbox — or, for
    /// a folder, the current tab with the folder pushed — with the selected message over it.
    private func syncTabsFromSelection() {
        let tabs = self.tabs
        guard let mailbox = selectedMailbox else { return }
        let tabList: MessageListController
        var stack: [ViewController]
        if let own = tabLists.first(where: { $0.mailbox == mailbox }) {
            tabList = own
            stack = [own]
        } else {
            tabList = selectedTabList ?? tabLists[0]
            let current = tabList.navigationController?.viewControllers ?? []
            let folder = current.compactMap { $0 as? MessageListController }.first { $0 !== tabList && $0.mailbox == mailbox }
                ?? makeCompactList(mailbox, in: (try? store.mailboxes()) ?? [])
            stack = [tabList, folder]
        }
        guard let index = tabs.viewControllers.firstIndex(where: { $0 === tabList }) else { return }
        tabs.selectedIndex = index
        let shownList = stack.last as? MessageListController ?? tabList
        shownList.query = list.query
        shownList.searchScope = list.searchScope
        shownList.selection = selectedMessage
        guard let navigation = tabList.navigationController else { return }
        if let id = selectedMessage {
            let top = navigation.topViewController as? MessageController
            stack.append(top?.messageID == id ? top! : makeMessageScreen(id))
        }
        if navigation.viewControllers.map(ObjectIdentifier.init) != stack.map(ObjectIdentifier.init) {
            try? navigation.setViewControllers(stack)
        }
    }

    /// Compact → regular: what the tabs show becomes the selection.
    private func syncSelectionFromTabs() {
        guard let screen = selectedTabScreen, let mailbox = screen.list.mailbox else { return }
        show(mailbox: mailbox, query: screen.list.query, scope: screen.list.searchScope, message: screen.message)
    }

    /// The single stack's top: the message if one is open, else the list of a chosen mailbox,
    /// else the mailboxes (the article's flow).
    private var stackTopColumn: SplitViewController.Column {
        selectedMessage != nil ? .secondary : selectedMailbox != nil ? .supplementary : .primary
    }

    /// Back to a list on a phone: its row is no longer highlighted, as in Mail (D-59). The
    /// selection stays the app's, for the next regular width.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        guard split.isCollapsed, let shownList = viewController as? MessageListController, shownList.selection != nil else { return }
        shownList.selection = nil
    }

    public func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        guard settings.compactStyle == .tabs else { return stackTopColumn }
        syncTabsFromSelection()
        if split.viewController(for: .compact) == nil { split.setViewController(tabs, for: .compact) }
        return .compact
    }

    public func splitViewController(_ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        if settings.compactStyle == .tabs { syncSelectionFromTabs() }
        return proposed
    }
}
