import Foundation

/// A value kept in the browser across visits, as SwiftUI's `@AppStorage`: where an app on a
/// device keeps its settings in `UserDefaults`, a page keeps them in the browser's local storage,
/// so every tab of that browser finds them, now and after it is closed, and another browser or
/// person starts from the default. A tab open while another changes a value sees it when it
/// next opens the app.
///
/// Values are strings, numbers, Booleans, URLs, `Data`, and `RawRepresentable` types whose raw
/// values are strings or integers, each optional or not. `store:` is accepted and not used: the
/// browser is the store. Keep values small: they travel with each page that opens the app.
@propertyWrapper
public struct AppStorage<Value> {
    let slot: SceneSlot<Value>

    /// The current value: what the browser kept under the key, else the default.
    public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    /// A ``Binding`` to the value.
    public var projectedValue: Binding<Value> {
        let slot = self.slot
        return Binding(get: { slot.value }, set: { slot.value = $0 })
    }

    init(key: String, initial: Value, encode: @escaping (Value) -> String?, decode: @escaping (String) -> Value?) {
        // The prefix sends the value to the browser's local storage rather than the tab's.
        slot = SceneSlot(key: AppStorageKey.prefix + key, initial: initial, encode: encode, decode: decode)
    }
}

/// Where `@AppStorage` values sit among the values a page keeps.
enum AppStorageKey {
    /// Keys with this prefix are kept by the browser (local storage), the others by the tab.
    static let prefix = "app:"
}

extension AppStorage: SceneStorageProperty {
    var anySceneSlot: any AnySceneSlot { slot }
}

extension AppStorage where Value == String {
    /// Text kept under `key`.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { $0 }, decode: { $0 })
    }
}

extension AppStorage where Value == Int {
    /// An integer kept under `key`.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { String($0) }, decode: { Int($0) })
    }
}

extension AppStorage where Value == Double {
    /// A number kept under `key`.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { String($0) }, decode: { Double($0) })
    }
}

extension AppStorage where Value == Bool {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { $0 ? "true" : "false" },
                  decode: { $0 == "true" ? true : $0 == "false" ? false : nil })
    }
}

extension AppStorage where Value == URL {
    /// A URL kept under `key`.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { $0.absoluteString }, decode: { URL(string: $0) })
    }
}

extension AppStorage where Value == Data {
    /// Bytes kept under `key` (base64 in the browser).
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { $0.base64EncodedString() }, decode: { Data(base64Encoded: $0) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value kept under `key` as its raw string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { $0.rawValue }, decode: { Value(rawValue: $0) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value kept under `key` as its raw integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, initial: wrappedValue, encode: { String($0.rawValue) }, decode: { Int($0).flatMap(Value.init(rawValue:)) })
    }
}

extension AppStorage {
    /// Optional text kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, initial: nil, encode: { $0 }, decode: { $0 })
    }

    /// An optional integer kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, initial: nil, encode: { $0.map(String.init) }, decode: { Int($0) })
    }

    /// An optional number kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, initial: nil, encode: { $0.map { String($0) } }, decode: { Double($0) })
    }

    /// An optional Boolean kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, initial: nil, encode: { $0.map { $0 ? "true" : "false" } }, decode: { $0 == "true" ? true : $0 == "false" ? false : nil })
    }

    /// An optional URL kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, initial: nil, encode: { $0?.absoluteString }, decode: { URL(string: $0) })
    }

    /// Optional bytes kept under `key`; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, initial: nil, encode: { $0?.base64EncodedString() }, decode: { Data(base64Encoded: $0) })
    }
}
