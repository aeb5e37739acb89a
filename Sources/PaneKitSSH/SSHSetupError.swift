/// Why an SSH server cannot start: a host key or `authorized_keys` file it cannot use, or a
/// configuration that would let strangers in. The description says what to do.
public struct SSHSetupError: Error, CustomStringConvertible, Equatable {
    public let description: String

    /// An error whose `description` says what is wrong and what to do about it.
    public init(_ description: String) {
        self.description = description
    }
}
