import PaneKitUI
import PostboxStore

/// What the person changed last on this page, so it can be put back: messages filed (Archive,
/// Trash, Junk, Move) and flags, as Mail's Undo does — ⌘Z on a Mac, the Undo button of the banner
/// that tells what was done on touch screens. The newest is undone first; twenty are kept.
@Observable
final class UndoHistory {
    /// What the last change did, as the banner tells it ("Moved to Trash"); nil once it was
    /// undone or put away.
    private(set) var notice: String?
    /// The changes that can be undone, oldest first.
    @ObservationIgnored private var entries: [Entry] = []
    /// How many changes are kept.
    static let depth = 20

    /// A change and how to put it back.
    struct Entry {
        /// What was done, in words ("Moved to Trash").
        var done: String
        /// The write that puts it back.
        var revert: () throws -> Void
    }

    /// Whether there is something to undo.
    var canUndo: Bool { !entries.isEmpty }

    /// Records a change that was just made.
    func record(_ done: String, revert: @escaping () throws -> Void) {
        entries.append(Entry(done: done, revert: revert))
        if entries.count > Self.depth { entries.removeFirst(entries.count - Self.depth) }
        notice = done
    }

    /// Puts the last change back; what it was, or nil when there was nothing. A revert that throws
    /// keeps the change, so the person can try again.
    @discardableResult
    func undo() throws -> String? {
        guard let last = entries.last else { return nil }
        try last.revert()
        entries.removeLast()
        notice = nil
        return last.done
    }

    /// The banner goes; the changes stay undoable (⌘Z).
    func putAwayNotice() {
        if notice != nil { notice = nil }
    }
}
