/// The accent colors people can choose on Apple platforms (macOS Appearance settings): the tint
/// of buttons, symbols, selection and focus rings.
///
/// A renderer maps each case to its own light and dark values; `nil` wherever a tint is optional
/// means the system blue.
public enum TintColor: String, Sendable, Hashable, CaseIterable, Codable {
    /// The eight accent colors, in the order of the macOS Appearance settings; `.blue` is the
    /// system default and `.graphite` is the gray one.
    case blue, purple, pink, red, orange, yellow, green, graphite

    /// The name people see in a settings screen ("Graphite").
    public var title: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
