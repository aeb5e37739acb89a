import PaneKitUI
import PostboxStore

extension FlagColor {
    /// The system color a flag of this color is drawn in.
    var color: Color {
        switch self {
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .blue: .blue
        case .purple: .purple
        case .gray: .gray
        }
    }
}

/// Mail's flag colors as menu items, each a flag in its color, and Unflag under them for a
/// flagged message: Flag ▾ on an iPad's and a Mac's toolbar, the Flag submenu of a row's menu.
/// A function, not a view of its own: a toolbar's menu reads its items from the views SwiftUI
/// builds (buttons, dividers), as it reads a toolbar's.
@MainActor @ViewBuilder func flagMenuItems(isFlagged: Bool, onAction: @escaping @MainActor (MailAction) -> Void) -> some View {
    ForEach(FlagColor.allCases, id: \.self) { color in
        Button(color.title, systemImage: "flag.fill") { onAction(.flag(color)) }
            .tint(color.color)
    }
    if isFlagged {
        Divider()
        Button("Unflag", systemImage: "flag.slash") { onAction(.toggleFlag) }
    }
}
