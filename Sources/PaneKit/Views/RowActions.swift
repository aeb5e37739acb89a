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

/// A list row's swipe actions and context menu, built when people reach for them: until a swipe
/// begins or the menu opens on that row, the row carries one node that says it has actions, and
/// a tap on it has them built (the renderer asks as the gesture starts). Only the row reached for
/// last holds its buttons, so a window of hundreds of rows keeps no buttons, closures or elements
/// for actions nobody is using. Put it in the row's content, in place of ``SwipeActions`` and
/// ``ContextMenu`` (PaneKitUI's `.swipeActions` and `.contextMenu` make one).
public struct RowActions: View {
    private let make: () -> (swipes: [SwipeActions], menu: ContextMenu?)

    /// Actions built on request from these swipes and this menu.
    public init(swipes: [SwipeActions] = [], menu: ContextMenu? = nil) {
        make = { (swipes, menu) }
    }

    /// Actions whose swipes and menu `make` builds only when people reach for the row: a row
    /// nobody reaches for never builds its buttons.
    public init(made make: @escaping () -> (swipes: [SwipeActions], menu: ContextMenu?)) {
        self.make = make
    }

    /// The swipes and the menu, built now.
    public var content: (swipes: [SwipeActions], menu: ContextMenu?) { make() }

    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        guard context.actions.revealedActions == context.id else {
            // No action is registered: the window finds the node when its tap comes (rarely),
            // so a row waiting costs one node and nothing in the action table.
            return [ViewNode(id: context.id, kind: .actionsOnRequest)]
        }
        let (swipes, menu) = make()
        var nodes: [ViewNode] = []
        for (index, swipe) in swipes.enumerated() { nodes += swipe.makeNodes(in: context.child(String(index))) }
        if let menu { nodes += menu.makeNodes(in: context.child("m")) }
        return nodes
    }
}

/// The leading or trailing edge, which follows the layout direction.
public enum HorizontalEdge: String, Sendable, Hashable {
    /// Left in left-to-right languages.
    case leading
    /// Right in left-to-right languages.
    case trailing
}
