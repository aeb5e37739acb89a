import Synchronization

/// A counter any thread may move on (observation reports changes from the writer's thread).
final class Revision: Sendable {
    private let storage = Atomic(0)
    var value: Int { storage.load(ordering: .relaxed) }
    func advance() { storage.add(1, ordering: .relaxed) }
}
