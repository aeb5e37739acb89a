import PaneKit

extension TerminalSession {
    /// Handles decoded input, in order, and returns the bytes that show the result.
    func handle(_ inputs: [TerminalInput]) -> [UInt8] {
        var bytes: [UInt8] = []
        var needsScene = false, needsDraw = false
        for input in inputs where request == nil {
            switch input {
            case .key(let key, let modifiers):
                switch handleKey(key, modifiers) {
                case .unchanged: break
                case .redraw: needsDraw = true
                case .sent: needsScene = true
                }
            case .mouse(let mouse):
                switch handleMouse(mouse) {
                case .unchanged: break
                case .redraw: needsDraw = true
                case .sent: needsScene = true
                }
            case .paste(let text):
                if case .field(let id)? = state.focus { needsScene = edit(id) { $0.insert(text) } || needsScene }
            case .focus:
                break
            case .reply(let reply):
                bytes += handleReply(reply)
            }
            // Each event acts on what the previous one showed: a click after a key that opened
            // a sheet lands on the sheet.
            if needsScene || needsDraw {
                bytes += draw(rescene: needsScene)
                needsScene = false
                needsDraw = false
            }
        }
        return bytes
    }

    /// What handling one input needs next.
    enum Outcome {
        /// Nothing changed.
        case unchanged
        /// Only the view state changed (focus, scrolling, a menu): draw again.
        case redraw
        /// An event went to the app: build the Scene again and draw.
        case sent
    }

    // MARK: Keys

    func handleKey(_ key: TerminalKey, _ modifiers: KeyModifiers) -> Outcome {
        // Quit and suspend work everywhere; drafts are saved as they are typed.
        if modifiers == .control, case .character(let character) = key {
            switch character {
            case "c", "q": ask(.quit); return .unchanged
            case "z": ask(.suspend); return .unchanged
            default: break
            }
        }
        if state.showsShortcuts { return shortcutsKey(key, modifiers) }
        if state.menu != nil { return menuKey(key) }
        if key == .function(1) || (key == .character("/") && modifiers == .control) {
            state.showsShortcuts = true
            state.menuSelection = 0
            return .redraw
        }
        if modifiers == [.control, .alternate], key == .character("s") { return send(.keyCommand(.toggleSidebar)) ? .sent : .unchanged }
        if let command = keyCommand(for: key, modifiers) { return send(.tapped(command)) ? .sent : .unchanged }
        if case .field(let id)? = state.focus, let outcome = fieldKey(id, key, modifiers) { return outcome }
        switch (key, modifiers) {
        case (.tab, []): return moveFocus(by: 1)
        case (.tab, .shift): return moveFocus(by: -1)
        case (.escape, _): return escape()
        case (.up, []), (.down, []): return moveInList(by: key == .up ? -1 : 1)
        case (.up, .shift), (.down, .shift): return moveDetent(by: key == .up ? 1 : -1)
        case (.up, .alternate), (.down, .alternate): return moveRow(by: key == .up ? -1 : 1)
        case (.left, []), (.right, []): return moveBetweenColumns(by: (key == .left) != isRightToLeft ? -1 : 1)
        case (.pageUp, _), (.pageDown, _): return scroll(by: key == .pageUp ? -(rows - 4) : rows - 4)
        case (.home, []), (.end, []): return scroll(by: key == .home ? -1_000_000 : 1_000_000)
        case (.enter, []), (.character(" "), []): return activateFocus()
        case (.function(10), .shift): return openRowMenu()
        case (.character("f"), .control): return focusSearch()
        case (.character("?"), []), (.character("?"), .shift):
            state.showsShortcuts = true
            state.menuSelection = 0
            return .redraw
        case (.character(let character), []), (.character(let character), .shift):
            return typeAhead(character)
        default:
            return .unchanged
        }
    }

    var isRightToLeft: Bool { scene.traits.layoutDirection == .rightToLeft }

