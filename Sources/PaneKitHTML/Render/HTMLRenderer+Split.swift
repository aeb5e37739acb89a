import PaneKit

extension HTMLRenderer {
    /// A split view: positioned columns (landmarks), dividers, the dimmed region, the inspector sheet.
    func render(_ split: SplitScene) -> HTMLElement {
        let key = "s\(split.controller.number)"
        var attributes = [
            "class": "pk-split",
            "data-style": split.style.rawValue,
            "data-behavior": split.splitBehavior.rawValue,
            "data-mode": split.displayMode.rawValue,
            "data-primary-edge": split.primaryEdge.rawValue,
        ]
        if split.isCollapsed { attributes["data-collapsed"] = "" }
        if let gesture = split.gestureID { attributes["data-swipe"] = gesture.rawValue }
        // Where the keyboard focus goes among the columns (SV-F1): the client reports it, and
        // moves it when the request's number changes.
        if let focus = split.focusID { attributes["data-focus-control"] = focus.rawValue }
        if let request = split.focusRequest {
            attributes["data-focus-column"] = request.column.rawValue
            attributes["data-focus-request"] = String(request.serial)
        }
        var children: [HTMLElement] = []
        let splitWidth = split.columns.map(\.frame.maxX).max() ?? 0
        for column in split.columns {
            children.append(render(column, splitKey: key))
            if let divider = column.dividerID {
                var dividerAttributes = [
                    "class": "pk-divider",
                    "role": "separator",
                    "aria-orientation": "vertical",
                    "aria-label": "Resize \(column.column.rawValue) column",
                    "tabindex": "0",
                    "data-resize": divider.rawValue,
                    "data-reset": divider.system("reset").rawValue,
                    "data-width": String(Int(column.frame.width)),
                    "aria-valuenow": String(Int(column.frame.width)),
                    "aria-valuemin": "0",
                    "aria-valuemax": String(Int(splitWidth)),
                ]
                // The divider is on the column's edge toward the secondary.
                let edge = column.frame.midX < splitWidth / 2 ? column.frame.maxX : column.frame.minX
                dividerAttributes["style"] = "left:\(px(edge));z-index:\(column.zIndex + 1)"
                children.append(HTMLElement("div", key: key + ".div." + column.column.rawValue, attributes: dividerAttributes, text: ""))
            }
        }
        if let dimming = split.dimming {
            children.append(HTMLElement("div", key: key + ".dim", attributes: [
                "class": "pk-dimming",
                "data-tap": dimming.id.rawValue,
                "style": frameStyle(dimming.frame, zIndex: 2) + ";--pk-dim:\(dimming.opacity)",
                "aria-hidden": "true",
            ], text: ""))
        }
        if let sheet = split.inspectorSheet {
            children.append(HTMLElement("div", key: key + ".inspector", attributes: [
                "class": "pk-sheet pk-inspector-sheet",
                "role": "dialog",
                "aria-modal": "true",
                "aria-label": "Inspector",
                "data-appearance": "bottomSheet",
                "data-dismiss": sheet.dismissID.rawValue,
                "data-detent-control": sheet.detentControlID.rawValue,
                "data-detents": detentList(sheet.detents),
                "data-selected-detent": sheet.selectedDetent?.rawValue ?? "",
                "style": frameStyle(sheet.frame, zIndex: 10),
            ], children: [
                grabber(key: key + ".inspector.grab", tap: sheet.detentControlID.system("grabber"), detent: sheet.selectedDetent),
                render(sheet.content),
            ]))
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }

    private func render(_ column: ColumnScene, splitKey: String) -> HTMLElement {
        // Landmarks: the sidebar navigates, the secondary is the main content, the inspector is aside.
        let tag: String
        switch column.column {
        case .primary: tag = "nav"
        case .secondary, .compact: tag = "main"
        case .inspector: tag = "aside"
        case .supplementary: tag = "section"
        }
        var attributes = [
            "class": "pk-column",
            "data-column": column.column.rawValue,
            "aria-label": column.column.rawValue.prefix(1).uppercased() + column.column.rawValue.dropFirst(),
            "style": frameStyle(column.frame, zIndex: column.zIndex),
        ]
        if column.background == .sidebar { attributes["data-background"] = "sidebar" }
        return HTMLElement(tag, key: splitKey + ".col." + column.column.rawValue, attributes: attributes, children: [render(column.content)])
    }

    func detentList(_ detents: [PresentationLayout.DetentHeight]) -> String {
        detents.map { "\($0.identifier.rawValue):\(Int($0.height))" }.joined(separator: ",")
    }

    /// The grabber: a keyboard-adjustable control announcing its detent.
    func grabber(key: String, tap: NodeID, detent: SheetPresentationController.Detent.Identifier?) -> HTMLElement {
        HTMLElement("button", key: key, attributes: [
            "class": "pk-grabber",
            "type": "button",
            "role": "slider",
            "aria-label": "Sheet size",
            "aria-valuetext": detent?.rawValue ?? "",
            "data-tap": tap.rawValue,
        ], text: "")
    }
}
