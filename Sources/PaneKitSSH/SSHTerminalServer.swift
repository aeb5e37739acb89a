import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// An SSH server that gives each SSH session its own terminal page: `ssh -t -p PORT host` opens
/// one, `ssh -t -p PORT host /some/path` opens one at that deep link.
///
/// - The host key is Ed25519, made into ``SSHTerminalServer/Configuration/hostKeyPath`` on the first start.
/// - Clients log in with a public key listed in ``SSHTerminalServer/Configuration/authorizedKeysPath``;
///   without that file, a loopback server takes any key from a loopback peer, and a server
///   beyond loopback refuses to start (``init(configuration:makeSession:)`` throws).
/// - A session needs a pty (`ssh -t`); its size and window changes reach the session.
/// - Limits: connections at once, sessions per connection, an authentication timeout and an idle
///   timeout (no input on any of a connection's sessions).
///
/// Sessions run on the main actor; the network runs on NIO's event loops.
public final class SSHTerminalServer: Sendable {
    private let settings: SSHServerSettings
    private let registry: SSHConnectionRegistry
    private let listener = NIOLockedValueBox<Channel?>(nil)

    /// The host key's fingerprint, as `ssh` shows it on a first connection (`SHA256:…`).
    public var hostKeyFingerprint: String { SSHHostKey.fingerprint(of: settings.hostKey.publicKey) }

    /// Reads (or makes) the host key and reads `authorized_keys`; throws ``SSHSetupError`` when
    /// one is unusable or when the server would accept strangers beyond loopback.
    public init(configuration: Configuration,
                makeSession: @escaping @MainActor @Sendable (SSHSessionRequest) -> any SSHTerminalSession) throws {
        guard (0...65535).contains(configuration.port) else { throw SSHSetupError("the SSH port \(configuration.port) is not between 0 and 65535") }
        guard configuration.maximumConnections >= 1, configuration.maximumSessionsPerConnection >= 1,
              configuration.maximumAuthenticationAttempts >= 1 else {
            throw SSHSetupError("the SSH limits must be at least 1")
        }
        guard configuration.idleTimeout > .zero, configuration.authenticationTimeout > .zero else {
            throw SSHSetupError("the SSH timeouts must be longer than zero")
        }
        let policy = try SSHAccessPolicy.make(for: configuration)
        let hostKey = try SSHHostKey.loadOrCreate(at: configuration.hostKeyPath)
        settings = SSHServerSettings(configuration: configuration, hostKey: hostKey, policy: policy, makeSession: makeSession)
        registry = SSHConnectionRegistry(limit: configuration.maximumConnections)
    }

    /// Starts listening; returns the port (the one chosen when the configuration's is 0).
    @discardableResult
    public func start() async throws -> Int {
        guard listener.withLockedValue({ $0 == nil }) else { throw SSHSetupError("the SSH server is already listening") }
        let settings = settings
        let registry = registry
        registry.resume()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.initialize(channel, settings: settings, registry: registry)
                }
            }
            .bind(host: settings.configuration.host, port: settings.configuration.port)
            .get()
        listener.withLockedValue { $0 = channel }
        let port = channel.localAddress?.port ?? settings.configuration.port
        settings.configuration.log("ssh: listening on \(settings.configuration.host):\(port), host key \(hostKeyFingerprint)")
        return port
    }

    /// Stops listening, ends every session with a message, and closes every connection.
    public func stop() async throws {
        let channel = listener.withLockedValue { listener in
            defer { listener = nil }
            return listener
        }
        try? await channel?.close()
        let connections = registry.drain()
        for connection in connections { connection.shutdown("the server stopped") }
        for connection in connections { try? await connection.channel.closeFuture.get() }
    }

    /// Sets up an accepted connection, or throws (which closes it) when the server is full.
    private static func initialize(_ channel: Channel, settings: SSHServerSettings, registry: SSHConnectionRegistry) throws {
        let connection = SSHConnection(channel: channel, settings: settings)
        let bound = NIOLoopBound(connection, eventLoop: channel.eventLoop)
        let entry = SSHConnectionRegistry.Entry(channel: channel) { message in
            channel.eventLoop.execute { bound.value.shutdown(message) }
        }
        guard registry.admit(entry) else {
            settings.configuration.log("ssh: refused \(connection.peerDescription): \(settings.configuration.maximumConnections) connections already open")
            throw SSHSetupError("too many connections")
        }
        channel.closeFuture.whenComplete { _ in registry.remove(channel) }

        var serverConfiguration = NIOSSH.SSHServerConfiguration(
            hostKeys: [settings.hostKey], userAuthDelegate: PublicKeyAuthenticator(connection: connection))
        serverConfiguration.maxAuthAttempts = settings.configuration.maximumAuthenticationAttempts
        let handler = NIOSSHHandler(role: .server(serverConfiguration), allocator: channel.allocator) { child, type in
            connection.openChannel(child, type: type)
        }
        try channel.pipeline.syncOperations.addHandlers([handler, SSHConnectionHandler(connection: connection)])
        connection.start()
    }
}
