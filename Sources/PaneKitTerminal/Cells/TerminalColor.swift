/// A colour as a terminal takes it: its own default, one of its 256 indexed colours (0–15 are
/// the user's ANSI palette), or a 24-bit colour.
///
/// The renderer resolves Apple's colours to what the terminal's ``ColorDepth`` can show before
/// they reach a cell, so a buffer holds exactly what goes out.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background (SGR 39/49): the user's theme stays.
    case `default`
    /// An indexed colour: 0–7 normal, 8–15 bright, 16–231 the 6×6×6 cube, 232–255 greys.
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2 / 48;2).
    case rgb(UInt8, UInt8, UInt8)
}
