import NIOCore
import NIOSSH

/// Runs one channel's terminal session on the main actor, where the app lives: makes it, feeds
/// it the channel's events one at a time in the order they arrived, and writes what it returns
/// back to the channel. Quitting writes `leave`, exit status 0, and closes the channel; the channel
/// closing (the client went away) ends the loop, and the session is discarded with it.
@MainActor
enum SSHSessionRunner {
    /// What the channel's handler passes on, in order.
    enum Event: Sendable {
        case input([UInt8])
        case resize(columns: Int, rows: Int)
        /// The session asked to be brought up to date (``SSHTerminalSession/onRefreshRequest(_:)``).
        case refresh
        /// 30 ms passed since a lone Esc; the number tells which.
        case escapeTimeout(Int)
        /// The client sent EOF.
        case endOfInput
        /// The server ends the session, with this message below the restored screen.
        case shutdown(String)
    }

    /// Runs the session `makeSession` makes for `request` until it quits or the channel closes.
    static func run(request: SSHSessionRequest, channel: Channel, mouse: Bool,
                    events: AsyncStream<Event>, continuation: AsyncStream<Event>.Continuation,
                    makeSession: @MainActor @Sendable (SSHSessionRequest) -> any SSHTerminalSession) async {
        let session = makeSession(request)
        session.onRefreshRequest { continuation.yield(.refresh) }
        write(session.start(mouse: mouse), to: channel)
        var escapeGeneration = 0
        for await event in events {
            switch event {
            case .input(let bytes):
                write(session.receive(bytes), to: channel)
                if session.hasPendingEscape {
                    escapeGeneration += 1
                    let generation = escapeGeneration
                    Task {
                        // A lone Esc is the key once no sequence follows it within 30 ms.
                        try? await Task.sleep(for: .milliseconds(30))
                        continuation.yield(.escapeTimeout(generation))
                    }
                }
            case .escapeTimeout(let generation):
                if generation == escapeGeneration, session.hasPendingEscape { write(session.flushEscape(), to: channel) }
            case .resize(let columns, let rows):
                write(session.resize(columns: columns, rows: rows), to: channel)
            case .refresh:
                write(session.refresh(), to: channel)
            case .endOfInput:
                return finish(session.leave, exitStatus: 0, channel: channel)
            case .shutdown(let message):
                return finish(session.leave + Array("\r\n\(message)\r\n".utf8), exitStatus: nil, channel: channel)
            }
            switch session.request {
            case .quit?:
                return finish(session.leave, exitStatus: 0, channel: channel)
            case .suspend?:
                // A channel cannot be stopped and continued: Ctrl+Z does nothing over SSH.
                session.clearRequest()
            case nil:
                break
            }
        }
    }

    /// Writes `bytes` as the session's output (NIO orders writes made from one thread).
    private static func write(_ bytes: [UInt8], to channel: Channel) {
        guard !bytes.isEmpty else { return }
        channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(ByteBuffer(bytes: bytes))), promise: nil)
    }

    /// Writes the last bytes, then the exit status, then closes the channel.
    private static func finish(_ bytes: [UInt8], exitStatus: Int?, channel: Channel) {
        channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(ByteBuffer(bytes: bytes))))
            .flatMap { () -> EventLoopFuture<Void> in
                guard let exitStatus else { return channel.eventLoop.makeSucceededVoidFuture() }
                return channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: exitStatus))
            }
            .whenComplete { _ in channel.close(promise: nil) }
    }
}
