/// Why a client message was refused. The reply carries the description; nothing changes.
public struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
