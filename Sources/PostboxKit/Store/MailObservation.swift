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

/// Tells every observer that mail changed, at most once per `pause`: a burst of writes (an
/// import's batches, many pages marking messages read) makes one notice, sent `pause` after its
/// first write, so a thousand observing pages cost a thousand calls a frame at most.
final class ChangeBroadcast: Sendable {
    private struct State {
        var observers: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var isScheduled = false
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

    /// Mail changed: the observers hear of it after the pause, together with whatever else
    /// changes meanwhile.
    func changed() {
        let schedule = state.withLock { state in
            guard !state.observers.isEmpty, !state.isScheduled else { return false }
            state.isScheduled = true
            return true
        }
        guard schedule else { return }
        Task { [self] in
            try? await Task.sleep(for: pause)
            let observers = state.withLock { state in
                state.isScheduled = false
                return Array(state.observers.values)
            }
            for observer in observers { observer() }
        }
    }
}
