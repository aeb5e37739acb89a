/// How many colours a terminal shows, from its environment (`COLORTERM`, `TERM`, `NO_COLOR`).
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour: Apple's colours exactly.
    case trueColor
    /// The xterm 256-colour palette: the nearest cube or grey entry.
    case indexed256
    /// The user's 16 ANSI colours.
    case ansi16
    /// No colour at all (`NO_COLOR`): selection in reverse video, emphasis in bold.
    case none

    /// The depth an environment asks for: none when `NO_COLOR` is set (whatever its value,
    /// no-color.org), 24-bit when `COLORTERM` is `truecolor` or `24bit`, 256 when `TERM` says so,
    /// else 16.
    public static func from(environment: [String: String]) -> ColorDepth {
        if environment["NO_COLOR"] != nil { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if environment["TERM"]?.contains("256color") == true { return .indexed256 }
        return .ansi16
    }
}
