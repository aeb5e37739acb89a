import PaneKit

extension TerminalSession {
    /// A click taps, selects or focuses what the hit map has there; a right click opens a row's
    /// actions; a drag on a divider resizes its column; the wheel scrolls what is under it.
    func handleMouse(_ mouse: MouseInput) -> Outcome {
        let point = (x: mouse.column, y: mouse.row)
        switch mouse.kind {
        case .wheelUp: return scroll(by: -3, at: point)
        case .wheelDown: return scroll(by: 3, at: point)
        case .wheelLeft, .wheelRight: return .unchanged
        case .drag:
            if drag != nil { drag?.column = mouse.column }
            return .unchanged
        case .release:
            guard let ended = drag else { return .unchanged }
            drag = nil
            let cells = ended.growsRight ? ended.column - ended.columnStart + 1 : ended.columnStart - ended.column
            let width = Double(max(1, cells)) * TerminalRenderer.pointsPerColumn
            return send(.dividerDragEnded(ended.id, width: width)) ? .sent : .unchanged
        case .press:
            break
        }
        if let menu = state.menu {
            // A click outside an open menu closes it; one on an item chooses it.
            state.menu = nil
            if let target = frame.hits.target(x: point.x, y: point.y), menu.items.contains(where: { $0.target == target }) { return perform(target) }
            return .redraw
        }
        if state.showsShortcuts {
            state.showsShortcuts = false
            if case .tap(let id)? = frame.hits.target(x: point.x, y: point.y) { return send(.tapped(id)) ? .sent : .redraw }
            return .redraw
        }
        let target = frame.hits.target(x: point.x, y: point.y)
        if mouse.button == .right {
            if case .row? = target { return openRowMenu(row: target, at: point) }
            if case .tap(let id)? = target, frame.secondaryMenus[id] != nil || frame.menus[id] != nil { return showMenu(of: id) }
            return .unchanged
        }
        guard mouse.button == .left, let target else { return .unchanged }
        switch target {
        case .divider(let id, let start, let growsRight):
            drag = (id, start, growsRight, mouse.column)
            return .unchanged
        case .field:
            return focus(target)
        case .row(let list, let tag):
            if frame.listRows[list] != nil {
                let outcome = focus(.row(list: list, tag: tag))
                state.focus = .row(list: list, tag: tag)
                return send(.rowSelected(list: list, tag: tag)) ? .sent : outcome
            }
            return send(.rowSelected(list: list, tag: tag)) ? .sent : .unchanged
        case .tap(let id):
            if frame.focusables.contains(target), case .field? = state.focus { _ = focus(nil) }
            if frame.menus[id] != nil { return showMenu(of: id) }
            return send(.tapped(id)) ? .sent : .unchanged
        case .rowActions:
            return openRowMenu(row: target, at: point)
        }
    }
}
