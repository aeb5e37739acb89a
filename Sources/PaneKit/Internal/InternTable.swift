import Synchronization

/// One copy of equal immutable values for every page that makes them (issue 18, D-82).
///
/// Pages of one app make the same things: ids come from structure, so the same row at the same
/// place builds equal nodes, and renders to equal elements, in every page. What a page makes is
/// looked up here by value, and the object another page holds for an equal one is used instead,
/// so the pages hold one copy. Values are immutable: sharing one changes nothing for anyone.
///
/// An object stays in the table while a page holds it; objects only the table holds are swept as
/// it grows (when it doubles), so it keeps nothing for long that no page shows.
@_spi(PaneKitInternal) public final class InternTable<Key: Hashable & Sendable, Object: AnyObject & Sendable>: Sendable {
    private struct State: ~Copyable {
        var objects: [Key: Object] = [:]
        /// The count at which the next sweep runs: twice what the last one left, at least 1,024.
        var sweepAt = 1024
    }

    private let state = Mutex(State())

    /// An empty table.
    public init() {}

    /// The object kept for a key equal to `key`, or `make()`'s, kept from now on.
    public func object(for key: Key, make: () -> Object) -> Object {
        state.withLock { state in
            if let index = state.objects.index(forKey: key) { return state.objects.values[index] }
            if state.objects.count >= state.sweepAt { Self.sweep(&state) }
            let object = make()
            state.objects[key] = object
            return object
        }
    }

    /// How many objects the table holds (tests).
    public var count: Int { state.withLock { $0.objects.count } }

    /// Drops the objects no page holds any more.
    private static func sweep(_ state: inout State) {
        var unused: [Key] = []
        var index = state.objects.startIndex
        while index != state.objects.endIndex {
            if isKnownUniquelyReferenced(&state.objects.values[index]) { unused.append(state.objects.keys[index]) }
            index = state.objects.index(after: index)
        }
        for key in unused { state.objects[key] = nil }
        state.sweepAt = max(1024, state.objects.count * 2)
    }
}
