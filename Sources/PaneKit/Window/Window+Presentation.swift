extension Window {
    /// The presented controllers, bottom to top: each presented by the one below it (the first by
    /// the main interface's root), dialogs last.
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

    /// Presents `viewController` from `requester`'s presentation context (SH-9, D-22): the
    /// presented controller the requester belongs to, else the main interface's root. A context
    /// that already presents something refuses, with a diagnostic, unless `restoringPrevious` asks
    /// to put what it shows aside until the new one goes. Dialogs go over whatever is on top.
    func present(_ viewController: ViewController, from requester: ViewController, restoringPrevious: Bool, completion: (() -> Void)?) {
        guard let root = rootViewController else { return }
        guard viewController.parent == nil, viewController.presentingViewController == nil,
              viewController !== root, !allControllers.contains(where: { $0 === viewController }) else {
            report(Diagnostic("\(viewController.debugName) is already in the window; it cannot be presented"))
            return
        }
        let presenter = viewController is Dialog ? (presentedViewControllers.last ?? root) : (requester.presentedAncestor ?? root)
        if let existing = presenter.presentedViewController, !restoringPrevious {
            report(Diagnostic("\(viewController.debugName) was not presented: \(presenter.debugName) is already presenting "
                + "\(existing.debugName); present from \(existing.debugName) to show it on top (SH-9)"))
            return
        }
        performUpdate {
            // Presenting it directly supersedes waiting to be restored.
            restoreQueue.removeAll { $0.controller === viewController }
            if let current = presenter.presentedViewController {
                // `restoringPrevious`: what the presenter shows steps aside and comes back later (D-23).
                restoreQueue.append((current, presenter))
                dismiss(current, userInitiated: false, restoresPrevious: false, completion: nil)
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
            viewController.pendingPresentationController = nil
            controller.swipeDismissal = nil
            viewController.activePresentationController = controller
            viewController.presentingViewController = presenter
            presenter.presentedViewController = viewController
            viewController.hostingWindow = self
            adopt(viewController)
            for controller in viewController.subtree { controller.traitsDidChange(previous: nil) }
            if let completion { afterUpdate.append(completion) }
        }
    }

    /// A swipe down began to take `viewController` away: the delegate decides now, as UIKit asks
    /// when the gesture starts — `willDismiss` if it may go, `didAttemptToDismiss` if not — and
    /// the swipe's end or release follows (SH-22).
    func beginInteractiveDismissal(of viewController: ViewController) {
        guard let controller = viewController.activePresentationController, controller.swipeDismissal == nil,
              controller.takesInteractiveDismissal(traits: traits) else { return }
        if mayDismiss(viewController, controller: controller) {
            controller.swipeDismissal = .allowed
            controller.delegate?.presentationControllerWillDismiss(controller)
        } else {
            controller.swipeDismissal = .refused
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
        }
    }

    /// The swipe was let go and `viewController` stays: a delegate told it would go hears that it
    /// does not (SH-22).
    func cancelInteractiveDismissal(of viewController: ViewController) {
        guard let controller = viewController.activePresentationController, let swipe = controller.swipeDismissal else { return }
        controller.swipeDismissal = nil
        if swipe == .allowed { controller.delegate?.presentationControllerDidCancelDismissal(controller) }
    }

    /// Whether people may dismiss `viewController` now: not modal, and its delegate agrees (SH-11, SH-12).
    private func mayDismiss(_ viewController: ViewController, controller: PresentationController?) -> Bool {
        // A presented navigation controller is as modal as its root screen says.
        let modal = viewController.isModalInPresentation
            || ((viewController as? NavigationController)?.viewControllers.first?.isModalInPresentation ?? false)
        return !modal && (controller.map { $0.delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true)
    }

    /// Removes `viewController` and everything presented above it. User dismissals go through
    /// the delegate first (SH-11…SH-13), once for a swipe that began (SH-22); programmatic ones
    /// do not.
    func dismiss(_ viewController: ViewController, userInitiated: Bool, restoresPrevious: Bool = true, completion: (() -> Void)?) {
        guard let presenter = viewController.presentingViewController else { return }
        let controller = viewController.activePresentationController
        let swipe = controller?.swipeDismissal
        controller?.swipeDismissal = nil
        if userInitiated, swipe == .refused { return }
        if userInitiated, swipe == nil {
            // D-56: a full-screen cover takes no swipe or Escape unless the app lets it.
            guard controller?.takesInteractiveDismissal(traits: traits) ?? true else { return }
            guard mayDismiss(viewController, controller: controller) else {
                if let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
                return
            }
            if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
        }
        performUpdate {
            var removed: [ViewController] = []
            var node: ViewController? = viewController
            while let current = node {
                removed.append(current)
                node = current.presentedViewController
            }
            presenter.presentedViewController = nil
            // Sheets waiting to come back to a presenter that just went, go with it.
            restoreQueue.removeAll { queued in removed.contains { $0 === queued.presenter } }
            for current in removed {
                current.presentedViewController = nil
                current.presentingViewController = nil
                current.hostingWindow = nil
            }
            reconcileAppearance()
            for current in removed {
                // A swipe under way on a sheet that goes (by code, or with what presented it) ends here.
                current.activePresentationController?.swipeDismissal = nil
                // Kept as the pending controller so the sheet's configuration survives a re-presentation.
                if let configured = current.activePresentationController,
                   configured is SheetPresentationController || configured is PopoverPresentationController {
                    current.pendingPresentationController = configured
                }
                current.activePresentationController = nil
            }
            if userInitiated, let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            if let completion { afterUpdate.append(completion) }
            // D-23: a sheet put aside to make room comes back when the newer one goes.
            if restoresPrevious, !restoreQueue.contains(where: { $0.controller === viewController }),
               presenter.presentedViewController == nil,
               let index = restoreQueue.lastIndex(where: { $0.presenter === presenter }) {
                let previous = restoreQueue.remove(at: index).controller
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
        for (index, controller) in chain.enumerated() {
            let expected = index == 0 ? rootViewController : chain[index - 1]
            precondition(controller.presentingViewController === expected, "each presentation is over the one below it")
        }
        for queued in restoreQueue {
            precondition(queued.controller.presentingViewController == nil, "a sheet waiting to come back is not presented")
        }
        #endif
    }
}
