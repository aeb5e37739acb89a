extension SSHTerminalServer {
    /// How an ``SSHTerminalServer`` listens, whom it lets in, and for how long. (Nested, as
    /// `PaneServer.Configuration` is, and because NIOSSH has a top-level `SSHServerConfiguration`.)
    public struct Configuration: Sendable {
        /// The address to listen on. Loopback by default; beyond loopback the server demands an
        /// `authorized_keys` file with at least one key.
        public var host: String
        /// The port; 0 picks a free one (``SSHTerminalServer/start()`` returns it).
        public var port: Int
        /// The Ed25519 host key, in OpenSSH's format; made there (mode 0600) on the first start.
        public var hostKeyPath: String
        /// The `authorized_keys` file (OpenSSH's format). When nil or missing, a loopback server
        /// accepts any key from a loopback peer, and a server beyond loopback refuses to start.
        public var authorizedKeysPath: String?
        /// Connections at once, authenticated or not; more are closed as they arrive.
        public var maximumConnections: Int
        /// Session channels at once on one connection (`ssh` multiplexing opens one per command).
        public var maximumSessionsPerConnection: Int
        /// A connection none of whose sessions got input for this long is closed.
        public var idleTimeout: Duration
        /// A connection not authenticated within this long is closed.
        public var authenticationTimeout: Duration
        /// Authentication requests one connection may make (each key a client tries costs up to two).
        public var maximumAuthenticationAttempts: Int
        /// Whether sessions turn on mouse reporting.
        public var mouse: Bool
        /// Where the server says what it did: who connected, whom it refused, what it skipped.
        public var log: @Sendable (String) -> Void

        /// A configuration from its parts; by default on loopback, with mouse reporting and no log.
        public init(host: String = "127.0.0.1", port: Int, hostKeyPath: String, authorizedKeysPath: String? = nil,
                    maximumConnections: Int = 100, maximumSessionsPerConnection: Int = 2,
                    idleTimeout: Duration = .seconds(30 * 60), authenticationTimeout: Duration = .seconds(30),
                    maximumAuthenticationAttempts: Int = 24, mouse: Bool = true, log: @escaping @Sendable (String) -> Void = { _ in }) {
            self.host = host
            self.port = port
            self.hostKeyPath = hostKeyPath
            self.authorizedKeysPath = authorizedKeysPath
            self.maximumConnections = maximumConnections
            self.maximumSessionsPerConnection = maximumSessionsPerConnection
            self.idleTimeout = idleTimeout
            self.authenticationTimeout = authenticationTimeout
            self.maximumAuthenticationAttempts = maximumAuthenticationAttempts
            self.mouse = mouse
            self.log = log
        }
    }
}
