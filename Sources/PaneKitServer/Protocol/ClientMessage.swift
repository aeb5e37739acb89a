import Foundation
import PaneKit

/// A validated message from a page (docs/protocol.md, "Client → server").
public struct ClientMessage: Sendable, Hashable {
    /// Echoed in the reply.
    public var sequence: Int?
    /// What the page asks for.
    public var kind: Kind

    /// The kinds of message a page sends.
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
        let message: Wire
        do {
            message = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ProtocolError("\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type")
        } catch let DecodingError.keyNotFound(key, _) {
            throw ProtocolError("\(key.stringValue) is missing")
        } catch {
            throw ProtocolError("malformed JSON: a message is an object with a type")
        }
        sequence = message.seq
        switch message.type {
        case "tap": kind = .event(.tapped(try message.id()))
        case "select": kind = .event(.rowSelected(list: try message.id("list"), tag: try message.require(message.tag, "tag")))
        case "move": kind = .event(.rowMoved(try message.id(), tag: try message.require(message.tag, "tag"), toIndex: try message.require(message.index, "index")))
        case "text": kind = .event(.textChanged(try message.id(), text: try message.require(message.value, "value")))
        case "focus": kind = .event(.focusChanged(try message.optionalID()))
        case "viewport": kind = .event(.viewportChanged(try message.viewport()))
        case "swipe":
            guard let swipe = EdgeSwipe(rawValue: try message.require(message.direction, "direction")) else { throw ProtocolError("direction is reveal or conceal") }
            kind = .event(.edgeSwipeEnded(try message.id(), swipe))
        case "resize": kind = .event(.dividerDragEnded(try message.id(), width: try message.require(message.width, "width")))
        case "detent": kind = .event(.detentChanged(try message.id(), detent: try message.require(message.detent, "detent")))
        case "dismiss": kind = .event(.dismissAttempted(try message.id()))
        case "dismissBegin": kind = .event(.dismissalBegan(try message.id()))
        case "dismissCancel": kind = .event(.dismissalCancelled(try message.id()))
        case "scrollEdge": kind = .event(.scrolledToEdge(try message.id()))
        case "columnFocus":
            // A missing or null column: the focus left the split view's columns.
            let column = try message.column.map { name throws(ProtocolError) in
                guard let column = SplitViewController.Column(rawValue: name) else { throw ProtocolError("column is primary, supplementary, secondary, compact, inspector or null") }
                return column
            }
            kind = .event(.columnFocused(try message.id(), column: column))
        case "scroll":
            let start = try message.require(message.start, "start"), end = try message.require(message.end, "end")
            guard start >= 0, end >= start else { throw ProtocolError("start and end must be row indices with start ≤ end") }
            kind = .event(.listScrolled(try message.id(), visible: start..<end))
        case "key":
            guard let command = SystemKeyCommand(rawValue: try message.require(message.command, "command")) else { throw ProtocolError("unknown key command") }
            kind = .event(.keyCommand(command))
        case "history":
            let path = try message.require(message.path, "path")
            guard path.hasPrefix("/"), path.utf8.count <= 2048 else { throw ProtocolError("path must start with / and be at most 2048 bytes") }
            kind = .history(path: path)
        default:
            throw ProtocolError("unknown message type \(message.type)")
        }
    }
}

/// Every field a message may have, strictly typed: a number where a string belongs, or a
/// fraction where an integer belongs, fails to decode.
private struct Wire: Decodable {
    let type: String
    let seq: Int?
    let id: String?
    let list: String?
    let tag: String?
    let index: Int?
    let start: Int?
    let end: Int?
    let value: String?
    let width: Double?
    let height: Double?
    let pointer: String?
    let screenWidth: Double?
    let screenHeight: Double?
    let dir: String?
    let scheme: String?
    let reduceMotion: Bool?
    let direction: String?
    let detent: String?
    let command: String?
    let path: String?
    let column: String?

    func require<T>(_ value: T?, _ name: String) throws(ProtocolError) -> T {
        guard let value else { throw ProtocolError("\(name) is missing") }
        return value
    }

    func id(_ name: String = "id") throws(ProtocolError) -> NodeID {
        let value = try require(name == "list" ? list : id, name)
        guard !value.isEmpty, value.utf8.count <= 1024 else { throw ProtocolError("\(name) must be a node id") }
        return NodeID(value)
    }

    func optionalID() throws(ProtocolError) -> NodeID? {
        guard let id else { return nil }
        guard !id.isEmpty, id.utf8.count <= 1024 else { throw ProtocolError("id must be a node id or null") }
        return NodeID(id)
    }

    func viewport() throws(ProtocolError) -> Viewport {
        let width = try require(self.width, "width"), height = try require(self.height, "height")
        guard width.isFinite, height.isFinite, (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw ProtocolError("viewport size out of range")
        }
        guard let pointer = PointerKind(rawValue: try require(self.pointer, "pointer")) else { throw ProtocolError("pointer is coarse or fine") }
        return Viewport(width: width, height: height, pointer: pointer,
                        layoutDirection: dir == "rtl" ? .rightToLeft : .leftToRight,
                        colorScheme: scheme == "dark" ? .dark : .light,
                        reduceMotion: reduceMotion ?? false,
                        screen: try ViewportGuess.screen(width: screenWidth, height: screenHeight))
    }
}
