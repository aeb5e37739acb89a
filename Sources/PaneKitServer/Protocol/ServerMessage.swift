import PaneKitHTML

/// A message to a page (docs/protocol.md, "Server → client").
public enum ServerMessage: Sendable, Hashable {
    /// `replacesURL`: the new URL takes the place of the current history entry (typing in a
    /// search field changes the URL without a history entry per keystroke). `isPush`: sent unasked
    /// (the data changed elsewhere), not a reply to a message of the page's.
    /// `scene`: the page's scene storage, when it changed (the client keeps it with the tab).
    /// `open`: addresses the app asked to open in tabs of their own (SwiftUI's `openURL`).
    case patch(sequence: Int?, patch: Patch, url: String?, title: String?, replacesURL: Bool = false, isPush: Bool = false,
               scene: [String: String]? = nil, open: [String] = [])
    /// The message with this sequence number (nil: no message in particular) was refused, and why.
    case error(sequence: Int?, message: String)

    /// The JSON text frame.
    public var json: String {
        switch self {
        case .patch(let sequence, let patch, let url, let title, let replacesURL, let isPush, let scene, let open):
            var out = "{\"type\":\"patch\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            if isPush { out += ",\"push\":true" }
            out += ",\"ops\":" + patch.json
            if let url { out += ",\"url\":" + JSON.string(url) + (replacesURL ? ",\"replace\":true" : "") }
            if let title { out += ",\"title\":" + JSON.string(title) }
            if let scene {
                out += ",\"scene\":{" + scene.sorted { $0.key < $1.key }.map { JSON.string($0.key) + ":" + JSON.string($0.value) }.joined(separator: ",") + "}"
            }
            if !open.isEmpty { out += ",\"open\":[" + open.map(JSON.string).joined(separator: ",") + "]" }
            return out + "}"
        case .error(let sequence, let message):
            var out = "{\"type\":\"error\""
            if let sequence { out += ",\"seq\":\(sequence)" }
            return out + ",\"message\":" + JSON.string(message) + "}"
        }
    }
}
