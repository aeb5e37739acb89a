/// One cell of a terminal screen: a grapheme and its style.
///
/// A wide grapheme (an ideograph, an emoji) takes two cells: the first holds it with `width` 2,
/// the second is its continuation, with empty `text` and `width` 0.
public struct Cell: Hashable, Sendable {
    /// One extended grapheme cluster, already sanitised; a space for an empty cell; empty for the
    /// continuation of a wide grapheme.
    public var text: String
    /// Columns the grapheme takes: 1, 2, or 0 for a continuation.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell from its parts.
    public init(text: String, width: UInt8 = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the terminal's own colours.
    public static let blank = Cell(text: " ")

    /// A space in `style`.
    public static func blank(_ style: CellStyle) -> Cell { Cell(text: " ", width: 1, style: style) }

    /// Whether this is the second half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
