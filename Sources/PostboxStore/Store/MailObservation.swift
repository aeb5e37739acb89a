import Synchronization

/// A registration for the store's change notices (``MailStore/observe(_:)``): the handler is
/// called while this object lives and forgotten when it is freed.
public final class MailObservation: Sendable {
    private let cancel: @Sendable () -> Void

    init(cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    deinit { cancel() }
}

/// Tells every observer that mail changed: at once for a first write, then at most once per
/// `pause` — the writes made during a pause are told together at its end. A burst of writes (an
/// import's batches, many pages marking messages read) thus costs each observer two calls, and a
/// thousand observing pages cost a thousand calls a frame at most.
final class ChangeBroadcast: Sendable {
    private struct State {
        var observers: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        /// A pause is running: writes now are told at its end.
        var isPausing = false
        /// Something was written during the pause.
        var changedDuringPause = false
    }

    private let state = Mutex(State())
    private let pause: Duration

    init(pause: Duration = .milliseconds(16)) {
        self.pause = pause
    }

    func observe(_ handler: @escaping @Sendable () -> Void) -> MailObservation {
        let id = state.withLock { state in
            state.nextID += 1
            state.observers[state.nextID] = handler
            return state.nextID
        }
        return MailObservation { [weak self] in self?.state.withLock { _ = $0.observers.removeValue(forKey: id) } }
    }

    /// Mail changed.
    func changed() {
        let observers: [@Sendable () -> Void]? = state.withLock { state in
            guard !state.observers.isEmpty else { return nil }
            if state.isPausing {
                state.changedDuringPause = true
                return nil
            }
            state.isPausing = true
            return Array(state.observers.values)
        }
        guard let observers else { return }
        for observer in observers { observer() }
        Task { [self] in await endPauses() }
    }

    /// Waits out pauses until one passes without a write, telling each pause's writes at its end.
    private func endPauses() async {
        while true {
            try? await Task.sleep(for: pause)
            let observers: [@Sendable () -> Void]? = state.withLock { state in
                guard state.changedDuringPause else {
                    state.isPausing = false
                    return nil
                }
                state.changedDuringPause = false
                return Array(state.observers.values)
            }
            guard let observers else { return }
            for observer in observers { observer() }
        }
    }
}
