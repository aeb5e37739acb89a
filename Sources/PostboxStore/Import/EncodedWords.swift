import Foundation

/// RFC 2047 encoded words in headers: `=?utf-8?B?…?=` and `=?iso-8859-1?Q?…?=`. Whitespace between
/// two encoded words is dropped; a word that does not decode is kept as written.
enum EncodedWords {
    static func decode(_ value: String) -> String {
        guard value.contains("=?") else { return value }
        var result = ""
        var rest = Substring(value)
        var lastWasEncoded = false
        while let start = rest.range(of: "=?") {
            let before = rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            guard let word = parse(afterStart) else {
                result += before + "=?"
                rest = afterStart
                lastWasEncoded = false
                continue
            }
            if !(lastWasEncoded && before.allSatisfy(\.isWhitespace)) { result += before }
            result += word.text
            rest = word.rest
            lastWasEncoded = true
        }
        return result + rest
    }

    private static func parse(_ text: Substring) -> (text: String, rest: Substring)? {
        let fields = text.split(separator: "?", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let end = fields[2].range(of: "?=") else { return nil }
        let charset = fields[0].lowercased(), mode = fields[1].uppercased()
        let payload = fields[2][..<end.lowerBound]
        let bytes: [UInt8]
        switch mode {
        case "B":
            guard let data = Data(base64Encoded: String(payload)) else { return nil }
            bytes = Array(data)
        case "Q":
            bytes = QuotedPrintable.decode(Array(payload.replacingOccurrences(of: "_", with: " ").utf8))
        default:
            return nil
        }
        var notes: [String] = []
        return (MIMEMessage.decodeCharset(bytes, charset: charset.split(separator: "*").first.map(String.init), notes: &notes),
                fields[2][end.upperBound...])
    }
}

/// Quoted-printable (RFC 2045 §6.7): `=XX` bytes and soft line breaks (`=` at a line end).
enum QuotedPrintable {
    static func decode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 2; continue }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { index += 3; continue }
                if index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                    out.append(high << 4 | low)
                    index += 3
                    continue
                }
            }
            out.append(byte)
            index += 1
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}

/// HTML mail shown as text: tags dropped, block ends become line breaks, entities decoded, and
/// scripts and styles removed with their content. Never shown as live HTML.
enum HTMLText {
    static func plain(_ html: String) -> String {
        var text = ""
        var index = html.startIndex
        var skipping: String?
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "\n" }).first.map(String.init) ?? ""
                if let skipped = skipping {
                    if tag.hasPrefix("/" + skipped) { skipping = nil }
                } else if name == "script" || name == "style" {
                    skipping = name
                } else if ["br", "p", "/p", "div", "/div", "tr", "li", "/h1", "/h2", "/h3"].contains(name) || tag.hasPrefix("/div") {
                    text += "\n"
                }
                index = html.index(after: close)
                continue
            }
            if skipping == nil { text.append(character) }
            index = html.index(after: index)
        }
        let entities = ["&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'", "&amp;": "&"]
        for (entity, replacement) in entities { text = text.replacingOccurrences(of: entity, with: replacement) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\n\n\n", with: "\n\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
