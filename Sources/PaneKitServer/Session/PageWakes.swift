import Synchronization

/// A page's wakes since its last refresh, noted on whatever thread asked (D-117): the sequence
/// of the latest, and whether every one followed a shared change; and the place the page shows,
/// which the server's push task reads without the page's executor.
package final class PageWakes: Sendable {
    /// What the wakes since the last refresh were.
    struct Record: Sendable {
        var sequence: UInt64 = 0
        var onlyShared = true
    }

    private let record = Mutex(Record())
    private let shown = Mutex<SharedPushes.Place?>(nil)

    /// No wake yet.
    package init() {}

    /// A wake, numbered by the server's sequence (`SharedPushes.next()`), or wakes taken and
    /// given back.
    func note(_ wake: Record) {
        record.withLock { record in
            record.sequence = max(record.sequence, wake.sequence)
            record.onlyShared = record.onlyShared && wake.onlyShared
        }
    }

    /// The address and viewport the page shows, as of its last update.
    var place: SharedPushes.Place? {
        get { shown.withLock { $0 } }
        set { shown.withLock { $0 = newValue } }
    }

    /// Whether every wake since the last ``take()`` followed a shared change.
    var onlyShared: Bool {
        record.withLock { $0.onlyShared }
    }

    /// The latest wake's sequence.
    var sequence: UInt64 {
        record.withLock { $0.sequence }
    }

    /// The wakes so far, for a refresh about to begin: the next refresh counts only later ones
    /// as its page's own.
    func take() -> Record {
        record.withLock { record in
            let taken = record
            record.onlyShared = true
            return taken
        }
    }
}
