import Foundation
import PaneKit

extension FramePainter {
    // MARK: A screen's content

    /// A screen's views, top to bottom, scrolled when taller than `rect` (its offset kept under
    /// `key`), a newly selected row brought into view once; a lone placeholder is centred.
    func drawContent(_ nodes: [ViewNode], key: String, in rect: CellRect) {
        guard !rect.isEmpty else { return }
        let ink = Ink(tint: tint)
        if nodes.count == 1, case .contentUnavailable = nodes[0].kind {
            let height = place(nodes[0], x: rect.x + 1, y: 0, width: rect.width - 2, ink: ink, paint: false)
            place(nodes[0], x: rect.x + 1, y: rect.y + max(0, (rect.height - height) / 2), width: rect.width - 2, ink: ink, paint: true)
            return
        }
        selectedSpan = nil
        let height = placeStack(nodes, axis: .vertical, spacing: 0, x: rect.x, y: 0, width: rect.width, ink: ink, paint: false, topLevel: true)
        let span = selectedSpan
        let offset = scrollOffset(key: key, contentHeight: height, room: rect.height, reveal: span.map { ($0.start, $0.end) }, selection: span?.tag)
        if height > rect.height { scrollAreas.append(ScrollArea(key: key, rect: rect, contentHeight: height, list: span?.list)) }
        placeStack(nodes, axis: .vertical, spacing: 0, x: rect.x, y: rect.y - offset, width: rect.width, ink: ink, paint: true, topLevel: true)
    }

    /// Views along an axis; returns the rows they take. At the top level of a screen, lists and
    /// forms span the whole width and other views are inset by a column on each side.
    @discardableResult
    func placeStack(_ nodes: [ViewNode], axis: Axis, spacing: Int, x: Int, y: Int, width: Int, ink: Ink, paint: Bool, topLevel: Bool = false) -> Int {
        let visible = nodes.filter { !isInvisible($0) }
        if axis == .horizontal { return placeRow(visible, spacing: spacing, x: x, y: y, width: width, ink: ink, paint: paint) }
        var row = y
        for (index, node) in visible.enumerated() {
            if index > 0 { row += spacing }
            let spansWidth = !topLevel || spansWidth(node)
            row += place(node, x: spansWidth ? x : x + 1, y: row, width: spansWidth ? width : width - 2, ink: ink, paint: paint)
        }
        return row - y
    }

    /// Views side by side: each takes what it needs, spacers share what is left, and text gives
    /// way when the row is too narrow.
    func placeRow(_ nodes: [ViewNode], spacing: Int, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        let widths = rowWidths(nodes, spacing: spacing, width: width)
        var column = x, height = 0
        for (index, node) in nodes.enumerated() {
            if isRightToLeft {
                let start = x + width - (column - x) - widths[index]
                height = max(height, place(node, x: start, y: y, width: widths[index], ink: ink, paint: paint))
            } else {
                height = max(height, place(node, x: column, y: y, width: widths[index], ink: ink, paint: paint))
            }
            column += widths[index] + spacing
        }
        return height
    }

    /// The widths the views of a row get in `width` columns.
    func rowWidths(_ nodes: [ViewNode], spacing: Int, width: Int) -> [Int] {
        let room = max(0, width - spacing * max(0, nodes.count - 1))
        let natural = nodes.map(naturalWidth)
        let flexible = nodes.map(isFlexible)
        let total = natural.reduce(0, +)
        var widths = natural
        if total <= room {
            let stretchers = flexible.indices.filter { flexible[$0] }
            if !stretchers.isEmpty {
                let extra = room - total
                for (order, index) in stretchers.enumerated() {
                    widths[index] += extra / stretchers.count + (order < extra % stretchers.count ? 1 : 0)
                }
            }
            return widths
        }
        // Too narrow: fixed views keep their width, the others share the rest, the narrowest
        // first, none more than it needs.
        let shrinkable = nodes.indices.filter { shrinks(nodes[$0]) }
        var rest = room - nodes.indices.filter { !shrinks(nodes[$0]) }.reduce(0) { $0 + natural[$1] }
        if rest < 0 {
            // Even the fixed views do not fit: they are cut from the end.
            var left = room
            for index in nodes.indices {
                widths[index] = shrinks(nodes[index]) ? 0 : min(natural[index], max(0, left))
                left -= widths[index]
            }
            return widths
        }
        var remaining = shrinkable.sorted { natural[$0] < natural[$1] }
        while !remaining.isEmpty {
            let share = rest / remaining.count
            let index = remaining.removeFirst()
            widths[index] = min(natural[index], share)
            rest -= widths[index]
        }
        return widths
    }

