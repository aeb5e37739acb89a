import Synchronization

/// The port a server listens on, set when it starts listening and read by every request.
final class ListeningPort: Sendable {
    private let storage: Atomic<Int>

    init(_ port: Int) { storage = Atomic(port) }

    var value: Int { storage.load(ordering: .relaxed) }

    func set(_ port: Int) { storage.store(port, ordering: .relaxed) }
}
