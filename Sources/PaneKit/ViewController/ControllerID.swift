/// The identity of a view controller inside one ``Window``.
///
/// A window numbers its controllers in the order they join its tree, so ids are deterministic
/// for a deterministic app: Scene dumps and node ids read the same on every run.
public struct ControllerID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) {
        self.number = number
    }

    /// The node id under which this controller's content is built.
    public var nodeID: NodeID { NodeID("c\(number)") }

    public var description: String { "#\(number)" }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.number < rhs.number }
}
