/// A value a view owns, kept across rebuilds of its body, as SwiftUI's `@State`.
///
/// The storage belongs to the view's place on the page (its structural identity): the same view
/// at the same place finds its value again however often its parent's body is read; a view that
/// leaves (the other branch of an `if`, a popped screen) loses it. Reading it in a body subscribes
/// that body to it; writing it rebuilds what read it.
@propertyWrapper
public struct State<Value> {
    let slot: StateSlot<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) { slot = StateSlot(initial: value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { slot = StateSlot(initial: value) }
    /// Optional state starting at nil (`@State private var item: Item?`).
    public init<Wrapped>() where Value == Wrapped? { slot = StateSlot(initial: nil) }

    /// The current value.
    public var wrappedValue: Value {
        get { slot.box.value }
        nonmutating set { slot.box.value = newValue }
    }

    /// A ``Binding`` to the value, for a child view that changes it (`$value`).
    public var projectedValue: Binding<Value> {
        let box = slot.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// What `@State` holds: the initial value, and the page's storage once the view is placed.
final class StateSlot<Value>: AnyStateSlot {
    let initial: Value
    private var linked: StateBox<Value>?
    private lazy var local = StateBox(initial)

    init(initial: Value) { self.initial = initial }

    /// The page's box once placed; a box of its own before (a view used outside a page).
    var box: StateBox<Value> { linked ?? local }

    func link(in storage: ViewStorage, key: String) {
        linked = storage.box(for: key) { StateBox(initial) }
    }
}

/// A `@State` property, found in a view's stored properties before its type is known.
protocol StateProperty {
    var anySlot: any AnyStateSlot { get }
}

extension State: StateProperty {
    var anySlot: any AnyStateSlot { slot }
}

/// What a `@State` holds, before its value's type is known.
protocol AnyStateSlot: AnyObject {
    /// Connects the slot to the page's box for `key`, making it when the view is new there.
    func link(in storage: ViewStorage, key: String)
}

/// One `@State` value on a page: observable, so that a body that reads it is rebuilt when it
/// changes.
final class StateBox<Value>: Observable {
    private var stored: Value
    private let registrar = ObservationRegistrar()

    init(_ value: Value) { stored = value }

    /// The value, read without subscribing the reader (the host's bookkeeping, not a body).
    var untrackedValue: Value { stored }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}
