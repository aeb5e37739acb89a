/// The secret that opens a server reachable beyond this machine, as Jupyter's does: given once in
/// the URL (`?token=…`), exchanged for an HttpOnly, SameSite=Strict cookie, and demanded on every
/// request and socket after that.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible {
    /// The secret, 16 to 256 characters from `A–Z a–z 0–9 - . _ ~` (safe in a URL and a cookie).
    public let value: String

    /// A token from `value`, or nil when it is shorter than 16 characters, longer than 256, or has
    /// a character outside `A–Z a–z 0–9 - . _ ~`.
    public init?(_ value: String) {
        guard (16...256).contains(value.utf8.count), value.utf8.allSatisfy(Self.isTokenByte) else { return nil }
        self.value = value
    }

    /// A new token of 256 random bits (64 hexadecimal digits).
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let words = (0..<4).map { _ in generator.next() as UInt64 }
        let hex = words.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return AccessToken(hex.joined())!
    }

    /// Whether `candidate` is this token, in a time that depends on the candidate's length only,
    /// never on how many of its characters are right.
    public func matches(_ candidate: some StringProtocol) -> Bool {
        Self.constantTimeEqual(Array(value.utf8), Array(candidate.utf8))
    }

    /// Compares every byte of the longer input whatever it finds, so the time taken does not tell
    /// how long a matching prefix is.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt(a.count ^ b.count)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            difference |= UInt(left ^ right)
        }
        return difference == 0
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
            || byte == 45 || byte == 46 || byte == 95 || byte == 126
    }

    /// Hidden: the token never appears in logs or descriptions.
    public var description: String { "AccessToken(…)" }
}
