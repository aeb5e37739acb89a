/// How many columns a grapheme takes in a terminal (UAX #11 and the emoji rules terminals follow).
///
/// Swift's `Character` is an extended grapheme cluster (UAX #29), so a combining mark, a ZWJ
/// sequence or a flag comes as one unit. Swift has no East_Asian_Width property; the ranges are
/// in `EastAsianWidthTable`, generated from the Unicode data by `scripts/generate-width-table`.
///
/// One scalar takes what the table says, which is what `wcwidth()` of Python's `wcwidth` package
/// says, code point for code point (the tests check every one): 2 for East_Asian_Width W and F
/// and the regional indicators; `ambiguous` for East_Asian_Width A; 0 for combining and spacing
/// marks, format controls (not U+00AD SOFT HYPHEN, which shows as a hyphen: 1), default ignorables
/// and Hangul medial vowels and final consonants; 0 for C0 and C1 controls; 1 for the rest. A
/// lone combining mark is 0, as a terminal gives it: it would go on the cell before it, so
/// ``CellBuffer`` leaves it out; a renderer that wants it seen writes it on U+25CC DOTTED CIRCLE,
/// and that cluster takes the circle's one column.
///
/// A cluster of several scalars takes 2 when it shows as an emoji: a flag (two regional
/// indicators), an Emoji_Presentation first scalar, or an emoji followed by U+FE0F (VS16) or
/// joined by U+200D (ZWJ) — unless U+FE0E (VS15) asks for text. Otherwise its columns add up as a
/// terminal that advances scalar by scalar adds them (and as `wcswidth()` does): the first
/// scalar's, then each later scalar's, a spacing mark (Mc) after a visible base counting 1. So
/// Devanagari "का" and the conjunct "क्ष" take 2, e + U+0301 takes 1, and the jamo ᄒ + ᅡ + ᆫ
/// take 2. A cell holds at most two columns, so a cluster never takes more than 2.
public enum CharacterWidth {
    /// The columns `character` takes: 0 for a control or an invisible cluster, 2 for wide and
    /// emoji-presentation clusters, `ambiguous` (1 or 2; any other value counts as 1) for East
    /// Asian ambiguous ones, else 1.
    public static func columns(of character: Character, ambiguous: Int = 1) -> Int {
        // One ASCII scalar, most of what is drawn (`asciiValue` is slower: it compares with "\r\n" first).
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
        return columns(ofCluster: character, ambiguous: ambiguous == 2 ? 2 : 1)
    }

    /// The columns of any other grapheme; `ambiguous` is 1 or 2.
    private static func columns(ofCluster character: Character, ambiguous: Int) -> Int {
        let scalars = character.unicodeScalars
        var index = scalars.startIndex
        guard index < scalars.endIndex else { return 0 }
        let first = scalars[index]
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        scalars.formIndex(after: &index)
        if index == scalars.endIndex { return columns(ofScalar: first.value, ambiguous: ambiguous) }

        var emojiPresentation = false, textPresentation = false, joiner = false, regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: emojiPresentation = true
            case 0xFE0E: textPresentation = true
            case 0x200D: joiner = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        if !textPresentation {
            if regionalIndicators >= 2 { return 2 }
            let properties = first.properties
            if properties.isEmojiPresentation { return 2 }
            // ASCII emoji (digits, # and *) only start keycaps, never ZWJ sequences.
            if properties.isEmoji && (emojiPresentation || (joiner && first.value >= 0x80)) { return 2 }
        }
        var total = columns(ofScalar: first.value, ambiguous: ambiguous)
        while index < scalars.endIndex, total < 2 {
            let scalar = scalars[index]
            let columns = columns(ofScalar: scalar.value, ambiguous: ambiguous)
            if columns > 0 {
                total += columns
            } else if total > 0 && scalar.properties.generalCategory == .spacingMark {
                total += 1
            }
            scalars.formIndex(after: &index)
        }
        return min(total, 2)
    }

    /// The columns `text` takes, grapheme by grapheme.
    public static func columns(of text: some StringProtocol, ambiguous: Int = 1) -> Int {
        text.reduce(0) { $0 + columns(of: $1, ambiguous: ambiguous) }
    }

    /// One scalar past the controls, from the table; `ambiguous` is 1 or 2.
    @inline(__always)
    private static func columns(ofScalar value: UInt32, ambiguous: Int) -> Int {
        if value < 0xA1 { return 1 }
        if EastAsianWidthTable.isWide(value) { return 2 }
        if EastAsianWidthTable.isZeroWidth(value) { return 0 }
        if EastAsianWidthTable.isAmbiguous(value) { return ambiguous }
        return 1
    }
}
