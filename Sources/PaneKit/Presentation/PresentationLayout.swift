/// The pure layout of a presentation: how it looks for the window's traits, its frame, its
/// detents and whether it dims what is behind.
///
/// DESIGN §3: detents medium = 50 % of the container, large = container less a 10 pt top inset;
/// form sheet 540 × 620 and page sheet 700 × (height − 80), centered, clamped to the window; on
/// `.mac` a card under the window's top edge. Compact width gives a bottom sheet; compact height
/// covers the window unless the sheet prefers to stay edge-attached (§5.2 table, SH-19).
public struct PresentationLayout: Sendable, Hashable {
    /// How the presentation looks at these traits.
    public var appearance: PresentationAppearance
    /// Where the presentation goes, in points, in window coordinates.
    public var frame: Rect
    /// Active detents, smallest first (bottom sheets only).
    public var detents: [DetentHeight]
    /// The detent the sheet rests at (bottom sheets only).
    public var selectedDetent: SheetPresentationController.Detent.Identifier?
    /// Whether what is behind is dimmed (and so not interactive).
    public var dimsBackground: Bool
    /// Whether the grabber shows.
    public var showsGrabber: Bool

    /// A detent resolved for the window: its name and height.
    public struct DetentHeight: Sendable, Hashable {
        /// The detent's name.
        public var identifier: SheetPresentationController.Detent.Identifier
        /// The sheet's height at this detent, in points.
        public var height: Double
    }

    /// The gap above a bottom sheet at its largest detent: 10 points.
    public static let topInset = 10.0
    /// A form sheet's size in regular width: 540 × 620 points, clamped to the window.
    public static let formSize = Size(width: 540, height: 620)
    /// A page sheet's width in regular width: 700 points, clamped to the window.
    public static let pageWidth = 700.0
    /// The margin above and below a page sheet: 40 points.
    public static let pageVerticalMargin = 40.0
    /// The least space between a popover and the window's edges: 10 points.
    public static let popoverMargin = 10.0
    /// Where a `.mac` sheet's card hangs: under the window's toolbar, 38 points (issue 16).
    public static let macSheetTop = 38.0
    /// The size of a sheet shown as a window of its own on a Mac (Mail's compose window).
    public static let separateWindowSize = Size(width: 700, height: 620)
}

