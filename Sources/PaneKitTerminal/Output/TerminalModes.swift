/// The modes a full-screen session turns on, the questions it asks the terminal, and the exact
/// bytes that turn everything back (xterm's control sequences).
public enum TerminalModes {
    /// Saves the window title, enters the alternate screen, hides the cursor, and turns on mouse
    /// reports (buttons, drags, SGR-1006 coordinates; never every motion, which floods SSH links)
    /// and bracketed paste.
    public static let enter: [UInt8] = Array((
        "\u{1B}[22;0t" + "\u{1B}[?1049h" + "\u{1B}[H\u{1B}[2J" + "\u{1B}[?25l" + "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" + "\u{1B}[?2004h"
    ).utf8)

    /// The same without mouse reports (`--no-mouse`: the terminal's own selection keeps working).
    public static let enterWithoutMouse: [UInt8] = Array((
        "\u{1B}[22;0t" + "\u{1B}[?1049h" + "\u{1B}[H\u{1B}[2J" + "\u{1B}[?25l" + "\u{1B}[?2004h"
    ).utf8)

    /// Questions whose answers tune the output: is synchronized output (mode 2026) supported, the
    /// kitty keyboard protocol's flags, the background colour (light or dark), how wide the
    /// terminal draws an ambiguous-width character (a `─` written at home, then the cursor's
    /// position asked: column 3 means two columns, as CJK locales set it), and, last, the primary
    /// device attributes, which every terminal answers (so the host knows when the others will not
    /// come). The first frame clears the screen after.
    public static let queries: [UInt8] = Array((
        "\u{1B}[?2026$p" + "\u{1B}[?u" + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[H\u{2500}\u{1B}[6n" + "\u{1B}[c"
    ).utf8)

    /// Asks for the kitty keyboard protocol's disambiguated keys (flag 1): Esc, Ctrl+I and
    /// Ctrl+M apart, Ctrl with digits and punctuation.
    public static let pushKittyKeyboard: [UInt8] = Array("\u{1B}[>1u".utf8)
    /// Pops it again, while still on the alternate screen (each screen keeps its own stack).
    public static let popKittyKeyboard: [UInt8] = Array("\u{1B}[<u".utf8)

    /// Everything `enter` turned on, turned off, in reverse: paste and mouse off, colours reset,
    /// the cursor shown, the main screen back with what it showed, the title restored.
    public static let leave: [UInt8] = Array((
        "\u{1B}[?2004l" + "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" + "\u{1B}[0m" + "\u{1B}[?25h" + "\u{1B}[?1049l" + "\u{1B}[23;0t"
    ).utf8)

    /// Sets the window title (OSC 2) to `title`, with every control character removed first.
    public static func title(_ title: String) -> [UInt8] {
        let clean = String(String.UnicodeScalarView(title.unicodeScalars.filter { !TerminalText.needsEscape($0) }.prefix(200)))
        return Array("\u{1B}]2;\(clean)\u{1B}\\".utf8)
    }
}
