import PaneKit

/// A person's initials in a circle, as Mail and Contacts show someone without a photo
/// (PaneKit's own view: SwiftUI apps draw it from a `Circle` and a `Text`).
nonisolated public struct Monogram: View, PrimitiveView {
    /// Drawn by PaneKitUI itself.
    public typealias Body = Never
    let name: String

    /// The monogram of a name: "Ada Lovelace" → "AL", "ada@example.com" → "A".
    public init<S: StringProtocol>(_ name: S) { self.name = String(name) }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] { [PaneKit.Monogram(name: name)] }
}
