import NIOCore
import NIOSSH
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last handler of a connection's pipeline, after NIOSSH's: logs and closes on an error,
/// and stops the connection's timers when it closes.
final class SSHConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = Never

    private let connection: SSHConnection

    init(connection: SSHConnection) {
        self.connection = connection
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !Self.isRoutine(error) {
            connection.settings.configuration.log("ssh: \(connection.peerDescription): \(error); closed")
        }
        context.close(promise: nil)
    }

    /// Whether `error` is only the peer going away, not worth a line in the log.
    static func isRoutine(_ error: any Error) -> Bool {
        switch error {
        case let error as NIOSSHError: error.type == .tcpShutdown
        case let error as ChannelError: error == .eof || error == .ioOnClosedChannel || error == .alreadyClosed
        case let error as IOError: [ECONNRESET, EPIPE].contains(error.errnoCode)
        default: false
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        connection.closed()
        context.fireChannelInactive()
    }
}
