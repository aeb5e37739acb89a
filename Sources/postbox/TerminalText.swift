/// Text from a file or a message, made safe to print: control characters (which could move the
/// cursor, change colours or retitle the terminal) and bidirectional overrides are shown as
/// `\u{…}` escapes; everything else prints as it is.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isBidiControl = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            if isControl || isBidiControl {
                result += "\\u{\(String(value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
