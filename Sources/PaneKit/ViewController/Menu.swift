/// A menu of actions, as UIKit's `UIMenu`: a bar button's (``BarButtonItem/menu``), or a submenu
/// inside another. A menu shown inline sits in the menu that holds it between separators, as
/// `UIMenu.Options.displayInline` does; otherwise it is an item that opens its own children.
public struct Menu {
    /// The title a submenu shows as its item; unused for a bar button's own menu.
    public var title: String
    /// The symbol beside a submenu's title.
    public var symbol: String?
    /// Whether the children show in the holding menu between separators, not as a submenu.
    public var displaysInline: Bool
    /// The actions and submenus, top first.
    public var children: [MenuElement]

    /// A menu of `children`, titled `title` when it is a submenu.
    public init(_ title: String = "", symbol: String? = nil, displaysInline: Bool = false, children: [MenuElement]) {
        self.title = title
        self.symbol = symbol
        self.displaysInline = displaysInline
        self.children = children
    }
}

/// One item of a ``Menu``, as UIKit's `UIMenuElement`: an action or a submenu.
public enum MenuElement {
    /// An item people choose.
    case action(MenuAction)
    /// A submenu, or a group of items shown inline.
    case menu(Menu)
}

/// An item of a ``Menu`` that runs its handler when chosen, as UIKit's `UIAction`.
public struct MenuAction {
    /// The item's title.
    public var title: String
    /// The symbol beside the title.
    public var symbol: String?
    /// The color of the symbol (Mail's flag colors); menu titles stay in the text color.
    public var symbolTint: TintColor?
    /// `.destructive` draws the item in red (never on a Mac, whose menus have no red items).
    public var role: ButtonRole?
    /// Whether people can choose it (`UIMenuElement.Attributes.disabled` when false).
    public var isEnabled = true
    /// Whether it shows a checkmark (`UIMenuElement.State.on`).
    public var isOn = false
    /// Runs when the item is chosen.
    public var handler: () -> Void

    /// An item titled `title` that runs `handler`.
    public init(_ title: String, symbol: String? = nil, symbolTint: TintColor? = nil, role: ButtonRole? = nil,
                isOn: Bool = false, handler: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.symbolTint = symbolTint
        self.role = role
        self.isOn = isOn
        self.handler = handler
    }
}

extension Menu {
    /// The menu as Scene nodes under `id`, each action's tap registered: a button (a toggle when
    /// checked, tinted when its symbol has a color), a divider around an inline group, a `.menu`
    /// node for a submenu.
    func makeNodes(id: NodeID, in context: SceneBuildContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for (index, element) in children.enumerated() {
            let elementID = id.child(String(index))
            switch element {
            case .action(let action):
                if action.isEnabled { context.onTap(elementID, action.handler) }
                var node = action.isOn
                    ? ViewNode(id: elementID, kind: .toggle(title: action.title, isOn: true))
                    : ViewNode(id: elementID, kind: .button(title: action.title, symbol: action.symbol, role: action.role))
                if let tint = action.symbolTint { node = ViewNode(id: elementID.system("tint"), kind: .tinted(tint), children: [node]) }
                if !action.isEnabled { node = ViewNode(id: elementID.system("off"), kind: .disabled, children: [node]) }
                nodes.append(node)
            case .menu(let menu) where menu.displaysInline:
                let group = menu.makeNodes(id: elementID, in: context)
                guard !group.isEmpty else { continue }
                if !nodes.isEmpty, nodes.last?.kind != .divider { nodes.append(ViewNode(id: elementID.system("above"), kind: .divider)) }
                nodes += group
                nodes.append(ViewNode(id: elementID.system("below"), kind: .divider))
            case .menu(let menu):
                nodes.append(ViewNode(id: elementID, kind: .menu(title: menu.title, symbol: menu.symbol, opensOnTap: true),
                                      children: menu.makeNodes(id: elementID, in: context)))
            }
        }
        if nodes.last?.kind == .divider { nodes.removeLast() }
        return nodes
    }
}

extension BarItem {
    /// The app's bar button `item` drawn as `id`: its action registered for a tap (when it is
    /// enabled and has one). Its menu is built when people reach for it, as a row's actions are
    /// (D-69, D-107): until then it holds one `.actionsOnRequest` node, a tap on which builds it,
    /// so a toolbar's menus cost nothing at each event while nobody opens them. nil
    /// for a classic split view's display-mode button that shows nothing now (SV-L14).
    init?(_ item: BarButtonItem, id: NodeID, in context: SceneBuildContext) {
        if let split = item.displayModeSplit {
            guard let shown = split.displayModeBarItem(id: id, in: context) else { return nil }
            context.drew(item, as: id)
            self = shown
            return
        }
        if item.isEnabled && item.hasPrimaryAction { context.onTap(id, item.action) }
        context.drew(item, as: id)
        let menu = item.menu.map { menu in
            let menuID = id.system("menu")
            var items: [ViewNode] = []
            if !item.isEnabled {
                // A disabled button offers nothing.
            } else if context.revealedActions == menuID {
                items = menu.makeNodes(id: menuID, in: context)
            } else {
                context.onReveal(menuID)
                items = [ViewNode(id: menuID, kind: .actionsOnRequest)]
            }
            return ViewNode(id: menuID, kind: .menu(title: item.title, symbol: item.symbol, opensOnTap: !item.hasPrimaryAction), children: items)
        }
        self.init(id: id, kind: .custom(title: item.title, symbol: item.symbol, role: item.role), isEnabled: item.isEnabled, menu: menu)
        isDone = item.style == .done
    }
}
