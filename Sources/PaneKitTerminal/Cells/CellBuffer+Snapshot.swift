extension CellBuffer {
    /// The buffer as reviewable text: the glyphs row by row, then one letter per cell naming its
    /// style (`.` plain, `~` a wide grapheme's continuation), then what each letter means. A moved
    /// highlight shows in the second grid, which text-only snapshots would miss.
    public var styledSnapshot: String {
        var names: [CellStyle: Character] = [:]
        var order: [CellStyle] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var styleLines: [String] = []
        for row in 0..<height {
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if cell.isContinuation { line.append("~"); continue }
                if cell.style == .plain { line.append("."); continue }
                if names[cell.style] == nil {
                    names[cell.style] = order.count < letters.count ? letters[order.count] : "?"
                    order.append(cell.style)
                }
                line.append(names[cell.style]!)
            }
            styleLines.append(line)
        }
        let legend = order.map { "\(names[$0]!): \(Self.describe($0))" }
        return (lines + ["--"] + styleLines + ["--"] + legend).joined(separator: "\n") + "\n"
    }

    /// A style in words: `fg=#RRGGBB bg=idx(4) bold underline`.
    static func describe(_ style: CellStyle) -> String {
        func color(_ color: TerminalColor) -> String {
            switch color {
            case .default: "default"
            case .indexed(let index): "idx(\(index))"
            case .rgb(let r, let g, let b): "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
            }
        }
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg=\(color(style.foreground))") }
        if style.background != .default { parts.append("bg=\(color(style.background))") }
        let attributes: [(CellStyle.Attributes, String)] = [(.bold, "bold"), (.faint, "faint"), (.italic, "italic"), (.underline, "underline"),
                                                            (.reverse, "reverse"), (.strikethrough, "strikethrough")]
        parts += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }
}
