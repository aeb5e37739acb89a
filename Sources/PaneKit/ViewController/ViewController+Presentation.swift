extension ViewController {
    /// Presents `viewController`, as UIKit does (SH-9): from the presented controller this one
    /// belongs to, so a sheet asked for inside a sheet or a full-screen cover stacks on top of
    /// it; from the main interface otherwise. When that presenter already presents something,
    /// nothing is presented and the window reports a ``Diagnostic`` — present from the controller
    /// on top instead — unless `restoringPrevious` is true: then what it shows steps aside and
    /// comes back when the new one is dismissed (D-23). An ``Alert`` or a ``ConfirmationDialog``
    /// goes over whatever is on top. `completion` runs after the presented controller's
    /// `viewDidAppear` (SH-8).
    ///
    /// Spec: SH-7…SH-9, SH-21.
    public func present(_ viewController: ViewController, restoringPrevious: Bool = false, completion: (() -> Void)? = nil) {
        guard let window else { return }
        window.present(viewController, from: self, restoringPrevious: restoringPrevious, completion: completion)
    }

    /// Dismisses what this controller presented (and everything above it), or, when it presented
    /// nothing, the presented controller it belongs to — itself or an ancestor (the presenter
    /// handles it). `completion` runs after the dismissed controller's `viewDidDisappear`
    /// (SH-8). Programmatic: the delegate's will/did dismiss are not sent (SH-13).
    public func dismiss(completion: (() -> Void)? = nil) {
        guard let window else { return }
        if let presented = presentedViewController {
            window.dismiss(presented, userInitiated: false, completion: completion)
        } else if let presented = presentedAncestor {
            window.dismiss(presented, userInitiated: false, completion: completion)
        }
    }

    /// This controller or the ancestor of it that is presented, if any.
    var presentedAncestor: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if current.presentingViewController != nil { return current }
            node = current.parent
        }
        return nil
    }

    /// The presentation controller: the active one while presented; before that, the one that
    /// will be used (so a sheet can be configured before presenting).
    public var presentationController: PresentationController? {
        if let active = activePresentationController { return active }
        if let sheet = sheetPresentationController { return sheet }
        if let popover = popoverPresentationController { return popover }
        if let pending = pendingPresentationController { return pending }
        // Full-screen styles: a plain controller, so a delegate can be set before presenting.
        let controller = PresentationController(presented: self, presenting: self)
        pendingPresentationController = controller
        return controller
    }

    /// The sheet presentation controller for page and form sheets (and `.automatic`), else nil.
    /// Configure its detents before presenting. Spec: §5.1.
    public var sheetPresentationController: SheetPresentationController? {
        if let sheet = activePresentationController as? SheetPresentationController { return sheet }
        guard activePresentationController == nil else { return nil }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            if let sheet = pendingPresentationController as? SheetPresentationController { return sheet }
            let delegate = pendingPresentationController?.delegate
            let sheet = SheetPresentationController(presented: self, presenting: self)
            sheet.delegate = delegate
            pendingPresentationController = sheet
            return sheet
        default:
            return nil
        }
    }

    /// The popover presentation controller while `modalPresentationStyle` is `.popover`, else
    /// nil: set its source before presenting (D-55).
    public var popoverPresentationController: PopoverPresentationController? {
        if let popover = activePresentationController as? PopoverPresentationController { return popover }
        guard activePresentationController == nil, modalPresentationStyle == .popover else { return nil }
        if let popover = pendingPresentationController as? PopoverPresentationController { return popover }
        let popover = PopoverPresentationController(presented: self, presenting: self)
        popover.delegate = pendingPresentationController?.delegate
        pendingPresentationController = popover
        return popover
    }
}
