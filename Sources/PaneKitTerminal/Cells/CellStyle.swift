/// How a cell is drawn: its colours and attributes (SGR).
public struct CellStyle: Hashable, Sendable {
    /// The glyph's colour.
    public var foreground: TerminalColor
    /// The cell's colour.
    public var background: TerminalColor
    /// Bold, faint, italic, underline, reverse video, strikethrough.
    public var attributes: Attributes

    /// A style from its parts; the default is the terminal's own colours and no attributes.
    public init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attributes (SGR 0).
    public static let plain = CellStyle()

    /// The SGR attributes a cell may have.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// SGR 1.
        public static let bold = Attributes(rawValue: 1)
        /// SGR 2: dimmed text, and the dimming of what is behind a sheet without colours to blend.
        public static let faint = Attributes(rawValue: 2)
        /// SGR 3.
        public static let italic = Attributes(rawValue: 4)
        /// SGR 4.
        public static let underline = Attributes(rawValue: 8)
        /// SGR 7: the selection when there are no colours (`NO_COLOR`).
        public static let reverse = Attributes(rawValue: 16)
        /// SGR 9.
        public static let strikethrough = Attributes(rawValue: 32)
    }
}
