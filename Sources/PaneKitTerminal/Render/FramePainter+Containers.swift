import PaneKit

extension FramePainter {
    /// Draws a container or a screen into `rect`.
    func draw(_ node: SceneNode, in rect: CellRect) {
        guard !rect.isEmpty else { return }
        clipped(to: rect) {
            switch node {
            case .content(let content): drawContent(content.nodes, key: "c\(content.controller.number)", in: rect)
            case .navigation(let navigation): draw(navigation, in: rect)
            case .split(let split): draw(split, in: rect)
            case .tabBar(let tabBar): draw(tabBar, in: rect)
            case .sidebar(let sidebar): draw(sidebar, in: rect)
            }
        }
    }

    // MARK: Navigation stack

    /// The bar (one row: leading items, the bold title, trailing items), a rule, the top screen,
    /// and the toolbar at the bottom. Spec: NV-6.
    func draw(_ navigation: NavigationScene, in rect: CellRect) {
        var content = rect
        let bar = navigation.bar
        let hasBar = bar.title?.isEmpty == false || !bar.leadingItems.isEmpty || !bar.trailingItems.isEmpty
        if hasBar {
            mirroring(rect) { drawBar(bar, row: rect.y, in: rect) }
            content.y += 1
            content.height -= 1
            if let subtitle = bar.subtitle, !subtitle.isEmpty, content.height > 8 {
                centered(subtitle, row: content.y, in: rect, style: palette.secondary)
                content.y += 1
                content.height -= 1
            }
            if rows >= 20, content.height > 4 {
                text(String(repeating: glyphs.horizontal, count: rect.width), x: rect.x, y: content.y, style: palette.separator)
                content.y += 1
                content.height -= 1
            }
            if bar.largeTitle, let title = bar.title, !title.isEmpty, content.height > 6 {
                text(truncated(title, to: rect.width - 2), x: rect.x + 1, y: content.y, style: CellStyle(attributes: .bold))
                content.y += 1
                content.height -= 1
            }
        }
        if let toolbar = navigation.toolbar, !toolbar.isEmpty, content.height > 2 {
            let row = content.maxY - 1
            text(String(repeating: glyphs.horizontal, count: rect.width), x: rect.x, y: row - 1, style: palette.separator)
            mirroring(rect) { drawItems(toolbar, row: row, from: rect.x + 1, limit: rect.maxX - 1, spread: true) }
            content.height -= 2
        }
        if let back = bar.leadingItems.first(where: { if case .back = $0.kind { true } else { false } }) { backIDs.append(back.id) }
        draw(navigation.top, in: content)
    }

    /// A bar's row: leading items from the leading edge, trailing items from the trailing edge,
    /// the title centred in what is left (or beside the leading items when it does not fit).
    func drawBar(_ bar: NavigationBar, row: Int, in rect: CellRect) {
        let leadingEnd = drawItems(bar.leadingItems, row: row, from: rect.x + 1, limit: rect.maxX - 1)
        let trailingWidth = bar.trailingItems.reduce(0) { $0 + itemWidth($1) + 2 }
        let trailingStart = max(leadingEnd + 1, rect.maxX - 1 - trailingWidth + 2)
        drawItems(bar.trailingItems, row: row, from: trailingStart, limit: rect.maxX - 1)
        guard let title = bar.title, !title.isEmpty, !bar.largeTitle || rows < 20 else { return }
        let room = CellRect(x: leadingEnd + 1, y: row, width: trailingStart - leadingEnd - 2, height: 1)
        guard room.width > 3 else { return }
        let shown = truncated(title, to: room.width)
        // Centred in the bar when it fits there, else in the room between the items.
        var x = rect.x + (rect.width - width(shown)) / 2
        if x < room.x || x + width(shown) > room.maxX { x = room.x + (room.width - width(shown)) / 2 }
        text(shown, x: x, y: row, style: CellStyle(attributes: .bold))
    }

    /// The columns a bar item takes.
    func itemWidth(_ item: BarItem) -> Int { width(itemTitle(item)) }

