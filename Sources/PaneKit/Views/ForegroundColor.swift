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

    /// `primary`, `secondary`, `clear`, `accent` (the screen's accent color) or the tint's
    /// name, as dumps and renderers write it.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .secondary: "secondary"
        case .clear: "clear"
        case .tint(let tint): tint?.rawValue ?? "accent"
        }
    }
}
