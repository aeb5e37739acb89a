import ArgumentParser
import Foundation
import PaneKit
import PaneKitTerminal
import PostboxKit
#if SSH
import PaneKitSSH
#endif

/// `postbox serve --ssh-port 2222`: the same mail in a terminal over SSH, each SSH session its
/// own page (D-112). On the web server's `--host`: loopback by default; beyond it only with keys.
struct SSHOptions: ParsableArguments {
    @Option(name: .customLong("ssh-port"), help: ArgumentHelp("Also serve Postbox over SSH on this port (ssh -t -p PORT host): each session its own terminal page.", valueName: "port"))
    var port: Int?

    @Option(name: .customLong("ssh-authorized-keys"),
            help: ArgumentHelp("The public keys (OpenSSH authorized_keys: Ed25519 or ECDSA) that may log in over SSH; <data-dir>/authorized_keys by default. Without one, only this computer may connect, and only on 127.0.0.1.",
                               valueName: "path"))
    var authorizedKeys: String?

    @Option(name: .customLong("ssh-max-connections"), help: "The most SSH connections at once.")
    var maximumConnections = 100

    @Option(name: .customLong("ssh-idle-timeout"), help: ArgumentHelp("Seconds without input after which an SSH connection is closed.", valueName: "seconds"))
    var idleSeconds = 1800

    func validate() throws {
        guard let port else { return }
        guard (0...65535).contains(port) else { throw ValidationError("--ssh-port takes a number from 1 to 65535 (or 0 for any free port), not \(port)") }
        guard maximumConnections >= 1, idleSeconds >= 1 else { throw ValidationError("--ssh-max-connections and --ssh-idle-timeout take 1 or more") }
        #if !SSH
        // SSH is a package trait (D-112): a first build stays small without it.
        throw ValidationError("--ssh-port needs Postbox built with SSH: swift run --traits SSH postbox serve --ssh-port \(port)")
        #endif
    }

    /// Starts the SSH server when `--ssh-port` asks for one; returns what keeps it running (nil
    /// without one). Its sessions share the web pages' rows (`sharedNodes`) and the store.
    @MainActor
    func start(host: String, dataDirectory: String, store: MailStore, sharedNodes: SharedNodes) async throws -> (any AnyObject & Sendable)? {
        #if SSH
        guard let port else { return nil }
        let folder = URL(fileURLWithPath: dataDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let keys = authorizedKeys ?? folder.appendingPathComponent("authorized_keys").path
        let server = try SSHTerminalServer(configuration: .init(
            host: host, port: port, hostKeyPath: folder.appendingPathComponent("ssh_host_ed25519_key").path,
            authorizedKeysPath: FileManager.default.fileExists(atPath: keys) || authorizedKeys != nil ? keys : nil,
            maximumConnections: maximumConnections, idleTimeout: .seconds(idleSeconds),
            log: { line in FileHandle.standardError.write(Data("ssh: \(line)\n".utf8)) })) { request in
            var environment = request.environment
            environment["TERM"] = request.term
            return TerminalSession(makeApp: { PostboxApp(store: store) }, path: request.path, columns: request.columns, rows: request.rows,
                                   capabilities: TerminalCapabilities(colorDepth: Self.colorDepth(environment)), sharedNodes: sharedNodes)
        }
        let bound = try await server.start()
        print("Postbox over SSH on \(host):\(bound) — ssh -t -p \(bound) \(host) (host key \(server.hostKeyFingerprint))")
        fflush(nil)
        return server
        #else
        return nil
        #endif
    }

    /// The colours an SSH client's terminal shows: COLORTERM arrives only when the client sends
    /// it (`SendEnv`), so a 256-colour TERM counts as 24-bit too — the terminals that say
    /// `xterm-256color` today show 24-bit colour.
    static func colorDepth(_ environment: [String: String]) -> ColorDepth {
        let depth = ColorDepth.from(environment: environment)
        return depth == .indexed256 ? .trueColor : depth
    }
}
