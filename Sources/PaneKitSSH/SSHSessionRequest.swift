/// What an SSH client asked for when it started a session: the terminal, where to start, and who
/// it is. The server hands it to the session factory.
public struct SSHSessionRequest: Sendable, Equatable {
    /// The terminal's width in columns, from the client's pty request (80 when it sent none or zero).
    public var columns: Int
    /// The terminal's height in rows, from the client's pty request (24 when it sent none or zero).
    public var rows: Int
    /// The terminal type from the pty request (`xterm-256color`), or `TERM` if the client sent it.
    public var term: String
    /// The environment variables the client sent and the server accepts (``acceptedEnvironment(_:)``).
    public var environment: [String: String]
    /// Where to start: the command of `ssh -t host /mailbox/inbox` (a deep link), or `/`.
    public var path: String
    /// The user name the client authenticated as (any name: keys, not names, are checked).
    public var user: String
    /// The client's IP address, when the connection has one.
    public var peerAddress: String?

    /// A request from its parts: a `columns` × `rows` terminal of type `term`, starting at `path`.
    public init(columns: Int, rows: Int, term: String, environment: [String: String] = [:], path: String = "/",
                user: String, peerAddress: String? = nil) {
        self.columns = columns
        self.rows = rows
        self.term = term
        self.environment = environment
        self.path = path
        self.user = user
        self.peerAddress = peerAddress
    }

    /// Whether the server keeps an environment variable the client sends: what describes the
    /// terminal and the language, nothing that could change how the server runs.
    public static func acceptedEnvironment(_ name: String) -> Bool {
        ["TERM", "COLORTERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "LANG", "NO_COLOR"].contains(name)
            || name.hasPrefix("LC_")
    }
}
