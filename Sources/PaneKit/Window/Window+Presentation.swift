extension Window {
    /// The presented controllers, bottom to top: a sheet over the main interface, then any
    /// dialogs over it.
    public var presentedViewControllers: [ViewController] {
        var chain: [ViewController] = []
        var node = rootViewController?.presentedViewController
        while let current = node {
            chain.append(current)
            node = current.presentedViewController
        }
        return chain
    }

    /// Every controller the window holds: the main tree and every presented tree.
    var allControllers: [ViewController] {
        (rootViewController?.subtree ?? []) + presentedViewControllers.flatMap(\.subtree)
    }

    func present(_ viewController: ViewController, from requester: ViewController, restoringPrevious: Bool, completion: (() -> Void)?) {
        guard let root = rootViewController else { return }
        guard viewController.parent == nil, viewController.presentingViewController == nil,
              viewController !== root, !allControllers.contains(where: { $0 === viewController }) else {
            report(Diagnostic("\(viewController.debugName) is already in the window; it cannot be presented"))
            return
        }
        performUpdate {
            // Presenting it directly supersedes waiting to be restored.
            restoreQueue.removeAll { $0 === viewController }
            let presenter: ViewController
            if viewController is Dialog {
                presenter = presentedViewControllers.last ?? root
            } else {
                // DESIGN §3: one sheet at a time — the first one goes (or waits, to come back).
                if let current = root.presentedViewController {
                    if restoringPrevious { restoreQueue.append(current) }
                    dismiss(current, userInitiated: false, restoresPrevious: false, completion: nil)
                }
                presenter = root
            }
            let controller: PresentationController
            let style = viewController.modalPresentationStyle
            if let pending = viewController.pendingPresentationController,
               (pending is SheetPresentationController) == [.automatic, .pageSheet, .formSheet].contains(style),
               (pending is PopoverPresentationController) == (style == .popover) {
                // The controller the app configured before presenting (detents, delegate).
                pending.presentingViewController = presenter
                controller = pending
            } else {
                switch viewController.modalPresentationStyle {
                case .automatic, .pageSheet, .formSheet:
                    controller = SheetPresentationController(presented: viewController, presenting: presenter)
                case .popover:
                    controller = PopoverPresentationController(presented: viewController, presenting: presenter)
                default:
                    controller = PresentationController(presented: viewController, presenting: presenter)
                }
                controller.delegate = viewController.pendingPresentationController?.delegate
            }
            // Never two presentations from one presenter.
            if let existing = presenter.presentedViewController {
                dismiss(existing, userInitiated: false, restoresPrevious: false, completion: nil)
            }
            viewController.pendingPresentationController = nil
            viewController.activePresentationController = controller
            viewController.presentingViewController = presenter
            presenter.presentedViewController = viewController
            viewController.hostingWindow = self
            adopt(viewController)
            for controller in viewController.subtree { controller.traitsDidChange(previous: nil) }
            if let completion { afterUpdate.append(completion) }
        }
    }

    /// Removes `viewController` and everything presented above it. User dismissals go through
    /// the delegate first (SH-11…SH-13); programmatic ones do not.
    func dismiss(_ viewController: ViewController, userInitiated: Bool, restoresPrevious: Bool = true, completion: (() -> Void)?) {
        guard let presenter = viewController.presentingViewController else { return }
        let controller = viewController.activePresentationController
        if userInitiated {
            let delegate = controller?.delegate
            // A presented navigation controller is as modal as its root screen says.
            let modal = viewController.isModalInPresentation
                || ((viewController as? NavigationController)?.viewControllers.first?.isModalInPresentation ?? false)
            let allowed = !modal
                && (controller.map { delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true)
            guard allowed else {
                if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
                return
            }
            if let controller { delegate?.presentationControllerWillDismiss(controller) }
        }
        performUpdate {
            var removed: [ViewController] = []
            var node: ViewController? = viewController
            while let current = node {
                removed.append(current)
                node = current.presentedViewController
            }
            presenter.presentedViewController = nil
            for current in removed {
                current.presentedViewController = nil
                current.presentingViewController = nil
                current.hostingWindow = nil
            }
            reconcileAppearance()
            for current in removed {
                // Kept as the pending controller so the sheet's configuration survives a re-presentation.
                if let configured = current.activePresentationController,
                   configured is SheetPresentationController || configured is PopoverPresentationController {
                    current.pendingPresentationController = configured
                }
                current.activePresentationController = nil
            }
            if userInitiated, let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            if let completion { afterUpdate.append(completion) }
            // DESIGN §3: a sheet dismissed to make room comes back when the newer one goes.
            if restoresPrevious, !restoreQueue.contains(where: { $0 === viewController }), presenter === rootViewController,
               rootViewController?.presentedViewController == nil, let previous = restoreQueue.popLast() {
                present(previous, from: presenter, restoringPrevious: false, completion: nil)
            }
        }
    }

    /// The presented controller whose presentation node id is `id`.
    func presented(withID id: NodeID) -> ViewController? {
        presentedViewControllers.first { $0.id?.nodeID.system("presentation") == id }
    }
}

extension Window {
    /// A controller is presented exactly when it is in the presentation chain.
    func checkPresentationInvariants() {
        #if DEBUG || PANEKIT_INTERNAL_CHECKS
        let chain = presentedViewControllers
        for controller in chain {
            precondition(controller.presentingViewController != nil && controller.activePresentationController != nil,
                         "a presented controller knows its presenter")
        }
        for queued in restoreQueue {
            precondition(queued.presentingViewController == nil, "a sheet waiting to come back is not presented")
        }
        #endif
    }
}
