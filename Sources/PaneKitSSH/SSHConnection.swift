import NIOCore
import NIOSSH

/// One client's TCP connection: who it authenticated as, its session channels, and the timers that
/// close it — before authentication, and after a long time without input. Lives on the
/// connection's event loop; every method is called there.
final class SSHConnection {
    let channel: Channel
    let peer: SocketAddress?
    let settings: SSHServerSettings
    /// The user name of the successful authentication; nil until then.
    private(set) var user: String?
    private var sessions: [ObjectIdentifier: SSHSessionChannelHandler] = [:]
    private var lastInput = NIODeadline.now()
    private var authenticationTimer: Scheduled<Void>?
    private var idleTimer: Scheduled<Void>?
    private var closing = false

    init(channel: Channel, settings: SSHServerSettings) {
        self.channel = channel
        self.peer = channel.remoteAddress
        self.settings = settings
    }

    /// Who the peer is, for the log.
    var peerDescription: String { peer?.ipAddress.map { "\($0):\(peer?.port ?? 0)" } ?? "unknown peer" }

    /// The connection is open: it has until the authentication timeout to log in.
    func start() {
        authenticationTimer = channel.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(settings.configuration.authenticationTimeout)) {
            guard self.user == nil else { return }
            self.settings.configuration.log("ssh: \(self.peerDescription) did not authenticate in time; closed")
            self.channel.close(promise: nil)
        }
    }

    /// A key was accepted for `user`: from now on only input keeps the connection open.
    func authenticated(user: String) {
        guard self.user == nil else { return }
        self.user = user
        authenticationTimer?.cancel()
        authenticationTimer = nil
        noteInput()
        scheduleIdleCheck()
    }

    /// The client typed, resized, or opened a session.
    func noteInput() { lastInput = .now() }

    /// A new SSH channel: a session, while the connection has room for one; anything else
    /// (port forwarding) is refused.
    func openChannel(_ child: Channel, type: SSHChannelType) -> EventLoopFuture<Void> {
        guard case .session = type, user != nil, !closing else {
            settings.configuration.log("ssh: \(peerDescription): refused a \(Self.describe(type)) channel")
            return child.eventLoop.makeFailedFuture(SSHSetupError("only session channels are served"))
        }
        guard sessions.count < settings.configuration.maximumSessionsPerConnection else {
            settings.configuration.log("ssh: \(peerDescription): refused a session: \(sessions.count) already open on this connection")
            return child.eventLoop.makeFailedFuture(SSHSetupError("too many sessions on one connection"))
        }
        noteInput()
        return child.eventLoop.makeCompletedFuture {
            let handler = SSHSessionChannelHandler(connection: self)
            sessions[ObjectIdentifier(handler)] = handler
            try child.pipeline.syncOperations.addHandler(handler)
        }
    }

    /// A session channel closed.
    func sessionClosed(_ handler: SSHSessionChannelHandler) {
        sessions[ObjectIdentifier(handler)] = nil
        if closing, sessions.isEmpty { channel.close(promise: nil) }
    }

    /// Ends every session with `message` on its screen, then closes the connection (at once when
    /// it has none, after a second at most otherwise).
    func shutdown(_ message: String) {
        guard !closing else { return }
        closing = true
        if sessions.isEmpty {
            channel.close(promise: nil)
            return
        }
        for handler in sessions.values { handler.shutdown(message) }
        channel.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) { self.channel.close(promise: nil) }
    }

    /// The TCP connection closed: stop the timers (the sessions' channels close with it).
    func closed() {
        authenticationTimer?.cancel()
        idleTimer?.cancel()
        authenticationTimer = nil
        idleTimer = nil
    }

    /// A channel type as SSH names it.
    static func describe(_ type: SSHChannelType) -> String {
        switch type {
        case .session: "session"
        case .directTCPIP: "direct-tcpip (port forwarding)"
        case .forwardedTCPIP: "forwarded-tcpip (port forwarding)"
        }
    }

    private func scheduleIdleCheck() {
        let timeout = TimeAmount(settings.configuration.idleTimeout)
        idleTimer = channel.eventLoop.assumeIsolated().scheduleTask(deadline: lastInput + timeout) {
            if NIODeadline.now() >= self.lastInput + timeout {
                self.settings.configuration.log("ssh: \(PublicKeyAuthenticator.printable(self.user ?? "?"))@\(self.peerDescription) closed after \(self.settings.idleDescription) without input")
                self.shutdown("closed after \(self.settings.idleDescription) without input")
            } else {
                self.scheduleIdleCheck()
            }
        }
    }
}
