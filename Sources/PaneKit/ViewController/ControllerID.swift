/// The identity of a view controller inside one ``Window``.
///
/// A window numbers its controllers in the order they join its tree, so ids are deterministic
/// for a deterministic app: Scene dumps and node ids read the same on every run.
public struct ControllerID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The controller's number in its window, counting from 1 in the order controllers join it.
    public let number: Int

    /// An id from its number.
    public init(_ number: Int) {
        self.number = number
    }

    /// The node id under which this controller's content is built.
    public var nodeID: NodeID { NodeID("c\(number)") }

    public var description: String { "#\(number)" }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.number < rhs.number }
}
