import PaneKit

extension View {
    /// Runs `action` when this view comes on screen, as SwiftUI's `.onAppear(perform:)`: when
    /// its screen first shows it, and again each time it shows after being away (another tab
    /// chosen, a screen pushed over it and popped, a branch of an `if` taken again). What the
    /// action changes is drawn before the page is sent.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, appear: action, disappear: nil)
    }

    /// Runs `action` when this view leaves the screen, as SwiftUI's `.onDisappear(perform:)`.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, appear: nil, disappear: action)
    }

    /// Runs `action` with the old and new value when `value` changes between two reads of this
    /// view, as SwiftUI's `.onChange(of:initial:_:)`; with `initial`, also when the view first
    /// appears (the old and new values then the same).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes, as SwiftUI's `.onChange(of:initial:_:)` without values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Starts `action` when this view comes on screen and cancels it when the view leaves, as
    /// SwiftUI's `.task(priority:_:)`. Written in a body, the action runs on the main actor, as the
    /// page's session does (D-93); what it changes after an `await` is pushed to the page.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        TaskView(content: self, id: TaskView<Self, Bool>.noID, priority: priority, action: action)
    }

    /// Starts `action` when this view comes on screen, and again (the running one cancelled) when
    /// `value` changes, as SwiftUI's `.task(id:priority:_:)`; cancels it when the view leaves.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        TaskView(content: self, id: value, priority: priority, action: action)
    }

    /// Runs `action` with the new value when `value` changes, as SwiftUI's deprecated
    /// `.onChange(of:perform:)`.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with an action taking the old and new values, as in SwiftUI")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        ChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}

/// What `.onAppear` and `.onDisappear` ask of the screen: actions for the view at `key`.
struct LifecycleRequest {
    let key: String
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
}

nonisolated struct LifecycleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let request = LifecycleRequest(key: context.path, appear: appear, disappear: disappear)
        context.screen.record { $0.lifecycle.append(request) }
        return context.resolve(content, at: "0")
    }
}

/// The value an `.onChange` saw at its last read.
private final class SeenValue<V> {
    var value: V?
}

nonisolated struct ChangeView<Content: View, V: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let seen = context.storage.box(for: context.path + ".onChange") { SeenValue<V>() }
        let new = value, action = self.action
        if let old = seen.value {
            if old != new { context.screen.changes.append { action(old, new) } }
        } else if initial {
            context.screen.changes.append { action(new, new) }
        }
        seen.value = new
        return context.resolve(content, at: "0")
    }
}

/// The task a `.task` modifier runs, kept with the view's state: one at a time, cancelled when the
/// view leaves, and when the page closes (its state goes).
final class RunningTask<ID> {
    var id: ID?
    private var task: Task<Void, Never>?
    var isRunning: Bool { task != nil }

    func start(priority: TaskPriority, _ action: @escaping @isolated(any) () async -> Void) {
        task?.cancel()
        // The action keeps the isolation of the body that wrote it (the main actor's, D-93) and
        // runs there; one action starts again on a new id, so it is not sent to one task alone.
        nonisolated(unsafe) let action = action
        task = Task(priority: priority) { await action() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }

    deinit { task?.cancel() }
}

nonisolated struct TaskView<Content: View, ID: Equatable>: View, PrimitiveView {
    typealias Body = Never
    /// The id of a `.task` without one: it never changes.
    static var noID: Bool { false }
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let running = context.storage.box(for: context.path + ".task") { RunningTask<ID>() }
        let action = self.action, priority = self.priority
        // A new id while the task runs starts it again, after the read, as `.onChange` runs.
        if let seen = running.id, seen != id, running.isRunning {
            context.screen.changes.append { running.start(priority: priority, action) }
        }
        running.id = id
        let request = LifecycleRequest(key: context.path, appear: { running.start(priority: priority, action) },
                                       disappear: { running.cancel() })
        context.screen.record { $0.lifecycle.append(request) }
        return context.resolve(content, at: "0")
    }
}
