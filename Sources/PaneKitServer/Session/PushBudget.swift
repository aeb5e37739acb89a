/// The process's share of time for pushes (D-45): one page's refresh is computed at a time, and
/// while other pages wait, each refresh is followed by as long a rest as it took. Pushes thus
/// use at most half of one core however many pages a write wakes, and events — which never wait
/// here — keep the rest. With a few pages there is no one to wait for and a push costs no pause.
///
/// A refresh offered to the other pages (D-117) sends the pages waiting at its place (address and
/// viewport) back to look for it: those it fits send it without the budget, the others wait
/// again; the budget goes on to the next page elsewhere as usual.
actor PushBudget {
    private var busy = false
    private var waiting: [(place: SharedPushes.Place?, page: CheckedContinuation<Turn, Never>)] = []
    private var restUntil = ContinuousClock.now

    /// What a waiting page is told.
    enum Turn: Sendable {
        /// The page holds the budget: compute, then ``release(spent:offeredAt:)``.
        case granted
        /// Another page at its place offered its refresh: look for one that fits before asking again.
        case lookAgain
    }

    /// Waits for the turn to compute a refresh (call ``release(spent:offeredAt:)`` once it is
    /// computed), or for a refresh another page at `place` offers meanwhile.
    @discardableResult
    func acquire(at place: SharedPushes.Place? = nil) async -> Turn {
        guard busy else {
            busy = true
            return .granted
        }
        let turn = await withCheckedContinuation { waiting.append((place, $0)) }
        guard turn == .granted else { return turn }
        // Handed over by a page that just computed: leave events as much time as it took.
        let rest = restUntil
        if rest > .now { try? await Task.sleep(until: rest, clock: .continuous) }
        return .granted
    }

    /// The refresh is computed, in `spent`: the next waiting page may go after resting as long.
    /// When it was offered to the pages at a place (`offeredAt`), those waiting there look for it.
    func release(spent: Duration, offeredAt place: SharedPushes.Place? = nil) {
        if let place {
            for page in waiting where page.place == place { page.page.resume(returning: .lookAgain) }
            waiting.removeAll { $0.place == place }
        }
        guard !waiting.isEmpty else {
            busy = false
            return
        }
        restUntil = .now + spent
        waiting.removeFirst().page.resume(returning: .granted)
    }

    /// How many pages wait for their turn (tests).
    var waitingCount: Int { waiting.count }
}
