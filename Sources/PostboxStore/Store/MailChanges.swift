/// What changed in the store between two revisions, as far as a list of messages cares.
public struct MailChanges: Sendable, Equatable {
    /// Messages whose read or flagged state changed: they keep their place in every list but
    /// Flagged.
    public var flagsChanged: Set<Int64> = []
    /// Whether some message's flagged state changed (Flagged gains or loses messages).
    public var flaggedChanged = false
    /// Messages came, went or moved, or mailboxes changed: a list must be read again.
    public var structureChanged = false

    /// Changes as given; with the defaults, nothing changed.
    public init(flagsChanged: Set<Int64> = [], flaggedChanged: Bool = false, structureChanged: Bool = false) {
        self.flagsChanged = flagsChanged
        self.flaggedChanged = flaggedChanged
        self.structureChanged = structureChanged
    }
}

/// The store's last writes to mail, by revision: what ``MailStore/changes(since:)`` answers from.
package struct ChangeJournal: Sendable {
    package enum Change: Sendable {
        /// A message's read (or, `flagged`, flagged) state.
        case flags(Int64, flagged: Bool)
        /// Anything that changes which messages a list holds.
        case structure
    }

    /// How many writes are remembered; a revision older than that reads as unknown.
    static let capacity = 1024

    private(set) var revision = 0
    private var entries: [(revision: Int, change: Change)] = []

    mutating func record(_ change: Change) {
        revision += 1
        entries.append((revision, change))
        if entries.count >= 2 * Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// The changes after `since`, or nil when they are not all remembered (or `since` is not a
    /// revision of this store).
    func changes(since: Int) -> MailChanges? {
        guard since <= revision else { return nil }
        var result = MailChanges()
        guard since < revision else { return result }
        guard let first = entries.first, first.revision <= since + 1 else { return nil }
        for entry in entries.reversed() {
            guard entry.revision > since else { break }
            switch entry.change {
            case .flags(let id, let flagged):
                result.flagsChanged.insert(id)
                if flagged { result.flaggedChanged = true }
            case .structure:
                result.structureChanged = true
            }
        }
        return result
    }
}
