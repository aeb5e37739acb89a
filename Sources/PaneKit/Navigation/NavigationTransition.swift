/// The transition a navigation stack made for its last change. Renderers animate by it.
///
/// Spec: NV-5 — `setViewControllers` makes exactly one transition, chosen by where the new top was.
public enum NavigationTransition: String, Sendable, Hashable {
    case none
    case push
    case pop
}
