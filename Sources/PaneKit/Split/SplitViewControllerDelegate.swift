/// Learns about and steers a split view's transitions. Every method is optional.
///
/// Call order (DESIGN §3, SD-1): collapse — `topColumnForCollapsing…` → `willHide` for each
/// column that disappears → appearance callbacks → `didHide` → `splitViewControllerDidCollapse`.
/// Expand — `displayModeForExpanding…` → `willShow` for each column that appears →
/// `willChangeTo` → appearance callbacks → `didShow` → `splitViewControllerDidExpand`.
/// `didShow`/`didHide` are sent for user- and system-caused changes only (D6). A classic split
/// view (`style == .unspecified`) asks the classic methods instead (SV-L6, SV-L9):
/// `primaryViewController(forCollapsing:)` → `collapseSecondary:onto:` → appearance callbacks;
/// `primaryViewController(forExpanding:)` → `separateSecondaryFrom:` → `willChangeTo` →
/// appearance callbacks. The column-style methods are not sent to it (SV-L2), nor, as Apple
/// documents them for column styles only, `didCollapse`/`didExpand`/`willShow`/`willHide`.
public protocol SplitViewControllerDelegate: AnyObject {
    /// Chooses the column on top when collapsing. Spec: SV-K4, D2.
    func splitViewController(_ splitViewController: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column
    /// Chooses the display mode when expanding. Spec: SV-K5, D3.
    func splitViewController(_ splitViewController: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode
    /// The display mode is about to change (while expanded). Spec: SV-R7, D4.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// A column is about to be shown. Spec: SV-S6, D5.
    func splitViewController(_ splitViewController: SplitViewController, willShow column: SplitViewController.Column)
    /// A column is about to be hidden. Spec: SV-S6, D5.
    func splitViewController(_ splitViewController: SplitViewController, willHide column: SplitViewController.Column)
    /// A user or the system finished showing a column (not sent for `show(_:)`). Spec: D6.
    func splitViewController(_ splitViewController: SplitViewController, didShow column: SplitViewController.Column)
    /// A user or the system finished hiding a column (not sent for `hide(_:)`). Spec: SV-S6, D6.
    func splitViewController(_ splitViewController: SplitViewController, didHide column: SplitViewController.Column)
    /// The split view collapsed; `isCollapsed` is true. Spec: SD-1, D7.
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController)
    /// The keyboard focus moved to another column (nil: out of the split view's columns), by the
    /// person or ``SplitViewController/focus(_:)``. Spec: SV-F1.
    func splitViewController(_ splitViewController: SplitViewController, didFocus column: SplitViewController.Column?)
    /// The split view expanded; `isCollapsed` is false. Spec: SD-1, D7.
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController)
    /// Classic: the controller to be the primary when collapsing; nil keeps the current one.
    /// Spec: SV-L6.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Classic: merge `secondaryViewController` into `primaryViewController` yourself and return
    /// true, or return false for the primary's `collapseSecondaryViewController(_:for:)` (a
    /// navigation controller pushes it). True with nothing done leaves the secondary off screen
    /// (an untouched placeholder); the default expand gives it back. Spec: SV-L6, SV-L7, SV-L8.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool
    /// Classic: the controller to be the primary when expanding; nil keeps the current one.
    /// Spec: SV-L9.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    /// Classic: the secondary to show after expanding, or nil for the primary's
    /// `separateSecondaryViewController(for:)`. Return a placeholder when the person went back
    /// to the list. Spec: SV-L9, SV-L11.
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
    /// Classic: true when you showed `viewController` yourself; false lets the split view do it.
    /// Spec: SV-L3.
    func splitViewController(_ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?) -> Bool
    /// Classic: true when you showed the detail yourself; false lets the split view do it.
    /// Spec: SV-L4, SV-L5.
    func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool
    /// Classic: the mode the display-mode button and the swipe go to; `.automatic` lets the split
    /// view choose. Also asked to draw the button. Spec: SV-L15.
    func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode
    /// The edge-swipe gesture began. Spec: SV-B9.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ splitViewController: SplitViewController)
    /// The edge-swipe gesture ended. Spec: SV-B9.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ splitViewController: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ splitViewController: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ splitViewController: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewController(_ splitViewController: SplitViewController, didShow column: SplitViewController.Column) {}
    public func splitViewController(_ splitViewController: SplitViewController, didHide column: SplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {}
    public func splitViewController(_ splitViewController: SplitViewController, didFocus column: SplitViewController.Column?) {}
    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {}
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool { false }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool { false }
    public func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode { .automatic }
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ splitViewController: SplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ splitViewController: SplitViewController) {}
}
