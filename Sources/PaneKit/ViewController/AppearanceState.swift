/// Where a view controller is in its appearance cycle.
///
/// Spec: SV-M1 — callbacks fire only when a controller really comes on or goes off screen, and
/// always as will→did pairs.
public enum AppearanceState: String, Sendable, Hashable {
    /// Off screen: not yet shown, or gone after `viewDidDisappear()` (the initial state).
    case disappeared
    /// Coming on screen: between `viewWillAppear()` and `viewDidAppear()`.
    case appearing
    /// On screen: after `viewDidAppear()`.
    case appeared
    /// Going off screen: between `viewWillDisappear()` and `viewDidDisappear()`.
    case disappearing
}
