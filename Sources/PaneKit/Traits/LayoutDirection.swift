/// The direction in which text and leading-to-trailing layout flow.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is the left edge, like `UIUserInterfaceLayoutDirection.leftToRight` (the default).
    case leftToRight
    /// Leading is the right edge, as for Arabic and Hebrew; layouts mirror.
    case rightToLeft
}
