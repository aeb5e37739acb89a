import Synchronization
/// A stack's screens as values of any `Hashable` types, as SwiftUI's `NavigationPath`: bind a
/// ``NavigationStack`` to one to push and pop in code.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of these values, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        NavigationValueTypes.register(S.Element.self)
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        NavigationValueTypes.register(V.self)
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

/// A stack's path, whatever its type: read and written as values.
struct PathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

extension NavigationPath {
    /// The path in a form that can be saved and restored (as JSON, in a scene's storage), as
    /// SwiftUI's `NavigationPath.codable`; nil when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            // Codable, not only Encodable: a value that cannot be decoded could not come back.
            guard let value = element.base as? any Codable, let type = _mangledTypeName(Swift.type(of: element.base)),
                  let json = try? JSONEncoder().encode(value) else { return nil }
            items.append(.init(type: type, value: String(decoding: json, as: UTF8.self)))
        }
        return CodableRepresentation(items: items)
    }

    /// The path a saved ``codable`` representation describes.
    public init(_ codable: CodableRepresentation) {
        elements = codable.items.map(\.hashable)
    }

    /// A path that can be encoded and decoded, as SwiftUI's `NavigationPath.CodableRepresentation`:
    /// each value with the name of its type. Decoding fails with a clear error for a type this
    /// program does not have or a value that does not decode as it.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        struct Item: Codable, Equatable, Sendable {
            let type: String
            let value: String
            /// The decoded value; checked when the representation is decoded.
            var hashable: AnyHashable { (try? Self.decode(type: type, value: value)) ?? AnyHashable(value) }

            static func decode(type name: String, value: String) throws -> AnyHashable {
                guard let type = NavigationValueTypes.type(named: name) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                        "no navigation value type named \(name): a type is known once a .navigationDestination(for:) names it or a path holds a value of it"))
                }
                func decode<T: Decodable & Hashable>(_ type: T.Type) throws -> AnyHashable {
                    AnyHashable(try JSONDecoder().decode(type, from: Data(value.utf8)))
                }
                return try decode(type)
            }

            init(type: String, value: String) {
                self.type = type
                self.value = value
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                type = try container.decode(String.self, forKey: .type)
                value = try container.decode(String.self, forKey: .value)
                _ = try Self.decode(type: type, value: value)
            }
        }

        let items: [Item]
    }
}

/// The types navigation values have in this program, by mangled name: those a
/// `.navigationDestination(for:)` names and those appended to a path. A saved path decodes only
/// into them, never into any type whose name it carries (a tab's saved state comes from the
/// browser).
enum NavigationValueTypes {
    /// A metatype: immutable, so safe to share between threads.
    private struct Known: @unchecked Sendable {
        let type: any (Decodable & Hashable).Type
    }

    private static let known = Mutex<[String: Known]>([:])

    static func register<T>(_ type: T.Type) {
        guard let decodable = type as? any (Decodable & Hashable).Type, let name = _mangledTypeName(type) else { return }
        let entry = Known(type: decodable)
        known.withLock { $0[name] = entry }
    }

    static func type(named name: String) -> (any (Decodable & Hashable).Type)? {
        known.withLock { $0[name] }?.type
    }
}
