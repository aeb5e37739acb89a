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
        /// Ends the view's observation early; made for views whose reads reach observable data.
        private(set) var canary: Canary?
        var view: Any?
        /// Whether the view was read: its content or its body is kept.
        var isRead = false
        /// The view's last body, kept while its content is not (a walk of it recorded something).
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

        /// The entry's canary, made the first time.
        func makeCanary() -> Canary {
            if let canary { return canary }
            let canary = Canary()
            self.canary = canary
            return canary
        }

        /// The memo of the `ForEach` at `key`, made the first time.
        func memo<Memo: AnyObject>(at key: String, make: () -> Memo) -> Memo {
            if let memo = memos[key] as? Memo { return memo }
            let memo = make()
            memos[key] = memo
            return memo
        }
        /// Whether the last walk recorded nothing on the outer list: then an unchanged view's
        /// content is `content`, what it recorded on the screen is `effects`, and only the custom
        /// views it reached (`children`) are read again, those whose reads changed.
        var isReplayable = false
        var children: [Reached] = []
        /// What the last walk recorded on the screen, recorded again when the view is reused.
        var effects: [(ScreenBuild) -> Void] = []
        /// The build that last reached the view: one that ends without reaching it drops it.
        var lastBuild = 0
    }

    /// A custom view a walk reached, or the rows a `ForEach` kept as they were: what replaying
    /// an unchanged view looks at again.
    enum Reached {
        case view(any View, _ResolveContext, Slot)
        case rows(any KeptRows, _ResolveContext)
    }

    private var entries: [String: Entry] = [:]

    /// The last stamp given; never reused, so equal stamps mean the same unchanged content.
    private var lastStamp = 0
    /// The build under way: entries it reaches are marked with it.
    private var build = 1
    /// How many times each position's body was read while it stayed on the screen (tests: a view
    /// whose reads did not change is not).
    private(set) var evaluations: [String: Int] = [:]
    /// How many bodies were walked, read or not (tests: an unchanged view is not walked).
    private(set) var walks = 0
    /// How many queued views were looked at (tests: a `ForEach` keeps unchanged rows unqueued).
    private(set) var visits = 0
    /// How many rows drawn from their value were read (tests: an unchanged row is not).
    let valueRowReads = ReadCounter()
    /// Moves on when everything is read again (the traits changed): rows drawn from their value
    /// before are not reused.
    private(set) var epoch = 0

    /// What a screen's next build has left to read: the custom views its walks reached.
    final class Schedule {
        var pending: [(view: any View, context: _ResolveContext, slot: Slot)] = []
        /// The rows `ForEach`es kept as they were instead of queuing them: still children of the
        /// view whose walk reached them, to be read again when their own reads change.
        var kept: [Reached] = []
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
        }
    }

    private func resolve(_ view: any View, in context: _ResolveContext, slot: Slot,
                         onChange: @escaping @Sendable () -> Void) -> [any PaneKit.View] {
        let key = context.path
        visits += 1
        let missing = context.storage.link(view, at: key, environment: context.environment)
        guard missing.isEmpty else { return MissingEnvironment(types: missing)._resolve(in: context) }
        let entry: Entry
        if let existing = entries[key] {
            entry = existing
        } else {
            entry = Entry()
            entries[key] = entry
        }
        entry.lastBuild = build
        slot.entry = entry
        var inner = context
        inner.slot = slot
        if entry.isRead, !entry.flags.isDirty,
           !context.isFresh || (!context.environmentMayHaveChanged && Self.equal(entry.view, view)) {
            // Nothing it read changed, and its parent gave it the same view: its last body is
            // walked again (its old observation still covers what the walk reads).
            inner.isFresh = false
            slot.changed = entry.font != context.font || entry.rowTag != context.rowTag
            if !slot.changed, entry.isSelfContained { return entry.content }
            if !slot.changed, entry.isReplayable, let schedule = context.schedule {
                for effect in entry.effects { context.screen.record(effect) }
                replay(entry.children, of: slot, in: context, schedule: schedule)
                return entry.content
            }
            if let body = entry.body {
                entry.font = context.font
                entry.rowTag = context.rowTag
                return walk(body, in: inner, entry: entry)
            }
            // Its content was kept rather than its body, for another context: it is read again.
        }
        slot.changed = true
        entry.font = context.font
        entry.rowTag = context.rowTag
        // Read again: the old observation, if it is still waiting, ends first (one that ran its
        // callback is gone already).
        let waiting = !entry.flags.hasFired
        let generation = entry.flags.nextGeneration()
        if waiting { entry.canary?.fire() }
        inner.isFresh = true
        // A view of a type seen reading observable data has its reads made cancellable; others
        // install no observation at all while they read nothing (most list rows).
        let type = ObjectIdentifier(Swift.type(of: view))
        let canary = Self.observingTypes.withLock { $0.contains(type) } ? entry.makeCanary() : nil
        var body: (any View)?
        let result = withObservationTracking({
            canary?.touch()
            let made = Self.body(of: view)
            body = made
            return walk(made, in: inner, entry: entry)
        }, onChange: Self.observer(entry.flags, generation: generation, discovering: canary == nil ? type : nil, onChange: onChange))
        if context.schedule != nil {
            // What this read says of the type: pure while it read only its value (D-52).
            let stateless = ViewStorage.isStateless(Swift.type(of: view))
            ViewPurity.record(Swift.type(of: view), pure: stateless && canary == nil && !Self.isObserving(type) && entry.isReplayable
                                                          && entry.effects.isEmpty)
        }
        entry.view = view
        entry.isRead = true
        // A view whose content is kept is read again rather than walked again, so its body goes.
        entry.body = entry.isReplayable ? nil : body
        evaluations[key, default: 0] += 1
        return result
    }

    /// View types whose reads were seen reaching observable data (D-50). The read that finds it
    /// out is the only one of its type whose observation cannot be ended early.
    private static let observingTypes = Mutex<Set<ObjectIdentifier>>([])

    private static func isObserving(_ type: ObjectIdentifier) -> Bool { observingTypes.withLock { $0.contains(type) } }

    /// What a change to something a view read does: marks its entry, unless a newer reading
    /// replaced it. Made only when the read reached observable data (Observation makes the
    /// handler then, and only then), so that is when a type is found to observe.
    private static func observer(_ flags: EntryFlags, generation: Int, discovering type: ObjectIdentifier?,
                                 onChange: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        if let type { observingTypes.withLock { _ = $0.insert(type) } }
        return {
            guard flags.generation == generation else {
                flags.ignoredChange()
                return
            }
            flags.markFired()
            onChange()
        }
    }


    /// Keeps the view drawn into `slot` as it was, without reading or walking it, when nothing
    /// it read changed, its walk reached nothing and recorded nothing, and its context is the
    /// same. Returns false when it must be read.
    func keep(_ slot: Slot, font: PaneKit.TextStyle?, rowTag: String?) -> Bool {
        guard let entry = slot.entry, entry.isSelfContained, entry.isRead, !entry.flags.isDirty,
              entry.font == font, entry.rowTag == rowTag else { return false }
        entry.lastBuild = build
        slot.changed = false
        return true
    }

    /// Resolves a view's body, noting what the walk recorded beyond its content: what it recorded
    /// on the screen is kept to be recorded again when the view is reused (its title, toolbar,
    /// presentations); a walk that recorded on a list (row values, a picker's labels) is walked
    /// again instead.
    private func walk(_ body: any View, in context: _ResolveContext, entry: Entry) -> [any PaneKit.View] {
        walks += 1
        let before = context.listRows?.effects, firstEffect = context.screen.log.count
        let firstChild = context.schedule?.pending.count ?? 0, firstKept = context.schedule?.kept.count ?? 0
        let content = context.resolve(body, at: "b")
        entry.isReplayable = context.schedule != nil && before == context.listRows?.effects
        if entry.isReplayable, let schedule = context.schedule {
            entry.children = schedule.pending[firstChild...].map { .view($0.view, $0.context, $0.slot) } + schedule.kept[firstKept...]
            entry.effects = Array(context.screen.log[firstEffect...])
        } else {
            entry.children = []
            entry.effects = []
        }
        entry.isSelfContained = entry.isReplayable && entry.children.isEmpty && entry.effects.isEmpty
        entry.content = entry.isReplayable ? content : []
        return content
    }

    /// The custom views an unchanged view reached last time, in this build: those whose reads
    /// did not change keep their content and stamp; the others are queued to be read.
    private func replay(_ children: [Reached], of parent: Slot, in context: _ResolveContext, schedule: Schedule) {
        func here(_ reached: _ResolveContext) -> _ResolveContext {
            var inner = reached
            inner.screen = context.screen
            inner.schedule = schedule
            inner.isFresh = false
            inner.environmentMayHaveChanged = false
            inner.slot = parent
            return inner
        }
        for child in children {
            switch child {
            case let .view(view, reached, slot):
                let inner = here(reached)
                // Read nothing that changed, reached nothing: as it was.
                if keep(slot, font: inner.font, rowTag: inner.rowTag) { continue }
                slot.parent = parent
                schedule.pending.append((view, inner, slot))
            case let .rows(rows, reached):
                let inner = here(reached)
                rows.forEachKept { path, rowTag, slot, view in
                    if keep(slot, font: inner.font, rowTag: rowTag) { return }
                    var row = inner
                    row.path = path
                    row.rowTag = rowTag
                    slot.parent = parent
                    schedule.pending.append((view(), row, slot))
                }
            }
        }
    }

    /// The entries the cache holds now (tests: those it dropped are freed).
    var currentEntries: [Entry] { Array(entries.values) }

    /// Whether the view at `key` reads in a scope it can end early (tests: a view that reads no
    /// observable data has none).
    func isObservingCancellably(at key: String) -> Bool { entries[key]?.canary != nil }

    /// The callbacks of ended observations that ran for the view at `key` (tests).
    func ignoredChanges(at key: String) -> Int? { entries[key]?.flags.ignoredChanges }

    /// Ends a build: the views it did not reach left the screen, and their observations end.
    func finishBuild() {
        for (key, entry) in entries where entry.lastBuild != build {
            entry.flags.end(canary: entry.canary)
            entries[key] = nil
            evaluations[key] = nil
        }
        build += 1
    }

    /// Forgets everything (the traits changed: every view reads its environment again).
    func reset() {
        epoch += 1
        for entry in entries.values {
            entry.flags.end(canary: entry.canary)
        }
        entries.removeAll()
        evaluations.removeAll()
    }

    private static func body<V: View>(of view: V) -> any View { view.mainActorBody }

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

    /// Whether the current reading's observation ran its callback: Observation then dropped it,
    /// and there is nothing left to end before reading again.
    private let fired = Atomic(false)
    var hasFired: Bool { fired.load(ordering: .acquiring) }
    /// The current reading's observation ran its callback: the entry is dirty.
    func markFired() {
        fired.store(true, ordering: .releasing)
        dirty.store(true, ordering: .releasing)
    }

    /// Ends the observation these flags and `canary` keep: its late callbacks are ignored, and
    /// the canary's change drops it from what it observed.
    func end(canary: Canary?) {
        _ = nextGeneration()
        canary?.fire()
    }

    /// A new reading starts: callbacks of older ones are ignored from now on.
    func nextGeneration() -> Int {
        dirty.store(false, ordering: .releasing)
        fired.store(false, ordering: .releasing)
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

/// Rows a `ForEach` kept from its last resolve without reading them.
protocol KeptRows: AnyObject {
    /// Calls `body` with each kept row's position, row tag, slot and a way to make its view.
    func forEachKept(_ body: (_ path: String, _ rowTag: String?, _ slot: Slot, _ view: () -> any View) -> Void)
}

/// Where a queued view's content goes once it is read.
final class Slot {
    var content: [any PaneKit.View] = []
    /// The slot of the view this one is in, until the build's stamps are given.
    var parent: Slot?
    /// The cache entry of the view drawn here, while the cache keeps it. Weak: an entry's
    /// replay records hold its own slot, and a slot may outlive the entry it was drawn from.
    weak var entry: BodyCache.Entry?
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
nonisolated struct SlotView: PaneKit.View, Equatable {
    let slot: Slot

    static func == (lhs: SlotView, rhs: SlotView) -> Bool {
        guard let stamp = lhs.slot.stamp, stamp == rhs.slot.stamp else { return false }
        return lhs.slot !== rhs.slot || lhs.slot.drawnStamp == stamp
    }

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        slot.drawnStamp = slot.stamp
        return PaneKit.ViewGroup.one(slot.content).makeNodes(in: context)
    }

    func makeListRows(in context: ViewBuildContext) -> [ViewNode] {
        slot.drawnStamp = slot.stamp
        return PaneKit.ViewGroup.one(slot.content).makeListRows(in: context)
    }
}

/// Content made when nodes are built, after every queued view was read (a list's rows must all
/// be known to find its selected row).
nonisolated struct LateView: PaneKit.View {
    let make: () -> [any PaneKit.View]
    func makeNodes(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup.one(make()).makeNodes(in: context) }
    func makeListRows(in context: ViewBuildContext) -> [ViewNode] { PaneKit.ViewGroup.one(make()).makeListRows(in: context) }
}
