/// Buttons a list row reveals when it is swiped, like SwiftUI's `.swipeActions` and UIKit's
/// `UISwipeActionsConfiguration`: put it in the row's content. Swiping the row toward the other
/// edge uncovers the buttons at `edge`; with `allowsFullSwipe`, a swipe across most of the row runs
/// the first button. A destructive button is red.
public struct SwipeActions: View {
    /// The edge the buttons sit at: `.trailing` (swipe toward the leading edge), or `.leading`.
    public var edge: HorizontalEdge
    /// Whether a swipe across most of the row runs the first button.
    public var allowsFullSwipe: Bool
    /// The buttons, the first nearest the edge.
    public var content: ViewGroup

    /// Swipe buttons at `edge` (trailing by default), built by the closure.
    public init(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> ViewGroup) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe), children: content.makeNodes(in: context))]
    }
}

/// A menu of buttons a list row shows on a secondary click or a long press, like SwiftUI's
/// `.contextMenu` and UIKit's `UIContextMenuConfiguration`: put it in the row's content.
public struct ContextMenu: View {
    /// The menu's buttons, top first.
    public var content: ViewGroup

    /// A menu of the buttons the closure builds.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.content = content()
    }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        [ViewNode(id: context.id, kind: .contextMenu, children: content.makeNodes(in: context))]
    }
}

/// The leading or trailing edge, which follows the layout direction.
public enum HorizontalEdge: String, Sendable, Hashable {
    /// Left in left-to-right languages.
    case leading
    /// Right in left-to-right languages.
    case trailing
}
