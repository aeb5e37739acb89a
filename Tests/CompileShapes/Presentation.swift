// Apple's documented call shapes of SwiftUI's presentations, written as an app would.
import PaneKitUI

struct Draft: Identifiable {
    let id: Int
    var subject: String
}

struct ComposeError: LocalizedError {
    var errorDescription: String? { "Couldn't Send" }
}

struct Tall: CustomPresentationDetent {
    // shape: CustomPresentationDetent | CustomPresentationDetent.height(in:) | CustomPresentationDetent.Context | PresentationDetent.Context.maxDetentValue
    static func height(in context: Context) -> CGFloat? {
        max(200, context.maxDetentValue * 0.7)
    }
}

struct Presentations: View {
    @State private var composing = false
    @State private var draft: Draft?
    @State private var cover = false
    @State private var coverDraft: Draft?
    @State private var popover = false
    @State private var popoverDraft: Draft?
    @State private var asksToDelete = false
    @State private var failed = false
    @State private var error: ComposeError?
    @State private var inspecting = false
    // shape: PresentationDetent | PresentationDetent.medium
    @State private var detent = PresentationDetent.medium

    var body: some View {
        VStack {
            Button("Compose") { composing = true }
            // shape: View.popover(isPresented:attachmentAnchor:arrowEdge:content:)
            Button("Info") { popover = true }
                .popover(isPresented: $popover, arrowEdge: .top) {
                    Text("Info")
                        // shape: View.presentationCompactAdaptation(_:) | PresentationAdaptation | PresentationAdaptation.popover
                        .presentationCompactAdaptation(.popover)
                }
        }
        // shape: View.sheet(isPresented:onDismiss:content:)
        .sheet(isPresented: $composing, onDismiss: { draft = nil }) {
            Text("New Message")
                // shape: View.presentationDetents(_:) | PresentationDetent.large | PresentationDetent.fraction(_:) | PresentationDetent.height(_:)
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                // shape: View.presentationDragIndicator(_:)
                .presentationDragIndicator(.visible)
                // shape: View.interactiveDismissDisabled(_:)
                .interactiveDismissDisabled()
        }
        // shape: View.sheet(item:onDismiss:content:)
        .sheet(item: $draft) { draft in
            Text(draft.subject)
                // shape: View.presentationDetents(_:selection:) | PresentationDetent.custom(_:)
                .presentationDetents([.medium, .custom(Tall.self)], selection: $detent)
                // shape: View.presentationBackgroundInteraction(_:) | PresentationBackgroundInteraction | PresentationBackgroundInteraction.enabled(upThrough:)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
        // shape: View.fullScreenCover(isPresented:onDismiss:content:)
        .fullScreenCover(isPresented: $cover) {
            Text("Cover")
        }
        // shape: View.fullScreenCover(item:onDismiss:content:)
        .fullScreenCover(item: $coverDraft) { draft in
            Text(draft.subject)
        }
        // shape: View.popover(item:attachmentAnchor:arrowEdge:content:) | PopoverAttachmentAnchor | PopoverAttachmentAnchor.rect(_:)
        .popover(item: $popoverDraft, attachmentAnchor: .rect(.bounds)) { draft in
            Text(draft.subject)
        }
    }
}

struct Dialogs: View {
    @State private var draft: Draft?
    @State private var asksToDelete = false
    @State private var failed = false
    @State private var error: ComposeError?
    @State private var inspecting = false

    var body: some View {
        alerts
        confirmations
    }

    var alerts: some View {
        Text("Drafts")
        // shape: View.alert(_:isPresented:actions:)
        .alert("Couldn't Send", isPresented: $failed) {
            Button("OK", role: .cancel) {}
        }
        // shape: View.alert(_:isPresented:actions:message:)
        .alert("Delete Draft?", isPresented: $asksToDelete) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You can't undo this.")
        }
        // shape: View.alert(_:isPresented:presenting:actions:)
        .alert("Send", isPresented: $failed, presenting: draft) { draft in
            Button("Send \(draft.subject)") {}
        }
        // shape: View.alert(_:isPresented:presenting:actions:message:)
        .alert("Send", isPresented: $failed, presenting: draft) { draft in
            Button("Send") {}
        } message: { draft in
            Text(draft.subject)
        }
        // shape: View.alert(isPresented:error:actions:)
        .alert(isPresented: $failed, error: error) {
            Button("OK") {}
        }
        // shape: View.alert(isPresented:error:actions:message:)
        .alert(isPresented: $failed, error: error) { _ in
            Button("OK") {}
        } message: { error in
            Text(error.errorDescription ?? "")
        }
    }

    var confirmations: some View {
        Text("Drafts")
        // shape: View.confirmationDialog(_:isPresented:titleVisibility:actions:)
        .confirmationDialog("Delete?", isPresented: $asksToDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        // shape: View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)
        .confirmationDialog("Delete?", isPresented: $asksToDelete) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("The draft goes.")
        }
        // shape: View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)
        .confirmationDialog("Delete?", isPresented: $asksToDelete, presenting: draft) { draft in
            Button("Delete \(draft.subject)", role: .destructive) {}
        }
        // shape: View.inspector(isPresented:content:)
        .inspector(isPresented: $inspecting) {
            Text("Info")
                // shape: View.inspectorColumnWidth(_:)
                .inspectorColumnWidth(280)
                // shape: View.inspectorColumnWidth(min:ideal:max:)
                .inspectorColumnWidth(min: 200, ideal: 280, max: 400)
        }
    }
}

struct SheetContent: View {
    // shape: EnvironmentValues.dismiss | DismissAction | DismissAction.callAsFunction()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
            // shape: PresentationBackgroundInteraction.automatic | PresentationBackgroundInteraction.disabled | PresentationBackgroundInteraction.enabled
            .presentationBackgroundInteraction(Bool.random() ? .automatic : Bool.random() ? .disabled : .enabled)
    }
}
