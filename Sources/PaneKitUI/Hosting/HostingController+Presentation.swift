import PaneKit

/// What the views push and present, reconciled with what the controllers show.
extension HostingController {
    /// Pushes the screen a binding asks for onto this screen's stack, pops it when the binding
    /// lets go, and lets go of the binding when the person goes back.
    func reconcilePushes() {
        guard madeState?.pushed != nil || madeState?.pushRequests.isEmpty == false,
              let navigation = navigationController else { return }
        if let current = state.pushed, !navigation.viewControllers.contains(where: { $0 === current.controller }) {
            // The person went back: the Bool goes back to false, the item to nil, and what the
            // pushed views kept goes with them.
            state.pushed = nil
            storage.remove(under: current.key + "/destination")
            current.reset()
            return
        }
        let wanted = state.pushRequests.first { $0.isPresented }
        if let current = state.pushed {
            if let wanted, wanted.key == current.key, wanted.identity == current.identity { return }
            state.pushed = nil
            storage.remove(under: current.key + "/destination")
            if let index = navigation.viewControllers.firstIndex(where: { $0 === current.controller }), index > 0 {
                _ = try? navigation.pop(to: navigation.viewControllers[index - 1])
            }
        }
        guard let wanted, navigation.viewControllers.last === self else { return }
        let screen = HostingController(storage: storage, path: wanted.key + "/destination", stack: stack,
                                       environment: environment, makeView: wanted.make)
        guard (try? navigation.push(screen)) != nil else { return }
        state.pushed = (wanted.key, wanted.identity, screen, wanted.reset)
    }

    func reconcilePresentations() {
        let wanted = state.requests.first { $0.isPresented }
        if let current = state.active {
            if let wanted, wanted.key == current.key, wanted.identity == current.identity {
                pointPopover(of: wanted, current.controller)
                return
            }
            // The state no longer asks for it (or asks for another item): it closes.
            state.active = nil
            // From its presenter: it goes with whatever it presented in turn (SH-8).
            current.controller.presentingViewController?.dismiss()
            storage.remove(under: current.key + "/presented")
            current.request.onDismiss?()
        }
        // SH-9, SH-21: the presenter this screen's sheets come from shows one presentation; a
        // request while it is busy waits, and shows once that one goes.
        guard let wanted, presentationContext?.presentedViewController == nil else { return }
        var environment = wanted.environment
        environment.adopt(readingWindow?.traits)
        // A presented screen's inspector is a sheet over it (SB-12).
        environment.inspectorPlacement = .sheet
        let controller = wanted.make(storage, wanted.key + "/presented", environment) { [weak self] in
            self?.presentationEnded(key: wanted.key)
        }
        controller.presentationController?.delegate = self
        pointPopover(of: wanted, controller)
        state.active = (wanted.key, wanted.identity, controller, wanted)
        if chromeOf != nil { presentationContext?.present(controller) } else { present(controller) }
    }

    /// The controller this screen's presentations come from (SH-9): the presented screen it is
    /// in, else the window's main interface.
    var presentationContext: PaneKit.ViewController? {
        var node: PaneKit.ViewController = self
        while node.presentingViewController == nil, let parent = node.parent { node = parent }
        return node.presentingViewController != nil ? node : readingWindow?.rootViewController
    }

    /// Where the popover (or confirmation dialog) of `request` points: the bar button this screen
    /// put for the one its toolbar item made, else the node its view was drawn as (D-55, D-56).
    func pointPopover(of request: PresentationRequest, _ controller: PaneKit.ViewController) {
        guard let source = request.popover else { return }
        let placedForNamed = state.placedForNamed
        let placed = { (item: BarButtonItem) in placedForNamed[item.id] }
        if let dialog = controller as? ConfirmationDialog {
            // D-56: a confirmation dialog points at its toolbar button, else at its view.
            source.point(dialog, placed: placed)
        } else if let popover = controller.popoverPresentationController {
            source.presented = popover
            source.point(popover, placed: placed)
        }
    }

    /// Where the popover at `key` points, kept across reads (D-55).
    func popoverSource(at key: String) -> PopoverSource {
        if let source = state.popoverSources[key] { return source }
        let source = PopoverSource()
        state.popoverSources[key] = source
        return source
    }

    /// The presentation closed by itself (a swipe, Escape, `dismiss()`): the binding goes back.
    func presentationEnded(key: String) {
        guard let current = state.active, current.key == key else { return }
        state.active = nil
        // What the presented views kept goes with them, as in SwiftUI.
        storage.remove(under: current.key + "/presented")
        current.request.reset()
        current.request.onDismiss?()
    }

