import GRDB

/// A flag's color, as Mail offers them (Flag ▾ on a Mac, the Flag submenu elsewhere), in Mail's
/// order. Stored as its number (column `flagColor`), which stays when a message is unflagged,
/// so Flag puts back the color it had. Orange, iOS Mail's flag, is the default and number 0.
public enum FlagColor: Int, CaseIterable, Codable, Sendable, DatabaseValueConvertible {
    /// Mail's first color.
    case red = 1
    /// iOS Mail's flag.
    case orange = 0
    /// Yellow.
    case yellow = 2
    /// Green.
    case green = 3
    /// Blue.
    case blue = 4
    /// Purple.
    case purple = 5
    /// Gray.
    case gray = 6

    /// The name Mail's menus show ("Orange").
    public var title: String {
        switch self {
        case .red: "Red"
        case .orange: "Orange"
        case .yellow: "Yellow"
        case .green: "Green"
        case .blue: "Blue"
        case .purple: "Purple"
        case .gray: "Gray"
        }
    }
}
