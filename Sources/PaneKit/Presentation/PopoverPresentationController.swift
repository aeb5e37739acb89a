/// Manages a popover (`modalPresentationStyle = .popover`): what it points at and from which
/// sides, like `UIPopoverPresentationController`. Its size is the presented controller's
/// ``ViewController/preferredContentSize``; without a preferred height it is as tall as its
/// content, up to 400 points.
///
/// In regular width the renderer draws a bubble beside its source with an arrow pointing at it,
/// kept on screen and placed again when the window changes. In compact width it becomes a sheet
/// unless the delegate's ``PresentationControllerDelegate/adaptivePresentationStyle(for:traits:)``
/// says `.none`. A tap outside is a user dismissal: ``ViewController/isModalInPresentation`` and
/// the delegate's ``PresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` may
/// refuse it (`popoverPresentationControllerShouldDismissPopover` in UIKit). Decision D-55.
open class PopoverPresentationController: PresentationController {
    /// The bar button the popover points at; its copies name it too.
    public var sourceItem: BarButtonItem?
    /// The node the popover points at when it has no bar button (UIKit's `sourceView`).
    public var sourceNode: NodeID?
    /// The sides of the popover its arrow may be on; `.any` by default.
    public var permittedArrowDirections: ArrowDirections = .any

    /// The sheet the popover becomes where it adapts to one (compact width): configure its
    /// detents, grabber, dimming as for any sheet, as UIKit's `adaptiveSheetPresentationController`.
    /// Unconfigured, it is a sheet at its large detent without a grabber.
    public var adaptiveSheetPresentationController: SheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let presented = presentedViewController ?? ViewController()
        let sheet = SheetPresentationController(presented: presented, presenting: presentingViewController ?? presented)
        sheet.delegate = delegate
        adaptiveSheet = sheet
        return sheet
    }
    /// The adaptive sheet, once asked for.
    private(set) var adaptiveSheet: SheetPresentationController?

    /// The sides of a popover its arrow may point from, like `UIPopoverArrowDirection`.
    public struct ArrowDirections: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// On the popover's top edge, pointing up: the popover is below its source.
        public static let up = ArrowDirections(rawValue: 1)
        /// On the bottom edge, pointing down: the popover is above its source.
        public static let down = ArrowDirections(rawValue: 2)
        /// On the leading edge in left-to-right (the left), pointing left: the popover is to the right.
        public static let left = ArrowDirections(rawValue: 4)
        /// On the right edge, pointing right: the popover is to the left of its source.
        public static let right = ArrowDirections(rawValue: 8)
        /// Any side.
        public static let any: ArrowDirections = [.up, .down, .left, .right]

        /// The directions' names, in the order a renderer tries them: up, down, left, right.
        public var names: [String] {
            [(ArrowDirections.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")].compactMap { contains($0.0) ? $0.1 : nil }
        }
    }

    /// A popover's size when the presented controller prefers none: 320 × 400 points.
    public static let defaultContentSize = Size(width: 320, height: 400)
}
