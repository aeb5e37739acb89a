/// Steers and learns about a presentation's dismissal and adaptation. Every method is optional.
///
/// Spec: SH-6, SH-11…SH-13.
public protocol PresentationControllerDelegate: AnyObject {
    /// May the person dismiss it now? Asked for user dismissals only; may be asked at any time
    /// (SH-12).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A user dismissal was refused (SH-11).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// A user dismissal is about to happen; not sent for programmatic dismissal (SH-13).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A user dismissal happened; not sent for programmatic dismissal (SH-13).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A swipe that began a dismissal (the delegate heard `presentationControllerWillDismiss`) was
    /// let go, and the presentation stays: undo what was done for the dismissal. UIKit tells this
    /// through the transition coordinator (`notifyWhenInteractionChanges`, `isCancelled`), which
    /// PaneKit has not; the delegate hears it instead (SH-22).
    func presentationControllerDidCancelDismissal(_ presentationController: PresentationController)
    /// The style to use in compact width instead of the requested one: `.fullScreen`,
    /// `.overFullScreen`, `.formSheet` (`.pageSheet` too for a popover), `.none` to keep the
    /// requested style — a popover stays a popover — or `.automatic` (the default) for the system's
    /// adaptation: a sheet keeps its style, a popover becomes a sheet (SH-6). Asked at every
    /// layout, at every size, as UIKit asks at each trait change; the answer counts in compact
    /// size (compact width for a popover).
    func adaptivePresentationStyle(for presentationController: PresentationController, traits: Traits) -> ModalPresentationStyle
    /// The person moved the sheet to another detent (never sent for programmatic changes, SH-3).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension PresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidCancelDismissal(_ presentationController: PresentationController) {}
    public func adaptivePresentationStyle(for presentationController: PresentationController, traits: Traits) -> ModalPresentationStyle { .automatic }
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}
