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
        NodeID(rawValue + "/" + position)
    }

    /// The id of a control the system adds to a container (a back button, the display-mode button).
    public func system(_ name: String) -> NodeID {
        NodeID(rawValue + ":" + name)
    }

    public var description: String { rawValue }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}