extension Window {
    /// The layout of a presented controller in this window now.
    func presentationLayout(for presented: ViewController) -> PresentationLayout {
        let size = traits.size
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let controller = presented.activePresentationController
        let style = controller?.adaptedStyle(traits: traits) ?? presented.modalPresentationStyle
        let sheet = sheetController(of: presented)
        func layout(_ appearance: PresentationAppearance, _ frame: Rect, dims: Bool) -> PresentationLayout {
            PresentationLayout(appearance: appearance, frame: frame, detents: [], selectedDetent: nil, dimsBackground: dims, showsGrabber: false)
        }
        if let dialog = presented as? ConfirmationDialog, dialog.isPopover(in: traits) {
            // D-56: beside the button that asked, as tall as its buttons; the renderer places it.
            let width = min(ConfirmationDialog.popoverWidth, max(0, size.width - 2 * PresentationLayout.popoverMargin))
            let height = max(0, size.height - 2 * PresentationLayout.popoverMargin)
            return layout(.popover, Rect(x: (size.width - width) / 2, y: PresentationLayout.popoverMargin, width: width, height: height), dims: false)
        }
        if let dialog = presented as? Dialog {
            return layout(dialog.appearance, full, dims: true)
        }
        switch style {
        case .popover:
            // The renderer moves it beside its source; the middle of the window until then.
            let preferred = presented.preferredContentSize
            let wanted = Size(width: preferred.width > 0 ? preferred.width : PopoverPresentationController.defaultContentSize.width,
                              height: preferred.height > 0 ? preferred.height : PopoverPresentationController.defaultContentSize.height)
            let margin = PresentationLayout.popoverMargin
            let width = max(0, min(wanted.width, size.width - 2 * margin))
            let height = max(0, min(wanted.height, size.height - 2 * margin))
            return layout(.popover, Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height), dims: false)
        case .fullScreen, .none:
            return layout(.fullScreen, full, dims: false)
        case .overFullScreen:
            return layout(.overFullScreen, full, dims: false)
        case .automatic, .pageSheet, .formSheet:
            let isPage = style == .pageSheet
            if traits.verticalSizeClass == .compact, sheet?.prefersEdgeAttachedInCompactHeight != true {
                return layout(.fullScreen, full, dims: false)
            }
            if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
                var bottom = bottomSheet(sheet, in: size)
                let preferred = presented.preferredContentSize.width
                if traits.verticalSizeClass == .compact, sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == true, preferred > 0 {
                    bottom.frame.width = min(preferred, size.width)
                    bottom.frame.x = (size.width - bottom.frame.width) / 2
                }
                return bottom
            }
            let width = min(isPage ? PresentationLayout.pageWidth : PresentationLayout.formSize.width, size.width)
            let height = isPage
                ? max(0, size.height - 2 * PresentationLayout.pageVerticalMargin)
                : min(PresentationLayout.formSize.height, size.height)
            if traits.idiom == .mac, sheet?.prefersSeparateWindowOnMac == true {
                // A window over the main one, a little below and right of its middle, as a new
                // window opens on a Mac; nothing dims (D-101). Its size is the presented
                // controller's preferred one where it says, else a compose window's.
                let preferred = presented.preferredContentSize
                let windowSize = Size(width: preferred.width > 0 ? preferred.width : PresentationLayout.separateWindowSize.width,
                                      height: preferred.height > 0 ? preferred.height : PresentationLayout.separateWindowSize.height)
                let width = min(windowSize.width, max(0, size.width - 2 * PresentationLayout.popoverMargin))
                let height = min(windowSize.height, max(0, size.height - 2 * PresentationLayout.macSheetTop))
                let frame = Rect(x: max(0, (size.width - width) / 2 + PresentationLayout.macSheetTop), y: max(0, (size.height - height) / 2),
                                 width: width, height: height)
                return layout(.window, frame, dims: false)
            }
            if traits.idiom == .mac {
                // The card comes down under the toolbar and is as tall as its content, up to this.
                let top = min(PresentationLayout.macSheetTop, size.height)
                let cardHeight = min(height, max(0, size.height - top - PresentationLayout.pageVerticalMargin / 2))
                return layout(.macSheet, Rect(x: (size.width - width) / 2, y: top, width: width, height: cardHeight), dims: true)
            }
            let frame = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
            return layout(isPage ? .pageSheet : .formSheet, frame, dims: true)
        }
    }

    /// The sheet controller that shapes `presented` now: its own, or, for a popover adapted to a
    /// sheet, the popover's adaptive sheet (which the app may have configured).
    func sheetController(of presented: ViewController) -> SheetPresentationController? {
        if let sheet = presented.activePresentationController as? SheetPresentationController { return sheet }
        guard let popover = presented.activePresentationController as? PopoverPresentationController,
              [.formSheet, .pageSheet].contains(popover.adaptedStyle(traits: traits)),
              let sheet = popover.adaptiveSheet else { return nil }
        // The popover's delegate hears the sheet's detents too, unless the app gave the sheet its own.
        if sheet.delegate == nil { sheet.delegate = popover.delegate }
        return sheet
    }

    /// The detent context of this window. Spec: §5.1 context.
    func detentContext() -> SheetPresentationController.DetentResolutionContext {
        SheetPresentationController.DetentResolutionContext(
            containerTraits: traits,
            maximumDetentValue: max(0, traits.size.height - PresentationLayout.topInset),
            containerHeight: traits.size.height
        )
    }

    private func bottomSheet(_ sheet: SheetPresentationController?, in size: Size) -> PresentationLayout {
        let context = detentContext()
        let active = sheet?.activeDetents(in: context) ?? [(.large, context.maximumDetentValue)]
        let current = sheet?.currentDetent(in: context) ?? active.last
        // Only .medium and nothing active in this context: the largest height still fits (SH-4).
        let height = current?.height ?? context.maximumDetentValue
        return PresentationLayout(
            appearance: .bottomSheet,
            frame: Rect(x: 0, y: size.height - height, width: size.width, height: height),
            detents: active.map { PresentationLayout.DetentHeight(identifier: $0.identifier, height: $0.height) },
            selectedDetent: current?.identifier,
            dimsBackground: sheet?.dims(in: context) ?? true,
            showsGrabber: sheet?.prefersGrabberVisible ?? false
        )
    }
}
