/// Why a navigation stack refused a change. A refused change leaves the stack as it was.
public enum NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The controller is already on this stack. Spec: NV-2.
    case alreadyInStack(String)
    /// Split view controllers are window roots and cannot be pushed. Spec: SV-C7.
    case cannotPushSplitViewController
    /// Navigation controllers cannot be pushed onto navigation controllers.
    case cannotPushNavigationController
    /// Tab bar controllers cannot be pushed. Spec: NV-2.
    case cannotPushTabBarController
    /// `pop(to:)` named a controller that is not on the stack. Spec: NV-4.
    case notInStack(String)
    /// `setViewControllers` was given the same controller twice.
    case duplicateInStack(String)
    /// The controller contains this navigation controller: pushing it would make a cycle.
    case containsNavigationController(String)

    public var description: String {
        switch self {
        case .alreadyInStack(let name): "\(name) is already on the navigation stack"
        case .cannotPushSplitViewController: "a split view controller cannot be pushed onto a navigation stack"
        case .cannotPushNavigationController: "a navigation controller cannot be pushed onto another"
        case .cannotPushTabBarController: "a tab bar controller cannot be pushed onto a navigation stack"
        case .notInStack(let name): "\(name) is not on the navigation stack"
        case .duplicateInStack(let name): "\(name) appears twice in the new stack"
        case .containsNavigationController(let name): "\(name) contains this navigation controller"
        }
    }
}
