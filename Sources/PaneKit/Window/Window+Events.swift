extension Window {
    /// Applies one event, as one update. Ids refer to the last ``scene()``; if no Scene was built
    /// yet, one is built first. A refused event throws and changes nothing.
    public func send(_ event: PaneEvent) throws(EventError) {
        busyDepth += 1
        defer { busyDepth -= 1 }
        try handle(event)
    }

    private func handle(_ event: PaneEvent) throws(EventError) {
        if !hasBuiltScene || needsSceneUpdate { _ = scene() }
        if let target = event.target {
            guard isInteractive(target) else { throw .covered(target) }
            // A control's action most often changes its own controller's state (D-39).
            controller(owning: target)?.needsContentUpdate = true
        }
        switch event {
        case .viewportChanged(let viewport):
            let size = viewport.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw .invalidViewport(size)
            }
            setViewport(viewport)
        case .tapped(let id):
            guard let action = actions[id] else {
                // Row actions waiting to be built register nothing: their node is looked up.
                guard let owner = controller(owning: id), owner.builtContentHasActionsRequest(id) else { throw .unknownNode(id) }
                performUpdate {
                    // The row revealed before goes back to waiting.
                    if let previous = revealedActions { controller(owning: previous)?.needsContentUpdate = true }
                    revealedActions = id
                }
                return
            }
            if case .reveal = action {
                // A bar button's menu: built at the next Scene, which builds every bar anew.
                performUpdate {
                    if let previous = revealedActions { controller(owning: previous)?.needsContentUpdate = true }
                    revealedActions = id
                }
                return
            }
            guard case .tap(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            performUpdate { perform() }
        case .rowSelected(let list, let tag):
            guard let action = actions[list] else { throw .unknownNode(list) }
            if case .choose(let tags, let perform) = action {
                guard tags.contains(tag) else { throw .unknownRow(list, tag: tag) }
                performUpdate { perform(tag) }
                return
            }
            guard case .select(let tags, let perform) = action else { throw .wrongEventKind(list, expected: action.kindName) }
            guard tags.contains(tag) else { throw .unknownRow(list, tag: tag) }
            performUpdate {
                if let owner = controller(owning: list) {
                    owner.splitViewController?.selectionWillChange(in: owner)
                }
                perform(tag)
            }
        case .edgeSwipeEnded(let id, let swipe):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .swipe(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            performUpdate { perform(swipe) }
        case .dividerDragEnded(let id, let width):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .resize(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            guard width.isFinite, width >= 0 else { throw .invalidWidth(width) }
            performUpdate { perform(width) }
        case .detentChanged(let id, let detent):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .detent(let identifiers, let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            guard identifiers.contains(detent) else { throw .unknownDetent(id, detent: detent) }
            performUpdate { perform(detent) }
        case .dismissAttempted(let id), .dismissalBegan(let id), .dismissalCancelled(let id):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .dismissAttempt(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            let phase: DismissalPhase = switch event {
            case .dismissalBegan: .began
            case .dismissalCancelled: .cancelled
            default: .ended
            }
            performUpdate { perform(phase) }
        case .rowMoved(let id, let tag, let index):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .move(let tags, let count, let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            guard tags.contains(tag) else { throw .unknownRow(id, tag: tag) }
            guard (0..<count).contains(index) else { throw .invalidIndex(id, index: index) }
            performUpdate { perform(tag, index) }
        case .textChanged(let id, let text):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .text(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            guard text.count <= maximumTextLength else { throw .textTooLong(id, length: text.count) }
            performUpdate { perform(text) }
        case .focusChanged(let id):
            if let id {
                guard let action = actions[id] else { throw .unknownNode(id) }
                guard case .text = action else { throw .wrongEventKind(id, expected: action.kindName) }
            }
            performUpdate {
                let previous = focusedNode
                focusedNode = id
                // The app's focus bindings hear where the focus went (``FocusBinding``).
                if previous != id {
                    if let previous, case .focus(let told)? = actions[previous.system("focus")] { told(false) }
                    if let id, case .focus(let told)? = actions[id.system("focus")] { told(true) }
                }
                if let id { expandSheet(editing: id) }
            }
        case .keyCommand(.toggleSidebar):
            // The outermost split view of the frontmost interface.
            let front = presentedViewControllers.last ?? rootViewController
            performUpdate {
                (front?.subtree.first { $0 is SplitViewController } as? SplitViewController)?.toggleSidebar()
            }
        case .listScrolled(let id, let visible):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .scroll(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            guard visible.lowerBound >= 0, visible.count <= Self.maximumVisibleRows else {
                throw .invalidRange(id, lower: visible.lowerBound, upper: visible.upperBound)
            }
            performUpdate { perform(visible) }
        case .scrolledToEdge(let id):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .scrolledToEdge(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            performUpdate { perform() }
        case .columnFocused(let id, let column):
            guard let action = actions[id] else { throw .unknownNode(id) }
            guard case .columnFocus(let perform) = action else { throw .wrongEventKind(id, expected: action.kindName) }
            performUpdate { perform(column) }
        }
    }
}

extension Window {
    /// The controller whose content holds the node `id` (ids start with `c<number>`).
    func controller(owning id: NodeID) -> ViewController? {
        let prefix = id.rawValue.prefix { $0 != "/" && $0 != ":" }
        guard prefix.first == "c", let number = Int(prefix.dropFirst()) else { return nil }
        return allControllers.first { $0.id?.number == number }
    }
}

extension PaneEvent {
    /// The node an event is aimed at, if any.
    var target: NodeID? {
        switch self {
        case .tapped(let id), .rowSelected(let id, _), .edgeSwipeEnded(let id, _), .dividerDragEnded(let id, _),
             .detentChanged(let id, _), .dismissAttempted(let id), .dismissalBegan(let id), .dismissalCancelled(let id), .scrolledToEdge(let id), .rowMoved(let id, _, _),
             .textChanged(let id, _), .listScrolled(let id, _), .columnFocused(let id, _):
            id
        case .focusChanged(let id): id
        case .viewportChanged, .keyCommand: nil
        }
    }
}

extension Window {
    /// Whether the node can take input now: not under a presentation that dims or covers what is
    /// behind it (SH-2, SH-10). The presented controllers from the topmost blocking one up are
    /// interactive; a sheet resting at an undimmed detent blocks nothing.
    func isInteractive(_ id: NodeID) -> Bool {
        let chain = presentedViewControllers
        guard let blocking = chain.lastIndex(where: { presented in
            let layout = presentationLayout(for: presented)
            return layout.dimsBackground || layout.appearance == .fullScreen || layout.appearance == .overFullScreen
        }) else { return true }
        guard let owner = controller(owning: id) else { return false }
        return chain[blocking...].contains { $0.isAncestor(of: owner) }
    }
}

extension Window {
    /// A text field focused in a bottom sheet resting below its largest detent brings the sheet
    /// up, as the keyboard does in UIKit, unless the sheet opts out; the delegate hears of it as
    /// of any change people make (D-57, SH-3).
    func expandSheet(editing id: NodeID) {
        guard let presented = controller(owning: id)?.presentedAncestor,
              let sheet = sheetController(of: presented), sheet.expandsWhenEditing else { return }
        let layout = presentationLayout(for: presented)
        guard layout.appearance == .bottomSheet, let largest = layout.detents.last?.identifier,
              layout.selectedDetent != largest else { return }
        sheet.userSelectedDetent(largest)
    }
}
