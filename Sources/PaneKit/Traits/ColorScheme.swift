/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}
