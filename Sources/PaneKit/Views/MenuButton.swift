/// A button that shows a menu of the views it holds, as SwiftUI's `Menu` in content: buttons,
/// toggles (a checkmark when on), dividers, sections and menu buttons (submenus). Without a
/// primary action a tap opens the menu; with one, a tap runs it and a long press, a secondary
/// click or (on a Mac) the button's arrow opens the menu.
public struct MenuButton: View {
    /// The button's title.
    public var title: String
    /// The symbol before the title.
    public var symbol: String?
    /// What a tap runs, when it does not open the menu.
    public var primaryAction: (() -> Void)?
    /// The menu's items.
    public var content: ViewGroup

    /// A menu button titled `title` whose items the closure builds.
    public init(_ title: String, symbol: String? = nil, primaryAction: (() -> Void)? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.title = title
        self.symbol = symbol
        self.primaryAction = primaryAction
        self.content = content()
    }

    /// The items are built when people reach for the menu, as a row's actions are (D-69,
    /// D-107): until then one `.actionsOnRequest` node stands for them, and a tap on it has
    /// them built.
    public func makeNodes(in context: ViewBuildContext) -> [ViewNode] {
        if let primaryAction { context.onTap(primaryAction) }
        let items = context.child("m")
        // Built now when people reached for it, or for what holds it (a submenu of a row's
        // menu, or of another menu).
        let revealed = context.actions.revealedActions.map { revealed in
            revealed == items.id || ActionTable.revealed(context.id, within: revealed) != nil
        } ?? false
        let children = revealed ? content.makeNodes(in: items) : [ViewNode(id: items.id, kind: .actionsOnRequest)]
        return [ViewNode(id: context.id, kind: .menu(title: title, symbol: symbol, opensOnTap: primaryAction == nil), children: children)]
    }
}
