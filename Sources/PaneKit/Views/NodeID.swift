/// The stable identity of a node in a Scene.
///
/// Ids are derived from structure: the owning controller's id, then the position of each view
/// inside its parent, with explicit ids (a `ForEach` element's id) in place of positions where
/// the app gives them. An unchanged screen therefore produces identical ids, which is what lets a
/// renderer diff two Scenes cheaply.
public struct NodeID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as text: slash-separated positions, with `:name` for system controls (`c3/0/2:move`).
    public let rawValue: String

    /// An id from its text, as a renderer received it in a Scene.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The id of a structural child at `position` (an index, or an explicit id).
    public func child(_ position: String) -> NodeID {
        NodeID(Self.joined(rawValue, "/", position))
    }

    /// The id of a control the system adds to a container (a back button, the display-mode button).
    public func system(_ name: String) -> NodeID {
        NodeID(Self.joined(rawValue, ":", name))
    }

    /// `parent`, `separator` and `position` in one string, allocated once (`+` twice made a
    /// string in between; a list's rows make two ids each per build).
    private static func joined(_ parent: String, _ separator: Unicode.Scalar, _ position: String) -> String {
        var id = parent
        id.reserveCapacity(parent.utf8.count + 1 + position.utf8.count)
        id.unicodeScalars.append(separator)
        id.append(position)
        return id
    }

    public var description: String { rawValue }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}
