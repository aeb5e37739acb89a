extension Patch {
    /// The patch as the JSON array of operations the client applies (docs/protocol.md):
    /// `["r",key,html]`, `["i",parent,index,html]`, `["x",key]`, `["m",parent,key,index]`,
    /// `["a",key,name,value]`, `["d",key,name]`, `["t",key,text]`.
    public var json: String {
        var out = UTF8Writer(capacity: 256)
        write(to: &out)
        return out.string
    }

    /// Writes the JSON array; elements are serialized straight into their string literals.
    func write(to out: inout UTF8Writer) {
        func string(_ value: String) {
            out.beginJSONString()
            out.write(value)
            out.endJSONString()
        }
        func html(_ element: HTMLElement) {
            out.beginJSONString()
            element.write(to: &out)
            out.endJSONString()
        }
        out.write("[")
        for (index, operation) in operations.enumerated() {
            if index > 0 { out.write(",") }
            switch operation {
            case .replace(let key, let element):
                out.write("[\"r\","); string(key); out.write(","); html(element); out.write("]")
            case .insert(let parent, let position, let element):
                out.write("[\"i\","); string(parent); out.write(",\(position),"); html(element); out.write("]")
            case .remove(let key):
                out.write("[\"x\","); string(key); out.write("]")
            case .move(let parent, let key, let position):
                out.write("[\"m\","); string(parent); out.write(","); string(key); out.write(",\(position)]")
            case .setAttribute(let key, let name, let value):
                out.write("[\"a\","); string(key); out.write(","); string(name); out.write(","); string(value); out.write("]")
            case .removeAttribute(let key, let name):
                out.write("[\"d\","); string(key); out.write(","); string(name); out.write("]")
            case .setText(let key, let text):
                out.write("[\"t\","); string(key); out.write(","); string(text); out.write("]")
            }
        }
        out.write("]")
    }
}

/// Minimal JSON string encoding (RFC 8259 §7), without Foundation.
public enum JSON {
    /// The string as a JSON string literal. Works on the UTF-8 bytes: the characters it escapes
    /// are ASCII (plus U+2028 and U+2029, which JavaScript once read as line ends), and ASCII
    /// bytes never occur inside a multibyte sequence.
    public static func string(_ value: String) -> String {
        var out = UTF8Writer(capacity: value.utf8.count + 2)
        out.beginJSONString()
        out.write(value)
        out.endJSONString()
        return out.string
    }
}