    /// Applies what the views ask of the sheet this screen is in (detents, grabber, modality).
    func configurePresentation() {
        guard !state.sheetConfiguration.isEmpty, let presented = presentedRoot else { return }
        if let detents = state.sheetConfiguration.detents, let sheet = presented.sheetPresentationController {
            let wanted = detents.map { $0.paneKit }
            if sheet.detents.map({ $0.identifier }) != wanted.map({ $0.identifier }) { sheet.detents = wanted }
        }
        if let grabber = state.sheetConfiguration.grabber, let sheet = presented.sheetPresentationController {
            let visible = grabber == .visible
            if sheet.prefersGrabberVisible != visible { sheet.prefersGrabberVisible = visible }
        }
        if let modal = state.sheetConfiguration.modal, presented.isModalInPresentation != modal { presented.isModalInPresentation = modal }
        if let interaction = state.sheetConfiguration.backgroundInteraction, let sheet = presented.sheetPresentationController {
            let undimmed: SheetPresentationController.Detent.Identifier? = switch interaction.kind {
            case .automatic, .disabled: nil
            case .enabled: sheet.detents.last?.identifier
            case .upThrough(let detent): detent.identifier
            }
            if sheet.largestUndimmedDetentIdentifier != undimmed { sheet.largestUndimmedDetentIdentifier = undimmed }
        }
        if let selection = state.sheetConfiguration.selection, let sheet = presented.sheetPresentationController {
            let detents = state.sheetConfiguration.detents ?? []
            let shown = sheet.selectedDetentIdentifier ?? sheet.detents.first?.identifier
            if state.appliedDetent != nil, let shown, shown != state.appliedDetent, let moved = detents.first(where: { $0.identifier == shown }) {
                // The person dragged the sheet: the binding follows.
                state.appliedDetent = shown
                if selection.wrappedValue != moved { selection.wrappedValue = moved }
            } else if selection.wrappedValue.identifier != shown {
                // The binding changed: the sheet moves.
                sheet.selectedDetentIdentifier = selection.wrappedValue.identifier
                state.appliedDetent = selection.wrappedValue.identifier
            } else {
                state.appliedDetent = shown
            }
        }
    }

    /// Pushes the screen a `NavigationLink` opens onto this screen's stack.
    func push(_ makeView: @escaping () -> any View) {
        guard let navigation = navigationController else { return }
        let screen = HostingController(storage: storage, path: path + "/push\(navigation.viewControllers.count)", stack: stack,
                                       environment: environment, makeView: makeView)
        try? navigation.push(screen)
    }

    /// `dismiss()`: closes the presentation this screen is in, else pops it off its stack.
    func dismissScreen() {
        if let presented = presentedRoot {
            presented.dismiss()
            (presented as? HostingController ?? (presented as? NavigationController)?.viewControllers.first as? HostingController)?
                .onDismissed?()
        } else if let navigation = navigationController, navigation.viewControllers.count > 1, navigation.topViewController === self {
            _ = navigation.pop()
        }
    }

    /// This screen or the ancestor of it that is presented.
    var presentedRoot: PaneKit.ViewController? {
        // A chrome configures the sheet its container is (`.presentationDetents` around a stack).
        var controller: PaneKit.ViewController? = chromeOf ?? self
        while let current = controller {
            if current.presentingViewController != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// Opens the screen for `value`: appended to the stack's path when it has one (the stack
    /// follows), else pushed with the destination registered for its type.
    func push(value: AnyHashable) {
        if let path = stack?.path() {
            path.set(path.get() + [value])
            return
        }
        guard let destination = stack?.destination(for: value.base) else { return }
        push { destination(value.base) }
        stack?.pushedValues.append(value)
    }

    /// Brings the column after this one forward in a split view (a selection in the sidebar shows
    /// what it selected, also on a phone).
    func showNextColumn() {
        guard let split = splitViewController else { return }
        let columns: [SplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard let mine = columns.first(where: { column in
            let controller = split.viewController(for: column)
            return controller === self || (controller as? NavigationController)?.viewControllers.first === self
        }) else { return }
        let hasSupplementary = split.viewController(for: .supplementary) != nil
        let next: SplitViewController.Column? = switch mine {
        case .primary: hasSupplementary ? .supplementary : .secondary
        case .supplementary: .secondary
        default: nil
        }
        if let next { split.show(next) }
    }
}

extension HostingController: PresentationControllerDelegate {
    /// The person closed what this screen presented (a swipe, Escape, a tap outside).
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        guard let key = madeState?.active?.key else { return }
        presentationEnded(key: key)
    }
}
