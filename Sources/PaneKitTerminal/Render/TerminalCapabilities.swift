/// What the terminal a frame is drawn for can show.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours it shows.
    public var colorDepth: ColorDepth
    /// The columns East Asian ambiguous characters take there (1, or 2 in CJK locales).
    public var ambiguousWidth: Int
    /// Borders in `+-|` instead of box drawing, which is ambiguous-wide (needed where those are
    /// two columns, or asked for with `--ascii`).
    public var asciiBorders: Bool
    /// Whether the terminal speaks the kitty keyboard protocol, so Ctrl with digits and
    /// punctuation arrives as such (the shortcut list then shows those keys as they are).
    public var kittyKeyboard = false

    /// Capabilities from their parts; by default 24-bit colour and narrow box drawing.
    public init(colorDepth: ColorDepth = .trueColor, ambiguousWidth: Int = 1, asciiBorders: Bool = false) {
        self.colorDepth = colorDepth
        self.ambiguousWidth = ambiguousWidth == 2 ? 2 : 1
        self.asciiBorders = asciiBorders || ambiguousWidth == 2
    }
}
