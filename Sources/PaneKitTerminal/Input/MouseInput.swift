/// A mouse event in SGR mode (1006): what happened, with which button, over which cell.
public struct MouseInput: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The mouse moved; with button ``Button/none`` when no button is held (mode 1003).
        case drag
        /// The wheel turned up (away from the person): scroll up.
        case wheelUp
        /// The wheel turned down (towards the person): scroll down.
        case wheelDown
        /// The wheel or trackpad scrolled left.
        case wheelLeft
        /// The wheel or trackpad scrolled right.
        case wheelRight
    }

    /// The button pressed, released or held; `none` for a wheel or a move with no button.
    public enum Button: Hashable, Sendable {
        /// The primary (left) button.
        case left
        /// The middle button, or a pressed wheel.
        case middle
        /// The secondary (right) button.
        case right
        /// No button: a wheel turn, or a move with no button held.
        case none
    }

    /// What the mouse did.
    public var kind: Kind
    /// The button pressed, released or held.
    public var button: Button
    /// The cell's column, from 0.
    public var column: Int
    /// The cell's row, from 0.
    public var row: Int
    /// Shift, Alt (Meta) and Control as the terminal reports them.
    public var modifiers: KeyModifiers

    /// A mouse event from its parts; `column` and `row` count from 0.
    public init(kind: Kind, button: Button, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
