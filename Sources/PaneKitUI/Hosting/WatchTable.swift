import Observation

/// Values a screen's views read when their nodes are drawn rather than in a body (a list's
/// selection), each in an observation of its own: a change marks the screen to be drawn again
/// without reading any body.
final class WatchTable {
    private var watches: [String: (flags: EntryFlags, canary: Canary)] = [:]
    private var visited: Set<String> = []

    /// Reads `value` under observation at `key`, ending the last reading's observation first;
    /// while nothing the last reading read changed, its observation still covers this one, which
    /// reads without observing again.
    func read<T>(at key: String, onChange: @escaping @Sendable () -> Void, _ value: () -> T) -> T {
        visited.insert(key)
        if let watch = watches[key], !watch.flags.isDirty { return value() }
        let watch = watches[key] ?? (EntryFlags(), Canary())
        watches[key] = watch
        // The last reading's observation ran its callback (the value changed): Observation dropped it.
        let waiting = !watch.flags.hasFired
        let generation = watch.flags.nextGeneration()
        if waiting { watch.canary.fire() }
        let flags = watch.flags, canary = watch.canary
        return withObservationTracking {
            canary.touch()
            return value()
        } onChange: {
            guard flags.generation == generation else { return }
            flags.markFired()
            onChange()
        }
    }

    /// Ends the watches that were not read since the last call.
    func finishBuild() {
        for (key, watch) in watches where !visited.contains(key) {
            watch.flags.end(canary: watch.canary)
            watches[key] = nil
        }
        visited.removeAll(keepingCapacity: true)
    }

    /// Ends every watch (the screen left).
    func reset() {
        for watch in watches.values {
            watch.flags.end(canary: watch.canary)
        }
        watches.removeAll()
    }
}
