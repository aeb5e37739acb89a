import PaneKit
import PaneKitHTML
import Synchronization

/// Refreshes that pages showing the same thing share (D-117): when a write to data every page
/// sees alike wakes many pages, the first page at an address and viewport computes its push,
/// and each other page whose tree is the one that push started from sends the same message and
/// takes the tree it ends at, without building a Scene of its own.
///
/// A refresh is offered to a page only if it began after the page's last wake (it read the data
/// that wake announced) and if every wake since the page's last refresh followed a shared change
/// (``PageRefresh/requestAfterSharedChange()``): a change of the page's own state is never
/// covered by another page's refresh.
final class SharedPushes: Sendable {
    /// One page's refresh: the tree it started from and the one it ended at, its message (nil
    /// when it changed nothing), and the wake sequence when it began.
    struct Refresh: Sendable {
        let began: UInt64
        let before: HTMLElement
        let after: HTMLElement
        let message: String?
    }

    /// What a page must match to take another's refresh, besides its tree.
    struct Place: Hashable, Sendable {
        let path: String
        let viewport: Viewport
    }

    private let sequence = Atomic<UInt64>(0)
    private let refreshes = Mutex<[Place: [Refresh]]>([:])
    /// The tree a page opened with last, per place: a page that opens with an equal one keeps
    /// that one's storage, so the first refresh pages share finds their trees the same at once.
    private let opened = Mutex<[Place: HTMLElement]>([:])

    /// Refreshes kept per place (several trees at one address: pages that selected differently),
    /// and places kept in all; the oldest go first.
    static let refreshesPerPlace = 4
    static let places = 32

    /// How many refreshes are kept, over every place (tests).
    var keptCount: Int {
        refreshes.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }

    /// A number greater than every one handed out before: wakes and refreshes are ordered by it.
    func next() -> UInt64 {
        sequence.add(1, ordering: .acquiringAndReleasing).newValue
    }

    /// The latest number handed out: a refresh that begins now reads every change announced so far.
    var current: UInt64 {
        sequence.load(ordering: .acquiring)
    }

    /// The tree to keep for a page that opens with `tree` at `place`: an equal tree another page
    /// opened with there (the same storage), or `tree`, kept for the next page.
    func openingTree(_ tree: HTMLElement, at place: Place) -> HTMLElement {
        let kept = opened.withLock { $0[place] }
        if let kept, kept == tree { return kept }
        opened.withLock { opened in
            // Pages open at a few addresses at a time: starting afresh bounds it.
            if opened[place] == nil, opened.count >= Self.places { opened.removeAll() }
            opened[place] = tree
        }
        return tree
    }

    /// Keeps a refresh for the pages at `place` that show its starting tree.
    func record(_ refresh: Refresh, at place: Place) {
        refreshes.withLock { refreshes in
            if refreshes[place] == nil, refreshes.count >= Self.places,
               let oldest = refreshes.min(by: { ($0.value.last?.began ?? 0) < ($1.value.last?.began ?? 0) }) {
                refreshes[oldest.key] = nil
            }
            var kept = refreshes[place, default: []]
            // A newer refresh from the same tree replaces the older one.
            kept.removeAll { $0.before == refresh.before }
            kept.append(refresh)
            if kept.count > Self.refreshesPerPlace { kept.removeFirst(kept.count - Self.refreshesPerPlace) }
            refreshes[place] = kept
        }
    }

    /// Whether a refresh kept at `place` may fit a page last woken at `wake`: false when none
    /// began after it. Asked without the page's executor, before looking on it.
    func mayHaveRefresh(at place: Place?, after wake: UInt64) -> Bool {
        guard let place else { return false }
        return refreshes.withLock { $0[place]?.contains { $0.began >= wake } ?? false }
    }

    /// A refresh a page at `place` showing `tree`, last woken at `wake`, may take: the newest that
    /// began after that wake from this very tree.
    func refresh(at place: Place, from tree: HTMLElement, wokenAt wake: UInt64) -> Refresh? {
        let candidates = refreshes.withLock { $0[place] ?? [] }
        return candidates.reversed().first { $0.began >= wake && $0.before == tree }
    }
}
