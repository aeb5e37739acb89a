/// One thing the terminal said: a key, a mouse event, a paste, a change of focus or the answer to
/// a query. ``InputDecoder`` makes these from the bytes a terminal sends.
public enum TerminalInput: Hashable, Sendable {
    /// A key, printable characters included, with the modifiers held.
    case key(TerminalKey, modifiers: KeyModifiers)
    /// A mouse event (SGR mode 1006).
    case mouse(MouseInput)
    /// Text pasted in bracketed paste mode (2004), as one unit: line ends are `\n`, and controls
    /// other than `\n` and `\t` are removed.
    case paste(String)
    /// The terminal gained (`true`) or lost (`false`) focus (mode 1004).
    case focus(Bool)
    /// The terminal's answer to a query.
    case reply(TerminalReply)
}
