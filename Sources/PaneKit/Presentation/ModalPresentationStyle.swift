/// How a presented view controller covers the screen. Spec: §5.2 table, SH-6.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// The system's choice: a form sheet (iOS 18 behaviour, P3).
    case automatic
    /// A tall, centered page in regular width; a sheet in compact width.
    case pageSheet
    /// A smaller centered sheet in regular width; a sheet in compact width.
    case formSheet
    /// Covers the screen; the presenter goes off screen.
    case fullScreen
    /// Covers the screen; the presenter stays (it shows through transparent parts).
    case overFullScreen
    /// A bubble pointing at its source (``PopoverPresentationController``) in regular width; in
    /// compact width a sheet, unless the delegate's adaptive style is `.none`.
    case popover
    /// Returned by an adaptive delegate to mean "do not adapt". Never present with it.
    case none
}

/// How a presentation looks once size classes and idiom are applied.
public enum PresentationAppearance: String, Sendable, Hashable {
    /// Attached to the bottom edge, sized by detents (compact width).
    case bottomSheet
    /// Centered over a dimmed window, form size (regular width).
    case formSheet
    /// Centered over a dimmed window, page size (regular width).
    case pageSheet
    /// A card attached under the window's top edge (`.mac`).
    case macSheet
    /// A window of its own over the main one, which stays usable (`.mac`,
    /// ``SheetPresentationController/prefersSeparateWindowOnMac``, D-101).
    case window
    /// Covers the window.
    case fullScreen
    /// Covers the window, presenter kept underneath.
    case overFullScreen
    /// A confirmation dialog (action sheet).
    case dialog
    /// An alert: a small box in the middle of the window.
    case alert
    /// A popover: a bubble with an arrow pointing at its source, over an undimmed window.
    case popover
}
