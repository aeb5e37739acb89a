import PaneKit

/// The sidebar: Favorites and the account's mailboxes.
final class MailboxListController: ViewController {
    var selection: String?
    var onSelect: (String) -> Void = { _ in }

    override var body: any View {
        List(selection: selection, onSelect: { [unowned self] id in
            selection = id
            onSelect(id)
        }) {
            Section("Favorites") {
                ForEach(SampleMail.favorites, id: \.id) { Label($0.name, symbol: $0.symbol) }
            }
            Section("iCloud") {
                ForEach(SampleMail.account, id: \.id) { Label($0.name, symbol: $0.symbol) }
            }
        }
    }
}

/// The message list of one mailbox.
final class MessageListController: ViewController {
    var mailbox: String? { didSet { title = mailbox.map(Self.name(of:)) } }
    var selection: String?
    var onSelect: (Message) -> Void = { _ in }

    static func name(of mailbox: String) -> String {
        (SampleMail.favorites + SampleMail.account).first { $0.id == mailbox }?.name ?? mailbox
    }

    override var body: any View {
        guard let mailbox else {
            return ContentUnavailableView("No Mailbox Selected", symbol: "tray")
        }
        let messages = SampleMail.messages.filter { $0.mailbox == mailbox }
        if messages.isEmpty {
            return ContentUnavailableView("No Mail", symbol: "tray", description: "\(Self.name(of: mailbox)) is empty.")
        }
        return List(selection: selection, onSelect: { [unowned self] tag in
            selection = tag
            if let message = messages.first(where: { String($0.id) == tag }) { onSelect(message) }
        }) {
            ForEach(messages) { message in
                VStack {
                    Text(message.sender, style: .headline)
                    Text(message.subject, style: .subheadline)
                    if message.isUnread { Image(symbol: "circle.fill") }
                }
            }
        }
    }
}

/// One message.
final class MessageController: ViewController {
    var message: Message? { didSet { title = message?.subject } }

    override var body: any View {
        guard let message else {
            return ContentUnavailableView("No Message Selected", symbol: "envelope")
        }
        return VStack {
            Text(message.subject, style: .title)
            Text("From: \(message.sender)", style: .subheadline)
            Text(message.body)
        }
    }
}

/// The three-column mail app of the SwiftUI sidebar article, wired to a split view.
final class PostboxApp: SplitViewControllerDelegate {
    let split = SplitViewController(style: .tripleColumn)
    let mailboxes = MailboxListController(title: "Mailboxes")
    let messages = MessageListController(title: "Messages")
    let message = MessageController()

    init() {
        split.delegate = self
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(messages, for: .supplementary)
        split.setViewController(message, for: .secondary)
        mailboxes.onSelect = { [unowned self] id in
            messages.mailbox = id
            messages.selection = nil
            message.message = nil
            split.show(.supplementary)
        }
        messages.onSelect = { [unowned self] selected in
            message.message = selected
            split.show(.secondary)
        }
    }

    /// Compact width shows the message when one is open, else the mailboxes (SD-3).
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        message.message != nil ? .secondary : (messages.mailbox != nil ? .supplementary : .primary)
    }
}
