import Foundation

/// Why a message could not be imported.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// An error with this reason, in words; an import report shows it as the message's reason.
    public init(_ description: String) {
        self.description = description
    }
}

/// One parsed message: decoded headers, the text to show, and the attachments.
public struct MIMEMessage: Sendable, Hashable {
    /// Headers in order, names as written, values unfolded and decoded (RFC 2047).
    public var headers: [(name: String, value: String)]
    /// The body as plain text: text/plain preferred; HTML turned into text, never kept as HTML.
    public var text: String
    /// Attachment names and decoded sizes in bytes.
    public var attachments: [(name: String, size: Int)]
    /// What was odd but not fatal (an unknown charset decoded as UTF-8…).
    public var notes: [String]

    public static func == (lhs: MIMEMessage, rhs: MIMEMessage) -> Bool {
        lhs.headers.map { "\($0.name):\($0.value)" } == rhs.headers.map { "\($0.name):\($0.value)" }
            && lhs.text == rhs.text && lhs.attachments.map(\.name) == rhs.attachments.map(\.name) && lhs.notes == rhs.notes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The first header with this name (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Parses a raw RFC 5322 message with MIME parts.
    public init(bytes: [UInt8]) throws(ImportError) {
        let (rawHeaders, body) = try Self.splitHeaders(bytes)
        headers = rawHeaders.map { ($0.name, EncodedWords.decode($0.value)) }
        var notes: [String] = []
        var attachments: [(String, Int)] = []
        let type = ContentType(header: rawHeaders.first { $0.name.lowercased() == "content-type" }?.value)
        let encoding = rawHeaders.first { $0.name.lowercased() == "content-transfer-encoding" }?.value
        let disposition = rawHeaders.first { $0.name.lowercased() == "content-disposition" }?.value
        text = try Self.text(of: body, type: type, encoding: encoding, disposition: disposition, depth: 0,
                             attachments: &attachments, notes: &notes)
            .trimmingCharacters(in: .newlines)
        self.attachments = attachments
        self.notes = notes
    }

    // MARK: Headers (RFC 5322 §2.2, unfolding §2.2.3)

    static func splitHeaders(_ bytes: [UInt8]) throws(ImportError) -> ([(name: String, value: String)], [UInt8]) {
        var headers: [(name: String, value: String)] = []
        var position = 0
        var sawBlank = false
        while position < bytes.count {
            var end = position
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            var line = Array(bytes[position..<end])
            if line.last == 13 { line.removeLast() }
            position = min(end + 1, bytes.count)
            if line.isEmpty { sawBlank = true; break }
            let text = String(decoding: line, as: UTF8.self)
            if line.first == 32 || line.first == 9 {
                guard !headers.isEmpty else { throw ImportError("a header continues before any header starts") }
                headers[headers.count - 1].value += " " + text.trimmingCharacters(in: .whitespaces)
            } else if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
                let name = String(text[..<colon])
                guard name.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { throw ImportError("malformed header line “\(text.prefix(60))”") }
                headers.append((name, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            } else {
                throw ImportError("malformed header line “\(text.prefix(60))”")
            }
        }
        guard !headers.isEmpty else { throw ImportError("no headers") }
        if !sawBlank && position >= bytes.count { return (headers, []) }
        return (headers, Array(bytes[position...]))
    }

    // MARK: Bodies and parts (RFC 2045–2047)

    static func text(
        of body: [UInt8], type: ContentType, encoding: String?, disposition: String?, depth: Int,
        attachments: inout [(String, Int)], notes: inout [String]
    ) throws(ImportError) -> String {
        guard depth < 16 else { throw ImportError("MIME parts nested more than 16 deep") }
        if type.major == "multipart" {
            guard let boundary = type.parameters["boundary"], !boundary.isEmpty else { throw ImportError("multipart without a boundary") }
            let parts = try split(body, boundary: boundary)
            var plain: String?
            var html: String?
            var texts: [String] = []
            for part in parts {
                let (partHeaders, partBody) = (try? splitHeaders(part)) ?? ([], part)
                let partType = ContentType(header: partHeaders.first { $0.name.lowercased() == "content-type" }?.value)
                let partEncoding = partHeaders.first { $0.name.lowercased() == "content-transfer-encoding" }?.value
                let partDisposition = partHeaders.first { $0.name.lowercased() == "content-disposition" }?.value
                let decoded = try text(of: partBody, type: partType, encoding: partEncoding, disposition: partDisposition,
                                       depth: depth + 1, attachments: &attachments, notes: &notes)
                if partType.full == "text/plain", plain == nil, !isAttachment(partDisposition, partType) { plain = decoded }
                else if partType.full == "text/html", html == nil, !isAttachment(partDisposition, partType) { html = decoded }
                else if !decoded.isEmpty { texts.append(decoded) }
            }
            if type.minor == "alternative" { return plain ?? html ?? texts.first ?? "" }
            return ([plain ?? html].compactMap { $0 } + texts).joined(separator: "\n\n")
        }
        let data = try decodeTransfer(body, encoding: encoding)
        if isAttachment(disposition, type) {
            let name = filename(disposition: disposition, type: type) ?? "attachment"
            attachments.append((EncodedWords.decode(name), data.count))
            return ""
        }
        guard type.major == "text" || type.full.isEmpty else {
            attachments.append((filename(disposition: disposition, type: type) ?? type.full, data.count))
            return ""
        }
        let string = decodeCharset(data, charset: type.parameters["charset"], notes: &notes)
        return type.minor == "html" ? HTMLText.plain(string) : string
    }

    static func isAttachment(_ disposition: String?, _ type: ContentType) -> Bool {
        (disposition?.lowercased().hasPrefix("attachment") ?? false) || (type.major != "text" && type.major != "multipart" && !type.full.isEmpty)
    }

    static func filename(disposition: String?, type: ContentType) -> String? {
        ContentType.parameters(of: disposition ?? "")["filename"] ?? type.parameters["name"]
    }

    static func split(_ body: [UInt8], boundary: String) throws(ImportError) -> [[UInt8]] {
        let delimiter = Array("--\(boundary)".utf8)
        var parts: [[UInt8]] = []
        var current: [UInt8]? = nil
        var closed = false
        for line in body.split(separator: 10, omittingEmptySubsequences: false) {
            var line = Array(line)
            if line.last == 13 { line.removeLast() }
            if line.starts(with: delimiter) {
                if let current { parts.append(Array(current.dropLast())) }
                if line.count >= delimiter.count + 2, line[delimiter.count] == 45, line[delimiter.count + 1] == 45 {
                    closed = true
                    current = nil
                    break
                }
                current = []
                continue
            }
            current? += line + [10]
        }
        if let current { parts.append(current) }
        guard !parts.isEmpty else { throw ImportError("multipart body has no part for its boundary") }
        _ = closed
        return parts
    }

    static func decodeTransfer(_ body: [UInt8], encoding: String?) throws(ImportError) -> [UInt8] {
        switch encoding?.lowercased().trimmingCharacters(in: .whitespaces) {
        case "base64":
            let cleaned = body.filter { !($0 == 10 || $0 == 13 || $0 == 32 || $0 == 9) }
            guard let data = Data(base64Encoded: Data(cleaned)) else { throw ImportError("invalid base64") }
            return Array(data)
        case "quoted-printable":
            return QuotedPrintable.decode(body)
        default:
            return body
        }
    }

    static func decodeCharset(_ data: [UInt8], charset: String?, notes: inout [String]) -> String {
        switch charset?.lowercased() {
        case nil, "utf-8", "utf8", "us-ascii", "ascii":
            return String(decoding: data, as: UTF8.self)
        case "iso-8859-1", "latin1", "iso_8859-1", "iso-8859-15":
            return String(data.map { Character(Unicode.Scalar($0)) })
        case "windows-1252", "cp1252":
            return String(data: Data(data), encoding: .windowsCP1252) ?? String(data.map { Character(Unicode.Scalar($0)) })
        case let other?:
            notes.append("unknown charset \(other), read as UTF-8")
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// A parsed Content-Type (`text/plain; charset=utf-8`).
struct ContentType {
    let major: String
    let minor: String
    let parameters: [String: String]
    var full: String { major.isEmpty ? "" : "\(major)/\(minor)" }

    init(header: String?) {
        let value = header ?? "text/plain"
        let type = value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let parts = type.split(separator: "/", maxSplits: 1)
        major = parts.count == 2 ? String(parts[0]) : ""
        minor = parts.count == 2 ? String(parts[1]) : ""
        parameters = Self.parameters(of: value)
    }

    /// `name=value` and `name="value"` pairs after the first `;`, names lowercased.
    static func parameters(of header: String) -> [String: String] {
        var result: [String: String] = [:]
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            result[pair[0].trimmingCharacters(in: .whitespaces).lowercased()] = value
        }
        return result
    }
}
