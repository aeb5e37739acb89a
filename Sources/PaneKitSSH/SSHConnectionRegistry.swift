import NIOConcurrencyHelpers
import NIOCore

/// The server's open connections: admits a new one while there are fewer than the limit, and
/// hands them all over when the server stops.
final class SSHConnectionRegistry: Sendable {
    /// An open connection, and how to end it from any thread.
    struct Entry: Sendable {
        let channel: Channel
        let shutdown: @Sendable (String) -> Void
    }

    private let limit: Int
    private let state = NIOLockedValueBox<(open: [ObjectIdentifier: Entry], accepting: Bool)>(([:], true))

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds `entry` unless the server is full or stopping; false then.
    func admit(_ entry: Entry) -> Bool {
        state.withLockedValue { state in
            guard state.accepting, state.open.count < limit else { return false }
            state.open[ObjectIdentifier(entry.channel)] = entry
            return true
        }
    }

    /// Admits connections again (a server started after a stop).
    func resume() {
        state.withLockedValue { $0.accepting = true }
    }

    /// Forgets a closed connection.
    func remove(_ channel: Channel) {
        _ = state.withLockedValue { $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Admits no more, and returns the connections open now.
    func drain() -> [Entry] {
        state.withLockedValue { state in
            state.accepting = false
            return Array(state.open.values)
        }
    }

    var count: Int { state.withLockedValue { $0.open.count } }
}
