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

struct LifecycleView<Content: View>: View, PrimitiveView {
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

struct ChangeView<Content: View, V: Equatable>: View, PrimitiveView {
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
