import PaneKit

/// Menus: a button (a bar's, or SwiftUI's `Menu` in content) with its items beside it, hidden.
/// The client opens a copy of them over the page when the button asks (gestures.js), as it does
/// a row's context menu, so that every menu looks and is driven the same way.
extension HTMLRenderer {
    /// A `.menu` node in content: its button, and its items.
    func menu(_ node: ViewNode, title: String, symbol: String?, opensOnTap: Bool) -> HTMLElement {
        let key = node.id.rawValue
        var children: [HTMLElement] = []
        if let symbol { children.append(icon(symbol, key: key + "#i")) }
        if !title.isEmpty { children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title)) }
        var button = HTMLElement("button", key: key, attributes: ["class": "pk-button pk-menu-button", "type": "button", "aria-label": title],
                                 children: children)
        if !opensOnTap { button.setAttribute("data-tap", key) }
        return anchored(button, menu: node, opensOnTap: opensOnTap)
    }

    /// `button` and the menu it opens, in an anchor that takes no room of its own (CSS
    /// `display: contents`), so a bar lays the button out as any other.
    func anchored(_ button: HTMLElement, menu: ViewNode, opensOnTap: Bool) -> HTMLElement {
        var button = button
        button.setAttribute("data-menu", opensOnTap ? "tap" : "hold")
        button.setAttribute("aria-haspopup", "menu")
        if !opensOnTap {
            // Mail's Flag ▾: the arrow opens the menu, the rest of the button runs the action.
            let arrow = HTMLElement("span", key: button.key + "#arrow", attributes: ["class": "pk-menu-arrow", "aria-hidden": "true"], text: "")
            button.content = .children(button.children + [arrow])
        }
        let items = HTMLElement("div", key: menu.id.rawValue + "#items", attributes: ["class": "pk-menu-items", "hidden": ""],
                                children: menuItems(menu.children))
        return HTMLElement("span", key: button.key + "#anchor", attributes: ["class": "pk-menu-anchor"], children: [button, items])
    }

    /// A menu's items as the client copies them: buttons (`data-symbol-tint` colors a symbol,
    /// `aria-checked` a checked one, `disabled` one that cannot be chosen), rules, headings, and
    /// submenus holding items of their own.
    func menuItems(_ nodes: [ViewNode], tint: TintColor? = nil, disabled: Bool = false) -> [HTMLElement] {
        nodes.flatMap { node -> [HTMLElement] in
            let key = node.id.rawValue
            switch node.kind {
            case .tinted(let color):
                return menuItems(node.children, tint: color, disabled: disabled)
            case .disabled:
                return menuItems(node.children, tint: tint, disabled: true)
            case .section(let header):
                var group: [HTMLElement] = [HTMLElement("div", key: key + "#above", attributes: ["class": "pk-rule", "role": "separator"], text: "")]
                if let header { group.append(HTMLElement("div", key: key, attributes: ["class": "pk-menu-header"], text: header)) }
                return group + menuItems(node.children, tint: tint, disabled: disabled)
                    + [HTMLElement("div", key: key + "#below", attributes: ["class": "pk-rule", "role": "separator"], text: "")]
            case .menu(let title, let symbol, _):
                var children: [HTMLElement] = []
                if let symbol { children.append(icon(symbol, key: key + "#i")) }
                children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title))
                let label = HTMLElement("div", key: key + "#label", attributes: ["class": "pk-submenu-title"], children: children)
                let items = HTMLElement("div", key: key + "#items", attributes: ["class": "pk-menu-items"], children: menuItems(node.children))
                return [HTMLElement("div", key: key, attributes: ["class": "pk-submenu"], children: [label, items])]
            case .toggle(let title, let isOn):
                var attributes = ["class": "pk-button", "type": "button", "data-tap": key, "aria-checked": isOn ? "true" : "false"]
                if disabled { attributes["disabled"] = ""; attributes["data-tap"] = nil }
                return [HTMLElement("button", key: key, attributes: attributes,
                                    children: [HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title)])]
            case .button, .labeledButton:
                var item = render(node)
                if let tint { item.setAttribute("data-symbol-tint", tint.rawValue) }
                if disabled {
                    item.setAttribute("disabled", "")
                    item.setAttribute("data-tap", nil)
                }
                return [item]
            case .divider:
                return [render(node)]
            case .picker:
                // A picker in a menu: its options as items, the chosen one checked; choosing one
                // selects it, as a tap on the option would.
                let options = node.children.compactMap { option -> HTMLElement? in
                    guard case .option(let tag, let title, let symbol, _, let isSelected) = option.kind else { return nil }
                    let optionKey = option.id.rawValue
                    var attributes = ["class": "pk-button", "type": "button", "data-select": key, "data-tag": tag,
                                      "aria-checked": isSelected ? "true" : "false"]
                    if disabled { attributes["disabled"] = "" }
                    var children: [HTMLElement] = []
                    if let symbol { children.append(icon(symbol, key: optionKey + "#i")) }
                    children.append(HTMLElement("span", key: optionKey + "#t", attributes: ["class": "pk-title"], text: title))
                    return HTMLElement("button", key: optionKey, attributes: attributes, children: children)
                }
                let rule = { (suffix: String) in HTMLElement("div", key: key + suffix, attributes: ["class": "pk-rule", "role": "separator"], text: "") }
                return [rule("#above")] + options + [rule("#below")]
            case .actionsOnRequest:
                // Items not built yet: the client asks for them (a tap on this id) as it opens.
                return [HTMLElement("div", key: key, attributes: ["hidden": "", "data-actions-request": key], text: "")]
            case .stack, .decorated:
                // A group of items (a `Group`, a `ForEach`, a modifier around them).
                return menuItems(node.children, tint: tint, disabled: disabled)
            default:
                return []
            }
        }
    }
}
