import PaneKit

// SwiftUI's layout and style (issue 35): stacks' spacing and alignment, frames, padding,
// backgrounds and overlays, shapes, grids, clips and the styles that cascade (buttons, control
// sizes, text alignment). Sizes go inline as CSS custom properties or logical properties; what
// each means is in the stylesheet, whose layout rules carry low specificity so the platform's
// tuned looks (Mail's rows, dialogs) keep theirs.
extension HTMLRenderer {
    /// A stack: its axis, and its spacing and alignment when the views gave them.
    func stack(_ node: ViewNode, key: String, axis: Axis, spacing: Double?, alignment: StackAlignment?) -> HTMLElement {
        var attributes = ["class": "pk-stack", "data-axis": axis.rawValue]
        if let alignment { attributes["data-align"] = alignment.rawValue }
        if let spacing {
            attributes["data-spacing"] = ""
            attributes["style"] = "--pk-gap:\(px(spacing))"
        }
        return HTMLElement("div", key: key, attributes: attributes, children: node.children.map(render))
    }

    /// Views over one another, placed by the alignment.
    func zStack(_ node: ViewNode, key: String, alignment: LayoutAlignment) -> HTMLElement {
        var attributes = ["class": "pk-zstack", "data-h": alignment.horizontal.rawValue, "data-v": alignment.vertical.rawValue]
        if Self.isFlexibleWidth(node) { attributes["data-flex-w"] = "" }
        return HTMLElement("div", key: key, attributes: attributes, children: node.children.map(render))
    }

