import PaneKit

extension FramePainter {
    /// A presentation over what is drawn: its dimming, then its surface — a bottom sheet from the
    /// bottom edge, a card in the middle, an alert box, a popover beside its source, or the whole
    /// screen. Spec: SH-1…SH-4, SH-11, D-55.
    func draw(_ presentation: PresentationScene) {
        let screen = CellRect(x: 0, y: 0, width: columns, height: rows)
        // Where a popover's source is, read before the dimming (a popover's is clear) takes the clicks.
        let source = presentation.popover?.sourceID.flatMap { hits.bounds(of: .tap($0)) }
        if let dimming = presentation.dimming { dim(cells(dimming.frame), id: dimming.id, opacity: dimming.opacity) }
        let savedTint = tint
        if let own = presentation.tintColor { tint = own }
        defer { tint = savedTint }
        // Esc always asks; a modal sheet's owner decides what that does (SH-10, SH-11).
        dismissID = presentation.dismissID
        if let control = presentation.detentControlID {
            detents = (control, presentation.detents.map(\.identifier.rawValue), presentation.selectedDetent?.rawValue)
        } else {
            detents = nil
        }
        var frame = cells(presentation.frame).intersection(screen)
        switch presentation.appearance {
        case .bottomSheet:
            drawSheet(frame: frame, grabber: presentation.grabberID, content: presentation.content, bordered: false)
        case .formSheet, .pageSheet, .macSheet, .window:
            frame = frame.intersection(screen)
            drawCard(frame: frame, content: presentation.content, buttonsBottomTrailing: presentation.buttonPlacement == .bottomTrailing)
        case .fullScreen, .overFullScreen:
            hits.clear(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            fill(frame, style: .plain)
            draw(presentation.content, in: frame)
        case .alert, .dialog:
            drawAlert(frame: frame, content: presentation.content)
        case .popover:
            drawPopover(frame: frame, source: source, fitsContent: presentation.popover?.fitsContent ?? false, content: presentation.content)
        }
    }

    /// A bottom sheet: a rounded top edge across it, the grabber (when shown) under it, the content
    /// below. Nothing under it takes clicks.
    func drawSheet(frame: CellRect, grabber: NodeID?, content: SceneNode, bordered: Bool) {
        guard frame.height >= 2 else { return }
        hits.clear(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        fill(frame, style: .plain)
        let edge = glyphs.topLeft + String(repeating: glyphs.horizontal, count: max(0, frame.width - 2)) + glyphs.topRight
        text(edge, x: frame.x, y: frame.y, style: palette.separator)
        var inner = CellRect(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height - 1)
        if let grabber {
            let handle = String(repeating: glyphs.grabber, count: 6)
            let x = frame.x + (frame.width - 6) / 2
            let target = HitTarget.tap(grabber)
            var style = palette.secondary
            if isFocused(target) { style.attributes.insert(.reverse) }
            text(handle, x: x, y: frame.y, style: style)
            hit(target, CellRect(x: x, y: frame.y, width: 6, height: 1))
            focusable(target)
        }
        if bordered { inner = CellRect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height) }
        draw(content, in: inner)
    }

    /// A form, page or Mac sheet: a rounded card. A Mac sheet's bar buttons sit in a row at its
    /// bottom-trailing corner, as `[ Cancel ]  [ Send ]` (DESIGN §4).
    func drawCard(frame: CellRect, content: SceneNode, buttonsBottomTrailing: Bool = false) {
        guard frame.width >= 4, frame.height >= 3 else { return }
        hits.clear(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        fill(frame, style: .plain)
        box(frame, style: palette.separator)
        var inner = CellRect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
        guard buttonsBottomTrailing, case .navigation(var navigation) = content, inner.height > 4 else {
            draw(content, in: inner)
            return
        }
        let buttons = navigation.bar.leadingItems + navigation.bar.trailingItems
        navigation.bar.leadingItems = []
        navigation.bar.trailingItems = []
        inner.height -= 2
        draw(.navigation(navigation), in: inner)
        let row = frame.maxY - 2
        let labels = buttons.map { "[ \(buttonTitle($0)) ]" }
        var x = frame.maxX - 2 - labels.reduce(0) { $0 + width($1) + 2 } + 2
        for (item, label) in zip(buttons, labels) {
            var style: CellStyle = item.isDone ? palette.selection(focused: true) : palette.tinted(tint)
            if case .custom(_, _, .destructive?) = item.kind { style = palette.destructive }
            if !item.isEnabled { style = CellStyle(attributes: .faint) }
            let target = HitTarget.tap(item.id)
            if isFocused(target) { style.attributes.insert(.underline) }
            let end = text(label, x: x, y: row, style: style)
            if item.isEnabled {
                hit(target, CellRect(x: x, y: row, width: end - x, height: 1))
                focusable(target)
            }
            x = end + 2
        }
    }

    /// A bar button's words: its title, even when it has a symbol.
    func buttonTitle(_ item: BarItem) -> String {
        if case .custom(let title, let symbol, _) = item.kind { return title.isEmpty ? (symbol.flatMap(glyphs.symbol) ?? "") : title }
        return itemTitle(item)
    }

    /// An alert or a dialog: a box in the middle with the bold title, the message, and the
    /// buttons in a row (Cancel last, destructive red); as tall as its content.
    func drawAlert(frame: CellRect, content: SceneNode) {
        let nodes: [ViewNode]
        if case .content(let screen) = content { nodes = screen.nodes } else { nodes = [] }
        let title: String? = { if case .content(let screen) = content { return screen.title } else { return nil } }()
        var texts: [ViewNode] = [], buttons: [ViewNode] = []
        collectAlertParts(nodes, texts: &texts, buttons: &buttons)
        // The title is drawn once, above: the content repeats it for assistive technologies.
        texts.removeAll { node in if case .text(let string, _, _) = node.kind { string == title } else { false } }
        let boxWidth = min(columns - 4, max(34, min(60, frame.width)))
        let innerWidth = boxWidth - 4
        var height = 2
        if let title, !title.isEmpty { height += wrap(title, width: innerWidth, limit: nil).count }
        let bodyHeight = placeStack(texts, axis: .vertical, spacing: 0, x: 0, y: 0, width: innerWidth, ink: Ink(tint: tint), paint: false)
        height += bodyHeight + (bodyHeight > 0 ? 1 : 0)
        let buttonLabels = buttons.map { button -> String in
            if case .button(let title, _, _) = button.kind { return "[ \(title) ]" }
            return "[ \(plainText(button)) ]"
        }
        let buttonsWidth = buttonLabels.reduce(0) { $0 + width($1) + 2 }
        let stacked = buttonsWidth > innerWidth
        height += stacked ? buttonLabels.count : 1
        height += 1
        let box = CellRect(x: (columns - boxWidth) / 2, y: max(0, (rows - height) / 2), width: boxWidth, height: min(rows, height))
        hits.clear(x: box.x, y: box.y, width: box.width, height: box.height)
        fill(box, style: .plain)
        self.box(box, style: palette.separator)
        var y = box.y + 1
        if let title, !title.isEmpty {
            for line in wrap(title, width: innerWidth, limit: nil) {
                centered(line, row: y, in: CellRect(x: box.x + 2, y: y, width: innerWidth, height: 1), style: CellStyle(attributes: .bold))
                y += 1
            }
        }
        y += placeStack(texts, axis: .vertical, spacing: 0, x: box.x + 2, y: y, width: innerWidth, ink: Ink(tint: tint), paint: true)
        if bodyHeight > 0 { y += 1 }
        // Buttons from the trailing edge, the default (the last non-cancel) filled with the accent.
        var x = box.maxX - 2 - (stacked ? innerWidth : buttonsWidth - 2)
        for (index, button) in buttons.enumerated() {
            let label = buttonLabels[index]
            var style: CellStyle
            if case .button(_, _, let role) = button.kind, role == .destructive { style = palette.destructive }
            else { style = palette.tinted(tint) }
            let target = HitTarget.tap(button.id)
            if isFocused(target) { style = palette.selection(focused: true) }
            let end = text(label, x: x, y: y, style: style, limit: box.maxX - 1)
            hit(target, CellRect(x: x, y: y, width: end - x, height: 1))
            focusable(target)
            if stacked { y += 1 } else { x = end + 2 }
        }
    }

    /// The texts and buttons of an alert's content, in order.
    func collectAlertParts(_ nodes: [ViewNode], texts: inout [ViewNode], buttons: inout [ViewNode]) {
        for node in nodes {
            switch node.kind {
            case .button, .labeledButton: buttons.append(node)
            case .stack, .tinted, .decorated, .section, .form, .list: collectAlertParts(node.children, texts: &texts, buttons: &buttons)
            default: texts.append(node)
            }
        }
    }

    /// A popover: a box of its frame's size below its source (else above, else beside it), with a
    /// notch pointing at the source's middle; centred without a source on screen. Spec: D-55.
    func drawPopover(frame: CellRect, source: CellRect?, fitsContent: Bool, content: SceneNode) {
        let width = min(columns - 2, max(20, frame.width))
        // A popover without a height of its own is as tall as its content, up to its frame.
        let height = fitsContent ? min(max(5, frame.height), contentHeight(content, width: width - 2) + 2) : frame.height
        let size = (width: width, height: min(rows - 2, max(5, height)))
        var box = CellRect(x: (columns - size.width) / 2, y: (rows - size.height) / 2, width: size.width, height: size.height)
        var notch: (x: Int, y: Int, glyph: String)?
        if let bounds = source {
            let middle = bounds.x + bounds.width / 2
            let x = max(1, min(columns - 1 - size.width, middle - size.width / 2))
            if bounds.maxY + size.height <= rows - 1 {
                box = CellRect(x: x, y: bounds.maxY, width: size.width, height: size.height)
                notch = (middle, box.y, glyphs.arrowUp)
            } else if bounds.y - size.height >= 1 {
                box = CellRect(x: x, y: bounds.y - size.height, width: size.width, height: size.height)
                notch = (middle, box.maxY - 1, glyphs.arrowDown)
            } else if bounds.maxX + size.width <= columns - 1 {
                box = CellRect(x: bounds.maxX, y: max(1, min(rows - 1 - size.height, bounds.y - size.height / 2)), width: size.width, height: size.height)
                notch = (box.x, bounds.y, glyphs.arrowLeft)
            } else {
                box = CellRect(x: max(1, bounds.x - size.width), y: max(1, min(rows - 1 - size.height, bounds.y - size.height / 2)),
                               width: size.width, height: size.height)
                notch = (box.maxX - 1, bounds.y, glyphs.arrowRight)
            }
        }
        drawCard(frame: box, content: content)
        if let notch { text(notch.glyph, x: notch.x, y: notch.y, style: palette.separator) }
    }

    /// The rows a presented screen needs at `width`: its bar and its content.
    func contentHeight(_ node: SceneNode, width: Int) -> Int {
        switch node {
        case .content(let content):
            return placeStack(content.nodes, axis: .vertical, spacing: 0, x: 0, y: 0, width: width, ink: Ink(tint: tint), paint: false, topLevel: true)
        case .navigation(let navigation):
            let bar = navigation.bar.title?.isEmpty == false || !navigation.bar.leadingItems.isEmpty || !navigation.bar.trailingItems.isEmpty
            return (bar ? 2 : 0) + contentHeight(navigation.top, width: width)
        default:
            return rows
        }
    }

    // MARK: Host overlays

    /// A menu the host opened, below its anchor (or above when there is no room), each item a row.
    func draw(_ menu: TerminalViewState.OpenMenu) {
        let itemWidth = menu.items.map { width($0.title) + ($0.symbol.flatMap(glyphs.symbol).map { width($0) + 1 } ?? 0) }.max() ?? 0
        let boxWidth = min(columns - 2, itemWidth + 6)
        let boxHeight = min(rows - 2, menu.items.count + 2)
        let below = menu.anchor.maxY + boxHeight <= rows
        let box = CellRect(x: max(0, min(columns - boxWidth, menu.anchor.x)), y: below ? menu.anchor.maxY : max(0, menu.anchor.y - boxHeight),
                           width: boxWidth, height: boxHeight)
        hits.clear(x: box.x, y: box.y, width: box.width, height: box.height)
        fill(box, style: .plain)
        self.box(box, style: palette.separator)
        focusables = []
        for (index, item) in menu.items.prefix(boxHeight - 2).enumerated() {
            let y = box.y + 1 + index
            if item.title.isEmpty, item.target == nil {
                text(String(repeating: glyphs.horizontal, count: box.width - 2), x: box.x + 1, y: y, style: palette.separator)
                continue
            }
            var style = item.target == nil ? palette.secondary : (item.isDestructive ? palette.destructive : .plain)
            if index == state.menuSelection, item.target != nil { style = palette.selection(focused: true) }
            fill(CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: CellStyle(background: style.background))
            text(item.isChecked ? glyphs.check : " ", x: box.x + 2, y: y, style: style)
            var x = box.x + 4
            if let glyph = item.symbol.flatMap(glyphs.symbol) { x = text(glyph, x: x, y: y, style: style) + 1 }
            text(truncated(item.title, to: box.maxX - 2 - x), x: x, y: y, style: style)
            if let target = item.target { hit(target, CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1)) }
        }
    }

    /// The list of keyboard shortcuts (F1, `?`): every command the Scene offers now, by its keys,
    /// so none is out of reach on a terminal that cannot send its keys (D-63).
    func drawShortcuts() {
        let commands = scene.keyCommands
        let keys = commands.map { TerminalKeys.label(of: $0, kittyKeyboard: capabilities.kittyKeyboard) }
        let keyWidth = keys.map(width).max() ?? 0
        let titleWidth = commands.map { width($0.title) }.max() ?? 0
        let boxWidth = min(columns - 2, max(30, keyWidth + titleWidth + 7))
        let boxHeight = min(rows - 2, commands.count + 4)
        let box = CellRect(x: (columns - boxWidth) / 2, y: (rows - boxHeight) / 2, width: boxWidth, height: boxHeight)
        hits.clear(x: 0, y: 0, width: columns, height: rows)
        fill(box, style: .plain)
        self.box(box, style: palette.separator)
        centered("Keyboard Shortcuts", row: box.y + 1, in: box, style: CellStyle(attributes: .bold))
        focusables = []
        let first = max(0, min(state.menuSelection - (boxHeight - 5), commands.count - (boxHeight - 4)))
        for (offset, command) in commands.enumerated().dropFirst(first).prefix(boxHeight - 4) {
            let y = box.y + 3 + offset - first
            let style = offset == state.menuSelection ? palette.selection(focused: true) : CellStyle.plain
            fill(CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: CellStyle(background: style.background))
            text(truncated(command.title, to: box.width - keyWidth - 6), x: box.x + 2, y: y, style: style)
            let label = keys[offset]
            text(label, x: box.maxX - 2 - width(label), y: y, style: over(style, palette.secondary))
            hit(.tap(command.id), CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1))
        }
    }
}