    /// A bar item's text: Back's chevron and title, a symbol's glyph, or its title.
    func itemTitle(_ item: BarItem) -> String {
        switch item.kind {
        case .back(let title): return "\(isRightToLeft ? glyphs.forward : glyphs.back) \(title.isEmpty ? "Back" : title)"
        case .displayMode(let icon, _, _, let title):
            switch icon {
            case .backChevron: return "\(isRightToLeft ? glyphs.forward : glyphs.back) \(title ?? "")".trimmingTrailingSpaces
            case .sidebarToggle: return glyphs.sidebarToggle
            case .fullScreen: return glyphs.symbol("arrow.up.left.and.arrow.down.right") ?? "<>"
            }
        case .secondaryOnly: return glyphs.symbol("arrow.up.left.and.arrow.down.right") ?? "<>"
        case .custom(let title, let symbol, _):
            if let symbol, let glyph = glyphs.symbol(symbol) { return glyph }
            return title
        case .status(let status): return status
        }
    }

    /// Draws bar items from `start` on `row`, two columns apart; `spread` spaces them across the
    /// room (a toolbar). Returns the column after the last.
    @discardableResult
    func drawItems(_ items: [BarItem], row: Int, from start: Int, limit: Int, spread: Bool = false) -> Int {
        var x = start
        let total = items.reduce(0) { $0 + itemWidth($1) }
        let gap = spread && items.count > 1 ? max(2, (limit - start - total) / (items.count - 1)) : 2
        for item in items {
            let title = itemTitle(item)
            guard x + width(title) <= limit else { break }
            var style: CellStyle
            switch item.kind {
            case .status: style = palette.secondary
            case .custom(_, _, .destructive?): style = palette.destructive
            default: style = palette.tinted(tint)
            }
            if item.isDone { style.attributes.insert(.bold) }
            if !item.isEnabled { style = CellStyle(attributes: .faint) }
            let target = HitTarget.tap(item.id)
            if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
            let end = text(title, x: x, y: row, style: style, limit: limit)
            if item.isEnabled, !isStatus(item) {
                hit(target, CellRect(x: x, y: row, width: end - x, height: 1))
                focusable(target)
                // A menu that opens on a tap, or one behind a primary action (right click, Shift+F10).
                if let menu = item.menu, case .menu(_, _, let opensOnTap) = menu.kind { register(menu, for: item.id, opensOnTap: opensOnTap) }
            }
            x = end + gap
        }
        return x - gap
    }

    private func isStatus(_ item: BarItem) -> Bool {
        if case .status = item.kind { true } else { false }
    }

    // MARK: Split view

