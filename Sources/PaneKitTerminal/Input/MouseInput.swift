/// A mouse event in SGR mode (1006): what happened, with which button, over which cell.
public struct MouseInput: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        case press
        case release
        /// The mouse moved; with button ``Button/none`` when no button is held (mode 1003).
        case drag
        case wheelUp
        case wheelDown
        case wheelLeft
        case wheelRight
    }

    /// The button pressed, released or held; `none` for a wheel or a move with no button.
    public enum Button: Hashable, Sendable {
        case left
        case middle
        case right
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
