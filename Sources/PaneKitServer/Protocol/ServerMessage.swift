import PaneKitHTML

/// A message to a page (docs/protocol.md, "Server → client").
public enum ServerMessage: Sendable, Hashable {
    /// `replacesURL`: the new URL takes the place of the current history entry (typing in a
    /// search field changes the URL without a history entry per keystroke).
    case patch(sequence: Int?, patch: Patch, url: String?, title: String?, replacesURL: Bool = false)
    /// The message with this sequence number (nil: no message in particular) was refused, and why.
    case error(sequence: Int?, message: String)

    /// The JSON text frame.
    public var json: String {
        switch self {
        case .patch(let sequence, let patch, let url, let title, let replacesURL):
            var out = "{\"type\":\"patch\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            out += ",\"ops\":" + patch.json
            if let url { out += ",\"url\":" + JSON.string(url) + (replacesURL ? ",\"replace\":true" : "") }
            if let title { out += ",\"title\":" + JSON.string(title) }
            return out + "}"
        case .error(let sequence, let message):
            var out = "{\"type\":\"error\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            return out + ",\"message\":" + JSON.string(message) + "}"
        }
    }
}
