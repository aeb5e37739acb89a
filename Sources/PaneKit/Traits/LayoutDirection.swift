/// The direction in which text and leading-to-trailing layout flow.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}
