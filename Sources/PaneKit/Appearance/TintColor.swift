/// The accent colors people can choose on Apple platforms (macOS Appearance settings): the tint
/// of buttons, symbols, selection and focus rings.
///
/// A renderer maps each case to its own light and dark values; `nil` wherever a tint is optional
/// means the system blue.
public enum TintColor: String, Sendable, Hashable, CaseIterable, Codable {
    case blue, purple, pink, red, orange, yellow, green, graphite

    /// The name people see in a settings screen ("Graphite").
    public var title: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
