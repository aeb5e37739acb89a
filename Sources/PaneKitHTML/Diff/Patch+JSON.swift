extension Patch {
    /// The patch as the JSON array of operations the client applies (docs/protocol.md):
    /// `["r",key,html]`, `["i",parent,index,html]`, `["x",key]`, `["m",parent,key,index]`,
    /// `["a",key,name,value]`, `["d",key,name]`, `["t",key,text]`.
    public var json: String {
        var out = "["
        for (index, operation) in operations.enumerated() {
            if index > 0 { out += "," }
            switch operation {
            case .replace(let key, let element): out += "[\"r\"," + JSON.string(key) + "," + JSON.string(element.html) + "]"
            case .insert(let parent, let position, let element):
                out += "[\"i\"," + JSON.string(parent) + "," + String(position) + "," + JSON.string(element.html) + "]"
            case .remove(let key): out += "[\"x\"," + JSON.string(key) + "]"
            case .move(let parent, let key, let position):
                out += "[\"m\"," + JSON.string(parent) + "," + JSON.string(key) + "," + String(position) + "]"
            case .setAttribute(let key, let name, let value):
                out += "[\"a\"," + JSON.string(key) + "," + JSON.string(name) + "," + JSON.string(value) + "]"
            case .removeAttribute(let key, let name): out += "[\"d\"," + JSON.string(key) + "," + JSON.string(name) + "]"
            case .setText(let key, let text): out += "[\"t\"," + JSON.string(key) + "," + JSON.string(text) + "]"
            }
        }
        return out + "]"
    }
}

/// Minimal JSON string encoding (RFC 8259 §7), without Foundation.
public enum JSON {
    /// The string as a JSON string literal. Works on the UTF-8 bytes: the characters it escapes
    /// are ASCII (plus U+2028 and U+2029, which JavaScript once read as line ends), and ASCII
    /// bytes never occur inside a multibyte sequence.
    public static func string(_ value: String) -> String {
        var value = value
        return value.withUTF8 { input in
            var out: [UInt8] = []
            out.reserveCapacity(input.count + 2)
            out.append(UInt8(ascii: "\""))
            var index = 0
            while index < input.count {
                let byte = input[index]
                switch byte {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0..<0x20:
                    out += Array("\\u00".utf8) + [hex(byte >> 4), hex(byte & 0xF)]
                case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                    out += Array((input[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                default:
                    out.append(byte)
                }
                index += 1
            }
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func hex(_ digit: UInt8) -> UInt8 {
        digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }
}
