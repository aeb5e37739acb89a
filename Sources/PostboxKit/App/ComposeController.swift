import PaneKit
import PaneKitUI
import PostboxStore

/// The compose sheet: ``ComposeView`` over its ``OpenDraft``, as a screen of the app's
/// containers. A swipe down or a tap outside with text typed asks first (SH-11).
final class ComposeController: HostingController {
    let model: OpenDraft
    /// Tells the app the sheet closed (sent, saved or deleted) so the URL and lists follow.
    var onClose: () -> Void = {}
    /// The sheet's delegate (``closingGuard``) is held here: presentation controllers hold
    /// their delegates weakly.
    let closingGuard = ClosingGuard()

    /// A sheet on `draft`; `isFiled` when it was opened from Drafts.
    init(store: MailStore, draft: Draft, isFiled: Bool = false) {
        model = OpenDraft(store: store, draft: draft, isFiled: isFiled)
        super.init(model: model) { ComposeView(draft: $0) }
        closingGuard.compose = self
        model.reportFailure = { [unowned self] action, error in showFailure(couldNot: action, error) }
        model.close = { [unowned self] in dismiss { [weak self] in self?.onClose() } }
    }

    /// The draft as typed.
    var draft: Draft { model.draft }

    /// The question before closing follows the device (an alert on a Mac).
    override func viewWillLayoutSubviews() {
        let mac = traits?.idiom == .mac
        if model.isOnAMac != mac { model.isOnAMac = mac }
        super.viewWillLayoutSubviews()
    }

    /// Keeps a sheet with text from closing by a swipe, and asks instead (SH-11).
    final class ClosingGuard: PresentationControllerDelegate {
        weak var compose: ComposeController?

        func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
            compose?.model.draft.isEmpty ?? true
        }

        func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {
            compose?.model.attemptClose()
        }

        func presentationControllerDidDismiss(_ controller: PresentationController) {
            compose?.onClose()
        }
    }
}
