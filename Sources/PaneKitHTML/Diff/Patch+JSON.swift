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
    public static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
