import Observation
import PaneKit
import Synchronization

/// What one screen's custom views made last time, by structural position, so that only the views
/// whose reads changed have their `body` read again (D-46).
///
/// Each custom view's `body`, and the walk of what it returned down to the next custom views, is
/// read in an observation scope of its own: nested views are not read inside their parent's scope
/// (Observation would merge their reads into it) but queued and read after it, each into a
/// ``Slot`` the parent's content holds. A change to something a view read marks that view's
/// entry; the next build reads that view's body again and reuses every other view's last body,
/// walking it again without reading it. A view whose parent's body was read again is read again
/// too, unless it is `Equatable` and equal to last time (SwiftUI compares view values the same
/// way). An entry that is read again or leaves first ends its old observation, so observations
/// never pile up on data that does not change.
final class BodyCache {
    final class Entry {
        let flags = EntryFlags()
        let canary = Canary()
        var view: Any?
        var body: (any View)?
    }

    private var entries: [String: Entry] = [:]
    private var visited: Set<String> = []
    /// How many times each position's body was read while it stayed on the screen (tests: a view
    /// whose reads did not change is not).
    private(set) var evaluations: [String: Int] = [:]

    /// What a screen's next build has left to read: the custom views its walks reached.
    final class Schedule {
        var pending: [(view: any View, context: ResolveContext, slot: Slot)] = []
    }

    /// Reads every queued view, and the views they reach, into their slots.
    func drain(_ schedule: Schedule, onChange: @escaping @Sendable () -> Void) {
        var index = 0
        while index < schedule.pending.count {
            let (view, context, slot) = schedule.pending[index]
            index += 1
            slot.content = resolve(view, in: context, onChange: onChange)
        }
        schedule.pending.removeAll()
    }

    private func resolve(_ view: any View, in context: ResolveContext, onChange: @escaping @Sendable () -> Void) -> [any PaneKit.View] {
        let key = context.path
        visited.insert(key)
        let missing = context.storage.link(view, at: key, environment: context.environment)
        guard missing.isEmpty else { return MissingEnvironment(types: missing).resolve(in: context) }
        let entry = entries[key] ?? Entry()
        entries[key] = entry
        var inner = context
        if let body = entry.body, !entry.flags.isDirty,
           !context.isFresh || (!context.environmentMayHaveChanged && Self.equal(entry.view, view)) {
            // Nothing it read changed, and its parent gave it the same view: its last body is
            // walked again (its old observation still covers what the walk reads).
            inner.isFresh = false
            return inner.resolve(body, at: "b")
        }
        // Read again: the old observation, if it is still waiting, ends first.
        let generation = entry.flags.nextGeneration()
        entry.canary.fire()
        inner.isFresh = true
        let flags = entry.flags, canary = entry.canary
        var body: (any View)?
        let result = withObservationTracking {
            canary.touch()
            let made = Self.body(of: view)
            body = made
            return inner.resolve(made, at: "b")
        } onChange: {
            guard flags.generation == generation else {
                flags.ignoredChange()
                return
            }
            flags.markDirty()
            onChange()
        }
        entry.view = view
        entry.body = body
        evaluations[key, default: 0] += 1
        return result
    }

    /// The callbacks of ended observations that ran for the view at `key` (tests).
    func ignoredChanges(at key: String) -> Int? { entries[key]?.flags.ignoredChanges }

    /// Ends a build: the views it did not reach left the screen, and their observations end.
    func finishBuild() {
        for (key, entry) in entries where !visited.contains(key) {
            _ = entry.flags.nextGeneration()
            entry.canary.fire()
            entries[key] = nil
            evaluations[key] = nil
        }
        visited.removeAll(keepingCapacity: true)
    }

    /// Forgets everything (the traits changed: every view reads its environment again).
    func reset() {
        for entry in entries.values {
            _ = entry.flags.nextGeneration()
            entry.canary.fire()
        }
        entries.removeAll()
        evaluations.removeAll()
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    private static func equal(_ old: Any?, _ new: any View) -> Bool {
        guard let old, let new = new as? any Equatable else { return false }
        func compare<E: Equatable>(_ new: E) -> Bool { (old as? E) == new }
        return compare(new)
    }
}

/// An entry's state as observation callbacks see it, from the writer's thread.
final class EntryFlags: Sendable {
    private let dirty = Atomic(false)
    private let ignored = Atomic(0)

    /// Callbacks of ended observations that still ran (tests: a change to data only an old
    /// scope read runs none, because an entry ends its old scope when it reads again).
    var ignoredChanges: Int { ignored.load(ordering: .relaxed) }
    func ignoredChange() { ignored.add(1, ordering: .relaxed) }
    private let current = Atomic(0)

    var isDirty: Bool { dirty.load(ordering: .acquiring) }
    var generation: Int { current.load(ordering: .acquiring) }
    func markDirty() { dirty.store(true, ordering: .releasing) }

    /// A new reading starts: callbacks of older ones are ignored from now on.
    func nextGeneration() -> Int {
        dirty.store(false, ordering: .releasing)
        return current.add(1, ordering: .acquiringAndReleasing).newValue
    }
}

/// A property every observation scope of an entry reads: changing it ends that observation
/// everywhere (Observation drops a scope at its first change), which is how an entry lets go of
/// an old scope it no longer needs.
final class Canary: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    var marker: Int { 0 }

    func touch() { registrar.access(self, keyPath: \.marker) }
    func fire() { registrar.withMutation(of: self, keyPath: \.marker) {} }
}

/// Where a queued view's content goes once it is read.
final class Slot {
    var content: [any PaneKit.View] = []
}

/// A queued view's place in its parent's content: draws what was read into its slot.
struct SlotView: PaneKit.View {
    let slot: Slot
    func makeNodes(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(slot.content).makeNodes(in: context) }
    func makeListRows(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(slot.content).makeListRows(in: context) }
}

/// Content made when nodes are built, after every queued view was read (a list's rows must all
/// be known to find its selected row).
struct LateView: PaneKit.View {
    let make: () -> [any PaneKit.View]
    func makeNodes(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(make()).makeNodes(in: context) }
    func makeListRows(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(make()).makeListRows(in: context) }
}
