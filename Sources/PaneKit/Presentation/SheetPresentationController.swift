/// The presentation controller of a page or form sheet: detents, the grabber, dimming.
/// The equivalent of `UISheetPresentationController`.
///
/// ```swift
/// compose.modalPresentationStyle = .formSheet
/// if let sheet = compose.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(compose)
/// ```
///
/// Spec: §5.1, SH-1…SH-4, SH-14…SH-16, SH-18.
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet rests at, smallest first; never empty (default `[.large()]`, SH-14).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            changed()
        }
    }

    /// The detent the sheet is at; nil means the smallest. Setting it is a programmatic change:
    /// the delegate is not told (SH-3).
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { changed() }
    }

    /// The sheet dims only at detents larger than this one, and what is behind stays
    /// interactive (nil: dim at every detent). Spec: SH-2, SH-18.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { changed() }
    }

    /// Shows the grabber, which people can drag or tap to cycle detents (SH-4, SH-16).
    public var prefersGrabberVisible = false { didSet { changed() } }
    /// Scrolling content up at its top edge grows the sheet to the next detent first.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// A text field focused in a bottom sheet brings it to its largest detent, as the keyboard
    /// does in UIKit; false keeps it where it rests (D-57).
    public var expandsWhenEditing = true
    /// In compact height, attach to the bottom edge instead of covering the window (§5.1).
    public var prefersEdgeAttachedInCompactHeight = false { didSet { changed() } }
    /// An edge-attached sheet in compact height is as wide as the presented controller's
    /// ``ViewController/preferredContentSize`` (centred), not the window (§5.1).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { changed() } }
    /// On a Mac, shows the sheet as a window of its own over the main one, which stays usable,
    /// as Mail's compose window; iPhone and iPad keep the sheet. PaneKit's own: a Mac Catalyst
    /// app opens a scene for this (D-101).
    public var prefersSeparateWindowOnMac = false { didSet { changed() } }
    /// The corner radius while the sheet is frontmost; nil for the system's.
    public var preferredCornerRadius: Double? { didSet { changed() } }

    /// Runs `changes` so that a renderer may animate them; the layout is settled when it returns.
    public func animateChanges(_ changes: () -> Void) {
        if let presentedViewController { presentedViewController.performUpdate(changes) } else { changes() }
    }

    /// Asks the sheet to resolve its detents again (a custom resolver's inputs changed).
    public func invalidateDetents() {
        changed()
    }

    private func changed() {
        presentedViewController?.setNeedsUpdate()
    }

    // MARK: Resolution

    /// The active detents in a context, smallest first, each with its height.
    public func activeDetents(in context: DetentResolutionContext) -> [(identifier: Detent.Identifier, height: Double)] {
        detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, $0) }
        }
        .sorted { $0.height < $1.height }
    }

    /// The selected detent if active, else the smallest active one (§5.1: nil → smallest).
    func currentDetent(in context: DetentResolutionContext) -> (identifier: Detent.Identifier, height: Double)? {
        let active = activeDetents(in: context)
        if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.identifier == selected }) {
            return match
        }
        return active.first
    }

    /// Whether the sheet dims at its current detent (SH-2).
    func dims(in context: DetentResolutionContext) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let active = activeDetents(in: context)
        guard let current = currentDetent(in: context),
              let limit = active.first(where: { $0.identifier == undimmed }) else { return true }
        return current.height > limit.height
    }

    // MARK: User input

    /// The person dragged the sheet to a detent. Spec: SH-3 (the delegate hears of user changes).
    func userSelectedDetent(_ identifier: Detent.Identifier) {
        guard identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = identifier
        delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
