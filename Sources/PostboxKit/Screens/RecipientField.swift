import PostboxStore
/// Compose's To field as Mail has it: the addresses already entered, each a token, and the one
/// being typed after them. A comma or a semicolon outside quotes ends an address, so
/// `"Lovelace, Ada" <ada@example.com>` stays one. An address already there is not added twice:
/// Mail's field holds each once, and a page that sent the text again before it heard of the
/// token (the field's value is the whole text typed) adds nothing.
struct RecipientField: Hashable, Sendable {
    /// The entered addresses, in order.
    private(set) var tokens: [String]
    /// What is typed after the tokens.
    private(set) var typed: String

    /// The field for a draft's stored recipients: each address a token, nothing typed.
    init(_ recipients: String) {
        tokens = Self.split(recipients).map(Self.trimmed).filter { !$0.isEmpty }
        typed = ""
    }

    /// The recipients as stored and sent: every address, the typed one too, ", " between them.
    var recipients: String {
        (tokens + [Self.trimmed(typed)]).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Takes what the field now holds after the tokens: each address a separator ends becomes a
    /// token, the rest stays typed.
    mutating func type(_ text: String) {
        var parts = Self.split(text)
        let rest = parts.removeLast()
        for part in parts.map(Self.trimmed) where !part.isEmpty && !tokens.contains(where: { Self.same($0, part) }) {
            tokens.append(part)
        }
        // A space after a token starts nothing: the next address starts at its first letter.
        typed = tokens.isEmpty ? rest : String(rest.drop { $0 == " " })
    }

    /// Puts the token at `index` back in the field to be edited, as tapping one in Mail; what was
    /// typed becomes a token first.
    mutating func edit(at index: Int) {
        guard tokens.indices.contains(index) else { return }
        if !Self.trimmed(typed).isEmpty { tokens.append(Self.trimmed(typed)) }
        typed = tokens.remove(at: index)
    }

    /// `text` cut at each comma or semicolon outside double quotes; always at least one part.
    static func split(_ text: String) -> [String] {
        var parts: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == "," || character == ";" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current]
    }

    /// Whether two entries name the same mailbox: the address in angle brackets when there is
    /// one, else the whole entry, compared without regard to case.
    static func same(_ one: String, _ other: String) -> Bool {
        func address(_ entry: String) -> String {
            guard let open = entry.lastIndex(of: "<"), let close = entry[open...].firstIndex(of: ">") else { return entry }
            return String(entry[entry.index(after: open)..<close])
        }
        return address(one).lowercased() == address(other).lowercased()
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
