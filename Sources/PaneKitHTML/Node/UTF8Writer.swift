/// UTF-8 bytes being written for the page: HTML, or HTML inside a JSON string literal (a patch).
/// Each piece is escaped as its place needs in one pass — HTML escaping for text and attribute
/// values, then JSON escaping while inside a string literal — without building the strings in
/// between. Everything it escapes is ASCII, and ASCII bytes never occur inside a multibyte
/// sequence, so it works on bytes.
struct UTF8Writer {
    private(set) var bytes: [UInt8] = []
    /// Inside a JSON string literal: every byte written is JSON-escaped as well.
    private var inJSONString = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup or JSON syntax, written as it is (JSON-escaped inside a string literal).
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write($0) }
    }

    /// Text content: `&`, `<` and `>` escaped, NUL dropped (HTML forbids it).
    mutating func writeText(_ string: String) {
        writeEscaped(string, quotes: false)
    }

    /// An attribute value for double quotes: text escaping plus `"` and `'`.
    mutating func writeAttribute(_ string: String) {
        writeEscaped(string, quotes: true)
    }

    /// Starts a JSON string literal: what follows is escaped for it until ``endJSONString()``.
    mutating func beginJSONString() {
        bytes.append(UInt8(ascii: "\""))
        inJSONString = true
    }

    mutating func endJSONString() {
        inJSONString = false
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func writeEscaped(_ string: String, quotes: Bool) {
        var string = string
        string.withUTF8 { input in
            var start = 0
            for index in input.indices {
                let entity: StaticString
                switch input[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\"") where quotes: entity = "&quot;"
                case UInt8(ascii: "'") where quotes: entity = "&#39;"
                case 0: entity = ""
                default: continue
                }
                write(UnsafeBufferPointer(rebasing: input[start..<index]))
                entity.withUTF8Buffer { write($0) }
                start = index + 1
            }
            write(UnsafeBufferPointer(rebasing: input[start...]))
        }
    }

    private mutating func write(_ input: UnsafeBufferPointer<UInt8>) {
        guard inJSONString else {
            bytes.append(contentsOf: input)
            return
        }
        var index = 0
        var start = 0
        while index < input.count {
            let byte = input[index]
            var escape: StaticString?
            var skip = 0
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0..<0x20: break
            // U+2028 and U+2029, which JavaScript once read as line ends.
            case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                escape = input[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                skip = 2
            default:
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<index]))
            if let escape {
                escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
            } else {
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hex(byte >> 4))
                bytes.append(Self.hex(byte & 0xF))
            }
            index += 1 + skip
            start = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...]))
    }

    private static func hex(_ digit: UInt8) -> UInt8 {
        digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }
}
