import Foundation
import NIOCore
import NIOSSH

/// One SSH session channel: gathers the pty and environment requests, starts a terminal
/// session on the shell or exec request (refusing one without a pty), and passes typed bytes and
/// window changes to it, in order, through an `SSHSessionRunner` on the main actor.
final class SSHSessionChannelHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    /// Sizes a pty may claim; beyond them the session would draw enormous buffers.
    static let columnRange = 1...1000
    static let rowRange = 1...500
    static let maximumPathLength = 2048
    static let maximumEnvironmentCount = 16
    static let maximumEnvironmentValueLength = 256

    private let connection: SSHConnection
    private var pty: SSHChannelRequestEvent.PseudoTerminalRequest?
    private var environment: [String: String] = [:]
    private var started = false
    private var events: AsyncStream<SSHSessionRunner.Event>.Continuation?
    private var channel: Channel?

    init(connection: SSHConnection) {
        self.connection = connection
    }

    func handlerAdded(context: ChannelHandlerContext) {
        channel = context.channel
        // SSH uses half-closure throughout; without it, the client's EOF would close the channel
        // before the session could say goodbye.
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).assumeIsolated().whenFailure { error in
            context.fireErrorCaught(error)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if events != nil { connection.settings.configuration.log("ssh: \(connection.peerDescription): session closed") }
        events?.finish()
        events = nil
        channel = nil
        connection.sessionClosed(self)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !SSHConnectionHandler.isRoutine(error) {
            connection.settings.configuration.log("ssh: \(connection.peerDescription): session channel error: \(error)")
        }
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard message.type == .channel, case .byteBuffer(let buffer) = message.data else { return }
        connection.noteInput()
        events?.yield(.input(Array(buffer.readableBytesView)))
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            if !started { pty = request }
            reply(!started, to: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            let accepted = !started && SSHSessionRequest.acceptedEnvironment(request.name)
                && environment.count < Self.maximumEnvironmentCount && request.value.utf8.count <= Self.maximumEnvironmentValueLength
            if accepted { environment[request.name] = request.value }
            reply(accepted, to: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.ShellRequest:
            start(path: "/", wantReply: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.ExecRequest:
            start(path: Self.path(ofCommand: request.command), wantReply: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(false, to: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            connection.noteInput()
            let size = Self.size(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            events?.yield(.resize(columns: size.columns, rows: size.rows))
        case is SSHChannelRequestEvent.SignalRequest, is SSHChannelRequestEvent.LocalFlowControlRequest:
            break
        case ChannelEvent.inputClosed:
            // The client's input ended, as a terminal's read ending: the session is over. (Before
            // a session starts, or while one is refused, there is nothing to end.)
            events?.yield(.endOfInput)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// Ends the session with `message` on the screen (idle timeout, server stopping).
    func shutdown(_ message: String) {
        if let events {
            events.yield(.shutdown(message))
        } else {
            channel?.close(promise: nil)
        }
    }

    private func start(path: String?, wantReply: Bool, context: ChannelHandlerContext) {
        guard !started else {
            reply(false, to: wantReply, context: context)
            return
        }
        started = true
        // Accept the request either way, so that the client shows the message and exit status.
        reply(true, to: wantReply, context: context)
        guard let pty else { return refuse("no terminal: connect with ssh -t", context: context) }
        guard let path else { return refuse("the path to open is too long", context: context) }
        let size = Self.size(columns: pty.terminalCharacterWidth, rows: pty.terminalRowHeight)
        let request = SSHSessionRequest(
            columns: size.columns, rows: size.rows,
            term: environment["TERM"] ?? (pty.term.isEmpty ? "xterm" : pty.term),
            environment: environment, path: path, user: connection.user ?? "",
            peerAddress: connection.peer?.ipAddress)
        connection.settings.configuration.log("ssh: \(PublicKeyAuthenticator.printable(request.user))@\(connection.peerDescription) opened \(PublicKeyAuthenticator.printable(path)) on a \(size.columns)×\(size.rows) \(PublicKeyAuthenticator.printable(request.term))")
        let (stream, continuation) = AsyncStream.makeStream(of: SSHSessionRunner.Event.self)
        events = continuation
        let channel = context.channel
        let mouse = connection.settings.configuration.mouse
        let makeSession = connection.settings.makeSession
        Task { @MainActor in
            await SSHSessionRunner.run(request: request, channel: channel, mouse: mouse, events: stream,
                                       continuation: continuation, makeSession: makeSession)
        }
    }

    /// Writes `message` to standard error, exits with status 1 and closes the channel.
    private func refuse(_ message: String, context: ChannelHandlerContext) {
        let channel = context.channel
        let data = SSHChannelData(type: .stdErr, data: .byteBuffer(ByteBuffer(string: message + "\r\n")))
        context.writeAndFlush(wrapOutboundOut(data)).assumeIsolated().whenComplete { _ in
            channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1)).assumeIsolated().whenComplete { _ in
                channel.close(promise: nil)
            }
        }
    }

    private func reply(_ success: Bool, to wantReply: Bool, context: ChannelHandlerContext) {
        guard wantReply else { return }
        context.triggerUserOutboundEvent(success ? ChannelSuccessEvent() as any Sendable : ChannelFailureEvent(), promise: nil)
    }

    /// The deep link an exec request's command names: `/mailbox/inbox`, `mailbox/inbox` (made
    /// absolute), `/` for an empty command; nil when too long.
    static func path(ofCommand command: String) -> String? {
        let trimmed = command.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= maximumPathLength else { return nil }
        if trimmed.isEmpty { return "/" }
        return trimmed.hasPrefix("/") ? trimmed : "/" + trimmed
    }

    /// A pty's size, 80 × 24 for a zero (a client without a terminal of its own), clamped.
    static func size(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        (columns == 0 ? 80 : min(max(columns, columnRange.lowerBound), columnRange.upperBound),
         rows == 0 ? 24 : min(max(rows, rowRange.lowerBound), rowRange.upperBound))
    }
}
