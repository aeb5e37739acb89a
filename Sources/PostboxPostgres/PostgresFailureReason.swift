import NIOCore
import PostboxStore
import PostgresNIO

/// PostgreSQL's errors in the store's terms: read by SQLSTATE; a connection that failed or closed
/// (a restart, a network failure, a timeout) is ``StoreFailure/Reason/unreachable``.
extension PSQLError: StoreFailureReason {
    package var storeFailureReason: StoreFailure.Reason {
        switch code {
        case .server:
            let state = serverInfo?[.sqlState] ?? ""
            switch state {
            case "53100": return .diskFull
            case "25006", "42501": return .readOnly
            case "40P01", "40001", "55P03", "53300": return .busy
            case "58030": return .diskError
            case "XX001", "XX002": return .damaged
            default:
                // Class 57 (operator intervention: shutdown, crash) and 08 (connection).
                if state.hasPrefix("57") || state.hasPrefix("08") { return .unreachable }
                return .other(serverInfo?[.message] ?? state)
            }
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            return .unreachable
        default:
            return .other("\(code)")
        }
    }
}

extension IOError: StoreFailureReason {
    package var storeFailureReason: StoreFailure.Reason { .unreachable }
}

extension ChannelError: StoreFailureReason {
    package var storeFailureReason: StoreFailure.Reason { .unreachable }
}

extension NIOConnectionError: StoreFailureReason {
    package var storeFailureReason: StoreFailure.Reason { .unreachable }
}
