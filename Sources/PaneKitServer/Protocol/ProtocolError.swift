/// Why a client message was refused. The reply carries the description; nothing changes.
public struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// A refusal with its reason, as the page will read it.
    public init(_ description: String) {
        self.description = description
    }
}
