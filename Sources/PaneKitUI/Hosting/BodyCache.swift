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
        /// Names what the view's content was when it was last made: it changes whenever the view
        /// or a custom view inside it is read again (``Slot/stamp``).
        var stamp = 0
        /// What of the walk's context shapes the content besides the view.
        var font: PaneKit.TextStyle?
        var rowTag: String?
        /// What the last walk of its body made, and whether that walk recorded nothing on the
        /// screen or the list and reached no custom view: then an unchanged view's content is
        /// this, without walking its body again.
        var content: [any PaneKit.View] = []
        var isSelfContained = false
        /// What the `ForEach`es in its body kept of their last resolve, by position: they live
        /// as long as the view.
        var memos: [String: AnyObject] = [:]

        /// The memo of the `ForEach` at `key`, made the first time.
        func memo<Memo: AnyObject>(at key: String, make: () -> Memo) -> Memo {
            if let memo = memos[key] as? Memo { return memo }
            let memo = make()
            memos[key] = memo
            return memo
        }
        /// Whether the last walk recorded nothing on the screen or the outer list: then an
        /// unchanged view's content is `content`, and only the custom views it reached
        /// (`children`) are read again, those whose reads changed.
        var isReplayable = false
        var children: [(view: any View, context: ResolveContext, slot: Slot)] = []
    }

    private var entries: [String: Entry] = [:]

    /// The last stamp given; never reused, so equal stamps mean the same unchanged content.
    private var lastStamp = 0
    private var visited: Set<String> = []
    /// How many times each position's body was read while it stayed on the screen (tests: a view
    /// whose reads did not change is not).
    private(set) var evaluations: [String: Int] = [:]
    /// How many bodies were walked, read or not (tests: an unchanged view is not walked).
    private(set) var walks = 0
    /// How many queued views were looked at (tests: a `ForEach` keeps unchanged rows unqueued).
    private(set) var visits = 0

    /// What a screen's next build has left to read: the custom views its walks reached.
    final class Schedule {
        var pending: [(view: any View, context: ResolveContext, slot: Slot)] = []
        /// Views a `ForEach` kept as they were instead of queuing them: still children of the
        /// view whose walk reached them, to be read again when their own reads change.
        var kept: [(view: any View, context: ResolveContext, slot: Slot)] = []
    }

    /// Reads every queued view, and the views they reach, into their slots, then stamps each
    /// slot: a view whose content is as last time keeps its stamp, so a list row's nodes are
    /// reused without being built again (the core's memo, D-39, D-50).
    func drain(_ schedule: Schedule, onChange: @escaping @Sendable () -> Void) {
        var index = 0
        var filled: [Slot] = []
        while index < schedule.pending.count {
            let (view, context, slot) = schedule.pending[index]
            index += 1
            slot.content = resolve(view, in: context, slot: slot, onChange: onChange)
            filled.append(slot)
        }
        schedule.pending.removeAll()
        schedule.kept.removeAll()
        // A view is queued after the view it is in: walking back, a changed view has changed the
        // content of every view around it.
        for slot in filled.reversed() {
            if slot.changed {
                slot.parent?.changed = true
                lastStamp += 1
                slot.entry?.stamp = lastStamp
            }
            slot.stamp = slot.changed ? lastStamp : slot.entry?.stamp
            slot.parent = nil
            slot.entry = nil
        }
    }

    private func resolve(_ view: any View, in context: ResolveContext, slot: Slot,
                         onChange: @escaping @Sendable () -> Void) -> [any PaneKit.View] {
        let key = context.path
        visits += 1
        visited.insert(key)
        let missing = context.storage.link(view, at: key, environment: context.environment)
        guard missing.isEmpty else { return MissingEnvironment(types: missing).resolve(in: context) }
        let entry = entries[key] ?? Entry()
        entries[key] = entry
        slot.entry = entry
        var inner = context
        inner.slot = slot
        if let body = entry.body, !entry.flags.isDirty,
           !context.isFresh || (!context.environmentMayHaveChanged && Self.equal(entry.view, view)) {
            // Nothing it read changed, and its parent gave it the same view: its last body is
            // walked again (its old observation still covers what the walk reads).
            inner.isFresh = false
            slot.changed = entry.font != context.font || entry.rowTag != context.rowTag
            if !slot.changed, entry.isSelfContained { return entry.content }
            if !slot.changed, entry.isReplayable, let schedule = context.schedule {
                replay(entry.children, of: slot, in: context, schedule: schedule)
                return entry.content
            }
            entry.font = context.font
            entry.rowTag = context.rowTag
            return walk(body, in: inner, entry: entry)
        }
        slot.changed = true
        entry.font = context.font
        entry.rowTag = context.rowTag
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
            return walk(made, in: inner, entry: entry)
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


    /// Keeps the view at `key` as it was, without reading or walking it, when nothing it read
    /// changed, its walk reached nothing and recorded nothing, and its context is the same.
    /// Returns false when it must be read.
    func keep(at key: String, font: PaneKit.TextStyle?, rowTag: String?) -> Bool {
        guard let entry = entries[key], entry.isSelfContained, entry.body != nil, !entry.flags.isDirty,
              entry.font == font, entry.rowTag == rowTag else { return false }
        visited.insert(key)
        return true
    }

    /// Resolves a view's body, noting what the walk recorded beyond its content.
    private func walk(_ body: any View, in context: ResolveContext, entry: Entry) -> [any PaneKit.View] {
        walks += 1
        let before = (context.screen.effects, context.listRows?.effects)
        let firstChild = context.schedule?.pending.count ?? 0, firstKept = context.schedule?.kept.count ?? 0
        let content = context.resolve(body, at: "b")
        entry.isReplayable = context.schedule != nil && before == (context.screen.effects, context.listRows?.effects)
        entry.children = entry.isReplayable ? Array(context.schedule!.pending[firstChild...]) + context.schedule!.kept[firstKept...] : []
        entry.isSelfContained = entry.isReplayable && entry.children.isEmpty
        entry.content = entry.isReplayable ? content : []
        return content
    }

    /// The custom views an unchanged view reached last time, in this build: those whose reads
    /// did not change keep their content and stamp; the others are queued to be read.
    private func replay(_ children: [(view: any View, context: ResolveContext, slot: Slot)], of parent: Slot,
                        in context: ResolveContext, schedule: Schedule) {
        for child in children {
            var inner = child.context
            inner.screen = context.screen
            inner.schedule = schedule
            inner.isFresh = false
            inner.environmentMayHaveChanged = false
            inner.slot = parent
            if let entry = entries[inner.path], entry.isSelfContained, entry.body != nil, !entry.flags.isDirty,
               entry.font == inner.font, entry.rowTag == inner.rowTag {
                // Read nothing that changed, reached nothing: as it was.
                visited.insert(inner.path)
                child.slot.changed = false
                continue
            }
            child.slot.parent = parent
            schedule.pending.append((child.view, inner, child.slot))
        }
    }

    /// The callbacks of ended observations that ran for the view at `key` (tests).
    func ignoredChanges(at key: String) -> Int? { entries[key]?.flags.ignoredChanges }

    /// Ends a build: the views it did not reach left the screen, and their observations end.
    func finishBuild() {
        for (key, entry) in entries where !visited.contains(key) {
            entry.flags.end(canary: entry.canary)
            entries[key] = nil
            evaluations[key] = nil
        }
        visited.removeAll(keepingCapacity: true)
    }

    /// Forgets everything (the traits changed: every view reads its environment again).
    func reset() {
        for entry in entries.values {
            entry.flags.end(canary: entry.canary)
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

    /// Ends the observation these flags and `canary` keep: its late callbacks are ignored, and
    /// the canary's change drops it from what it observed.
    func end(canary: Canary) {
        _ = nextGeneration()
        canary.fire()
    }

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
    /// The slot of the view this one is in, until the build's stamps are given.
    var parent: Slot?
    /// The view's cache entry, until the build's stamps are given.
    var entry: BodyCache.Entry?
    /// Whether the content differs from last build's (the view or one inside it was read again).
    var changed = true
    /// Equal stamps mean equal content; nil for content that is never reused.
    var stamp: Int?
    /// The stamp when its nodes were last built: a slot kept from an earlier build (an unchanged
    /// view's content holds the same slots) is compared with itself through it.
    var drawnStamp: Int?

    init(parent: Slot?) { self.parent = parent }
}

/// A queued view's place in its parent's content: draws what was read into its slot. Two slot
/// views with the same stamp draw the same content, so a ``ForEach`` row's nodes are reused.
struct SlotView: PaneKit.View, Equatable {
    let slot: Slot

    static func == (lhs: SlotView, rhs: SlotView) -> Bool {
        guard let stamp = lhs.slot.stamp, stamp == rhs.slot.stamp else { return false }
        return lhs.slot !== rhs.slot || lhs.slot.drawnStamp == stamp
    }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        slot.drawnStamp = slot.stamp
        return PaneKit.ViewGroup(slot.content).makeNodes(in: context)
    }

    func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        slot.drawnStamp = slot.stamp
        return PaneKit.ViewGroup(slot.content).makeListRows(in: context)
    }
}

/// Content made when nodes are built, after every queued view was read (a list's rows must all
/// be known to find its selected row).
struct LateView: PaneKit.View {
    let make: () -> [any PaneKit.View]
    func makeNodes(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(make()).makeNodes(in: context) }
    func makeListRows(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup(make()).makeListRows(in: context) }
}