    /// Whether `node` takes all the width it is given, as SwiftUI's flexible views do (a shape, a
    /// grid, `.frame(maxWidth: .infinity)`, and what wraps one of those): the stylesheet stretches
    /// it in a ZStack, a frame or a layer, and grows it along a row (`data-flex-w`).
    static func isFlexibleWidth(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .shape, .grid:
            return true
        case .decorated(.frame(let frame)):
            if frame.maxWidth?.isInfinite == true { return true }
            if frame.maxWidth != nil || frame.minWidth != nil { return false }
            return node.children.contains(where: isFlexibleWidth)
        case .decorated(.padding), .decorated(.clip), .decorated(.opacity), .decorated(.border), .decorated(.hidden),
             .decorated(.background), .decorated(.overlay), .decorated(.accessibility), .decorated(.help), .decorated(.listLook):
            return node.children.first.map(isFlexibleWidth) ?? false
        case .zStack, .labeledButton, .stack:
            return node.children.contains(where: isFlexibleWidth)
        default:
            return false
        }
    }

    /// The content's nodes with a decoration around them.
    func decorated(_ node: ViewNode, key: String, decoration: Decoration) -> HTMLElement {
        var element = decoratedElement(node, key: key, decoration: decoration)
        if Self.isFlexibleWidth(node) { element.setAttribute("data-flex-w", "") }
        return element
    }

    private func decoratedElement(_ node: ViewNode, key: String, decoration: Decoration) -> HTMLElement {
        let children = node.children.map(render)
        switch decoration {
        case .padding(let insets):
            let style = "padding-block:\(px(insets.top)) \(px(insets.bottom));"
                + "padding-inline:\(px(insets.leading)) \(px(insets.trailing))"
            return HTMLElement("div", key: key, attributes: ["class": "pk-pad", "style": style], children: children)
        case .frame(let frame):
            return HTMLElement("div", key: key, attributes: Self.frameAttributes(frame), children: children)
        case .background(let alignment), .overlay(let alignment):
            // The layer is the last child; a background is drawn first, so it is first in the page.
            var ordered = children
            let isBackground = if case .background = decoration { true } else { false }
            if isBackground, ordered.count == 2 { ordered.swapAt(0, 1) }
            return HTMLElement("div", key: key, attributes: [
                "class": "pk-layers", "data-layer": isBackground ? "background" : "overlay",
                "data-h": alignment.horizontal.rawValue, "data-v": alignment.vertical.rawValue,
            ], children: ordered)
        case .clip(let shape):
            return HTMLElement("div", key: key, attributes: Self.shapeAttributes(shape, class: "pk-clip"), children: children)
        case .opacity(let value):
            return HTMLElement("div", key: key, attributes: ["class": "pk-opacity", "style": "opacity:\(min(max(value, 0), 1))"], children: children)
        case .hidden:
            return HTMLElement("div", key: key, attributes: ["class": "pk-hidden", "aria-hidden": "true", "inert": ""], children: children)
        case .border(let fill, let width):
            return HTMLElement("div", key: key, attributes: [
                "class": "pk-border", "style": "border:\(px(width)) solid \(Self.css(fill))",
            ], children: children)
        case .gridCell(let columns):
            return HTMLElement("div", key: key, attributes: ["class": "pk-grid-cell", "style": "grid-column:span \(max(columns, 1))"], children: children)
        case .buttonLook(let look):
            return HTMLElement("div", key: key, attributes: ["class": "pk-styled", "data-button-style": look.rawValue], children: children)
        case .controlSize(let size):
            return HTMLElement("div", key: key, attributes: ["class": "pk-styled", "data-control-size": size.rawValue], children: children)
        case .textAlignment(let alignment):
            return HTMLElement("div", key: key, attributes: ["class": "pk-styled", "data-text-align": alignment.rawValue], children: children)
        case .symbolStyle(let style):
            return HTMLElement("div", key: key, attributes: ["class": "pk-styled", "data-symbol-style": style.rawValue], children: children)
        case .accessibility(let label, let hint, let isHidden):
            var attributes: [String: String] = [:]
            if let label { attributes["aria-label"] = label }
            if let hint { attributes["aria-description"] = hint }
            if isHidden { attributes["aria-hidden"] = "true" }
            return Self.onContent(children, attributes: attributes, key: key, role: label == nil ? nil : "group")
        case .help(let text):
            return Self.onContent(children, attributes: ["title": text], key: key, role: nil)
        case .listLook(let look):
            return Self.onContent(children, attributes: ["data-list-style": look.rawValue], key: key, role: nil)
        }
    }

    /// `attributes` on the content itself when it is one element (a button named, a text with a
    /// tip), so that the page keeps its shape; else on a group around the elements.
    static func onContent(_ children: [HTMLElement], attributes: [String: String], key: String, role: String?) -> HTMLElement {
        guard children.count == 1, var only = children.first?.resolved else {
            var group = attributes
            group["class"] = "pk-described"
            if let role { group["role"] = role }
            return HTMLElement("div", key: key, attributes: group, children: children)
        }
        for (name, value) in attributes { only.setAttribute(name, value) }
        return only
    }

    /// A shape drawn as a view: decoration, hidden from assistive technologies.
    func shape(key: String, shape: ShapeKind, fill: Fill?, stroke: Fill?, lineWidth: Double) -> HTMLElement {
        var attributes = Self.shapeAttributes(shape, class: "pk-shape")
        attributes["aria-hidden"] = "true"
        var style = attributes["style"].map { [$0] } ?? []
        if let fill {
            style.append("background:\(Self.css(fill))")
            if case .material = fill { attributes["data-material"] = "" }
        }
        if let stroke { style.append("box-shadow:inset 0 0 0 \(px(lineWidth)) \(Self.css(stroke))") }
        attributes["style"] = style.isEmpty ? nil : style.joined(separator: ";")
        return HTMLElement("div", key: key, attributes: attributes, text: "")
    }

    /// A grid: its tracks as CSS grid templates; a grid of rows has as many columns as its widest row.
    func grid(_ node: ViewNode, key: String, layout: GridLayout) -> HTMLElement {
        var style: [String] = []
        let across = layout.spacing.map(px) ?? "8px"
        let along = layout.lineSpacing.map(px) ?? "8px"
        if layout.tracks.isEmpty {
            let columns = node.children.map { row in
                row.children.reduce(0) { count, cell in
                    if case .decorated(.gridCell(let span)) = cell.kind { return count + max(span, 1) }
                    return count + 1
                }
            }.max() ?? 1
            style.append("grid-template-columns:repeat(\(max(columns, 1)),auto)")
            style.append("gap:\(along) \(across)")
        } else {
            let template = layout.tracks.map { Self.track($0.size) }.joined(separator: " ")
            if let maximum = layout.tracks.lazy.compactMap({ if case .adaptive(_, let maximum) = $0.size, maximum.isFinite { maximum } else { nil } }).first {
                style.append("--pk-cell-max:\(px(maximum))")
            }
            style.append((layout.axis == .vertical ? "grid-template-columns:" : "grid-template-rows:") + template)
            style.append(layout.axis == .vertical ? "gap:\(along) \(across)" : "gap:\(across) \(along)")
        }
        return HTMLElement("div", key: key, attributes: [
            "class": "pk-grid", "data-axis": layout.tracks.isEmpty ? "rows" : layout.axis.rawValue,
            "data-h": layout.alignment.horizontal.rawValue, "data-v": layout.alignment.vertical.rawValue,
            "style": style.joined(separator: ";"),
        ], children: node.children.map(render))
    }

    /// One track's CSS size: an adaptive track repeats as many times as fit.
    private static func track(_ size: GridTrack.Size) -> String {
        func bound(_ value: Double) -> String { value.isInfinite ? "1fr" : px(value) }
        switch size {
        case .fixed(let length): return px(length)
        case .flexible(let minimum, let maximum): return "minmax(\(px(minimum)),\(bound(maximum)))"
        // As many as the minimum lets fit (a definite maximum would count by it instead); the
        // maximum caps the cells (`--pk-cell-max`).
        case .adaptive(let minimum, _): return "repeat(auto-fill,minmax(\(px(minimum)),1fr))"
        }
    }

    /// A frame's bounds as logical sizes; an infinite maximum is a `data-fill-…` the stylesheet
    /// turns into growth along a stack's axis, or stretch across it.
    private static func frameAttributes(_ frame: LayoutFrame) -> [String: String] {
        var attributes = ["class": "pk-frame", "data-h": frame.alignment.horizontal.rawValue, "data-v": frame.alignment.vertical.rawValue]
        var style: [String] = []
        func bounds(_ minimum: Double?, _ ideal: Double?, _ maximum: Double?, size: String, fill: String) {
            if let minimum, let maximum, minimum == maximum, maximum.isFinite {
                style.append("\(size):\(px(maximum))")
                attributes[fill + "-fixed"] = ""
                return
            }
            if let minimum { style.append("min-\(size):\(px(minimum))") }
            if let ideal, maximum == nil || maximum?.isInfinite == false { style.append("\(size):\(px(ideal))") }
            if let maximum {
                if maximum.isInfinite { attributes[fill] = "" } else { style.append("max-\(size):\(px(maximum))") }
            }
        }
        bounds(frame.minWidth, frame.idealWidth, frame.maxWidth, size: "inline-size", fill: "data-fill-w")
        bounds(frame.minHeight, frame.idealHeight, frame.maxHeight, size: "block-size", fill: "data-fill-h")
        if !style.isEmpty { attributes["style"] = style.joined(separator: ";") }
        return attributes
    }

    private static func shapeAttributes(_ shape: ShapeKind, class name: String) -> [String: String] {
        switch shape {
        case .rectangle: ["class": name, "data-shape": "rectangle"]
        case .roundedRectangle(let radius): ["class": name, "data-shape": "rounded", "style": "--pk-corner:\(px(radius))"]
        case .capsule: ["class": name, "data-shape": "capsule"]
        case .circle: ["class": name, "data-shape": "circle"]
        case .ellipse: ["class": name, "data-shape": "ellipse"]
        }
    }

    /// A fill as a CSS color.
    static func css(_ fill: Fill) -> String {
        switch fill {
        case .color(.primary): return "var(--pk-text)"
        case .color(.secondary): return "var(--pk-secondary-text)"
        case .color(.clear): return "transparent"
        case .color(.tint(let tint)): return tint.map { "var(--pk-tint-\($0.rawValue))" } ?? "var(--pk-accent)"
        case .color(let color): return color.cssColor ?? "var(--pk-text)"
        case .rgb(let red, let green, let blue, let opacity):
            return ForegroundColor.rgb(red: red, green: green, blue: blue, opacity: opacity).cssColor ?? "var(--pk-text)"
        case .background(let secondary): return secondary ? "var(--pk-bg-grouped)" : "var(--pk-bg)"
        case .material(let thickness): return "color-mix(in srgb, var(--pk-bar-bg) \(55 + 10 * min(max(thickness, 0), 4))%, transparent)"
        }
    }
}
