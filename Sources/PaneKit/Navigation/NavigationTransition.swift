/// The transition a navigation stack made for its last change. Renderers animate by it.
///
/// Spec: NV-5 — `setViewControllers` makes exactly one transition, chosen by where the new top was.
public enum NavigationTransition: String, Sendable, Hashable {
    /// No transition: the top stayed the same, or the stack was set up without one.
    case none
    /// A push: the new top comes in from the trailing edge, over the old one.
    case push
    /// A pop: the old top leaves toward the trailing edge, uncovering the new top.
    case pop
}
