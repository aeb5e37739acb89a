import PaneKitUI

/// A new message: To, Subject and the text, with Cancel and Send. Cancel with text asks whether
/// to keep the draft.
struct ComposeView: View {
    @Bindable var draft: OpenDraft

    var body: some View {
        Form {
            TextField("To", text: $draft.recipients)
            TextField("Subject", text: $draft.subject)
            TextField("Message", text: $draft.text, axis: .vertical)
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
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                // On iPad and the Mac the question points at Cancel, as Mail's does. Saving comes
                // first, so the focus (and Return) never lands on throwing the draft away.
                Button("Cancel", role: .cancel) { draft.attemptClose() }
                    .confirmationDialog("Save this draft?", isPresented: $draft.isConfirmingClose, titleVisibility: .visible) {
                        Button("Save Draft") { draft.saveAndClose() }
                        Button("Delete Draft", role: .destructive) { draft.deleteAndClose() }
                        Button("Keep Editing", role: .cancel) {}
                    }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send", systemImage: "paperplane") { draft.send() }
            }
        }
    }
}
