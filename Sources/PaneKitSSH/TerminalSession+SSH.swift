import PaneKitTerminal

/// What a session asks of its host: quit, or suspend (ignored over SSH).
public typealias TerminalSessionRequest = TerminalSession.Request

/// PaneKitTerminal's session is what each SSH channel runs.
extension TerminalSession: SSHTerminalSession {}
