import PaneKit

/// What a `NavigationStack` knows: the destinations its screens registered, by value type, its
/// path binding, and the values of the screens pushed for values.
final class StackCoordinator {
    private var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The stack's path binding, from the current view (nil: none).
    let path: () -> PathBinding?
    /// The values of the pushed screens, in order.
    var pushedValues: [AnyHashable] = []

    init(path: @escaping () -> PathBinding? = { nil }) { self.path = path }

    func register(_ new: [ObjectIdentifier: (Any) -> any View]) {
        destinations.merge(new) { _, latest in latest }
    }

    func destination(for value: Any) -> ((Any) -> any View)? {
        destinations[ObjectIdentifier(type(of: value))]
    }
}
