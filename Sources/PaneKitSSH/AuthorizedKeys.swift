import Foundation
import NIOSSH

/// The public keys allowed to log in, read from a file in OpenSSH's `authorized_keys` format:
/// one key a line (`ssh-ed25519 AAAA… comment`), blank lines and `#` comments ignored.
///
/// - Ed25519 and ECDSA (P-256, P-384, P-521) keys are read; swift-nio-ssh has no RSA, DSA or
///   security-key (`sk-…`) keys, nor certificates: such lines are skipped with a warning.
/// - A line with options (`no-pty`, `from="…"`, `command="…"`) is skipped with a warning — the
///   server cannot honour them, and dropping a restriction would let in more than the line says —
///   unless every option only forbids what the server never does (`restrict`,
///   `no-port-forwarding`, `no-agent-forwarding`, `no-X11-forwarding`, `no-user-rc`).
/// - Any other line that cannot be read is an error naming its line: a typo must not silently
///   lock someone out or leave the file meaning less than it says.
public struct AuthorizedKeys: Sendable {
    /// The keys, each with the comment of its line.
    public private(set) var keys: [NIOSSHPublicKey: String]
    /// What was skipped, one message a line (`authorized_keys:3: RSA keys are not supported …`).
    public private(set) var warnings: [String]

    static let keyTypes: Set<String> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]
    static let unsupportedKeyTypes: [String: String] = [
        "ssh-rsa": "RSA keys are not supported (swift-nio-ssh has none): make one with ssh-keygen -t ed25519",
        "ssh-dss": "DSA keys are not supported: make one with ssh-keygen -t ed25519",
        "sk-ssh-ed25519@openssh.com": "security-key (sk-) keys are not supported",
        "sk-ecdsa-sha2-nistp256@openssh.com": "security-key (sk-) keys are not supported",
    ]
    static let harmlessOptions: Set<String> = ["restrict", "no-port-forwarding", "no-agent-forwarding", "no-x11-forwarding", "no-user-rc"]

    /// Reads the file at `path`.
    public static func load(path: String) throws -> AuthorizedKeys {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SSHSetupError("cannot read the authorized keys file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SSHSetupError("\(path) is not UTF-8 text")
        }
        return try AuthorizedKeys(parsing: text, source: path)
    }

    /// Reads the keys in `text`; `source` names it in messages.
    public init(parsing text: String, source: String = "authorized_keys") throws {
        keys = [:]
        warnings = []
        // By `isNewline`: a "\r\n" is one Character, which splitting at "\n" would not split.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let place = "\(source):\(index + 1)"
            var fields = Substring(line)
            var type = Self.nextField(&fields)
            if !Self.keyTypes.contains(type), Self.unsupportedKeyTypes[type] == nil, !type.hasSuffix("-cert-v01@openssh.com") {
                // Not a key type: the options field, then the key.
                fields = Substring(line)
                guard let options = Self.options(&fields) else { throw SSHSetupError("\(place): unbalanced quotes in the options") }
                let refused = options.filter { !Self.harmlessOptions.contains($0.lowercased()) }
                type = Self.nextField(&fields)
                guard Self.keyTypes.contains(type) || Self.unsupportedKeyTypes[type] != nil || type.hasSuffix("-cert-v01@openssh.com") else {
                    if type.hasPrefix("AAAA"), options.count == 1 {
                        throw SSHSetupError("\(place): unknown key type “\(options[0].prefix(40))” (Ed25519 and ECDSA keys are supported)")
                    }
                    throw SSHSetupError("\(place): expected a key type such as ssh-ed25519, found \(type.isEmpty ? "nothing" : "“\(type.prefix(40))”")")
                }
                if !refused.isEmpty {
                    let names = refused.map { String($0.prefix(while: { $0 != "=" })) }.joined(separator: ", ")
                    warnings.append("\(place): skipped: the server cannot honour the option\(refused.count == 1 ? "" : "s") \(names)")
                    continue
                }
            }
            if let reason = Self.unsupportedKeyTypes[type] {
                warnings.append("\(place): skipped: \(reason)")
                continue
            }
            if type.hasSuffix("-cert-v01@openssh.com") {
                warnings.append("\(place): skipped: certificates are not supported")
                continue
            }
            let blob = Self.nextField(&fields)
            let comment = fields.trimmingCharacters(in: .whitespaces)
            let key: NIOSSHPublicKey
            do {
                key = try NIOSSHPublicKey(openSSHPublicKey: "\(type) \(blob)")
            } catch {
                throw SSHSetupError("\(place): the \(type) key cannot be read (\(blob.isEmpty ? "it is missing" : "\(error)"))")
            }
            if keys[key] == nil { keys[key] = comment }
        }
    }

    /// Whether `key` may log in.
    public func allows(_ key: NIOSSHPublicKey) -> Bool { keys[key] != nil }

    /// The next field separated by spaces or tabs, taken off the front of `text`.
    static func nextField(_ text: inout Substring) -> String {
        text = text.drop(while: { $0 == " " || $0 == "\t" })
        let field = text.prefix(while: { $0 != " " && $0 != "\t" })
        text = text.dropFirst(field.count)
        return String(field)
    }

    /// The options field taken off the front of `text` (it ends at a space outside quotes), split
    /// at commas outside quotes; nil when its quotes do not balance.
    static func options(_ text: inout Substring) -> [String]? {
        var options: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        while let character = text.first {
            text = text.dropFirst()
            if !quoted, !escaped, character == " " || character == "\t" { break }
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ",", !quoted {
                options.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        guard !quoted else { return nil }
        options.append(current)
        return options
    }
}
