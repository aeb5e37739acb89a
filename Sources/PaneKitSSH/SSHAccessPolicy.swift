import Foundation
import NIOSSH

/// Whom the server lets in, decided once at start from the bind address and `authorized_keys`.
enum SSHAccessPolicy: Sendable {
    /// The keys in the file, from anywhere.
    case keys(AuthorizedKeys)
    /// Any key from a loopback peer: a loopback server without an `authorized_keys` file, which
    /// trusts this machine's users as the loopback web server does.
    case anyKeyFromLoopback

    /// The policy for `configuration`; throws when the server would be open beyond loopback.
    static func make(for configuration: SSHTerminalServer.Configuration) throws -> SSHAccessPolicy {
        let loopback = Loopback.isLoopback(host: configuration.host)
        guard let path = configuration.authorizedKeysPath, FileManager.default.fileExists(atPath: path) else {
            if loopback {
                configuration.log("ssh: no authorized_keys file\(configuration.authorizedKeysPath.map { " at \($0)" } ?? ""): any key from this machine may log in")
                return .anyKeyFromLoopback
            }
            throw SSHSetupError("""
                refusing to listen for SSH on \(configuration.host), beyond loopback, without keys: \
                put the public keys allowed to log in in \(configuration.authorizedKeysPath ?? "an authorized_keys file") \
                (one `ssh-ed25519 AAAA…` line each), or listen on 127.0.0.1
                """)
        }
        let keys = try AuthorizedKeys.load(path: path)
        for warning in keys.warnings { configuration.log(warning) }
        guard !keys.keys.isEmpty else {
            throw SSHSetupError("\(path) has no key the server can use (Ed25519 or ECDSA; make one with ssh-keygen -t ed25519)")
        }
        return .keys(keys)
    }

    /// Whether `key`, whose signature NIOSSH has checked, may log in from `peerIsLoopback`.
    func allows(_ key: NIOSSHPublicKey, peerIsLoopback: Bool) -> Bool {
        switch self {
        case .keys(let keys): keys.allows(key)
        case .anyKeyFromLoopback: peerIsLoopback
        }
    }

    /// What to say in the log about a key that logged in.
    func describe(_ key: NIOSSHPublicKey) -> String {
        let fingerprint = SSHHostKey.fingerprint(of: key)
        if case .keys(let keys) = self, let comment = keys.keys[key], !comment.isEmpty {
            return "\(fingerprint) (\(comment))"
        }
        return fingerprint
    }
}
