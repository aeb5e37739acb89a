/// Splits an mbox file into raw messages (RFC 4155): a message starts at a line beginning
/// `From ` at the start of the file or after an empty line; `>From ` lines in bodies are
/// unquoted (one `>` removed, the mboxrd convention).
public struct MboxReader: Sequence {
    let bytes: [UInt8]

    /// A reader over the bytes of a whole mbox file; lines may end in `\n` or `\r\n`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Why `bytes` are not an mbox file, or nil when they are one: an mbox file begins with a
    /// `From ` separator line (RFC 4155; blank lines and a byte order mark before it are
    /// passed over), and an empty file holds no mail.
    public static func problem(with bytes: [UInt8]) -> String? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, bytes[start] == 10 || bytes[start] == 13 { start += 1 }
        if start == bytes.count { return "it is empty" }
        guard bytes[start...].starts(with: Array("From ".utf8)) else { return "it does not begin with a \"From \" line" }
        return nil
    }

    /// One message: its 1-based position in the file, the line it starts on, and its bytes
    /// (without the `From ` separator line, with `\n` line ends).
    public struct RawMessage: Sendable, Hashable {
        /// The message's 1-based position in the file.
        public let index: Int
        /// The 1-based line number the message starts on (its `From ` line, if it has one).
        public let line: Int
        /// The `From ` separator line as written; empty for text before the file's first one.
        public let separator: String
        /// Headers and body, `>From ` unquoted, without the trailing line ends.
        public let bytes: [UInt8]
    }

    public func makeIterator() -> AnyIterator<RawMessage> {
        // A byte order mark and blank lines before the first message are not part of it (as
        // ``problem(with:)`` passes over them).
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineNumber = 0
        var index = 0
        var pending: (line: Int, separator: String)?
        var current: [UInt8] = []
        var previousBlank = true
        return AnyIterator {
            while position < bytes.count {
                var end = position
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                var line = Array(bytes[position..<end])
                if line.last == 13 { line.removeLast() }
                position = end + 1
                lineNumber += 1
                let isSeparator = previousBlank && line.starts(with: Array("From ".utf8))
                previousBlank = line.isEmpty
                if isSeparator {
                    let finished = pending.map { finish($0, current, &index) }
                    pending = (lineNumber, String(decoding: line, as: UTF8.self))
                    current = []
                    if let finished { return finished }
                    continue
                }
                if pending == nil {
                    if line.isEmpty { continue }
                    pending = (lineNumber, "")
                }
                if line.first == UInt8(ascii: ">"), line.drop(while: { $0 == UInt8(ascii: ">") }).starts(with: Array("From ".utf8)) {
                    line.removeFirst()
                }
                current += line
                current.append(10)
            }
            guard let last = pending else { return nil }
            pending = nil
            return finish(last, current, &index)
        }
    }

    private func finish(_ start: (line: Int, separator: String), _ content: [UInt8], _ index: inout Int) -> RawMessage {
        var content = content
        // Trailing line ends (and the blank line before the next separator) are framing, not content.
        while content.last == 10 { content.removeLast() }
        index += 1
        return RawMessage(index: index, line: start.line, separator: start.separator, bytes: content)
    }
}
