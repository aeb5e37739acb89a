/// Learns about and steers a split view's transitions. Every method is optional.
///
/// Call order (DESIGN §3, SD-1): collapse — `topColumnForCollapsing…` → `willHide` for each
/// column that disappears → appearance callbacks → `didHide` → `splitViewControllerDidCollapse`.
/// Expand — `displayModeForExpanding…` → `willShow` for each column that appears →
/// `willChangeTo` → appearance callbacks → `didShow` → `splitViewControllerDidExpand`.
/// `didShow`/`didHide` are sent for user- and system-caused changes only (D6).
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
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ splitViewController: SplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ splitViewController: SplitViewController) {}
}
