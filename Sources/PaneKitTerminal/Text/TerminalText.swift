/// Text from an app or a mail message made safe for a terminal: no byte of it can be taken for a
/// control sequence. Control characters (C0, DEL, C1: they could move the cursor, change colours,
/// retitle the window or write the clipboard) and bidirectional overrides are shown as `\u{…}`
/// escapes; a tab becomes a space; everything else is kept.
public enum TerminalText {
    /// `text` with every control character and bidi control shown as a visible escape.
    public static func sanitised(_ text: String) -> String {
        // Nearly every string is clean: return it without copying.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar must not reach a terminal as it is.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
    }
}
