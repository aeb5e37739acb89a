/// A key of the keyboard, as a terminal reports it.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character: what the key typed (`"A"` for Shift+A in the legacy encoding), or
    /// the key's own unshifted character in the kitty protocol.
    case character(Character)
    case enter
    case tab
    case backspace
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case insert
    case delete
    /// F1 is `function(1)`.
    case function(Int)
}
