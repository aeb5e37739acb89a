import PaneKitUI
import PostboxStore

/// A new message as Mail writes one: labelled rows (To:, Cc: and Bcc: with a token per address,
/// From:, Subject:) over the text, with Cancel and Send. Cancel with text asks whether to keep the draft.
struct ComposeView: View {
    @Bindable var draft: OpenDraft

    /// The question before closing with text typed: a dialog on touch screens, an alert on a Mac.
    private var asksInADialog: Binding<Bool> {
        Binding(get: { draft.isConfirmingClose && !draft.isOnAMac }, set: { draft.isConfirmingClose = $0 })
    }

    private var asksInAnAlert: Binding<Bool> {
        Binding(get: { draft.isConfirmingClose && draft.isOnAMac }, set: { draft.isConfirmingClose = $0 })
    }

    var body: some View {
        Form {
            // Mail's labelled rows: "To:" with a token for each address entered, Cc and Bcc, the
            // sender, the subject; the fields show no placeholder after their label but keep it as
            // their name. On touch, Cc, Bcc and From are one row until it is tapped.
            addressRow("To", .to, typed: $draft.typedRecipient)
            if draft.showsCopyRows || draft.isOnAMac {
                addressRow("Cc", .cc, typed: $draft.typedCc)
                addressRow("Bcc", .bcc, typed: $draft.typedBcc)
                HStack(spacing: 6) {
                    Text("From:").foregroundStyle(.secondary)
                    Text(Draft.sender)
                }
            } else {
                Button { draft.showsCopyRows = true } label: {
                    HStack(spacing: 6) {
                        Text("Cc/Bcc, From:").foregroundStyle(.secondary)
                        Text(Draft.sender).foregroundStyle(.primary)
                    }
                }
                .buttonStyle(.plain)
            }
            HStack(spacing: 6) {
                Text("Subject:").foregroundStyle(.secondary)
                TextField("Subject", text: $draft.subject, prompt: Text(""))
            }
            MessageTextView(draft: draft)
            if let quote = draft.quote {
                // Mail's quoted block: the attribution, then the original behind a bar.
                VStack(alignment: .leading, spacing: 8) {
                    Text(quote.attribution).font(.footnote).foregroundStyle(.secondary)
                    Text(quote.text).font(.subheadline).foregroundStyle(.secondary)
                        .padding(.leading, 12)
                        .overlay(alignment: .leading) { Rectangle().fill(Color.accentColor).frame(width: 3) }
                }
                .padding()
            }
        }
        // The subject is the sheet's title, as Mail's; a new message says so.
        .navigationTitle(draft.subject.isEmpty ? "New Message" : draft.subject)
        // A Mac asks in an alert, in its own words (Save, Don't Save, Cancel), as Mail there.
        .alert("Do you want to save this message as a draft?", isPresented: asksInAnAlert) {
            Button("Save") { draft.saveAndClose() }
            Button("Don't Save", role: .destructive) { draft.deleteAndClose() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("If you don't save, your changes will be lost.")
        }
        .toolbar {
            // A Mac's compose window closes by its Close button; iPhone and iPad have Cancel.
            if !draft.isOnAMac {
                ToolbarItem(placement: .cancellationAction) {
                    // On iPad the question points at Cancel, as Mail's does. Saving comes first, so
                    // the focus (and Return) never lands on throwing the draft away.
                    Button("Cancel", role: .cancel) { draft.attemptClose() }
                        .confirmationDialog("Save this draft?", isPresented: asksInADialog, titleVisibility: .visible) {
                            Button("Save Draft") { draft.saveAndClose() }
                            Button("Delete Draft", role: .destructive) { draft.deleteAndClose() }
                            Button("Keep Editing", role: .cancel) {}
                        }
                }
            }
            // A Mac's Send is a paper plane at the toolbar's leading end; iOS Mail's a round arrow
            // at the trailing end, dimmed until there is someone to send to.
            ToolbarItem(placement: draft.isOnAMac ? .navigation : .confirmationAction) {
                Button("Send", systemImage: draft.isOnAMac ? "paperplane" : "arrow.up.circle.fill") { draft.send() }
                    .disabled(!draft.hasRecipients)
            }
        }
    }

    /// A row of addresses: its label, a token for each address entered (tapping one puts it back
    /// in the field to be edited), and the field for the next.
    private func addressRow(_ name: String, _ row: OpenDraft.AddressRow, typed: Binding<String>) -> some View {
        HStack(spacing: 6) {
            Text("\(name):").foregroundStyle(.secondary)
            ForEach(Array(draft.field(row).tokens.enumerated()), id: \.offset) { index, address in
                Button(MessageRowView.name(address)) { draft.editAddress(row, at: index) }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
            }
            TextField(name, text: typed, prompt: Text(""))
        }
    }
}

/// The message's text under compose's rows. A view of its own, so that a key typed here reads this
/// view again and not the rows above it (D-46).
private struct MessageTextView: View {
    @Bindable var draft: OpenDraft

    var body: some View {
        TextField("Message", text: $draft.text, prompt: Text(""), axis: .vertical)
    }
}
