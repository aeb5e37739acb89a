import PaneKit

/// What a view inherits from the views around it while it is painted: the style under it (a
/// selected row's colours), a tint, whether it is disabled, and the list its rows belong to.
struct Ink: Equatable {
    /// The style of the cells under the view: a selected row's, or plain.
    var base: CellStyle = .plain
    /// Whether the view is on a selected row: its text takes the row's colours.
    var onSelection = false
    /// The tint of `Tinted` and presented controllers; nil is the window's.
    var tint: TintColor?
    /// Disabled views are faint and take no clicks.
    var disabled = false
    /// The list whose rows are being painted.
    var list: NodeID?
    /// Whether views register where a click reaches them and what the keyboard reaches.
    var interactive = true
    /// The control Return in a text field inside taps (`SubmitHandler`).
    var submit: NodeID?
}
