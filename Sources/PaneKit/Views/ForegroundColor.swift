/// The color of text or a symbol, as SwiftUI's foreground styles.
public enum ForegroundColor: Sendable, Hashable {
    /// The text color.
    case primary
    /// The secondary text color (dates, previews, captions).
    case secondary
    /// One of the accent colors; nil takes the screen's accent color (an unread dot).
    case tint(TintColor?)
    /// None: the view keeps its space but does not show (a read message's place for the dot).
    case clear
    /// An app's own color, the same in light and dark (SwiftUI's `Color(red:green:blue:)`,
    /// `.white`): white text on a colored card.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)

    /// `primary`, `secondary`, `clear`, `accent` (the screen's accent color) or the tint's
    /// name, as dumps and renderers write it.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .secondary: "secondary"
        case .clear: "clear"
        case .tint(let tint): tint?.rawValue ?? "accent"
        case .rgb: "custom"
        }
    }

    /// An app's own color as CSS (`rgb(255 255 255 / 1)`); nil for the others, which renderers
    /// draw from their palettes.
    public var cssColor: String? {
        guard case .rgb(let red, let green, let blue, let opacity) = self else { return nil }
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgb(\(channel(red)) \(channel(green)) \(channel(blue)) / \(min(max(opacity, 0), 1)))"
    }
}
