import Foundation

/// A value a page keeps across reloads, as SwiftUI's `@SceneStorage`: the browser tab holds it
/// (sessionStorage), so reloading the page, or coming back to it in the same tab, finds it again;
/// another tab starts from the default. Keep it small — what a screen needs to come back as it
/// was (a selected tab, a draft's text, an encoded `NavigationPath`) — not data.
///
/// Values are strings, numbers, Booleans, URLs, `Data`, and `RawRepresentable` types whose raw
/// values are strings or integers, each optional or not.
@propertyWrapper
public struct SceneStorage<Value> {
    let slot: SceneSlot<Value>

    /// The current value: what the tab kept under the key, else the default.
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
        slot = SceneSlot(key: key, initial: initial, encode: encode, decode: decode)
    }
}

extension SceneStorage where Value == String {
    /// Text kept under `key`.
    public init(wrappedValue: String, _ key: String) { self.init(key: key, initial: wrappedValue, encode: { $0 }, decode: { $0 }) }
}

extension SceneStorage where Value == Int {
    /// An integer kept under `key`.
    public init(wrappedValue: Int, _ key: String) { self.init(key: key, initial: wrappedValue, encode: { String($0) }, decode: { Int($0) }) }
}

extension SceneStorage where Value == Double {
    /// A number kept under `key`.
    public init(wrappedValue: Double, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { String($0) }, decode: { Double($0) })
    }
}

extension SceneStorage where Value == Bool {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Bool, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { $0 ? "true" : "false" }, decode: { $0 == "true" ? true : $0 == "false" ? false : nil })
    }
}

extension SceneStorage where Value == URL {
    /// A URL kept under `key`.
    public init(wrappedValue: URL, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { $0.absoluteString }, decode: { URL(string: $0) })
    }
}

extension SceneStorage where Value == Data {
    /// Bytes kept under `key` (base64 in the tab).
    public init(wrappedValue: Data, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { $0.base64EncodedString() }, decode: { Data(base64Encoded: $0) })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value kept under `key` as its raw string.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { $0.rawValue }, decode: { Value(rawValue: $0) })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value kept under `key` as its raw integer.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, initial: wrappedValue, encode: { String($0.rawValue) }, decode: { Int($0).flatMap(Value.init(rawValue:)) })
    }
}

extension SceneStorage where Value == String? {
    /// Optional text kept under `key`; nil removes it.
    public init(_ key: String) { self.init(key: key, initial: nil, encode: { $0 }, decode: { $0 }) }
}

extension SceneStorage where Value == Int? {
    /// An optional integer kept under `key`; nil removes it.
    public init(_ key: String) { self.init(key: key, initial: nil, encode: { $0.map(String.init) }, decode: { Int($0) }) }
}

extension SceneStorage where Value == Data? {
    /// Optional bytes kept under `key`; nil removes it.
    public init(_ key: String) {
        self.init(key: key, initial: nil, encode: { $0?.base64EncodedString() }, decode: { Data(base64Encoded: $0) })
    }
}

/// What `@SceneStorage` holds: its key, default and coding, and the page's store once placed.
final class SceneSlot<Value>: AnySceneSlot {
    let key: String
    let initial: Value
    let encode: (Value) -> String?
    let decode: (String) -> Value?
    private var store: SceneStore?
    /// Before the view is placed on a page (a preview, a test of the view alone).
    private lazy var local = SceneStore()

    init(key: String, initial: Value, encode: @escaping (Value) -> String?, decode: @escaping (String) -> Value?) {
        self.key = key
        self.initial = initial
        self.encode = encode
        self.decode = decode
    }

    var value: Value {
        get { (store ?? local).box(for: key).value.flatMap(decode) ?? initial }
        set { (store ?? local).box(for: key).value = encode(newValue) }
    }

    func link(to store: SceneStore) { self.store = store }
}

/// A `@SceneStorage` property, before its value's type is known.
protocol AnySceneSlot: AnyObject {
    func link(to store: SceneStore)
}

/// A `@SceneStorage` property, found among a view's stored properties.
protocol SceneStorageProperty {
    var anySceneSlot: any AnySceneSlot { get }
}

extension SceneStorage: SceneStorageProperty {
    var anySceneSlot: any AnySceneSlot { slot }
}

/// One page's scene storage: an observable box per key, so that a view reading a value is read
/// again when it changes; what the host keeps with the tab is every key's text.
final class SceneStore {
    private var boxes: [String: StateBox<String?>] = [:]

    func box(for key: String) -> StateBox<String?> {
        if let box = boxes[key] { return box }
        let box = StateBox<String?>(nil)
        boxes[key] = box
        return box
    }

    /// Every kept value, by key (read without subscribing anything).
    var values: [String: String] {
        boxes.reduce(into: [:]) { result, entry in
            if let value = entry.value.untrackedValue { result[entry.key] = value }
        }
    }

    /// Takes back what the tab kept.
    func restore(_ values: [String: String]) {
        for (key, value) in values { box(for: key).value = value }
    }
}
