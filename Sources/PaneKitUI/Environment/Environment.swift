import PaneKit

/// A value from the view's surroundings, as SwiftUI's `@Environment`: by key path
/// (`@Environment(\.dismiss)`), or an `@Observable` model put there with `.environment(model)`
/// (`@Environment(MailStore.self)`).
@propertyWrapper
public struct Environment<Value> {
    let slot: EnvironmentSlot<Value>

    /// The value at `keyPath` in ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        slot = EnvironmentSlot { $0[keyPath: keyPath] }
    }

    /// The model of this type that an ancestor put in the environment with `.environment(_:)`.
    /// When there is none the view shows what is missing instead of its body.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        slot = EnvironmentSlot { $0.objects[ObjectIdentifier(type)] as? Value }
    }

    /// The model of this type, or nil when no ancestor put one in the environment.
    public init<Model: AnyObject & Observable>(_ type: Model.Type) where Value == Model? {
        slot = EnvironmentSlot { .some($0.objects[ObjectIdentifier(type)] as? Model) }
    }

    /// The value, as of the view's last placement.
    public var wrappedValue: Value {
        guard let value = slot.value else { fatalError("@Environment read outside a PaneKitUI page") }
        return value
    }
}

/// What `@Environment` holds: how to read its value, and the value once the view is placed.
final class EnvironmentSlot<Value>: AnyEnvironmentSlot {
    let read: (EnvironmentValues) -> Value?
    var value: Value?

    init(read: @escaping (EnvironmentValues) -> Value?) { self.read = read }

    func take(from environment: EnvironmentValues) -> Bool {
        value = read(environment)
        return value != nil
    }

    var typeName: String { String(describing: Value.self) }
}

/// An `@Environment` property, before its value's type is known.
protocol EnvironmentProperty {
    var anySlot: any AnyEnvironmentSlot { get }
}

extension Environment: EnvironmentProperty {
    var anySlot: any AnyEnvironmentSlot { slot }
}

protocol AnyEnvironmentSlot: AnyObject {
    /// Reads the value from `environment`; false when it is not there (a model nobody provided).
    func take(from environment: EnvironmentValues) -> Bool
    var typeName: String { get }
}

extension View {
    /// Puts `model` in the environment of this view and everything inside it, as SwiftUI's
    /// `.environment(_:)`: `@Environment(Model.self)` finds it.
    public func environment<Model: AnyObject & Observable>(_ model: Model?) -> some View {
        EnvironmentWriter(content: self) { values in values.objects[ObjectIdentifier(Model.self)] = model }
    }

    /// Sets one value of the environment for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { values in values[keyPath: keyPath] = value }
    }
}

/// A view that changes the environment of its content.
nonisolated struct EnvironmentWriter<Content: View>: View, PrimitiveView, EnvironmentModifying {
    typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    var inner: any View { content }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        var inner = context
        change(&inner.environment)
        // A body read again may have set other values here: the views inside read them again,
        // even those equal to last time (D-46).
        if context.isFresh { inner.environmentMayHaveChanged = true }
        return inner.resolveView(content)
    }
}

/// Views that change the environment around content (looked through to find a container).
protocol EnvironmentModifying {
    var change: (inout EnvironmentValues) -> Void { get }
    var inner: any View { get }
}
