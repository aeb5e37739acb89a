import PaneKit

extension Scene {
    /// The id of the first button with this title, anywhere in the Scene.
    public func button(_ title: String) -> NodeID? {
        allNodes.first { node in
            if case .button(let buttonTitle, _, _) = node.kind { return buttonTitle == title }
            return false
        }?.id
    }

    /// The first button drawn from a label of views (`Button { … } label: { … }`) with the text
    /// `title` among them, anywhere in the Scene.
    public func labeledButton(containing title: String) -> NodeID? {
        func hasText(_ node: ViewNode) -> Bool {
            if case .text(let text, _, _) = node.kind, text == title { return true }
            return node.children.contains(where: hasText)
        }
        return allNodes.first { node in
            if case .labeledButton = node.kind { return hasText(node) }
            return false
        }?.id
    }

    /// The first switch with this title, anywhere in the Scene: its id and whether it is on.
    public func toggle(_ title: String) -> (id: NodeID, isOn: Bool)? {
        for node in allNodes {
            if case .toggle(let toggleTitle, let isOn) = node.kind, toggleTitle == title { return (node.id, isOn) }
        }
        return nil
    }

    /// The first picker with this title, anywhere in the Scene.
    public func picker(_ title: String) -> ViewNode? {
        allNodes.first { node in
            if case .picker(let pickerTitle, _) = node.kind { return pickerTitle == title }
            return false
        }
    }

    /// The id of the first button with this title in the frontmost presentation (a sheet, a
    /// dialog), nil when nothing is presented.
    public func presentedButton(_ title: String) -> NodeID? {
        guard let top = presentations.last else { return nil }
        return Scene(traits: traits, root: top.content).button(title)
    }

    /// The id of the first navigation bar item with this title, anywhere in the Scene (with
    /// `inToolbars`, a bottom toolbar's too).
    public func barItem(_ title: String, inToolbars: Bool = false) -> NodeID? {
        var found: NodeID?
        func walk(_ scene: SceneNode) {
            guard found == nil else { return }
            switch scene {
            case .navigation(let navigation):
                found = (navigation.bar.leadingItems + navigation.bar.trailingItems + (inToolbars ? navigation.toolbar ?? [] : [])).first { item in
                    if case .custom(let itemTitle, _, _) = item.kind { return itemTitle == title }
                    if case .back(let itemTitle) = item.kind { return itemTitle == title }
                    return false
                }?.id
                walk(navigation.top)
            case .split(let split):
                for column in split.columns { walk(column.content) }
            case .tabBar(let tabBar):
                if let content = tabBar.content { walk(content) }
            case .content, .sidebar:
                break
            }
        }
        for presentation in presentations.reversed() { walk(presentation.content) }
        if let root { walk(root) }
        return found
    }

    /// The titles of the items in every navigation bar's trailing end and every bottom toolbar on
    /// screen, in order.
    public func barTitles() -> (navigationBars: [String], toolbars: [String]) {
        var bars: [String] = [], toolbars: [String] = []
        func titles(_ items: [BarItem]) -> [String] {
            items.compactMap {
                switch $0.kind {
                case .custom(let title, _, _), .status(let title): title
                default: nil
                }
            }
        }
        forEachPart { part in
            guard case .navigation(let navigation) = part else { return }
            bars += titles(navigation.bar.trailingItems)
            toolbars += titles(navigation.toolbar ?? [])
        }
        return (bars, toolbars)
    }

    /// Every bar item on screen: each navigation bar's leading and trailing items and each bottom
    /// toolbar's, the main interface's first.
    public var allBarItems: [BarItem] {
        var items: [BarItem] = []
        forEachPart { part in
            guard case .navigation(let navigation) = part else { return }
            items += navigation.bar.leadingItems + navigation.bar.trailingItems + (navigation.toolbar ?? [])
        }
        return items
    }

    /// Calls `visit` with every part of the Scene on screen, depth first: the main interface,
    /// then the presentations.
    private func forEachPart(_ visit: (SceneNode) -> Void) {
        func walk(_ scene: SceneNode) {
            visit(scene)
            switch scene {
            case .navigation(let navigation): walk(navigation.top)
            case .split(let split):
                for column in split.columns { walk(column.content) }
                if let sheet = split.inspectorSheet { walk(sheet.content) }
            case .tabBar(let tabBar):
                if let content = tabBar.content { walk(content) }
            case .content, .sidebar:
                break
            }
        }
        if let root { walk(root) }
        for presentation in presentations { walk(presentation.content) }
    }

    /// Every sidebar on screen: the main interface's, then the presentations'.
    public var sidebars: [SidebarScene] {
        var result: [SidebarScene] = []
        forEachPart { if case .sidebar(let sidebar) = $0 { result.append(sidebar) } }
        return result
    }

    /// Every content node, depth first: the main interface, then the presentations.
    public var allNodes: [ViewNode] {
        var result: [ViewNode] = []
        func walk(_ nodes: [ViewNode]) {
            for node in nodes {
                result.append(node)
                walk(node.children)
            }
        }
        forEachPart { if case .content(let content) = $0 { walk(content.nodes) } }
        return result
    }
}

extension Window {
    /// Has the items of a menu (a bar button's, or a `.menu` node's) built, as a browser does
    /// when people open it (D-107); a menu already built is left as it is.
    public func revealMenu(_ menu: ViewNode?) throws {
        guard let request = menu?.children.first, request.kind == .actionsOnRequest else { return }
        try send(.tapped(request.id))
    }
}
