/// A key of the keyboard, as a terminal reports it.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character: what the key typed (`"A"` for Shift+A in the legacy encoding), or
    /// the key's own unshifted character in the kitty protocol.
    case character(Character)
    /// Enter (Return), sent as CR or LF.
    case enter
    /// Tab; Shift+Tab is `tab` with the Shift modifier.
    case tab
    /// Backspace: deletes the character before the cursor.
    case backspace
    /// Escape, pressed on its own (not the start of an escape sequence).
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The Home key.
    case home
    /// The End key.
    case end
    /// The Page Up key.
    case pageUp
    /// The Page Down key.
    case pageDown
    /// The Insert key.
    case insert
    /// Delete (forward delete): deletes the character after the cursor.
    case delete
    /// F1 is `function(1)`.
    case function(Int)
}
