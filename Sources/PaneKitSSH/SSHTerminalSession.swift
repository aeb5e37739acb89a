/// What the SSH server needs of a terminal page: the same calls `TerminalHost` makes on the
/// local terminal, made here for one SSH channel. PaneKitTerminal's `TerminalSession` conforms.
///
/// Every call runs on the main actor, in the order the channel's events arrived; what a call
/// returns is written to the channel as it is.
@MainActor
public protocol SSHTerminalSession: AnyObject {
    /// The bytes that start the session: modes, queries, the first frame.
    func start(mouse: Bool) -> [UInt8]
    /// Handles bytes typed in the terminal; returns the bytes to write back.
    func receive(_ bytes: some Sequence<UInt8>) -> [UInt8]
    /// Whether a lone Esc waits for the next byte (the server calls ``flushEscape()`` 30 ms later).
    var hasPendingEscape: Bool { get }
    /// The lone Esc the server waited on is the Escape key.
    func flushEscape() -> [UInt8]
    /// The terminal has a new size.
    func resize(columns: Int, rows: Int) -> [UInt8]
    /// Brings the screen up to date with changes made outside this session's input.
    func refresh() -> [UInt8]
    /// Calls `wake` whenever the session wants ``refresh()`` called.
    func onRefreshRequest(_ wake: @escaping @Sendable () -> Void)
    /// The bytes that turn the terminal back, written before the channel closes.
    var leave: [UInt8] { get }
    /// What the session asks of its host: quit, or suspend (which SSH ignores).
    var request: TerminalSessionRequest? { get }
    /// Clears ``request`` once the server acted on it.
    func clearRequest()
}
