/// The process's share of time for pushes (D-45): one page's refresh is computed at a time, and
/// while other pages wait, each refresh is followed by as long a rest as it took. Pushes thus
/// use at most half of one core however many pages a write wakes, and events — which never wait
/// here — keep the rest. With a few pages there is no one to wait for and a push costs no pause.
actor PushBudget {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var restUntil = ContinuousClock.now

    /// Waits for the turn to compute a refresh; call ``release(spent:)`` once it is computed.
    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
        // Handed over by a page that just computed: leave events as much time as it took.
        let rest = restUntil
        if rest > .now { try? await Task.sleep(until: rest, clock: .continuous) }
    }

    /// The refresh is computed, in `spent`: the next waiting page may go after resting as long.
    func release(spent: Duration) {
        guard !waiting.isEmpty else {
            busy = false
            return
        }
        restUntil = .now + spent
        waiting.removeFirst().resume()
    }

    /// How many pages wait for their turn (tests).
    var waitingCount: Int { waiting.count }
}
