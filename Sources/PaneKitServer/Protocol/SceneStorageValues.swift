import Foundation

/// The scene storage a tab sends when its socket opens (`scene=` in the socket's query, the JSON
/// object the server last sent in a patch's `"scene"`): read within limits, and anything else —
/// too long, not JSON, not an object of strings — is no scene storage at all, never an error
/// (docs/protocol.md).
enum SceneStorageValues {
    /// The longest `scene` query value read, in UTF-8 bytes.
    static let maximumLength = 16 * 1024
    /// The most keys read.
    static let maximumCount = 256

    /// Whether `values` will come back: within the keys and the length read.
    static func fits(_ values: [String: String]) -> Bool {
        guard values.count <= maximumCount, let json = try? JSONEncoder().encode(values) else { return false }
        return json.count <= maximumLength
    }

    static func decode(_ text: String?) -> [String: String] {
        guard let text, !text.isEmpty, text.utf8.count <= maximumLength,
              let values = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)),
              values.count <= maximumCount else { return [:] }
        return values
    }
}
