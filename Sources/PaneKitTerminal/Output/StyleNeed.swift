extension FrameEncoder {
    /// The SGR state a write needs: a style exactly, or, for a space that shows only its background,
    /// any state with that background and nothing that shows on a space.
    enum StyleNeed: Equatable {
        case exact(CellStyle)
        case blank(background: TerminalColor)

        /// What writing `cell` needs.
        init(_ cell: Cell) {
            self = cell.isPlainBlank ? .blank(background: cell.style.background) : .exact(cell.style)
        }

        /// Whether the terminal's state `current` (nil: unknown) already serves.
        func isSatisfied(by current: CellStyle?) -> Bool {
            guard let current else { return false }
            switch self {
            case .exact(let style):
                return current == style
            case .blank(let background):
                return current.background == background && current.attributes.isDisjoint(with: .visibleOnBlank)
            }
        }

        /// The styles that would serve, for choosing the one cheapest to reach from `current`.
        func candidates(from current: CellStyle?) -> [CellStyle] {
            switch self {
            case .exact(let style):
                return [style]
            case .blank(let background):
                let plain = CellStyle(background: background)
                guard let current else { return [plain] }
                // Keeping the foreground and the invisible attributes may spare codes for what follows.
                var kept = current
                kept.background = background
                kept.attributes.subtract(.visibleOnBlank)
                return kept == plain ? [plain] : [kept, plain]
            }
        }
    }
}
