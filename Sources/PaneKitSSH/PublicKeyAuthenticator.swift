import NIOCore
import NIOSSH

/// Answers one connection's authentication requests: public keys only, as the access policy
/// says. NIOSSH hands over a key only once its signature checks out.
final class PublicKeyAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    private let connection: SSHConnection

    init(connection: SSHConnection) {
        self.connection = connection
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest,
                         responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        guard case .publicKey(let offer) = request.request else {
            responsePromise.succeed(.failure)
            return
        }
        let settings = connection.settings
        let user = Self.printable(request.username)
        let key = settings.policy.describe(offer.publicKey)
        guard settings.policy.allows(offer.publicKey, peerIsLoopback: Loopback.isLoopback(peer: connection.peer)) else {
            settings.configuration.log("ssh: refused key \(key) for \(user) from \(connection.peerDescription)")
            responsePromise.succeed(.failure)
            return
        }
        settings.configuration.log("ssh: \(user)@\(connection.peerDescription) logged in with key \(key)")
        connection.authenticated(user: request.username)
        responsePromise.succeed(.success)
    }

    /// `name` without control characters and at most 64 characters long, for the log.
    static func printable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64).map(Character.init))
    }
}
