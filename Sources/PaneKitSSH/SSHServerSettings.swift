import NIOSSH

/// What every connection of one server shares: its configuration, host key, access policy and
/// session factory.
struct SSHServerSettings: Sendable {
    let configuration: SSHTerminalServer.Configuration
    let hostKey: NIOSSHPrivateKey
    let policy: SSHAccessPolicy
    let makeSession: @MainActor @Sendable (SSHSessionRequest) -> any SSHTerminalSession

    /// The idle timeout in words: "30 minutes", "90 seconds".
    var idleDescription: String {
        let seconds = configuration.idleTimeout.components.seconds
        if seconds >= 60, seconds % 60 == 0 { return seconds == 60 ? "1 minute" : "\(seconds / 60) minutes" }
        return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
}
