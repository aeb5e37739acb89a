/// Learns when a navigation controller shows a new top controller.
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the visible top of the stack.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController)
    /// Called after `viewController` became the visible top of the stack.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {}
}
