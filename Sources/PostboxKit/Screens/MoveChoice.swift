import PaneKitUI
import PostboxStore

/// Mail's Move Message sheet: the message's sender and subject, then every mailbox and folder of
/// the account to file it in; the one it is in cannot be chosen.
@Observable
final class MoveChoice {
    /// The message being moved, as its row shows it.
    let sender: String
    let subject: String
    /// The mailbox it is in.
    let current: String
    /// Every mailbox and folder, in the sidebar's order.
    let mailboxes: [Mailbox]
    /// Files the message in the chosen mailbox.
    @ObservationIgnored var onChoose: (String) -> Void = { _ in }
    /// Closes the sheet without moving anything.
    @ObservationIgnored var onCancel: () -> Void = {}

    init(message: Message, mailboxes: [Mailbox]) {
        sender = MessageRowView.name(message.sender)
        subject = message.subject
        current = message.mailboxID
        self.mailboxes = mailboxes
    }
}

/// The sheet's screen: the message at the top, the mailboxes under it (folders indented under
/// their mailbox), Cancel in the bar.
struct MoveMessageView: View {
    let choice: MoveChoice

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading) {
                    Text(choice.sender).font(.headline).lineLimit(1)
                    Text(choice.subject).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
            }
            Section {
                ForEach(choice.mailboxes, id: \.id) { mailbox in
                    Button {
                        choice.onChoose(mailbox.id)
                    } label: {
                        if mailbox.parentID == nil {
                            Label(mailbox.name, systemImage: mailbox.role.symbol)
                        } else {
                            Label(mailbox.name, systemImage: mailbox.role.symbol).padding(.leading, 24)
                        }
                    }
                    .disabled(mailbox.id == choice.current)
                }
            }
        }
        .navigationTitle("Move Message")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { choice.onCancel() }
            }
        }
    }
}
