import PaneKitHTML

/// A message to a page (docs/protocol.md, "Server → client").
public enum ServerMessage: Sendable, Hashable {
    case patch(sequence: Int?, patch: Patch, url: String?, title: String?)
    case error(sequence: Int?, message: String)

    /// The JSON text frame.
    public var json: String {
        switch self {
        case .patch(let sequence, let patch, let url, let title):
            var out = "{\"type\":\"patch\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            out += ",\"ops\":" + patch.json
            if let url { out += ",\"url\":" + JSON.string(url) }
            if let title { out += ",\"title\":" + JSON.string(title) }
            return out + "}"
        case .error(let sequence, let message):
            var out = "{\"type\":\"error\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            return out + ",\"message\":" + JSON.string(message) + "}"
        }
    }
}
