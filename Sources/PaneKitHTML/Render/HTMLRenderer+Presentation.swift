import PaneKit

extension HTMLRenderer {
    /// The title a presented screen shows, for its dialog's accessible name.
    static func title(of node: SceneNode) -> String? {
        switch node {
        case .navigation(let navigation): navigation.bar.title
        case .content(let content): content.title
        case .split, .tabBar, .sidebar: nil
        }
    }

    /// A presentation: its dimming and a dialog holding the presented content; `covered` when a
    /// modal presentation is over it (it is inert then, and a bottom sheet recedes).
    func render(_ presentation: PresentationScene, covered: Bool = false) -> HTMLElement {
        let key = "p\(presentation.controller.number)"
        var children: [HTMLElement] = []
        if let dimming = presentation.dimming {
            var attributes = ["class": "pk-dimming", "style": "--pk-dim:\(dimming.opacity)", "aria-hidden": "true"]
            // A tap outside a dialog cancels it, outside a popover dismisses it (its owner decides).
            // A tap beside a centered sheet is a dismissal people start (D-56).
            if [.dialog, .popover, .formSheet, .pageSheet].contains(presentation.appearance) { attributes["data-tap"] = dimming.id.rawValue }
            children.append(HTMLElement("div", key: key + ".dim", attributes: attributes, text: ""))
        }
        let isDialog = presentation.appearance == .dialog || presentation.appearance == .alert
        var sheetAttributes = [
            "aria-label": Self.title(of: presentation.content) ?? (isDialog ? "Confirm" : "Sheet"),
            "class": "pk-sheet",
            "role": isDialog ? "alertdialog" : "dialog",
            "aria-modal": presentation.dimming != nil || presentation.appearance == .fullScreen ? "true" : "false",
            "data-appearance": presentation.appearance.rawValue,
            "data-dismiss": presentation.dismissID.rawValue,
            "data-buttons": presentation.buttonPlacement.rawValue,
            "style": frameStyle(presentation.frame),
        ]
        if presentation.isModal { sheetAttributes["data-modal"] = "" }
        if let popover = presentation.popover {
            // The client places the bubble beside its source, on a side its arrow may be on (D-55).
            if let source = popover.sourceID { sheetAttributes["data-source"] = source.rawValue }
            sheetAttributes["data-arrows"] = popover.arrowDirections.names.joined(separator: ",")
            if popover.fitsContent {
                sheetAttributes["data-fit"] = ""
                sheetAttributes["style"]! += ";--pk-fit-max:\(px(presentation.frame.height))"
            }
        }
        if presentation.appearance == .macSheet {
            // As tall as its content, up to its frame (a Mac sheet fits what it holds).
            sheetAttributes["data-fit"] = ""
            sheetAttributes["style"]! += ";--pk-fit-max:\(px(presentation.frame.height))"
        }
        if let tint = presentation.tintColor { sheetAttributes["data-tint"] = tint.rawValue }
        if let radius = presentation.cornerRadius { sheetAttributes["style"]! += ";--pk-radius:\(px(radius))" }
        if let control = presentation.detentControlID {
            sheetAttributes["data-detent-control"] = control.rawValue
            sheetAttributes["data-detents"] = detentList(presentation.detents)
        }
        if let selected = presentation.selectedDetent { sheetAttributes["data-selected-detent"] = selected.rawValue }
        if let edge = presentation.scrollEdgeID { sheetAttributes["data-scroll-edge"] = edge.rawValue }
        var sheetChildren: [HTMLElement] = []
        if let grabberID = presentation.grabberID {
            sheetChildren.append(grabber(key: key + ".grab", tap: grabberID, detent: presentation.selectedDetent))
        }
        if presentation.appearance == .window {
            // A Mac window's buttons at the toolbar's leading end: Close asks to dismiss, as a
            // swipe down does (the delegate may ask first); the other two are drawn, not offered.
            let close = HTMLElement("button", key: key + ".close", attributes: [
                "class": "pk-window-close", "type": "button", "aria-label": "Close", "data-close": presentation.dismissID.rawValue,
            ], text: "")
            let others = ["minimize", "zoom"].map { HTMLElement("span", key: key + "." + $0, attributes: ["class": "pk-window-" + $0, "aria-hidden": "true"], text: "") }
            sheetChildren.append(HTMLElement("div", key: key + ".controls", attributes: ["class": "pk-window-controls"], children: [close] + others))
        }
        sheetChildren.append(render(presentation.content))
        children.append(HTMLElement("div", key: key + ".sheet", attributes: sheetAttributes, children: sheetChildren))
        var attributes = ["class": "pk-presentation", "data-appearance": presentation.appearance.rawValue]
        if covered {
            attributes["data-covered"] = ""
            attributes["inert"] = ""
            attributes["aria-hidden"] = "true"
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }
}
