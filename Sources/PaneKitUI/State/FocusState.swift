/// Where the keyboard's focus is, as SwiftUI's `@FocusState`: true (or the value of the field)
/// while the text input a `.focused` modifier marks has the focus. Set it to move the focus there;
/// set it to false (or nil) to take the focus away, as a Done button does. Its storage is kept as
/// `@State`'s is, with the view's place on the page.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focused: Field?
///
/// TextField("Name", text: $name).focused($focused, equals: .name)
///     .onSubmit { focused = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let slot: StateSlot<Value>
    /// The value while no marked input has the focus: false, or nil.
    let unfocused: Value

    /// A focus state for one input: true while it has the focus.
    public init() where Value == Bool {
        slot = StateSlot(initial: false)
        unfocused = false
    }

    /// A focus state for several inputs: the value of the one with the focus, nil while none has.
    public init<T: Hashable>() where Value == T? {
        slot = StateSlot(initial: nil)
        unfocused = nil
    }

    /// Where the focus is; set it to move the focus.
    public var wrappedValue: Value {
        get { slot.box.value }
        nonmutating set { slot.box.value = newValue }
    }

    /// A binding to the focus, for `.focused` and for child views (`$focused`).
    public var projectedValue: FocusState<Value>.Binding {
        let box = slot.box
        return Binding(get: { box.value }, set: { box.value = $0 }, unfocused: unfocused)
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: pass it to a child view,
    /// which declares `@FocusState.Binding var focused: Bool`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        let unfocused: Value

        /// Where the focus is; set it to move the focus.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself (`$focused` in a child view).
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: StateProperty {
    var anySlot: any AnyStateSlot { slot }
}