    /// The app's shortcut for a key press: `.command` is Ctrl and `.alternate` Alt here (D-112).
    /// A command a legacy terminal cannot send (Ctrl with a digit or punctuation) also answers to
    /// Alt with that key, and the shortcut list has it.
    func keyCommand(for key: TerminalKey, _ modifiers: KeyModifiers) -> NodeID? {
        guard let input = Self.commandInput(key) else { return nil }
        func names(_ modifiers: KeyModifiers) -> Set<String> {
            var names: Set<String> = []
            if modifiers.contains(.control) { names.insert("control") }
            if modifiers.contains(.alternate) { names.insert("alternate") }
            if modifiers.contains(.shift) { names.insert("shift") }
            if modifiers.contains(.command) { names.insert("command") }
            return names
        }
        func terminalNames(_ command: KeyCommandScene) -> Set<String> {
            Set(command.modifiers.map { $0 == "command" ? "control" : $0 })
        }
        let pressed = names(modifiers)
        guard !pressed.isEmpty || input.count > 1 else { return nil }
        if let exact = scene.keyCommands.first(where: { $0.input == input && terminalNames($0) == pressed }) { return exact.id }
        if pressed == ["alternate"] {
            let kitty = renderer.capabilities.kittyKeyboard
            return scene.keyCommands.first {
                $0.input == input && terminalNames($0) == ["control"] && !TerminalKeys.isSendable($0, kittyKeyboard: kitty)
            }?.id
        }
        return nil
    }

    /// The key as a `KeyCommandScene/input`: a lowercase character or a key's name.
    static func commandInput(_ key: TerminalKey) -> String? {
        switch key {
        case .character(let character): String(character).lowercased()
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .escape: "escape"
        case .enter: "return"
        case .tab: "tab"
        case .delete: "delete"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageUp"
        case .pageDown: "pageDown"
        default: nil
        }
    }