    /// Columns in their stacking order, each at its frame; a tiled column ends in a `│` that is
    /// also its divider's handle; the dimming goes between tiled and overlaid columns.
    /// Spec: SV-B6, SV-B7, SV-W4.
    func draw(_ split: SplitScene, in rect: CellRect) {
        // A collapsed split view is one stack: selecting a row of its lists pushes the next column.
        let outerCollapsed = inCollapsedSplit
        inCollapsedSplit = split.isCollapsed
        defer { inCollapsedSplit = outerCollapsed }
        let ordered = split.columns.sorted { $0.zIndex < $1.zIndex }
        var dimmed = false
        for column in ordered {
            if column.zIndex >= 2, !dimmed, let dimming = split.dimming {
                dim(cells(dimming.frame, in: rect), id: dimming.id, opacity: dimming.opacity)
                dimmed = true
            }
            var frame = cells(column.frame, in: rect)
            if column.zIndex >= 2 { hits.clear(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
            if column.column != .secondary, !split.isCollapsed {
                // The separator on the edge that faces the secondary column.
                let facesRight = column.frame.x + column.frame.width / 2 < Double(columns) * TerminalRenderer.pointsPerColumn / 2
                    || column.column == .primary && !isRightToLeft
                let edge = facesRight ? frame.maxX - 1 : frame.x
                for row in frame.y..<frame.maxY { text(glyphs.vertical, x: edge, y: row, style: palette.separator) }
                if let divider = column.dividerID {
                    hit(.divider(divider, columnStart: facesRight ? frame.x : frame.maxX, growsRight: facesRight),
                        CellRect(x: edge, y: frame.y, width: 1, height: frame.height))
                }
                frame.width -= 1
                if !facesRight { frame.x += 1 }
            }
            if column.zIndex >= 2 { fill(frame, style: .plain) }
            let outerColumn = currentColumn
            if let focusID = split.focusID { currentColumn = TerminalFrame.ColumnPlace(focusID: focusID, column: column.column) }
            draw(column.content, in: frame)
            currentColumn = outerColumn
            if column.background == .sidebar, column.column == .primary { tintSurface(frame) }
        }
        if let focusID = split.focusID, let request = split.focusRequest {
            columnFocusRequests.append((TerminalFrame.ColumnPlace(focusID: focusID, column: request.column), request.serial))
        }
        if !dimmed, let dimming = split.dimming { dim(cells(dimming.frame, in: rect), id: dimming.id, opacity: dimming.opacity) }
        if let inspector = split.inspectorSheet {
            drawSheet(frame: cells(inspector.frame, in: rect), grabber: inspector.detentControlID.system("grabber"),
                      content: inspector.content, bordered: false)
            dismissID = inspector.dismissID
            detents = (inspector.detentControlID, inspector.detents.map(\.identifier.rawValue), inspector.selectedDetent?.rawValue)
        }
    }

    /// The sidebar's tinted surface under what is drawn in `rect` on the terminal's own
    /// background (a selected row keeps its colour).
    func tintSurface(_ rect: CellRect) {
        let surface = palette.sidebar.background
        guard surface != .default else { return }
        let area = rect.intersection(clip)
        buffer.restyle(x: area.x, y: area.y, width: area.width, height: area.height) { style in
            if style.background == .default { style.background = surface }
        }
    }

    /// Dims what is drawn in `rect` and makes a tap there reach `id`.
    func dim(_ rect: CellRect, id: NodeID, opacity: Double) {
        let area = rect.intersection(clip)
        if opacity > 0 {
            buffer.restyle(x: area.x, y: area.y, width: area.width, height: area.height) { style in
                style = palette.dimmed(style, opacity: opacity)
            }
        }
        hits.clear(x: area.x, y: area.y, width: area.width, height: area.height)
        hit(.tap(id), area)
    }

    // MARK: Tab bar

    /// The bar (bottom in compact width, top in regular), the sidebar it adapts into, and the
    /// selected tab's content. Spec: TB-1, TB-7, TB-8, TB-9, TB-14.
    func draw(_ tabBar: TabBarScene, in rect: CellRect) {
        var content = rect
        if !tabBar.isHidden, !tabBar.items.isEmpty {
            let row = tabBar.position == .bottom ? rect.maxY - 1 : rect.y
            mirroring(rect) { drawTabItems(tabBar, row: row, in: rect) }
            if tabBar.position == .bottom {
                text(String(repeating: glyphs.horizontal, count: rect.width), x: rect.x, y: row - 1, style: palette.separator)
                content.height -= 2
            } else {
                content.y += 1
                content.height -= 1
            }
        }
        if let sidebar = tabBar.sidebar {
            let sidebarWidth = min(32, max(20, rect.width / 4))
            var side = CellRect(x: isRightToLeft ? content.maxX - sidebarWidth : content.x, y: content.y, width: sidebarWidth, height: content.height)
            let edge = isRightToLeft ? side.x : side.maxX - 1
            for row in side.y..<side.maxY { text(glyphs.vertical, x: edge, y: row, style: palette.separator) }
            side.width -= 1
            if isRightToLeft { side.x += 1 }
            draw(.sidebar(sidebar), in: side)
            tintSurface(side)
            content.width -= sidebarWidth
            if !isRightToLeft { content.x += sidebarWidth }
        }
        if let sidebarToggle = tabBar.sidebarToggleID, tabBar.position == .top {
            let target = HitTarget.tap(sidebarToggle)
            var style = palette.tinted(tint)
            if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
            mirroring(rect) {
                let end = text(glyphs.sidebarToggle, x: rect.x + 1, y: rect.y, style: style)
                hit(target, CellRect(x: rect.x + 1, y: rect.y, width: end - rect.x - 1, height: 1))
            }
            focusable(target)
        }
        if let selected = tabBar.content { draw(selected, in: content) }
    }

    /// The tab items: in compact width each takes an equal share of the row; in regular width they
    /// sit together in the middle. Selected: the accent, bold, underlined. Badges white on red.
    func drawTabItems(_ tabBar: TabBarScene, row: Int, in rect: CellRect) {
        let labels = tabBar.items.map { item -> String in
            let glyph = item.isMore ? glyphs.more : item.symbol.flatMap(glyphs.symbol)
            if item.isSymbolOnly, let glyph { return glyph }
            return [glyph, item.title].compactMap { $0 }.joined(separator: " ")
        }
        let badges = tabBar.items.map { item in item.badge.map { capabilities.colorDepth == .none ? "(\($0))" : " \($0) " } }
        let widths = zip(labels, badges).map { width($0) + ($1.map { width($0) + 1 } ?? 0) }
        let fill = tabBar.itemPositioning == .fill
        let share = fill ? rect.width / max(1, tabBar.items.count) : 0
        var x = fill ? rect.x : rect.x + max(0, (rect.width - widths.reduce(0, +) - 3 * (tabBar.items.count - 1)) / 2)
        for (index, item) in tabBar.items.enumerated() {
            let slot = fill ? share : widths[index]
            let start = fill ? x + max(0, (slot - widths[index]) / 2) : x
            var style = item.isSelected ? palette.tinted(tint) : palette.secondary
            if item.isSelected { style.attributes.formUnion([.bold, .underline]) }
            let target = HitTarget.tap(item.id)
            if isFocused(target) { style.attributes.formUnion([.underline, .bold]) }
            var end = text(truncated(labels[index], to: max(1, slot - (badges[index].map { width($0) + 1 } ?? 0))), x: start, y: row, style: style,
                           limit: x + max(slot, widths[index]))
            if let badge = badges[index] { end = text(badge, x: end + 1, y: row, style: palette.badge) }
            hit(target, CellRect(x: x, y: row, width: max(slot, end - x), height: 1))
            focusable(target)
            x += fill ? share : widths[index] + 3
        }
    }

    // MARK: Sidebar

    /// Sections with headers and disclosure, rows indented by level with their glyph and a
    /// trailing count, the selection filled. Spec: SB-1…SB-5, SB-13.
    func draw(_ sidebar: SidebarScene, in rect: CellRect) {
        let list = HitTarget.row(list: sidebar.listID, tag: "")
        let focused = isFocused(list)
        focusable(list)
        var tags: [String] = [], titles: [String] = []
        var y = rect.y
        let key = "s\(sidebar.controller.number)"
        if sidebar.rowsShowDisclosure { pushingLists.insert(sidebar.listID) }
        // The rows first, to know how tall the list is and where the selection is.
        var lines: [(kind: SidebarLine, height: Int)] = []
        for section in sidebar.sections {
            if sidebar.isEditing, let move = section.moveID {
                let movable = section.rows.filter { $0.level == 0 }
                for (index, row) in movable.enumerated() {
                    moves[.row(list: sidebar.listID, tag: row.id)] = TerminalFrame.RowMove(control: move, index: index, count: movable.count)
                }
            }
            if section.title != nil { lines.append((.header(section), 1)) }
            if section.isExpanded { for row in section.rows { lines.append((.row(row, section), 1)) } }
            lines.append((.gap, 1))
        }
        // The row to keep in view: the keyboard's highlight where rows push, else the selection.
        let highlight: String? = { if sidebar.rowsShowDisclosure, case .row(sidebar.listID, let tag)? = state.focus, !tag.isEmpty { tag } else { nil } }()
        let revealed = highlight ?? sidebar.sections.flatMap(\.rows).first { $0.isSelected }?.id
        let revealIndex = lines.firstIndex { if case .row(let row, _) = $0.kind { row.id == revealed } else { false } }
        let offset = scrollOffset(key: key, contentHeight: lines.count, room: rect.height, reveal: revealIndex.map { ($0, $0 + 1) },
                                  selection: revealed)
        scrollAreas.append(ScrollArea(key: key, rect: rect, contentHeight: lines.count, list: sidebar.listID))
        y -= offset
        for line in lines {
            defer { y += 1 }
            mirroring(rect) { drawSidebarLine(line.kind, sidebar: sidebar, y: y, in: rect, focused: focused, tags: &tags, titles: &titles) }
        }
        listRows[sidebar.listID] = tags
        rowTitles[sidebar.listID] = titles
    }

    /// One line of a sidebar, laid out left to right (mirrored by the caller when right to left).
    private func drawSidebarLine(_ kind: SidebarLine, sidebar: SidebarScene, y: Int, in rect: CellRect, focused: Bool,
                                 tags: inout [String], titles: inout [String]) {
        switch kind {
        case .gap: return
        case .header(let section):
            let style = over(palette.secondary, CellStyle(attributes: .bold))
            var x = rect.x + 1
            if section.disclosureID != nil {
                x = text(glyphs.disclosure(expanded: section.isExpanded, rightToLeft: isRightToLeft), x: x, y: y, style: style)
                x = text(" ", x: x, y: y, style: style)
            }
            text(section.title ?? "", x: x, y: y, style: style, limit: rect.maxX - 3)
            if let disclosure = section.disclosureID { hit(.tap(disclosure), CellRect(x: rect.x, y: y, width: rect.width, height: 1)) }
            // An editable group's + (a new folder), at the header's trailing end, as the Mac's.
            if let add = section.addID {
                text(glyphs.symbol("plus") ?? "+", x: rect.maxX - 2, y: y, style: palette.tinted(tint))
                hit(.tap(add), CellRect(x: rect.maxX - 2, y: y, width: 1, height: 1))
            }
        case .row(let row, _):
            tags.append(row.id)
            let target = HitTarget.row(list: sidebar.listID, tag: row.id)
            let rowRect = CellRect(x: rect.x, y: y, width: rect.width, height: 1)
            var base = CellStyle.plain
            titles.append(row.title)
            if row.isSelected { selections[sidebar.listID] = row.id }
            let highlighted = sidebar.rowsShowDisclosure && focused && isHighlighted(list: sidebar.listID, tag: row.id)
            if row.isSelected || highlighted {
                base = palette.selection(focused: focused)
                fill(rowRect, style: base)
            }
            if row.isHidden { base.attributes.insert(.faint) }
            var x = rect.x + 1 + 2 * row.level
            if let expanded = row.isExpanded {
                text(glyphs.disclosure(expanded: expanded, rightToLeft: isRightToLeft), x: x, y: y, style: over(base, palette.secondary))
                if let disclosure = row.disclosureID { hit(.tap(disclosure), CellRect(x: x, y: y, width: 1, height: 1)) }
            }
            x += 2
            if sidebar.isEditing, let toggle = row.visibilityToggleID {
                let mark = row.isHidden ? "[ ]" : "[\(glyphs.check)]"
                x = text(mark, x: x, y: y, style: over(base, palette.tinted(tint))) + 1
                hit(.tap(toggle), CellRect(x: x - 4, y: y, width: 3, height: 1))
            }
            if let symbol = row.symbol, let glyph = glyphs.symbol(symbol) {
                x = text(glyph, x: x, y: y, style: row.isSelected ? base : over(base, palette.tinted(tint))) + 1
            }
            let trailing = rect.maxX - 1 - (sidebar.rowsShowDisclosure ? 2 : 0)
            let badgeWidth = row.badge.map { width($0) + 1 } ?? 0
            text(truncated(row.title, to: trailing - badgeWidth - x), x: x, y: y, style: base)
            if let badge = row.badge {
                text(badge, x: trailing - width(badge), y: y, style: row.isSelected ? base : over(base, palette.secondary))
            }
            hit(target, rowRect)
            if let disclosure = row.disclosureID, row.isExpanded != nil { hit(.tap(disclosure), CellRect(x: rect.x + 1 + 2 * row.level, y: y, width: 1, height: 1)) }
            if !row.contextActions.isEmpty {
                rowMenus[target] = row.contextActions.map {
                    TerminalViewState.MenuItem(title: $0.title, symbol: $0.symbol, target: .tap($0.id), isDestructive: $0.role == .destructive)
                }
            }
            if sidebar.rowsShowDisclosure { text(isRightToLeft ? glyphs.back : glyphs.forward, x: rect.maxX - 1, y: y, style: over(base, palette.secondary)) }
        }
    }

    enum SidebarLine {
        case header(SidebarSectionScene)
        case row(SidebarRowScene, SidebarSectionScene)
        case gap
    }

    /// The offset an area of `room` rows showing `contentHeight` rows is scrolled by: the kept
    /// one, moved once to bring a newly selected row (`reveal`, its first and last row) into view.
    func scrollOffset(key: String, contentHeight: Int, room: Int, reveal: (Int, Int)?, selection: String?) -> Int {
        var offset = state.scrollOffsets[key] ?? 0
        if let reveal, let selection, state.revealedSelections[key] != selection {
            if reveal.0 < offset { offset = reveal.0 }
            if reveal.1 > offset + room { offset = reveal.1 - room }
            state.revealedSelections[key] = selection
        }
        offset = max(0, min(offset, contentHeight - room))
        state.scrollOffsets[key] = offset
        return offset
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