    /// Whether a view takes the room a row leaves (spacers, fields, frames to infinity).
    func isFlexible(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .spacer, .textField, .textEditor, .divider: true
        case .decorated(.frame(let frame)): frame.maxWidth == .infinity || node.children.contains(where: isFlexible)
        case .decorated, .stack(.vertical, _, _), .tinted, .disabled, .labeledButton, .zStack, .focusRequest, .submitHandler, .dropDestination:
            node.children.contains(where: isFlexible)
        default: false
        }
    }

    /// Whether a view may be narrower than it would like (text and what holds text).
    func shrinks(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .image, .badge, .monogram, .toggle, .spacer: false
        default: true
        }
    }

    /// Views that take no room: a row's actions, focus requests without content.
    func isInvisible(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .swipeActions, .contextMenu, .actionsOnRequest: true
        case .decorated(.hidden): false
        default: false
        }
    }

    /// Whether a top-level view spans the screen's width (lists and forms draw their own insets).
    func spansWidth(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .list, .form, .divider, .searchBar: true
        case .decorated, .tinted, .disabled, .focusRequest, .submitHandler, .dropDestination:
            node.children.count == 1 && spansWidth(node.children[0])
        default: false
        }
    }

    /// The columns a view would like on one line.
    func naturalWidth(_ node: ViewNode) -> Int {
        switch node.kind {
        case .text(let string, _, let format):
            let shown = format.date.map(dateText) ?? string
            return shown.split(separator: "\n", omittingEmptySubsequences: false).map { width(String($0)) }.max() ?? 0
        case .label(let title, let symbol): return width(title) + (symbol.flatMap(glyphs.symbol).map { width($0) + 1 } ?? 0)
        case .image(let symbol, _): return width(glyphs.symbol(symbol) ?? glyphs.dot)
        case .button(let title, let symbol, _): return buttonLabel(title: title, symbol: symbol).map(width) ?? 1
        case .menu(let title, let symbol, _): return (buttonLabel(title: title, symbol: symbol).map(width) ?? 1) + 2
        case .badge(let value): return width(value) + 2
        case .monogram: return 4
        case .toggle(let title, _): return width(title) + 4
        case .valueControl(let title, let value, _): return width(title) + 2 + width(value)
        case .textField(let placeholder, let text, _, let isSearch, _): return max(12, max(width(placeholder), width(text)) + 2 + (isSearch ? 2 : 0))
        case .textEditor: return 20
        case .spacer, .divider, .swipeActions, .contextMenu, .actionsOnRequest, .shape: return 0
        case .contentUnavailable(let title, _, let description): return max(width(title), description.map(width) ?? 0)
        case .picker(let title, let style):
            if style == .segmented { return node.children.reduce(0) { $0 + optionWidth($1) + 3 } + 1 }
            return width(title) + 2 + (node.children.map(optionWidth).max() ?? 0) + 2
        case .stack(.horizontal, _, _), .gridRow:
            var gap = 1
            if case .stack(_, let spacing, _) = node.kind { gap = horizontalGap(spacing) }
            let visible = node.children.filter { !isInvisible($0) }
            return visible.reduce(0) { $0 + naturalWidth($1) } + gap * max(0, visible.count - 1)
        case .decorated(.padding(let insets)):
            return (node.children.map(naturalWidth).max() ?? 0) + columnsOf(insets.leading) + columnsOf(insets.trailing)
        case .decorated(.frame(let frame)):
            if let ideal = frame.idealWidth ?? frame.minWidth, ideal.isFinite { return max(1, columnsOf(ideal)) }
            return node.children.map(naturalWidth).max() ?? 0
        case .decorated(.background), .decorated(.overlay):
            return node.children.first.map(naturalWidth) ?? 0
        case .labeledButton:
            return placeRowWidth(node.children)
        default:
            return node.children.filter { !isInvisible($0) }.map(naturalWidth).max() ?? 0
        }
    }

    private func placeRowWidth(_ nodes: [ViewNode]) -> Int {
        let visible = nodes.filter { !isInvisible($0) }
        return visible.reduce(0) { $0 + naturalWidth($1) } + max(0, visible.count - 1)
    }

    func optionWidth(_ node: ViewNode) -> Int {
        guard case .option(_, let title, let symbol, _, _) = node.kind else { return 0 }
        return width(title) + (symbol.flatMap(glyphs.symbol).map { width($0) + 1 } ?? 0)
    }

    /// Points → columns, rounded.
    func columnsOf(_ points: Double) -> Int { points.isFinite ? Int((points / TerminalRenderer.pointsPerColumn).rounded()) : 0 }
    /// Points → rows, rounded.
    func rowsOf(_ points: Double) -> Int { points.isFinite ? Int((points / TerminalRenderer.pointsPerRow).rounded()) : 0 }

    /// A horizontal stack's gap: one column by default, else its spacing in columns.
    func horizontalGap(_ spacing: Double?) -> Int { spacing.map { $0 <= 0 ? 0 : max(1, columnsOf($0)) } ?? 1 }
    /// A vertical stack's gap: none by default (a row is already 16 points), else its spacing in rows.
    func verticalGap(_ spacing: Double?) -> Int { spacing.map { $0 >= 12 ? rowsOf($0) : 0 } ?? 0 }

    /// A button's text: its glyph alone when it has one and no title, else its title.
    func buttonLabel(title: String, symbol: String?) -> String? {
        let glyph = symbol.flatMap(glyphs.symbol)
        if title.isEmpty { return glyph }
        return title
    }

    // MARK: One view

    /// Paints (or, with `paint` false, measures) one view at (x, y) in `width` columns; returns the
    /// rows it takes.
    @discardableResult
    func place(_ node: ViewNode, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        guard width > 0 else { return 0 }
        switch node.kind {
        case .text(let string, let style, let format):
            return placeText(format.date.map(dateText) ?? string, style: textStyle(style, format, ink), lineLimit: format.lineLimit,
                             x: x, y: y, width: width, paint: paint)
        case .label(let title, let symbol):
            var column = x
            if let glyph = symbol.flatMap(glyphs.symbol) {
                if paint { column = text(glyph, x: x, y: y, style: ink.onSelection ? ink.base : over(ink.base, palette.tinted(ink.tint ?? tint)), limit: x + width) + 1 }
                else { column += self.width(glyph) + 1 }
            }
            if paint { text(truncated(title, to: x + width - column), x: column, y: y, style: ink.base, limit: x + width) }
            return 1
        case .image(let symbol, let color):
            // A clear image (a read message's dot) keeps its place and shows nothing.
            if paint, color != .clear {
                text(glyphs.symbol(symbol) ?? glyphs.dot, x: x, y: y, style: foreground(color, ink: ink, fallback: palette.tinted(ink.tint ?? tint)), limit: x + width)
            }
            return 1
        case .button(let title, let symbol, let role):
            let label = buttonLabel(title: title, symbol: symbol) ?? glyphs.dot
            if paint {
                let target = HitTarget.tap(node.id)
                var style = ink.onSelection ? ink.base : over(ink.base, role == .destructive ? palette.destructive : palette.tinted(ink.tint ?? tint))
                if ink.disabled { style.attributes.insert(.faint) }
                if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
                let end = text(truncated(label, to: width), x: x, y: y, style: style, limit: x + width)
                if ink.interactive, !ink.disabled {
                    hit(target, CellRect(x: x, y: y, width: end - x, height: 1))
                    focusable(target)
                }
            }
            return 1
        case .labeledButton:
            let height = placeRow(node.children.filter { !isInvisible($0) }, spacing: 1, x: x, y: y, width: width, ink: ink, paint: paint)
            if paint, ink.interactive, !ink.disabled {
                let target = HitTarget.tap(node.id)
                hit(target, CellRect(x: x, y: y, width: min(width, naturalWidth(node)), height: max(1, height)))
                focusable(target)
                if isFocused(target) { buffer.restyle(x: x, y: y, width: min(width, naturalWidth(node)), height: 1) { $0.attributes.insert(.reverse) } }
            }
            return max(1, height)
        case .menu(let title, let symbol, let opensOnTap):
            if paint {
                let target = HitTarget.tap(node.id)
                var style = ink.onSelection ? ink.base : over(ink.base, palette.tinted(ink.tint ?? tint))
                if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
                let label = (buttonLabel(title: title, symbol: symbol) ?? glyphs.more) + " " + (glyphs.symbol("chevron.down") ?? "v")
                let end = text(truncated(label, to: width), x: x, y: y, style: style, limit: x + width)
                if ink.interactive, !ink.disabled {
                    hit(target, CellRect(x: x, y: y, width: end - x, height: 1))
                    focusable(target)
                    // A menu that opens on a tap; else a tap runs its primary action and a right
                    // click or Shift+F10 opens it (Mail's Flag ▾).
                    register(node, for: node.id, opensOnTap: opensOnTap)
                }
            }
            return 1
        case .list(let selection, _, let window, _):
            return placeList(node, selection: selection, window: window, x: x, y: y, width: width, ink: ink, paint: paint)
        case .section(let header):
            var row = y
            if let header {
                if paint { text(truncated(header, to: width - 2), x: x + 1, y: row, style: over(palette.secondary, CellStyle(attributes: .bold))) }
                row += 1
            }
            row += placeRows(node.children, x: x, y: row, width: width, ink: ink, paint: paint)
            return row - y
        case .sectionFooter:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x + 1, y: y, width: width - 2,
                              ink: Ink(base: palette.secondary, tint: ink.tint, disabled: ink.disabled, list: ink.list, interactive: ink.interactive), paint: paint)
        case .row(let tag, let isSelected, let showsDisclosure):
            return placeListRow(node, tag: tag, isSelected: isSelected, showsDisclosure: showsDisclosure, x: x, y: y, width: width, ink: ink, paint: paint)
        case .contentUnavailable(let title, let symbol, let description):
            var row = y
            let area = CellRect(x: x, y: y, width: width, height: 1)
            if let glyph = symbol.flatMap(glyphs.symbol) {
                if paint { centered(glyph, row: row, in: area, style: palette.secondary) }
                row += 2
            }
            if paint { centered(title, row: row, in: area, style: CellStyle(attributes: .bold)) }
            row += 1
            if let description, !description.isEmpty {
                row += placeText(description, style: palette.secondary, lineLimit: nil, x: x, y: row, width: width, paint: paint, centre: true)
            }
            return row - y
        case .textField(let placeholder, let text, _, let isSearch, _):
            if paint { drawField(node.id, placeholder: placeholder, text: text, isSearch: isSearch, lines: 1, x: x, y: y, width: width, ink: ink) }
            return 1
        case .textEditor(let placeholder, let text, _, _):
            let lines = max(3, wrap(text.isEmpty ? placeholder : text, width: width - 1, limit: nil).count + 1)
            if paint { drawField(node.id, placeholder: placeholder, text: text, isSearch: false, lines: lines, x: x, y: y, width: width, ink: ink) }
            return lines
        case .picker(let title, let style):
            return placePicker(node, title: title, style: style, x: x, y: y, width: width, ink: ink, paint: paint)
        case .option:
            return 0
        case .badge(let value):
            if paint { self.text(" \(value) ", x: x, y: y, style: ink.onSelection ? ink.base : over(ink.base, palette.secondary), limit: x + width) }
            return 1
        case .toggle(let title, let isOn):
            if paint {
                let target = HitTarget.tap(node.id)
                var style = ink.base
                if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
                let mark = isOn ? "[\(glyphs.check)]" : "[ ]"
                self.text(mark, x: x, y: y, style: ink.onSelection ? style : over(style, palette.tinted(ink.tint ?? tint)))
                self.text(truncated(title, to: width - 4), x: x + 4, y: y, style: ink.base, limit: x + width)
                if ink.interactive, !ink.disabled {
                    hit(target, CellRect(x: x, y: y, width: width, height: 1))
                    focusable(target)
                }
            }
            return 1
        case .valueControl(let title, let value, let control):
            if paint {
                let shown: String
                if case .secureField = control { shown = String(repeating: "•", count: min(value.count, 32)) } else { shown = value }
                let end = self.text(title.isEmpty ? "" : title + ": ", x: x, y: y, style: ink.base, limit: x + width)
                self.text(truncated(shown, to: x + width - end), x: end, y: y, style: over(ink.base, palette.secondary), limit: x + width)
                if ink.interactive, !ink.disabled { hit(.tap(node.id), CellRect(x: x, y: y, width: width, height: 1)) }
            }
            return 1
        case .disabled:
            var inner = ink
            inner.disabled = true
            inner.base.attributes.insert(.faint)
            inner.interactive = false
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: inner, paint: paint)
        case .tinted(let color):
            var inner = ink
            inner.tint = color
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: inner, paint: paint)
        case .searchBar:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x + 1, y: y, width: width - 2, ink: ink, paint: paint)
        case .stack(let axis, let spacing, _):
            return placeStack(node.children, axis: axis, spacing: axis == .horizontal ? horizontalGap(spacing) : verticalGap(spacing),
                              x: x, y: y, width: width, ink: ink, paint: paint)
        case .zStack:
            return node.children.map { place($0, x: x, y: y, width: width, ink: ink, paint: paint) }.max() ?? 0
        case .decorated(let decoration):
            return placeDecorated(node, decoration, x: x, y: y, width: width, ink: ink, paint: paint)
        case .shape:
            return 0
        case .grid:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: ink, paint: paint)
        case .gridRow:
            return placeRow(node.children, spacing: 1, x: x, y: y, width: width, ink: ink, paint: paint)
        case .divider:
            if paint { text(String(repeating: glyphs.horizontal, count: width), x: x, y: y, style: palette.separator) }
            return 1
        case .form:
            return placeRows(node.children, x: x, y: y, width: width, ink: ink, paint: paint)
        case .spacer:
            return 0
        case .monogram(let initials):
            if paint { text(" \(initials.prefix(2)) ", x: x, y: y, style: palette.selection(focused: true), limit: x + width) }
            return 1
        case .swipeActions, .contextMenu, .actionsOnRequest:
            return 0
        case .submitHandler:
            var inner = ink
            inner.submit = node.id.system("submit")
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: inner, paint: paint)
        case .focusRequest, .dropDestination:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: ink, paint: paint)
        }
    }

    /// The style of a text view: the style's weight, the format's colour and decorations, over
    /// the ink (a selected row's colours win).
    func textStyle(_ style: TextStyle, _ format: TextFormat, _ ink: Ink) -> CellStyle {
        var result = ink.base
        switch style {
        case .largeTitle, .title, .headline: result.attributes.insert(.bold)
        default: break
        }
        if let weight = format.weight, weight == .semibold || weight == .bold { result.attributes.insert(.bold) }
        if format.decorations.contains(.italic) { result.attributes.insert(.italic) }
        if format.decorations.contains(.underline) { result.attributes.insert(.underline) }
        if format.decorations.contains(.strikethrough) { result.attributes.insert(.strikethrough) }
        if !ink.onSelection {
            if let color = format.color { result = foreground(color, ink: Ink(base: result, tint: ink.tint), fallback: result) }
            else if style == .footnote || style == .caption { result = over(result, palette.secondary) }
        }
        return result
    }

    /// A foreground colour over the ink.
    func foreground(_ color: ForegroundColor?, ink: Ink, fallback: CellStyle) -> CellStyle {
        guard let color, !ink.onSelection else { return ink.onSelection ? ink.base : fallback }
        switch color {
        case .primary: return ink.base
        case .secondary: return over(ink.base, palette.secondary)
        case .tint(let tint): return over(ink.base, palette.tinted(tint ?? ink.tint ?? self.tint))
        case .clear: return over(ink.base, CellStyle(attributes: .faint))
        case .rgb(let red, let green, let blue, _):
            let rgb = RGB(UInt8(min(max(red, 0), 1) * 255), UInt8(min(max(green, 0), 1) * 255), UInt8(min(max(blue, 0), 1) * 255))
            return palette.depth == .ansi16 || palette.depth == .none ? ink.base : over(ink.base, CellStyle(foreground: palette.resolve(rgb)))
        }
    }

    /// Wrapped text: words to `width`, at most `lineLimit` lines, the last ending in `…` when cut.
    func placeText(_ string: String, style: CellStyle, lineLimit: Int?, x: Int, y: Int, width: Int, paint: Bool, centre: Bool = false) -> Int {
        let lines = wrap(string, width: width, limit: lineLimit)
        if paint {
            for (index, line) in lines.enumerated() {
                let start = centre ? x + max(0, (width - self.width(line)) / 2) : (isRightToLeft ? x + max(0, width - self.width(line)) : x)
                text(line, x: start, y: y + index, style: style, limit: x + width)
            }
        }
        return lines.count
    }

    /// Lines of at most `width` columns, broken at spaces where possible; `limit` lines at most,
    /// the last cut with an ellipsis.
    func wrap(_ string: String, width: Int, limit: Int?) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        // "\r\n" is one Character, a newline as "\n" is.
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for paragraph in paragraphs.map({ TerminalText.sanitised(String($0)) }) {
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = self.width(String(word))
                if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                if wordWidth > width {
                    // A word longer than the line is broken where the line ends.
                    for character in word {
                        let w = CharacterWidth.columns(of: character, ambiguous: capabilities.ambiguousWidth)
                        if lineWidth + w > width { lines.append(line); line = ""; lineWidth = 0 }
                        line.append(character)
                        lineWidth += w
                    }
                    continue
                }
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                line += word
                lineWidth += wordWidth
            }
            lines.append(line)
            if let limit, lines.count > limit { break }
        }
        if let limit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            if let last = lines.popLast() { lines.append(truncated(last + "  ", to: width)) }
        }
        return lines
    }

    // MARK: Lists

    func placeList(_ node: ViewNode, selection: String?, window: ListWindow.Span?, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        var inner = ink
        inner.list = node.id
        let listTarget = HitTarget.row(list: node.id, tag: "")
        currentList = node.id
        // Known before any row is measured: which row to keep in view depends on it.
        if inCollapsedSplit || node.children.contains(where: rowPushes) { pushingLists.insert(node.id) }
        let reorders = if case .list(_, true, _, _) = node.kind { true } else { false }
        if paint, reorders || ink.interactive {
            let (tags, titles) = listTags.tags(of: node) {
                var tags: [String] = [], titles: [String] = []
                collectTags(node.children, into: &tags, titles: &titles)
                return (tags, titles)
            }
            if reorders {
                for (index, tag) in tags.enumerated() {
                    moves[.row(list: node.id, tag: tag)] = TerminalFrame.RowMove(control: node.id.system("move"), index: index, count: tags.count)
                }
            }
            if ink.interactive {
                focusable(listTarget)
                listRows[node.id] = tags
                rowTitles[node.id] = titles
                if let selection { selections[node.id] = selection }
            }
        }
        rowIndex = 0
        paintedRows = []
        let height = placeRows(node.children, x: x, y: y, width: width, ink: inner, paint: paint)
        if paint, let window, !paintedRows.isEmpty {
            let onScreen = paintedRows.filter { $0.end > clip.y && $0.start < clip.maxY }.map(\.index)
            if let first = onScreen.first, let last = onScreen.last {
                listWindows.append(ListWindowReport(scrollID: window.scrollID, visible: (window.offset + first)..<(window.offset + last + 1),
                                                    slice: window.offset..<(window.offset + paintedRows.count), hasMore: window.hasMore))
            }
        }
        return height
    }

    func collectTags(_ nodes: [ViewNode], into tags: inout [String], titles: inout [String]) {
        for node in nodes {
            if case .row(let tag, _, _) = node.kind {
                tags.append(tag)
                titles.append(firstText(node) ?? "")
            } else if case .section = node.kind {
                collectTags(node.children, into: &tags, titles: &titles)
            }
        }
    }

    /// Whether a list's child is a row that pushes, or a section with one.
    func rowPushes(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .row(_, _, let pushes): pushes
        case .section: node.children.contains(where: rowPushes)
        default: false
        }
    }

    /// The first text of a view: a row's title, for type-ahead.
    func firstText(_ node: ViewNode) -> String? {
        switch node.kind {
        case .text(let string, _, let format) where format.date == nil: return string
        case .label(let title, _): return title
        case .swipeActions, .contextMenu, .actionsOnRequest, .image, .monogram: return nil
        default:
            for child in node.children { if let text = firstText(child) { return text } }
            return nil
        }
    }

    /// A list's or a section's rows, a blank line before each section after the first (a row of
    /// several lines draws its own rule under it).
    func placeRows(_ nodes: [ViewNode], x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        var row = y
        for node in nodes where !isInvisible(node) {
            if case .section = node.kind, row > y { row += 1 }
            row += place(node, x: x, y: row, width: width, ink: ink, paint: paint)
        }
        return row - y
    }

    func placeListRow(_ node: ViewNode, tag: String, isSelected: Bool, showsDisclosure: Bool, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        let disclosure = showsDisclosure ? 2 : 0
        let measured = rowHeights.height(of: node, width: width - 2 - disclosure, ambiguousWidth: capabilities.ambiguousWidth) {
            placeStack(node.children.filter { !isInvisible($0) }, axis: .vertical, spacing: 0, x: x + 1, y: y, width: width - 2 - disclosure,
                       ink: ink, paint: false)
        }
        let tall = measured > 1
        // Rows of several lines are separated by a rule under each, as Mail's are.
        let height = max(1, measured) + (tall ? 1 : 0)
        let list = ink.list ?? node.id
        let target = HitTarget.row(list: list, tag: tag)
        // The row to keep in view: the keyboard's highlight in a list whose rows push, else the
        // selection.
        let highlighted = pushingLists.contains(list) && isHighlighted(list: list, tag: tag)
        if highlighted || (isSelected && selectedSpan == nil) { selectedSpan = (y, y + height, tag, list) }
        // A row off screen is only counted: its height is known, nothing of it shows.
        if paint, y + height <= clip.y || y >= clip.maxY {
            paintedRows.append((rowIndex, y, y + height))
        } else if paint {
            paintedRows.append((rowIndex, y, y + height))
            var inner = ink
            let listFocused = isFocused(HitTarget.row(list: list, tag: ""))
            var selection: CellStyle?
            if isSelected || (listFocused && pushingLists.contains(list) && isHighlighted(list: list, tag: tag)) {
                let style = palette.selection(focused: listFocused)
                selection = style
                inner.base = style
                inner.onSelection = true
            }
            let rect = CellRect(x: x, y: y, width: width, height: height)
            paintRow(node, in: rect, selection: selection, ink: inner, showsDisclosure: showsDisclosure) {
                if let selection { fill(CellRect(x: x, y: y, width: width, height: height - (tall ? 1 : 0)), style: selection) }
                placeStack(node.children.filter { !isInvisible($0) }, axis: .vertical, spacing: 0, x: x + 1, y: y, width: width - 2 - disclosure,
                           ink: inner, paint: true)
                if showsDisclosure { text(isRightToLeft ? glyphs.back : glyphs.forward, x: x + width - 2, y: y, style: inner.onSelection ? inner.base : palette.secondary) }
                if tall { text(String(repeating: glyphs.horizontal, count: max(0, width - 2)), x: x + 1, y: y + height - 1, style: palette.separator) }
            }
            if ink.interactive {
                hit(target, CellRect(x: x, y: y, width: width, height: height))
                collectRowActions(node, target: target)
            }
        }
        rowIndex += 1
        return height
    }

    /// Paints a list row by `body`, or copies its cells from an earlier frame (``RowCells``) when
    /// the same row was painted there in the same context on the same blank; a row scrolled partly
    /// out of view copies the part in view. Only rows painted wholly in view, on a blank, whose
    /// painting adds nothing but cells, are kept.
    func paintRow(_ row: ViewNode, in rect: CellRect, selection: CellStyle?, ink: Ink, showsDisclosure: Bool, _ body: () -> Void) {
        let visible = rect.intersection(clip)
        // Cut across, never along: a column cut could halve a wide grapheme.
        guard !visible.isEmpty, visible.x == rect.x, visible.width == rect.width, let background = buffer.blankStyle(of: visible) else {
            body()
            return
        }
        let context = RowCells.Context(selection: selection, ink: ink, tint: tint, paletteTint: palette.tint, scheme: palette.scheme, depth: palette.depth,
                                       asciiBorders: capabilities.asciiBorders, ambiguousWidth: capabilities.ambiguousWidth,
                                       isRightToLeft: isRightToLeft, today: today, timeZone: dates.timeZone,
                                       showsDisclosure: showsDisclosure, background: background)
        if let cells = rowCells.cells(for: row, in: rect, context: context) {
            buffer.replace(visible, with: cells, of: rect)
            return
        }
        let before = effects
        clipped(to: rect, body)
        guard visible == rect, effects == before else { return }
        rowCells.keep(buffer.cells(in: rect), for: row, in: rect, context: context, screenCells: columns * rows)
    }

    /// A count of what painting has registered besides cells: a row whose painting changes it
    /// cannot be copied from an earlier frame.
    var effects: Int {
        hits.targets.count + focusables.count + listRows.count + scrollAreas.count + rowMenus.count + rowMenuRequests.count
            + menus.count + secondaryMenus.count + menuRequests.count + listWindows.count + fieldTexts.count + fieldSubmits.count
            + searchFields.count + selections.count + pushingLists.count + rowTitles.count + moves.count + backIDs.count
            + (cursor == nil ? 0 : 1) + (dismissID == nil ? 0 : 1) + (detents == nil ? 0 : 1) + (selectedSpan == nil ? 0 : 1)
    }

    /// A row's swipe actions and context menu, for the menu a right click or Shift-F10 opens.
    func collectRowActions(_ row: ViewNode, target: HitTarget) {
        var items: [TerminalViewState.MenuItem] = []
        for child in row.children {
            switch child.kind {
            case .swipeActions, .contextMenu: items += menuItems(child.children)
            case .actionsOnRequest: rowMenuRequests[target] = child.id
            default: break
            }
        }
        if !items.isEmpty { rowMenus[target] = items }
    }

    /// A button's menu, for the host to open: its items, or the control that builds them when
    /// they are made on request (a toolbar's menus, D-107).
    func register(_ menu: ViewNode, for id: NodeID, opensOnTap: Bool) {
        let items = menuItems(menu.children)
        if opensOnTap { menus[id] = items } else { secondaryMenus[id] = items }
        if let request = menu.children.first(where: { $0.kind == .actionsOnRequest }) { menuRequests[id] = request.id }
    }

    /// The items of a menu or a row's actions, from its buttons, toggles and submenus.
    func menuItems(_ nodes: [ViewNode]) -> [TerminalViewState.MenuItem] {
        nodes.flatMap { node -> [TerminalViewState.MenuItem] in
            switch node.kind {
            case .button(let title, let symbol, let role):
                return [TerminalViewState.MenuItem(title: title.isEmpty ? (symbol ?? "") : title, symbol: symbol, target: .tap(node.id), isDestructive: role == .destructive)]
            case .toggle(let title, let isOn):
                return [TerminalViewState.MenuItem(title: title, target: .tap(node.id), isChecked: isOn)]
            case .labeledButton(let role):
                return [TerminalViewState.MenuItem(title: plainText(node), target: .tap(node.id), isDestructive: role == .destructive)]
            case .divider:
                return [TerminalViewState.MenuItem(title: "", target: nil)]
            case .menu(let title, let symbol, _):
                return [TerminalViewState.MenuItem(title: title, symbol: symbol, target: nil)] + menuItems(node.children)
            case .picker:
                return node.children.compactMap { option in
                    guard case .option(let tag, let title, let symbol, _, let isSelected) = option.kind else { return nil }
                    return TerminalViewState.MenuItem(title: title, symbol: symbol, target: .row(list: node.id, tag: tag), isChecked: isSelected)
                }
            case .tinted, .disabled, .stack, .decorated, .section:
                return menuItems(node.children)
            default:
                return []
            }
        }
    }

    /// The text of a view's texts and labels, joined.
    func plainText(_ node: ViewNode) -> String {
        switch node.kind {
        case .text(let string, _, _): return string
        case .label(let title, _): return title
        default: return node.children.map(plainText).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    // MARK: Controls

    /// A text field: a grey well (underlined without colours) with its text or placeholder; the
    /// caret where the host's editing put it.
    func drawField(_ id: NodeID, placeholder: String, text value: String, isSearch: Bool, lines: Int, x: Int, y: Int, width: Int, ink: Ink) {
        let target = HitTarget.field(id)
        let focused = isFocused(target)
        var well = palette.selection(focused: false)
        well.foreground = .default
        if palette.depth == .none || palette.depth == .ansi16 { well = CellStyle(attributes: .underline) }
        if ink.disabled { well.attributes.insert(.faint) }
        fill(CellRect(x: x, y: y, width: width, height: lines), style: well)
        var column = x
        if isSearch { column = text((glyphs.symbol("magnifyingglass") ?? "?") + " ", x: x, y: y, style: over(well, palette.secondary)) }
        let room = x + width - column - 1
        fieldTexts[id] = value
        if isSearch { searchFields.append(id) }
        if let submit = ink.submit { fieldSubmits[id] = submit }
        if value.isEmpty {
            text(truncated(placeholder, to: room), x: column, y: y, style: over(well, palette.secondary))
            if focused { cursor = (column, y) }
        } else if lines == 1 {
            // The end of the text stays in view while typing: the caret's side shows.
            let characters = Array(TerminalText.sanitised(value))
            let caret = min(state.caret ?? characters.count, characters.count)
            var start = 0
            while CharacterWidth.columns(of: String(characters[start..<caret]), ambiguous: capabilities.ambiguousWidth) > room, start < caret { start += 1 }
            text(String(characters[start...]), x: column, y: y, style: well, limit: x + width - 1)
            if focused { cursor = (column + CharacterWidth.columns(of: String(characters[start..<caret]), ambiguous: capabilities.ambiguousWidth), y) }
        } else {
            let wrapped = wrap(value, width: width - 1, limit: lines)
            for (index, line) in wrapped.enumerated() { text(line, x: column, y: y + index, style: well, limit: x + width) }
            if focused, let last = wrapped.last { cursor = (column + self.width(last), y + wrapped.count - 1) }
        }
        if ink.interactive, !ink.disabled {
            hit(target, CellRect(x: x, y: y, width: width, height: lines))
            focusable(target)
        }
    }

    /// A picker: segments side by side, or a title with the chosen option and a menu of them, or
    /// a row per option with a checkmark (inline).
    func placePicker(_ node: ViewNode, title: String, style: PickerStyle, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        let options = node.children.compactMap { option -> (tag: String, title: String, symbol: String?, selected: Bool)? in
            guard case .option(let tag, let title, let symbol, _, let isSelected) = option.kind else { return nil }
            return (tag, title, symbol, isSelected)
        }
        switch style {
        case .segmented, .tabs:
            guard paint else { return 1 }
            var column = x
            for option in options {
                let label = [option.symbol.flatMap(glyphs.symbol), option.title].compactMap { $0 }.joined(separator: " ")
                let target = HitTarget.row(list: node.id, tag: option.tag)
                var style = option.selected ? palette.selection(focused: true) : over(ink.base, palette.tinted(ink.tint ?? tint))
                if isFocused(target) { style.attributes.insert(.underline) }
                let end = text(" \(label) ", x: column, y: y, style: style, limit: x + width)
                if ink.interactive, !ink.disabled {
                    hit(target, CellRect(x: column, y: y, width: end - column, height: 1))
                    focusable(target)
                }
                column = end + 1
            }
            return 1
        case .inline:
            var row = y
            if !title.isEmpty {
                if paint { text(truncated(title, to: width - 2), x: x + 1, y: row, style: over(palette.secondary, CellStyle(attributes: .bold))) }
                row += 1
            }
            for option in options {
                if paint {
                    let target = HitTarget.row(list: node.id, tag: option.tag)
                    var style = ink.base
                    if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
                    text(option.selected ? glyphs.check : " ", x: x + 1, y: row, style: over(style, palette.tinted(ink.tint ?? tint)))
                    text(truncated(option.title, to: width - 4), x: x + 3, y: row, style: style)
                    if ink.interactive, !ink.disabled {
                        hit(target, CellRect(x: x, y: row, width: width, height: 1))
                        focusable(target)
                    }
                }
                row += 1
            }
            return row - y
        }
    }

    // MARK: Decorations

    func placeDecorated(_ node: ViewNode, _ decoration: Decoration, x: Int, y: Int, width: Int, ink: Ink, paint: Bool) -> Int {
        switch decoration {
        case .padding(let insets):
            let leading = columnsOf(insets.leading), trailing = columnsOf(insets.trailing)
            let top = rowsOf(insets.top), bottom = rowsOf(insets.bottom)
            let inner = placeStack(node.children, axis: .vertical, spacing: 0, x: x + leading, y: y + top,
                                   width: max(0, width - leading - trailing), ink: ink, paint: paint)
            return top + inner + bottom
        case .frame(let frame):
            var innerWidth = width
            if let maxWidth = frame.maxWidth, maxWidth.isFinite { innerWidth = min(width, max(1, columnsOf(maxWidth))) }
            let height = placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: innerWidth, ink: ink, paint: paint)
            let minimum = frame.minHeight.map(rowsOf) ?? 0
            if let maxHeight = frame.maxHeight, maxHeight.isFinite { return min(max(height, minimum), max(1, rowsOf(maxHeight))) }
            return max(height, minimum)
        case .background, .overlay:
            guard let content = node.children.first else { return 0 }
            let height = place(content, x: x, y: y, width: width, ink: ink, paint: paint)
            if paint, node.children.count > 1, case .shape(_, let fill?, _, _) = node.children[1].kind, case .background = decoration,
               let color = fillColor(fill) {
                shade(CellRect(x: x, y: y, width: width, height: height), background: color)
            }
            return height
        case .hidden:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: ink, paint: false)
        case .opacity(let opacity):
            var inner = ink
            if opacity < 0.5 { inner.base.attributes.insert(.faint) }
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: inner, paint: paint && opacity > 0)
        default:
            return placeStack(node.children, axis: .vertical, spacing: 0, x: x, y: y, width: width, ink: ink, paint: paint)
        }
    }

    func fillColor(_ fill: Fill) -> TerminalColor? {
        guard palette.depth == .trueColor || palette.depth == .indexed256 else { return nil }
        switch fill {
        case .color(.tint(let tint)): return palette.resolve(palette.color(of: tint ?? self.tint ?? .blue, asText: false))
        case .rgb(let red, let green, let blue, _):
            return palette.resolve(RGB(UInt8(min(max(red, 0), 1) * 255), UInt8(min(max(green, 0), 1) * 255), UInt8(min(max(blue, 0), 1) * 255)))
        default: return nil
        }
    }

    // MARK: Dates

    /// A date as Mail writes it in the reader's zone: the time today, "Yesterday", the weekday
    /// within a week, else the date (D-67).
    func dateText(_ display: DateDisplay) -> String {
        dates.text(display, today: today)
    }
}
