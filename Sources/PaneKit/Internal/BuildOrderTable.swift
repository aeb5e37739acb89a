/// What one build (or render) kept by key, for the next one to look up: in the order the last
/// one kept them, which the next usually asks in, so a lookup compares one key instead of hashing
/// it; by key, through an index made on the first lookup out of order, otherwise. Lighter than two
/// dictionaries, and a page keeps one per controller and renderer.
///
/// Public under an SPI, not `package`: Swift 6.3 does not specialize a `package` type's
/// `@inlinable` methods in another module, and the renderer's lookups, unspecialized, cost every
/// select more (figures in docs/decisions.md, D-111).
@_spi(PaneKitInternal) public struct BuildOrderTable<Key: Hashable, Value> {
    @usableFromInline var previousKeys: [Key] = []
    @usableFromInline var previousValues: [Value] = []
    @usableFromInline var currentKeys: [Key] = []
    @usableFromInline var currentValues: [Value] = []
    @usableFromInline var index: [Key: Int]?
    @usableFromInline var cursor = 0
    /// Reads a value's key, for values that carry theirs: then no key is stored beside them.
    @usableFromInline let keyOf: ((Value) -> Key)?

    /// An empty table.
    public init() { keyOf = nil }

    /// An empty table of values that carry their keys, which `key` reads: a list's rows keep no
    /// copy of their tags (16 bytes a row).
    public init(keyedBy key: @escaping (Value) -> Key) { keyOf = key }

    /// The key of the value the last build kept at `position`.
    @inlinable
    func previousKey(at position: Int) -> Key {
        if let keyOf { return keyOf(previousValues[position]) }
        return previousKeys[position]
    }

    /// What the last build kept, in its order.
    public var previous: [Value] { previousValues }

    /// The value the last build kept for `key`, if any.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        if cursor < previousValues.count, previousKey(at: cursor) == key {
            cursor += 1
            return previousValues[cursor - 1]
        }
        return valueOutOfOrder(for: key)
    }

    @usableFromInline
    mutating func valueOutOfOrder(for key: Key) -> Value? {
        if index == nil {
            var made: [Key: Int] = [:]
            made.reserveCapacity(previousValues.count)
            for position in previousValues.indices {
                let key = previousKey(at: position)
                if made[key] == nil { made[key] = position }
            }
            index = made
        }
        guard let position = index?[key] else { return nil }
        cursor = position + 1
        return previousValues[position]
    }

    /// Keeps `value` for the next build.
    @inlinable
    public mutating func keep(_ value: Value, for key: Key) {
        if currentValues.isEmpty {
            // Sized for as many as last time, once.
            if keyOf == nil { currentKeys.reserveCapacity(previousValues.count) }
            currentValues.reserveCapacity(previousValues.count)
        }
        if keyOf == nil { currentKeys.append(key) }
        currentValues.append(value)
    }

    /// Ends a build: what it kept is what the next one looks up; the rest is dropped.
    @inlinable
    public mutating func finish() {
        previousKeys = currentKeys
        previousValues = currentValues
        currentKeys = []
        currentValues = []
        index = nil
        cursor = 0
    }
}
