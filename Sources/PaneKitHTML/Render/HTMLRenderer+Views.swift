import PaneKit

extension HTMLRenderer {
    /// One content node.
    func render(_ node: ViewNode) -> HTMLElement {
        let key = node.id.rawValue
        switch node.kind {
        case .text(let string, let style, let format):
            var tag = style == .title || style == .largeTitle ? "h2" : (style == .headline ? "h3" : "p")
            var attributes: [String: String]
            if format == .plain {
                attributes = ["class": "pk-text", "data-style": style.rawValue]
            } else {
                // Room for every attribute a format adds, so the dictionary never grows.
                attributes = Dictionary(minimumCapacity: 8)
                attributes["class"] = "pk-text"
                attributes["data-style"] = style.rawValue
                Self.add(format, to: &attributes, tag: &tag)
            }
            return HTMLElement(tag, key: key, attributes: attributes, text: string)
        case .label(let title, let symbol):
            var children: [HTMLElement] = []
            if let symbol { children.append(icon(symbol, key: key + "#i")) }
            children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title))
            return HTMLElement("span", key: key, attributes: ["class": "pk-label"], children: children)
        case .image(let symbol, let color):
            var image = icon(symbol, key: key)
            if let color {
                image.setAttribute("data-color", color.name)
                if let css = color.cssColor { image.setAttribute("style", "color:\(css)") }
            }
            return image
        case .button(let title, let symbol, let role):
            var attributes = ["class": "pk-button", "type": "button", "data-tap": key]
            if let role { attributes["data-role"] = role.rawValue }
            var children: [HTMLElement] = []
            if let symbol { children.append(icon(symbol, key: key + "#i")) }
            children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title))
            return HTMLElement("button", key: key, attributes: attributes, children: children)
        case .list(_, let reorderable, let window, let refresh):
            // The selection lives on the rows (aria-selected), so selecting touches only two rows.
            var attributes = ["class": "pk-list", "role": "listbox", "data-select": key, "aria-label": "List"]
            if reorderable { attributes["data-move"] = node.id.system("move").rawValue }
            let leading = refresh.map { [refreshControl($0, attributes: &attributes, of: node)] } ?? []
            guard let window else {
                return HTMLElement("div", key: key, attributes: attributes, children: leading + node.children.map(render))
            }
            return windowedList(node, window: window, attributes: attributes, leading: leading)
        case .section(let header):
            var children: [HTMLElement] = []
            if let header { children.append(HTMLElement("h3", key: key + "#h", attributes: ["class": "pk-section-header"], text: header)) }
            children += node.children.map(render)
            var attributes = ["class": "pk-section", "role": "group"]
            if let header { attributes["aria-label"] = header }
            return HTMLElement("div", key: key, attributes: attributes, children: children)
        case .sectionFooter:
            return HTMLElement("div", key: key, attributes: ["class": "pk-section-footer"], children: node.children.map(render))
        case .row:
            return listRow(node)
        case .contentUnavailable(let title, let symbol, let description):
            var children: [HTMLElement] = []
            if let symbol { children.append(icon(symbol, key: key + "#i")) }
            children.append(HTMLElement("h2", key: key + "#t", attributes: ["class": "pk-title"], text: title))
            if let description { children.append(HTMLElement("p", key: key + "#d", attributes: ["class": "pk-description"], text: description)) }
            return HTMLElement("div", key: key, attributes: ["class": "pk-unavailable", "role": "status"], children: children)
        case .textField(let placeholder, let text, _, let isSearch, let label):
            let field = HTMLElement("input", key: key, attributes: [
                "class": "pk-textfield", "type": isSearch ? "search" : "text", "value": text, "placeholder": placeholder,
                "aria-label": label ?? placeholder, "data-text": key,
            ], text: "")
            guard isSearch else { return field }
            // UISearchBar: the field (magnifying glass and clear button drawn by CSS) and, on a
            // phone while people type, Cancel, which empties it and ends the search (panekit.js).
            let cancel = HTMLElement("button", key: key + "#c", attributes: ["class": "pk-search-cancel", "type": "button", "tabindex": "-1"], text: "Cancel")
            return HTMLElement("div", key: key + "#s", attributes: ["class": "pk-search", "role": "search"], children: [field, cancel])
        case .textEditor(let placeholder, let text, _, let label):
            return HTMLElement("textarea", key: key, attributes: [
                "class": "pk-textfield pk-texteditor", "placeholder": placeholder, "aria-label": label ?? placeholder, "data-text": key,
            ], text: text)
        case .picker(let title, let style):
            // A radio group: arrows move the choice, as in a segmented control. It is one tab stop,
            // on the choice, or on the first option while nothing is chosen.
            var options = node.children.map(render)
            if !node.children.contains(where: { if case .option(_, _, _, _, true) = $0.kind { true } else { false } }), !options.isEmpty {
                options[0].setAttribute("tabindex", "0")
            }
            return HTMLElement("div", key: key, attributes: [
                "class": "pk-picker", "role": "radiogroup", "aria-label": title, "data-select": key, "data-style": style.rawValue,
            ], children: options)
        case .option(let tag, let title, let symbol, let tint, let isSelected):
            var attributes = [
                "class": "pk-option", "type": "button", "role": "radio", "data-tag": tag,
                "aria-checked": isSelected ? "true" : "false", "tabindex": isSelected ? "0" : "-1",
            ]
            if let tint { attributes["data-tint"] = tint.rawValue }
            var children: [HTMLElement] = []
            if let symbol { children.append(icon(symbol, key: key + "#i")) }
            children.append(HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title))
            return HTMLElement("button", key: key, attributes: attributes, children: children)
        case .badge(let value):
            return HTMLElement("span", key: key, attributes: ["class": "pk-count", "aria-label": "\(value) items"], text: value)
        case .stack(let axis, let spacing, let alignment):
            if spacing == nil, alignment == nil {
                return HTMLElement("div", key: key, attributes: ["class": "pk-stack", "data-axis": axis.rawValue], children: node.children.map(render))
            }
            return stack(node, key: key, axis: axis, spacing: spacing, alignment: alignment)
        case .zStack(let alignment):
            return zStack(node, key: key, alignment: alignment)
        case .decorated(let decoration):
            return decorated(node, key: key, decoration: decoration)
        case .shape(let kind, let fill, let stroke, let lineWidth):
            return shape(key: key, shape: kind, fill: fill, stroke: stroke, lineWidth: lineWidth)
        case .grid(let layout):
            return grid(node, key: key, layout: layout)
        case .gridRow:
            return HTMLElement("div", key: key, attributes: ["class": "pk-grid-row"], children: node.children.map(render))
        case .divider:
            return HTMLElement("div", key: key, attributes: ["class": "pk-rule", "role": "separator"], text: "")
        case .labeledButton(let role):
            var attributes = ["class": "pk-button", "type": "button", "data-tap": key, "data-label": ""]
            if let role { attributes["data-role"] = role.rawValue }
            return HTMLElement("button", key: key, attributes: attributes, children: node.children.map(render))
        case .form:
            return HTMLElement("div", key: key, attributes: ["class": "pk-form"], children: node.children.map(formChild))
        case .monogram(let initials):
            // Decoration: the name beside it is what assistive technologies read.
            return HTMLElement("span", key: key, attributes: ["class": "pk-monogram", "aria-hidden": "true"], text: initials)
        case .spacer:
            return HTMLElement("div", key: key, attributes: ["class": "pk-spacer"], text: "")
        case .toggle(let title, let isOn):
            // A switch, as iOS draws it: the title leading, the track and knob trailing.
            return HTMLElement("button", key: key, attributes: [
                "class": "pk-toggle", "type": "button", "role": "switch", "aria-checked": isOn ? "true" : "false", "data-tap": key,
            ], children: [
                HTMLElement("span", key: key + "#t", attributes: ["class": "pk-title"], text: title),
                HTMLElement("span", key: key + "#s", attributes: ["class": "pk-switch", "aria-hidden": "true"], text: ""),
            ])
        case .swipeActions(let edge, let allowsFullSwipe):
            // Behind the row's content until a swipe uncovers them (gestures.js).
            // A pointer's affordance: assistive technologies and the keyboard reach the same
            // buttons through the row's menu (a list's rows are options, which hold no controls).
            var attributes = ["class": "pk-swipe-actions", "data-edge": edge.rawValue, "aria-hidden": "true"]
            if allowsFullSwipe { attributes["data-full-swipe"] = "" }
            let buttons = Self.untinted(node.children).map { child, tint in
                // Drawn as buttons, but not controls (not focusable): a tap still sends its data-tap.
                var button = render(child)
                if button.tag == "button" {
                    button.tag = "div"
                    button.setAttribute("type", nil)
                }
                if let tint { button.setAttribute("data-tint", tint.rawValue) }
                return button
            }
            return HTMLElement("div", key: key, attributes: attributes, children: buttons)
        case .searchBar(let highlightsMatches):
            // The field, then the scope bar; the client marks matches (highlights.js).
            var attributes = ["class": "pk-search-bar"]
            if highlightsMatches { attributes["data-highlight-matches"] = "" }
            let suggestions = node.id.child(SearchBar.suggestionsPosition)
            return HTMLElement("div", key: key, attributes: attributes, children: node.children.map { child in
                var element = render(child)
                if child.id == suggestions {
                    element.setAttribute("class", "pk-stack pk-search-suggestions")
                    element.setAttribute("aria-label", "Suggestions")
                }
                return element
            })
        case .actionsOnRequest:
            // Outside a row (where it is an attribute of the row): a hidden element to ask on.
            return HTMLElement("div", key: key, attributes: ["hidden": "", "data-actions-request": key], text: "")
        case .contextMenu:
            // Hidden: a secondary click or a long press opens a copy at the pointer (gestures.js),
            // drawn as any menu: submenus, checked items, a picker's options.
            return HTMLElement("div", key: key, attributes: ["class": "pk-context-menu", "hidden": "", "aria-label": "Actions"],
                               children: menuItems(node.children))
        case .valueControl(let title, let value, let control):
            return valueControl(node, title: title, value: value, control: control)
        case .menu(let title, let symbol, let opensOnTap):
            return menu(node, title: title, symbol: symbol, opensOnTap: opensOnTap)
        case .tinted(let color):
            return HTMLElement("div", key: key, attributes: ["class": "pk-tinted", "data-tint": color.rawValue],
                               children: node.children.map(render))
        case .dropDestination:
            // A row dragged from a reorderable list may be dropped here (D-65).
            return HTMLElement("div", key: key, attributes: ["class": "pk-drop", "data-drop": node.id.system("drop").rawValue],
                               children: node.children.map(render))
        case .submitHandler:
            // Return in a field inside taps the handler (panekit.js), and those around it.
            return HTMLElement("div", key: key, attributes: ["class": "pk-submit", "data-submit": node.id.system("submit").rawValue],
                               children: node.children.map(render))
        case .focusRequest(let focus):
            // The client moves the focus to the input inside, or away from it (panekit.js); the
            // attribute goes on the content itself, so that the page keeps its shape.
            let children = node.children.map(render)
            guard children.count == 1, var only = children.first?.resolved else {
                return HTMLElement("div", key: key, attributes: ["class": "pk-focus-request", "data-focus": focus ? "true" : "false"], children: children)
            }
            only.setAttribute("data-focus", focus ? "true" : "false")
            return only
        case .disabled:
            // `inert` keeps the pointer, focus and assistive technologies out.
            return HTMLElement("div", key: key, attributes: ["class": "pk-disabled", "inert": "", "aria-disabled": "true"],
                               children: node.children.map(render))
        }
    }

    /// Row actions' buttons with the color a ``Tinted`` around them gives, if any.
    private static func untinted(_ nodes: [ViewNode]) -> [(node: ViewNode, tint: TintColor?)] {
        nodes.flatMap { node -> [(node: ViewNode, tint: TintColor?)] in
            guard case .tinted(let color) = node.kind else { return [(node, nil)] }
            return node.children.map { ($0, color) }
        }
    }

    /// The attributes of a row that say whether it is selected: the only ones selection changes,
    /// so a diff may set them without making the row (D-85).
    static func selectionAttributes(_ isSelected: Bool) -> (ariaSelected: String, tabindex: String) {
        (isSelected ? "true" : "false", isSelected ? "0" : "-1")
    }

    /// A list row (selected or not) and its content; in a windowed list, `place` is its
    /// place there, for assistive technology.
    func row(_ node: ViewNode, place: RowPlace?) -> HTMLElement {
        guard case .row(let tag, let isSelected, let showsDisclosure) = node.kind else { return render(node) }
        let key = node.id.rawValue
        let selection = Self.selectionAttributes(isSelected)
        var attributes = [
            "class": "pk-row",
            "role": "option",
            "aria-selected": selection.ariaSelected,
            "tabindex": selection.tabindex,
            "data-tag": tag,
        ]
        if let place {
            attributes["aria-posinset"] = String(place.position)
            attributes["aria-setsize"] = String(place.size)
        }
        if showsDisclosure { attributes["data-chevron"] = "" }
        var children: [HTMLElement] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            // Actions not built yet are a note on the row, not an element: the client taps it as
            // a swipe begins or the menu opens, and the buttons come in a patch (``RowActions``).
            if case .actionsOnRequest = child.kind {
                attributes["data-actions-request"] = child.id.rawValue
            } else {
                children.append(render(child))
            }
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }

    /// A list whose rows are a slice of a longer one: a spacer stands for the rows before the
    /// slice (the client sizes it from the rows it measures) and one after it while more follow;
    /// rows carry their place in the whole list for assistive technology.
    /// A form's child; a section is drawn as a card of cells under its header, its footer under
    /// the card: Settings' inset grouped look on iPhone and iPad (the stylesheet draws a Mac's
    /// form without the card).
    func formChild(_ node: ViewNode) -> HTMLElement {
        guard case .section(let header) = node.kind else { return render(node) }
        let key = node.id.rawValue
        var children: [HTMLElement] = []
        if let header { children.append(HTMLElement("h3", key: key + "#h", attributes: ["class": "pk-section-header"], text: header)) }
        var cells: [HTMLElement] = []
        var footers: [HTMLElement] = []
        for child in node.children {
            let element = render(child)
            if case .sectionFooter = child.kind {
                footers.append(element)
            } else {
                cells.append(HTMLElement("div", key: element.key + "#cell", attributes: ["class": "pk-cell"], children: [element]))
            }
        }
        if !cells.isEmpty { children.append(HTMLElement("div", key: key + "#body", attributes: ["class": "pk-section-body"], children: cells)) }
        children += footers
        var attributes = ["class": "pk-section", "role": "group"]
        if let header { attributes["aria-label"] = header }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }

    /// Pull to refresh (LS-3): `data-refresh` names the action a pull taps (gestures.js pulls only
    /// on a phone or an iPad); the spinner is the list's first child, open while the list has
    /// `data-refreshing` and, between a pull and the server's answer, while the client marks it.
    func refreshControl(_ state: RefreshControl.State, attributes: inout [String: String], of node: ViewNode) -> HTMLElement {
        var spinner = ["class": "pk-refresh"]
        if state == .refreshing {
            attributes["data-refreshing"] = ""
            spinner["role"] = "progressbar"
            spinner["aria-label"] = "Refreshing"
        } else {
            attributes["data-refresh"] = node.id.system("refresh").rawValue
            spinner["aria-hidden"] = "true"
        }
        return HTMLElement("div", key: node.id.rawValue + "#refresh", attributes: spinner, text: "")
    }

    func windowedList(_ node: ViewNode, window: ListWindow.Span, attributes: [String: String], leading: [HTMLElement] = []) -> HTMLElement {
        let key = node.id.rawValue
        var attributes = attributes
        attributes["data-window"] = window.scrollID.rawValue
        attributes["data-offset"] = String(window.offset)
        attributes["data-identity"] = window.identity
        if window.hasMore { attributes["data-more"] = "" }
        var children = leading
        if window.offset > 0 {
            children.append(HTMLElement("div", key: key + "#before", attributes: [
                "class": "pk-window-spacer", "aria-hidden": "true", "style": "--pk-rows:\(window.offset)",
            ], text: ""))
        }
        let rowCount = node.children.count { if case .row = $0.kind { true } else { false } }
        // Options carry the size of the whole list (-1: not known yet, more follow).
        let setSize = window.hasMore ? -1 : window.offset + rowCount
        var position = window.offset
        for child in node.children {
            guard case .row = child.kind else {
                children.append(render(child))
                continue
            }
            position += 1
            children.append(listRow(child, place: RowPlace(position: position, size: setSize)))
        }
        if window.hasMore {
            children.append(HTMLElement("div", key: key + "#after", attributes: [
                "class": "pk-window-spacer", "aria-hidden": "true", "style": "--pk-rows:3",
            ], text: ""))
        }
        return HTMLElement("div", key: key, attributes: attributes, children: children)
    }
}

extension HTMLRenderer {
    /// A text's format as attributes: `data-lines` (the stylesheet clamps), `data-weight`,
    /// `data-color`, and for a date a `time` element the client writes in the reader's locale.
    static func add(_ format: TextFormat, to attributes: inout [String: String], tag: inout String) {
        if let lines = format.lineLimit {
            attributes["data-lines"] = String(lines)
            // Up to five lines the stylesheet knows the clamp; more take it from the element.
            if lines > 5 { attributes["style"] = "--pk-lines:\(lines)" }
        }
        if let weight = format.weight { attributes["data-weight"] = weight.rawValue }
        if let color = format.color {
            attributes["data-color"] = color.name
            if let css = color.cssColor { attributes["style"] = (attributes["style"].map { $0 + ";" } ?? "") + "color:\(css)" }
        }
        if !format.decorations.isEmpty { attributes["data-text"] = format.decorations.names.joined(separator: " ") }
        if let date = format.date {
            tag = "time"
            attributes["datetime"] = date.iso8601
            attributes["data-date"] = date.style.rawValue
        }
    }
}

