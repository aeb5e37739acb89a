// What a cell looks like on a terminal, which is all the encoder has to reproduce: a space shows
// only its background unless an attribute draws something on it (an underline, a strike, or
// reverse video, which paints the foreground colour), so its foreground, bold, faint and italic
// are invisible, and two such spaces with one background look the same.

extension CellStyle.Attributes {
    /// The attributes that show on a space.
    static let visibleOnBlank: CellStyle.Attributes = [.underline, .reverse, .strikethrough]
}

extension Cell {
    /// Whether this is a space showing only its background.
    var isPlainBlank: Bool {
        width == 1 && text == " " && style.attributes.isDisjoint(with: .visibleOnBlank)
    }

    /// Whether a terminal shows this cell and `other` the same.
    func looksSame(as other: Cell) -> Bool {
        if self == other { return true }
        return isPlainBlank && other.isPlainBlank && style.background == other.style.background
    }
}
