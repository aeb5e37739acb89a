import PaneKit

extension View {
    /// Binds the keyboard's focus on the text input in this view to `condition`, as SwiftUI's
    /// `.focused(_:)`: true while the input has the focus; set true, the page moves the focus to
    /// it, set false, away from it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, isFocused: { condition.wrappedValue }) { focused in
            if focused != condition.wrappedValue { condition.wrappedValue = focused }
        }
    }

    /// Binds the keyboard's focus on the text input in this view to `binding` being `value`, as
    /// SwiftUI's `.focused(_:equals:)`: the binding is `value` while the input has the focus and
    /// goes back to nil (or false) when the focus leaves it; set to `value`, the page moves the
    /// focus to the input.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, isFocused: { binding.wrappedValue == value }) { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = binding.unfocused
            }
        }
    }
}

/// A view whose text input's focus follows a `@FocusState` (``PaneKit/FocusBinding``). The state is
/// read when the nodes are drawn, in an observation of its own, as a field's text is (D-52).
nonisolated struct FocusedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isFocused: () -> Bool
    let tell: (Bool) -> Void

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        let inner = PaneKit.ViewGroup(context.resolve(content, at: "0"))
        let isFocused = self.isFocused, tell = self.tell
        return [context.drawnReading(Binding(get: isFocused, set: tell)) { focused in
            var binding = PaneKit.FocusBinding(isFocused: focused, onFocusChange: tell) {}
            binding.content = inner
            return binding
        }]
    }
}
