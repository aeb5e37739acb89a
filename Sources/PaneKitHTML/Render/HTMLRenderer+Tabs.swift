import PaneKit

extension HTMLRenderer {
    /// A tab bar controller: its sidebar, the selected tab's content, and the bar as a tablist.
    func render(_ tabBar: TabBarScene) -> HTMLElement {
        let key = "t\(tabBar.controller.number)"
        var attributes = ["class": "pk-tabs", "data-position": tabBar.position.rawValue, "data-items": tabBar.itemPositioning.rawValue]
        if tabBar.isHidden { attributes["data-bar-hidden"] = "" }
        if tabBar.sidebar != nil { attributes["data-sidebar"] = "" }
        var children: [HTMLElement] = []
        if let sidebar = tabBar.sidebar { children.append(render(sidebar)) }
        children.append(HTMLElement("div", key: key + ".content", attributes: ["class": "pk-tab-content"],
                                    children: tabBar.content.map { [render($0)] } ?? []))
        var barChildren: [HTMLElement] = []
        var tabs: [HTMLElement] = []
        if let toggle = tabBar.sidebarToggleID {
            barChildren.append(HTMLElement("button", key: toggle.rawValue, attributes: [
                "class": "pk-bar-item pk-sidebar-toggle", "type": "button", "data-tap": toggle.rawValue,
                "aria-label": tabBar.sidebar == nil ? "Show Sidebar" : "Hide Sidebar",
            ], children: [icon("sidebar.leading", key: toggle.rawValue + "#i")]))
        }
        for item in tabBar.items {
            var itemAttributes = [
                "class": "pk-tab" + (item.isMore ? " pk-more" : ""),
                "role": "tab",
                "type": "button",
                "aria-selected": item.isSelected ? "true" : "false",
                "data-tap": item.id.rawValue,
                "data-layout": tabBar.itemLayout.rawValue,
            ]
            if item.isSymbolOnly { itemAttributes["aria-label"] = item.title }
            var parts: [HTMLElement] = [icon(item.symbol ?? "circle", key: item.id.rawValue + "#i")]
            if !item.isSymbolOnly {
                parts.append(HTMLElement("span", key: item.id.rawValue + "#t", attributes: ["class": "pk-title"], text: item.title))
            }
            if let badge = item.badge {
                parts.append(HTMLElement("span", key: item.id.rawValue + "#b", attributes: [
                    "class": "pk-badge", "aria-label": badge == "!" ? "Needs attention" : "\(badge) new",
                ], text: badge))
            }
            tabs.append(HTMLElement("button", key: item.id.rawValue, attributes: itemAttributes, children: parts))
        }
        if !tabs.isEmpty {
            barChildren.append(HTMLElement("div", key: key + ".tablist", attributes: ["class": "pk-tablist", "role": "tablist", "aria-label": "Tabs"],
                                           children: tabs))
        }
        if !barChildren.isEmpty {
            children.append(HTMLElement("div", key: key + ".bar", attributes: ["class": "pk-tabbar"], children: barChildren))
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }

    /// A sidebar as a tree: groups with expandable headers, rows as tree items.
    func render(_ sidebar: SidebarScene) -> HTMLElement {
        memoized(sidebar) { renderSidebar(sidebar) }
    }

    private func renderSidebar(_ sidebar: SidebarScene) -> HTMLElement {
        let key = "sb\(sidebar.controller.number)"
        var sections: [HTMLElement] = []
        for section in sidebar.sections {
            let sectionKey = key + ".s." + section.id
            var parts: [HTMLElement] = []
            if let title = section.title {
                var headerAttributes = ["class": "pk-sidebar-header", "type": "button"]
                if let disclosure = section.disclosureID {
                    headerAttributes["data-tap"] = disclosure.rawValue
                    headerAttributes["aria-expanded"] = section.isExpanded ? "true" : "false"
                }
                var headerChildren = [HTMLElement("span", key: sectionKey + ".title", attributes: ["class": "pk-title"], text: title)]
                if section.disclosureID != nil { headerChildren.append(icon("chevron.down", key: sectionKey + ".chevron")) }
                parts.append(HTMLElement(section.disclosureID == nil ? "div" : "button", key: sectionKey + ".header",
                                         attributes: headerAttributes, children: headerChildren))
                if let add = section.addID {
                    parts.append(HTMLElement("button", key: add.rawValue, attributes: [
                        "class": "pk-bar-item pk-add", "type": "button", "data-tap": add.rawValue, "aria-label": "Add to \(title)",
                    ], children: [icon("plus", key: add.rawValue + "#i")]))
                }
            }
            // Each section is a tree of its rows; its header (and +) sit outside, as buttons.
            var treeAttributes = ["class": "pk-sidebar-rows", "role": "tree", "aria-label": section.title ?? sidebar.title ?? "Sidebar",
                                  "data-select": sidebar.listID.rawValue]
            if let move = section.moveID { treeAttributes["data-move"] = move.rawValue }
            parts.append(HTMLElement("div", key: sectionKey + ".rows", attributes: treeAttributes, children: section.rows.map(memoizedRow)))
            sections.append(HTMLElement("div", key: sectionKey, attributes: ["class": "pk-sidebar-section"], children: parts))
        }
        var attributes = [
            "class": "pk-sidebar",
            "aria-label": sidebar.title ?? "Sidebar",
            "data-appearance": sidebar.appearance.rawValue,
            "data-row-size": sidebar.rowSize.rawValue,
            "style": "--pk-row:\(px(sidebar.metrics.rowHeight));--pk-text:\(px(sidebar.metrics.textSize));--pk-icon:\(px(sidebar.metrics.iconSize));--pk-gap:\(px(sidebar.metrics.horizontalSpacing))",
        ]
        if sidebar.isEditing { attributes["data-editing"] = "" } else if sidebar.rowsShowDisclosure { attributes["data-chevrons"] = "" }
        return HTMLElement("nav", key: key, attributes: attributes, children: sections)
    }

    /// A sidebar row, made again only when it changed: a count that moved redraws its row, not
    /// the sidebar's every row.
    private func memoizedRow(_ row: SidebarRowScene) -> HTMLElement {
        memoized(row) { render(row) }
    }

    private func render(_ row: SidebarRowScene) -> HTMLElement {
        let key = row.nodeID.rawValue
        var attributes = [
            "class": "pk-sidebar-row",
            "role": "treeitem",
            "tabindex": row.isSelected ? "0" : "-1",
            "aria-level": String(row.level + 1),
            "aria-selected": row.isSelected ? "true" : "false",
            "data-tag": row.id,
        ]
        if let expanded = row.isExpanded { attributes["aria-expanded"] = expanded ? "true" : "false" }
        if row.isHidden { attributes["data-hidden"] = "" }
        if let drop = row.dropID { attributes["data-drop-row"] = drop.rawValue }
        var children: [HTMLElement] = []
        if let disclosure = row.disclosureID {
            children.append(HTMLElement("span", key: disclosure.rawValue, attributes: [
                "class": "pk-disclosure", "aria-hidden": "true", "data-tap": disclosure.rawValue,
                "aria-label": row.isExpanded == true ? "Collapse \(row.title)" : "Expand \(row.title)",
            ], children: [icon("chevron.forward", key: disclosure.rawValue + "#i")]))
        }
        if let symbol = row.symbol { children.append(icon(symbol, key: key + "#i")) }
        children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: row.title))
        if let badge = row.badge {
            children.append(HTMLElement("span", key: key + "#b", attributes: ["class": "pk-count", "aria-label": "\(badge) items"], text: badge))
        }
        if let toggle = row.visibilityToggleID {
            children.append(HTMLElement("span", key: toggle.rawValue, attributes: [
                "class": "pk-visibility", "aria-hidden": "true", "data-tap": toggle.rawValue,
            ], children: [icon(row.isHidden ? "circle" : "checkmark.circle", key: toggle.rawValue + "#i")]))
        }
        if !row.contextActions.isEmpty {
            // The context menu opens on a secondary click; its items are listed for the client.
            attributes["data-actions"] = row.contextActions.map { "\($0.id.rawValue)=\($0.title)" }.joined(separator: "\n")
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }
}
