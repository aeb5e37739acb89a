/// A host as a `Host` header or an origin names it: a lowercased name or IP literal (IPv6 in
/// brackets) and an optional port. Anything else — user info, spaces, an unbracketed IPv6
/// address, an empty or out-of-range port — is not a host name and is refused.
struct HostName: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let port: Int?

    /// Parses `name`, `name:port`, `[v6]` or `[v6]:port`.
    init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let nameEnd: Substring.Index
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            nameEnd = text.index(after: close)
            let inside = text[text.index(after: text.startIndex)..<close]
            guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            nameEnd = text.firstIndex(of: ":") ?? text.endIndex
            let name = text[..<nameEnd]
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else { return nil }
        }
        let rest = text[nameEnd...]
        if rest.isEmpty {
            port = nil
        } else {
            let digits = rest.dropFirst()
            guard rest.first == ":", (1...5).contains(digits.count), digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let value = Int(digits), (1...65535).contains(value) else { return nil }
            port = value
        }
        name = text[..<nameEnd].lowercased()
    }

    /// Letters, digits, `.`, `-` and `_`: what DNS names and IPv4 literals are made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 46 || byte == 45 || byte == 95
    }

    /// An IPv4 address in dotted decimal (four numbers 0–255 without leading zeros) or an IPv6
    /// address in brackets: a literal address, which DNS cannot point elsewhere.
    var isIPLiteral: Bool {
        if name.hasPrefix("[") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard let value = Int(part), (0...255).contains(value) else { return false }
            return String(value) == part
        }
    }

    var description: String { port.map { "\(name):\($0)" } ?? name }
}
