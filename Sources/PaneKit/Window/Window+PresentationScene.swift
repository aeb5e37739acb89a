extension Window {
    /// A presented controller's part of the Scene, with its controls' actions.
    func presentationScene(for presented: ViewController, layout: PresentationLayout, in context: SceneBuildContext) -> PresentationScene {
        let base = (presented.id ?? ControllerID(0)).nodeID.system("presentation")
        let sheet = sheetController(of: presented)

        let dismissID = base.system("dismiss")
        context.actions.register(.dismissAttempt { [unowned self, unowned presented] phase in
            if let dialog = presented as? Dialog {
                if phase == .ended { dialog.cancel() }
            } else {
                switch phase {
                case .began: beginInteractiveDismissal(of: presented)
                case .cancelled: cancelInteractiveDismissal(of: presented)
                case .ended: dismiss(presented, userInitiated: true, completion: nil)
                }
            }
        }, for: dismissID)

        var detentControlID: NodeID?
        var grabberID: NodeID?
        var scrollEdgeID: NodeID?
        if let sheet, layout.appearance == .bottomSheet, !layout.detents.isEmpty {
            let identifiers = layout.detents.map(\.identifier)
            if identifiers.count > 1 {
                let detentID = base.system("detent")
                context.actions.register(.detent(identifiers: Set(identifiers.map(\.rawValue))) { [unowned sheet] raw in
                    sheet.userSelectedDetent(.init(raw))
                }, for: detentID)
                detentControlID = detentID
                if sheet.prefersScrollingExpandsWhenScrolledToEdge, layout.selectedDetent != identifiers.last {
                    let edgeID = base.system("scrollEdge")
                    let next = nextDetent(after: layout.selectedDetent, in: identifiers, wrapping: false)
                    context.actions.register(.scrolledToEdge { [unowned sheet] in
                        if let next { sheet.userSelectedDetent(next) }
                    }, for: edgeID)
                    scrollEdgeID = edgeID
                }
            }
            if layout.showsGrabber {
                let id = base.system("grabber")
                let next = nextDetent(after: layout.selectedDetent, in: identifiers, wrapping: true)
                context.onTap(id) { [unowned sheet] in
                    if let next { sheet.userSelectedDetent(next) }
                }
                grabberID = id
            }
        }

        var dimming: DimmingScene?
        var popover: PresentationScene.PopoverAnchor?
        if layout.appearance == .popover {
            let outsideID = base.system("outside")
            if let dialog = presented as? ConfirmationDialog {
                // D-56: an action sheet beside the button that asked; a tap outside cancels it.
                let source = dialog.sourceItem.flatMap { context.barItemNodes[$0.id] } ?? dialog.sourceNode
                popover = PresentationScene.PopoverAnchor(sourceID: source, arrowDirections: .any, fitsContent: true)
                context.onTap(outsideID) { [unowned dialog] in dialog.cancel() }
            } else {
                let controller = presented.activePresentationController as? PopoverPresentationController
                let source = controller?.sourceItem.flatMap { context.barItemNodes[$0.id] } ?? controller?.sourceNode
                popover = PresentationScene.PopoverAnchor(sourceID: source, arrowDirections: controller?.permittedArrowDirections ?? .any,
                                                          fitsContent: presented.preferredContentSize.height <= 0)
                // A tap outside is a user dismissal, which a modal popover or its delegate may
                // refuse; what is behind is not dimmed.
                context.onTap(outsideID) { [unowned self, unowned presented] in dismiss(presented, userInitiated: true, completion: nil) }
            }
            let size = traits.size
            dimming = DimmingScene(id: outsideID, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), opacity: 0)
        }
        if layout.dimsBackground {
            let dimmingID = base.system("dimming")
            if presented is ConfirmationDialog {
                // Tapping outside a dialog cancels it.
                context.onTap(dimmingID) { [unowned presented] in (presented as? ConfirmationDialog)?.cancel() }
            } else if layout.appearance == .formSheet || layout.appearance == .pageSheet {
                // D-56: a tap beside a centered sheet is a dismissal people start, which
                // `isModalInPresentation` or the delegate may refuse (then it hears the attempt).
                context.onTap(dimmingID) { [unowned self, unowned presented] in dismiss(presented, userInitiated: true, completion: nil) }
            }
            let size = traits.size
            dimming = DimmingScene(id: dimmingID, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                   opacity: DimmingScene.opacity(for: traits.colorScheme))
        }

        return PresentationScene(
            controller: presented.id ?? ControllerID(0),
            appearance: layout.appearance,
            frame: layout.frame,
            detents: layout.detents,
            selectedDetent: layout.selectedDetent,
            detentControlID: detentControlID,
            grabberID: grabberID,
            dismissID: dismissID,
            scrollEdgeID: scrollEdgeID,
            dimming: dimming,
            isModal: presented.isModalInPresentation
                || !(presented.activePresentationController?.takesInteractiveDismissal(traits: traits) ?? true),
            cornerRadius: sheet?.preferredCornerRadius,
            buttonPlacement: layout.appearance == .macSheet ? .bottomTrailing : .navigationBar,
            tintColor: presented.tintColor,
            popover: popover,
            content: presented.makeScene(in: context)
        )
    }

    private func nextDetent(
        after current: SheetPresentationController.Detent.Identifier?,
        in identifiers: [SheetPresentationController.Detent.Identifier],
        wrapping: Bool
    ) -> SheetPresentationController.Detent.Identifier? {
        guard let current, let index = identifiers.firstIndex(of: current) else { return identifiers.first }
        if index + 1 < identifiers.count { return identifiers[index + 1] }
        return wrapping ? identifiers.first : nil
    }
}
