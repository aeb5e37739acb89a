/// A terminal's answer to a query the host sent.
public enum TerminalReply: Hashable, Sendable {
    /// Primary device attributes (DA1, `CSI ? 62 ; 22 c`): the numbers after `?`.
    case primaryAttributes([Int])
    /// A DEC private mode's state (DECRPM, `CSI ? 2026 ; 2 $ y`): 0 not recognized, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset.
    case mode(Int, setting: Int)
    /// The cursor's position (CPR, `CSI 12 ; 40 R`), counted from 1 as the terminal reports it.
    case cursorPosition(row: Int, column: Int)
    /// The kitty keyboard protocol's flags in effect (`CSI ? 1 u`).
    case keyboardFlags(Int)
    /// The default background colour (the answer to `OSC 11 ; ?`), in 16 bits a channel.
    case backgroundColor(red: UInt16, green: UInt16, blue: UInt16)
}
