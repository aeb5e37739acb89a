import PaneKit

public typealias Detent = SheetPresentationController.Detent

public final class RecordingPresentationDelegate: PresentationControllerDelegate {
    public let log: CallLog
    public var allowsDismissal = true
    public var adaptiveStyle: ModalPresentationStyle = .none

    public init(log: CallLog) { self.log = log }

    public func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        log.record("shouldDismiss")
        return allowsDismissal
    }
    public func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { log.record("didAttemptToDismiss") }
    public func presentationControllerWillDismiss(_ controller: PresentationController) { log.record("willDismiss") }
    public func presentationControllerDidDismiss(_ controller: PresentationController) { log.record("didDismiss") }
    public func presentationControllerDidCancelDismissal(_ controller: PresentationController) { log.record("didCancelDismissal") }
    /// The horizontal size classes the adaptive question came with, in order.
    public private(set) var askedWidths: [SizeClass] = []
    public func adaptivePresentationStyle(for controller: PresentationController, traits: Traits) -> ModalPresentationStyle {
        askedWidths.append(traits.horizontalSizeClass)
        return adaptiveStyle
    }
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.record("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// A main screen in a window, ready to present sheets.
public struct PresentationFixture {
    public let log = CallLog()
    public let window: Window
    public let main: LoggedController
    public let delegate: RecordingPresentationDelegate

    public init(width: Double = 390, height: Double = 844, pointer: PointerKind = .coarse) {
        main = LoggedController("Main", log: log)
        window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
        window.rootViewController = main
        delegate = RecordingPresentationDelegate(log: log)
        log.take()
    }

    /// A sheet configured with detents, not yet presented.
    public func sheet(_ title: String = "Compose", detents: [Detent] = [.medium(), .large()], grabber: Bool = true,
               style: ModalPresentationStyle = .automatic) -> LoggedController {
        let sheet = LoggedController(title, log: log)
        sheet.modalPresentationStyle = style
        if let controller = sheet.sheetPresentationController {
            controller.detents = detents
            controller.prefersGrabberVisible = grabber
            controller.delegate = delegate
        } else {
            sheet.presentationController?.delegate = delegate
        }
        return sheet
    }

    public var presentation: PresentationScene? { window.scene().presentations.last }

    public func send(_ event: PaneEvent) throws {
        _ = window.scene()
        try window.send(event)
    }
}

