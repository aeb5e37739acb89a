import PaneKitUI

/// A new message: To, Subject and the text, with Cancel and Send. Cancel with text asks whether
/// to keep the draft.
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
                // A Mac asks in an alert, in its own words (Save, Don't Save, Cancel), as Mail there.
                Button("Cancel", role: .cancel) { draft.attemptClose() }
                    .confirmationDialog("Save this draft?", isPresented: asksInADialog, titleVisibility: .visible) {
                        Button("Save Draft") { draft.saveAndClose() }
                        Button("Delete Draft", role: .destructive) { draft.deleteAndClose() }
                        Button("Keep Editing", role: .cancel) {}
                    }
                    .alert("Do you want to save this message as a draft?", isPresented: asksInAnAlert) {
                        Button("Save") { draft.saveAndClose() }
                        Button("Don't Save", role: .destructive) { draft.deleteAndClose() }
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("If you don't save, your changes will be lost.")
                    }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send", systemImage: "paperplane") { draft.send() }
            }
        }
    }
}
