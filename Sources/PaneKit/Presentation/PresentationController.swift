/// Manages one presentation: who presented what, and how it may be dismissed.
///
/// Every presented view controller has one; page and form sheets have the
/// ``SheetPresentationController`` subclass, with detents.
open class PresentationController {
    /// The controller being presented.
    public private(set) weak var presentedViewController: ViewController?
    /// The controller that presented it (the controller itself while it is only being configured).
    public internal(set) weak var presentingViewController: ViewController?
    /// Decides user dismissals and adapts the style in compact size, like
    /// `UIAdaptivePresentationControllerDelegate`; held weakly, nil by default (SH-6, SH-11…SH-13).
    public weak var delegate: PresentationControllerDelegate?
    /// Whether people may dismiss it themselves — a swipe down, Escape, a tap outside — with the
    /// delegate and `isModalInPresentation` still deciding. Nil (the default) lets sheets and
    /// popovers be dismissed so, and not `.fullScreen` or `.overFullScreen` presentations, which,
    /// as in UIKit, close only by code (a Done button); true lets Escape close those too (D-56).
    public var allowsInteractiveDismissal: Bool?
    /// A swipe's dismissal under way: allowed (the delegate heard `willDismiss`) or refused (it
    /// heard `didAttemptToDismiss`), until the swipe ends or is let go. Spec: SH-22.
    var swipeDismissal: SwipeDismissal?

    enum SwipeDismissal {
        case allowed
        case refused
    }

    init(presented: ViewController, presenting: ViewController) {
        presentedViewController = presented
        presentingViewController = presenting
    }

    /// Whether a dismissal people start is considered at all at these traits (D-56).
    func takesInteractiveDismissal(traits: Traits) -> Bool {
        if let allowsInteractiveDismissal { return allowsInteractiveDismissal }
        return ![.fullScreen, .overFullScreen].contains(adaptedStyle(traits: traits))
    }

    /// The style asked for, after the adaptive delegate had its say (SH-6). The delegate is asked
    /// in every environment, regular included, as UIKit asks it at each trait change, so an app
    /// hears the way back too; its answer counts where UIKit adapts: a popover in compact width
    /// (a large phone on its side shows popovers), a sheet in compact width or height.
    func adaptedStyle(traits: Traits) -> ModalPresentationStyle {
        let requested = presentedViewController?.modalPresentationStyle ?? .automatic
        let adapted = delegate?.adaptivePresentationStyle(for: self, traits: traits) ?? .automatic
        if requested == .popover {
            guard traits.horizontalSizeClass == .compact else { return requested }
            switch adapted {
            case .none: return .popover
            case .fullScreen, .overFullScreen, .formSheet, .pageSheet: return adapted
            case .automatic, .popover: return .formSheet
            }
        }
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return requested }
        switch adapted {
        case .fullScreen, .overFullScreen, .formSheet: return adapted
        default: return requested
        }
    }
}
