/// HTML escaping. Every string that reaches a page goes through one of these: text content and
/// attribute values alike, whatever their origin (a mail subject can hold `<script>`).
public enum Escaping {
    /// Escapes text content: `&`, `<`, `>`, and drops NUL, which HTML forbids.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Escapes an attribute value for double quotes: text escaping plus `"` and `'`.
    public static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    /// Works on the UTF-8 bytes: everything it escapes is ASCII, and ASCII bytes never occur
    /// inside a multibyte sequence. A string with nothing to escape is returned as it is.
    private static func escape(_ string: String, quotes: Bool) -> String {
        var string = string
        return string.withUTF8 { input in
            func special(_ byte: UInt8) -> Bool {
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0: true
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
                default: false
                }
            }
            guard input.contains(where: special) else { return String(decoding: input, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(input.count + 16)
            for byte in input {
                switch byte {
                case UInt8(ascii: "&"): out += Array("&amp;".utf8)
                case UInt8(ascii: "<"): out += Array("&lt;".utf8)
                case UInt8(ascii: ">"): out += Array("&gt;".utf8)
                case UInt8(ascii: "\"") where quotes: out += Array("&quot;".utf8)
                case UInt8(ascii: "'") where quotes: out += Array("&#39;".utf8)
                case 0: break
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
