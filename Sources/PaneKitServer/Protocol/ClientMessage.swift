import Foundation
import PaneKit

/// A validated message from a page (docs/protocol.md, "Client → server").
public struct ClientMessage: Sendable, Hashable {
    /// Echoed in the reply.
    public var sequence: Int?
    public var kind: Kind

    public enum Kind: Sendable, Hashable {
        /// Something the person did, for the window.
        case event(PaneEvent)
        /// Back or forward in the browser's history: restore this path.
        case history(path: String)
    }

    /// The largest message accepted.
    public static let maximumSize = 64 * 1024

    /// Parses and validates one text frame. Throws a ``ProtocolError`` naming what is wrong.
    public init(json text: String) throws(ProtocolError) {
        guard text.utf8.count <= Self.maximumSize else { throw ProtocolError("message larger than \(Self.maximumSize) bytes") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw ProtocolError("malformed JSON")
        }
        guard let fields = object as? [String: Any] else { throw ProtocolError("a message is a JSON object") }
        let message = Fields(fields)
        sequence = try message.optionalInt("seq")
        let type = try message.string("type")
        switch type {
        case "tap": kind = .event(.tapped(try message.id("id")))
        case "select": kind = .event(.rowSelected(list: try message.id("list"), tag: try message.string("tag")))
        case "move": kind = .event(.rowMoved(try message.id("id"), tag: try message.string("tag"), toIndex: try message.int("index")))
        case "text": kind = .event(.textChanged(try message.id("id"), text: try message.string("value")))
        case "focus": kind = .event(.focusChanged(try message.optionalString("id").map { NodeID($0) }))
        case "viewport": kind = .event(.viewportChanged(try message.viewport()))
        case "swipe":
            guard let swipe = EdgeSwipe(rawValue: try message.string("direction")) else { throw ProtocolError("direction is reveal or conceal") }
            kind = .event(.edgeSwipeEnded(try message.id("id"), swipe))
        case "resize": kind = .event(.dividerDragEnded(try message.id("id"), width: try message.number("width")))
        case "detent": kind = .event(.detentChanged(try message.id("id"), detent: try message.string("detent")))
        case "dismiss": kind = .event(.dismissAttempted(try message.id("id")))
        case "scrollEdge": kind = .event(.scrolledToEdge(try message.id("id")))
        case "key":
            guard let command = KeyCommand(rawValue: try message.string("command")) else { throw ProtocolError("unknown key command") }
            kind = .event(.keyCommand(command))
        case "history":
            let path = try message.string("path")
            guard path.hasPrefix("/"), path.utf8.count <= 2048 else { throw ProtocolError("path must start with / and be at most 2048 bytes") }
            kind = .history(path: path)
        default:
            throw ProtocolError("unknown message type \(type)")
        }
    }
}

/// Typed access to a message's fields, with errors that name the field.
private struct Fields {
    let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
    }

    func string(_ name: String) throws(ProtocolError) -> String {
        guard let value = values[name] as? String else { throw ProtocolError("\(name) must be a string") }
        return value
    }

    func optionalString(_ name: String) throws(ProtocolError) -> String? {
        guard let value = values[name], !(value is NSNull) else { return nil }
        guard let string = value as? String else { throw ProtocolError("\(name) must be a string or null") }
        return string
    }

    func id(_ name: String) throws(ProtocolError) -> NodeID {
        let value = try string(name)
        guard !value.isEmpty, value.utf8.count <= 1024 else { throw ProtocolError("\(name) must be a node id") }
        return NodeID(value)
    }

    func number(_ name: String) throws(ProtocolError) -> Double {
        guard let value = values[name] as? NSNumber, !(values[name] is Bool), value.doubleValue.isFinite else {
            throw ProtocolError("\(name) must be a number")
        }
        return value.doubleValue
    }

    func int(_ name: String) throws(ProtocolError) -> Int {
        let value = try number(name)
        guard value == value.rounded(), abs(value) < 1e9 else { throw ProtocolError("\(name) must be an integer") }
        return Int(value)
    }

    func optionalInt(_ name: String) throws(ProtocolError) -> Int? {
        guard values[name] != nil else { return nil }
        return try int(name)
    }

    func bool(_ name: String) throws(ProtocolError) -> Bool {
        guard let value = values[name] else { return false }
        guard let flag = value as? Bool else { throw ProtocolError("\(name) must be true or false") }
        return flag
    }

    func viewport() throws(ProtocolError) -> Viewport {
        let width = try number("width"), height = try number("height")
        guard (1...100_000).contains(width), (1...100_000).contains(height) else { throw ProtocolError("viewport size out of range") }
        guard let pointer = PointerKind(rawValue: try string("pointer")) else { throw ProtocolError("pointer is coarse or fine") }
        let direction: LayoutDirection = try string("dir") == "rtl" ? .rightToLeft : .leftToRight
        let scheme: ColorScheme = try string("scheme") == "dark" ? .dark : .light
        return Viewport(width: width, height: height, pointer: pointer, layoutDirection: direction, colorScheme: scheme,
                        reduceMotion: try bool("reduceMotion"))
    }
}
