/// Read and write access to a value someone else owns, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The binding itself, as `$binding` passes it on.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding, to pass on (`$value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(get: { read()[keyPath: keyPath] }, set: { member in
            var value = read()
            value[keyPath: keyPath] = member
            write(value)
        })
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value, as SwiftUI's `Binding(_:)`.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of a binding to an optional, as SwiftUI's failable `Binding(_:)`:
    /// nil while the value is nil (`if let name = Binding($draft.name) { TextField(…, text: name) }`).
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        // The value read when it is nil again (the view showing it is on its way out).
        self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
    }
}

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `$model.title` is a ``Binding`` to `model.title`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: Observable { self.wrappedValue = wrappedValue }
    /// Bindings to `model`'s properties.
    public init(_ model: Value) where Value: Observable { wrappedValue = model }
    /// Bindings to the model another `Bindable` holds, as SwiftUI's `Bindable(projectedValue:)`.
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    /// Itself, so that `$model.property` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one of the model's properties.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