    /// Tab and Shift-Tab: lists and fields first, in the order they are drawn (the focus groups:
    /// sidebar, list, detail), then buttons (D-63). Inside the top presentation when it takes
    /// all input.
    func moveFocus(by step: Int) -> Outcome {
        let order = focusOrder
        guard !order.isEmpty else { return .unchanged }
        let current = state.focus.flatMap { focus in order.firstIndex { same($0, focus) } }
        let next = current.map { ($0 + step + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
        return focus(order[next])
    }

    /// The focusable controls in Tab order.
    var focusOrder: [HitTarget] {
        let groups = frame.focusables.filter { target in
            switch target {
            case .row(_, ""), .field: true
            default: false
            }
        }
        return groups + frame.focusables.filter { !groups.contains($0) }
    }

    /// Whether two focus targets are the same control (a list is one control whatever its row).
    func same(_ a: HitTarget, _ b: HitTarget) -> Bool {
        if case .row(let listA, _) = a, case .row(let listB, _) = b, frame.listRows[listA] != nil { return listA == listB }
        return a == b
    }

    /// Moves the focus to `target`, telling the window when a text field gains or loses it.
    func focus(_ target: HitTarget?) -> Outcome {
        let previous = state.focus
        var target = target
        if case .row(let list, _)? = target, frame.listRows[list] != nil {
            // A list keeps its highlighted row: the selection, or the row the keys were on.
            let rows = frame.listRows[list] ?? []
            let kept: String? = { if case .row(list, let tag)? = previous, rows.contains(tag) { tag } else { nil } }()
            target = .row(list: list, tag: kept ?? selectedTag(in: list) ?? "")
        }
        state.focus = target
        state.caret = nil
        typeAhead = ""
        var outcome = Outcome.redraw
        if case .field(let id)? = target, previous != target {
            if send(.focusChanged(id)) { outcome = .sent }
        } else if case .field? = previous, previous != target {
            if send(.focusChanged(nil)) { outcome = .sent }
        }
        return outcome
    }

    /// The selected row of a list, from the last frame.
    func selectedTag(in list: NodeID) -> String? { frame.selections[list] }

    /// Where the focus goes when it is nowhere (a start, a new sheet): the last list with a
    /// selection (Mail's message list), else the last list (the one a collapsed stack shows on
    /// top), else the first text field (a compose sheet), else the first control (an alert's
    /// first button).
    func focusDefault() {
        let lists = frame.focusables.compactMap { target -> NodeID? in
            if case .row(let list, "") = target { list } else { nil }
        }
        if let list = lists.last(where: { frame.selections[$0] != nil }) {
            state.focus = .row(list: list, tag: frame.selections[list] ?? "")
        } else if let list = lists.last {
            state.focus = .row(list: list, tag: "")
        } else if let field = frame.focusables.first(where: { if case .field = $0 { true } else { false } }) {
            state.focus = field
            if case .field(let id) = field { send(.focusChanged(id)) }
        } else {
            state.focus = frame.focusables.first
        }
    }

    /// After a frame: a focus that is no longer on screen (a sheet came over it, its screen
    /// went) moves to the default. No focus stays none: Esc put it there.
    func keepFocusValid() {
        let top = scene.presentations.last?.controller
        if top != focusedPresentation {
            // A presentation came or went: the focus goes to the new top one's default control.
            focusedPresentation = top
            if case .field? = state.focus { send(.focusChanged(nil)) }
            state.focus = nil
            focusDefault()
            return
        }
        guard let focus = state.focus else { return }
        if !frame.focusables.contains(where: { same($0, focus) }) {
            state.focus = nil
            focusDefault()
        }
    }

    /// ↑ and ↓ in a list: the selection follows (as on the Mac); in a list whose rows push a
    /// screen (a collapsed split view), a highlight moves and Enter opens the row.
    func moveInList(by step: Int) -> Outcome {
        guard case .row(let list, let tag)? = state.focus, let rows = frame.listRows[list], !rows.isEmpty else {
            // On a button or an option, the arrows move the focus as Tab does (a column of
            // buttons, a menu-like page); with nothing focused they scroll.
            return state.focus == nil ? scroll(by: step) : moveFocus(by: step)
        }
        let current = rows.firstIndex(of: tag) ?? rows.firstIndex(of: selectedTag(in: list) ?? "")
        let next = current.map { max(0, min(rows.count - 1, $0 + step)) } ?? (step > 0 ? 0 : rows.count - 1)
        if let current, next == current { return .unchanged }
        state.focus = .row(list: list, tag: rows[next])
        if frame.pushingLists.contains(list) { return .redraw }
        return send(.rowSelected(list: list, tag: rows[next])) ? .sent : .redraw
    }

    /// Shift+↑ and Shift+↓: the top sheet grows to its next detent or shrinks to the one before,
    /// as a drag that ends there (SH-3); the grabber's click cycles them (SH-4).
    func moveDetent(by step: Int) -> Outcome {
        guard let detents = frame.detents, !detents.identifiers.isEmpty else { return .unchanged }
        let current = detents.selected.flatMap { detents.identifiers.firstIndex(of: $0) } ?? 0
        let next = current + step
        guard detents.identifiers.indices.contains(next) else { return .unchanged }
        return send(.detentChanged(detents.control, detent: detents.identifiers[next])) ? .sent : .unchanged
    }

    /// Alt+↑ and Alt+↓: the focused row of a list people may reorder (a sidebar section while
    /// editing, a list with `onMove`) moves up or down one place, as a drag that ends there.
    func moveRow(by step: Int) -> Outcome {
        guard case .row(let list, let tag)? = state.focus, let move = frame.moves[.row(list: list, tag: tag)] else { return .unchanged }
        let index = move.index + step
        guard index >= 0, index < move.count else { return .unchanged }
        return send(.rowMoved(move.control, tag: tag, toIndex: index)) ? .sent : .unchanged
    }

    /// ← and →: the focus moves to the list in the previous or next column (Mail's sidebar,
    /// message list); in a tab bar, to the previous or next tab.
    func moveBetweenColumns(by step: Int) -> Outcome {
        let lists = frame.focusables.filter { if case .row(_, "") = $0 { true } else { false } }
        guard let focus = state.focus, let index = lists.firstIndex(where: { same($0, focus) }) else {
            return lists.isEmpty ? .unchanged : self.focus(lists[0])
        }
        let next = index + step
        guard next >= 0, next < lists.count else { return .unchanged }
        return self.focus(lists[next])
    }

    /// Enter or Space on the focused control: press a button, open a highlighted row, enter a field.
    func activateFocus() -> Outcome {
        guard let focus = state.focus else { return .unchanged }
        switch focus {
        case .tap(let id):
            if frame.menus[id] != nil { return showMenu(of: id) }
            return send(.tapped(id)) ? .sent : .unchanged
        case .row(let list, let tag):
            // A list's highlighted row, or a picker's option.
            guard !tag.isEmpty else { return .unchanged }
            return send(.rowSelected(list: list, tag: tag)) ? .sent : .unchanged
        case .field, .divider, .rowActions:
            return .unchanged
        }
    }

    /// Esc (once menus, the shortcut list and a field have had theirs): ask the top presentation
    /// to go, else go back.
    func escape() -> Outcome {
        if let dismiss = frame.dismissID { return send(.dismissAttempted(dismiss)) ? .sent : .unchanged }
        if let back = frame.backIDs.last { return send(.tapped(back)) ? .sent : .unchanged }
        return .unchanged
    }

    /// PgUp, PgDn, Home, End and the wheel: the area with the focus, else the first one, scrolls.
    func scroll(by rows: Int, at point: (x: Int, y: Int)? = nil) -> Outcome {
        let area: ScrollArea?
        if let point { area = frame.scrollArea(x: point.x, y: point.y) }
        else if case .row(let list, _)? = state.focus, let listArea = frame.scrollAreas.first(where: { $0.list == list }) { area = listArea }
        else { area = frame.scrollAreas.last }
        guard let area else { return .unchanged }
        let old = state.scrollOffsets[area.key] ?? 0
        let new = max(0, min(area.contentHeight - area.rect.height, old + rows))
        guard new != old else { return .unchanged }
        state.scrollOffsets[area.key] = new
        return .redraw
    }

    /// Ctrl+F: the focus goes to the first search field on screen.
    func focusSearch() -> Outcome {
        guard let field = frame.searchFields.first else { return .unchanged }
        return focus(.field(field))
    }

    /// Typing in a list (no field focused) selects the first row whose title starts with what
    /// was typed: type-ahead, as in a Mac list (D-63).
    func typeAhead(_ character: Character) -> Outcome {
        guard case .row(let list, _)? = state.focus, let titles = frame.rowTitles[list], let rows = frame.listRows[list] else { return .unchanged }
        typeAhead.append(character)
        let prefix = typeAhead.lowercased()
        guard let index = titles.firstIndex(where: { $0.lowercased().hasPrefix(prefix) }) else {
            typeAhead = String(character)
            return .unchanged
        }
        state.focus = .row(list: list, tag: rows[index])
        if frame.pushingLists.contains(list) { return .redraw }
        return send(.rowSelected(list: list, tag: rows[index])) ? .sent : .redraw
    }

    // MARK: Menus and the shortcut list

    /// Opens the menu of the button `id`, building it first when it is made on request.
    func showMenu(of id: NodeID) -> Outcome {
        if let request = frame.menuRequests[id], (frame.menus[id] ?? frame.secondaryMenus[id] ?? []).isEmpty {
            guard send(.tapped(request)) else { return .unchanged }
            scene = page.update().scene
            frame = renderer.render(scene, columns: columns, rows: rows, state: state)
        }
        guard let items = frame.menus[id] ?? frame.secondaryMenus[id], !items.isEmpty else { return .unchanged }
        return openMenu(items, at: id)
    }

    /// Opens a menu under the control `id`.
    func openMenu(_ items: [TerminalViewState.MenuItem], at id: NodeID) -> Outcome {
        let anchor = frame.hits.bounds(of: .tap(id)) ?? CellRect(x: columns / 2, y: rows / 2, width: 1, height: 1)
        state.menu = TerminalViewState.OpenMenu(items: items, anchor: anchor)
        state.menuSelection = items.firstIndex { $0.target != nil } ?? 0
        return .redraw
    }

    /// Shift-F10 or a right click: the focused row's actions, or the focused button's menu.
    func openRowMenu(row: HitTarget? = nil, at point: (x: Int, y: Int)? = nil) -> Outcome {
        if row == nil, case .tap(let id)? = state.focus, frame.secondaryMenus[id] != nil || frame.menus[id] != nil { return showMenu(of: id) }
        guard let target = row ?? state.focus, case .row(let list, let tag) = target, !tag.isEmpty else { return .unchanged }
        let rowTarget = HitTarget.row(list: list, tag: tag)
        if frame.rowMenus[rowTarget] == nil, let request = frame.rowMenuRequests[rowTarget] {
            // Built on request: the row's actions come with the next Scene.
            guard send(.tapped(request)) else { return .unchanged }
            scene = page.update().scene
            frame = renderer.render(scene, columns: columns, rows: rows, state: state)
        }
        guard let items = frame.rowMenus[rowTarget], !items.isEmpty else { return .unchanged }
        let anchor = point.map { CellRect(x: $0.x, y: $0.y, width: 1, height: 1) } ?? frame.hits.bounds(of: rowTarget)
            ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        state.menu = TerminalViewState.OpenMenu(items: items, anchor: CellRect(x: anchor.x, y: anchor.y, width: anchor.width, height: 1))
        state.menuSelection = items.firstIndex { $0.target != nil } ?? 0
        return .redraw
    }

    func menuKey(_ key: TerminalKey) -> Outcome {
        guard let menu = state.menu else { return .unchanged }
        switch key {
        case .escape, .left:
            state.menu = nil
            return .redraw
        case .up, .down:
            let step = key == .up ? -1 : 1
            var index = state.menuSelection
            for _ in menu.items.indices {
                index = (index + step + menu.items.count) % menu.items.count
                if menu.items[index].target != nil { break }
            }
            state.menuSelection = index
            return .redraw
        case .enter, .character(" "):
            state.menu = nil
            guard menu.items.indices.contains(state.menuSelection), let target = menu.items[state.menuSelection].target else { return .redraw }
            return perform(target)
        default:
            return .unchanged
        }
    }

    func shortcutsKey(_ key: TerminalKey, _ modifiers: KeyModifiers) -> Outcome {
        let commands = scene.keyCommands
        switch key {
        case .escape, .function(1), .character("?"):
            state.showsShortcuts = false
            return .redraw
        case .up, .down:
            guard !commands.isEmpty else { return .unchanged }
            state.menuSelection = max(0, min(commands.count - 1, state.menuSelection + (key == .up ? -1 : 1)))
            return .redraw
        case .enter:
            state.showsShortcuts = false
            guard commands.indices.contains(state.menuSelection) else { return .redraw }
            return send(.tapped(commands[state.menuSelection].id)) ? .sent : .redraw
        default:
            return .unchanged
        }
    }

    /// Does what a click or a chosen menu item on `target` does.
    func perform(_ target: HitTarget) -> Outcome {
        switch target {
        case .tap(let id):
            if frame.menus[id] != nil { return showMenu(of: id) }
            return send(.tapped(id)) ? .sent : .redraw
        case .row(let list, let tag):
            state.focus = frame.listRows[list] != nil ? .row(list: list, tag: tag) : state.focus
            return send(.rowSelected(list: list, tag: tag)) ? .sent : .redraw
        case .field:
            return focus(target)
        case .divider, .rowActions:
            return .unchanged
        }
    }

    // MARK: Replies

    func handleReply(_ reply: TerminalReply) -> [UInt8] {
        switch reply {
        case .mode(2026, let setting) where setting == 1 || setting == 2:
            adoptSynchronizedOutput()
            return []
        case .keyboardFlags:
            return adoptKittyKeyboard()
        case .backgroundColor(let red, let green, let blue):
            let color = RGB(UInt8(red >> 8), UInt8(green >> 8), UInt8(blue >> 8))
            return page.perform { adoptColorScheme(color.brightness > 0.5 ? .light : .dark) }
        case .primaryAttributes:
            markQueriesAnswered()
            return []
        case .cursorPosition(_, let column) where !answeredQueries:
            // The answer to the ambiguous-width probe: the `─` took two columns.
            return column == 3 ? adoptWideAmbiguousCharacters() : []
        default:
            return []
        }
    }
}
