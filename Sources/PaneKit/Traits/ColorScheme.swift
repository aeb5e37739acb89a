/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The light appearance, like `UIUserInterfaceStyle.light` (the default).
    case light
    /// The dark appearance, like `UIUserInterfaceStyle.dark`.
    case dark
}
