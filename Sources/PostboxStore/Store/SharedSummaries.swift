/// The message summaries pages hold, shared between them: a summary read again, equal to one
/// read before, is answered with the one kept, so every page that lists a message holds the same
/// strings (its sender, subject and snippet) instead of a copy of its own. A thousand pages on
/// Inbox hold its 200 rows' text once, not a thousand times (issue 18).
struct SharedSummaries: Sendable {
    /// How many summaries are kept; past it, the kept ones are let go and sharing starts again.
    static let capacity = 4096
    private var kept: [Int64: MessageSummary] = [:]

    /// `summaries`, each replaced by the one kept when they are equal; the others are kept.
    mutating func share(_ summaries: [MessageSummary]) -> [MessageSummary] {
        summaries.map { summary in
            if let shared = kept[summary.id], shared == summary { return shared }
            if kept.count >= Self.capacity { kept.removeAll(keepingCapacity: true) }
            kept[summary.id] = summary
            return summary
        }
    }

    /// How many summaries are kept (tests).
    var count: Int { kept.count }
}
