/// Steers and learns about a tab bar controller's selection and customization. Every method is
/// optional. Spec: TB-2, TB-4.
public protocol TabBarControllerDelegate: AnyObject {
    /// May the person select this tab? Asked for taps only; false keeps the current tab (TB-4).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The person tapped a tab, the selected one included; never sent for programmatic selection (TB-4).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The Edit screen of More opened (TB-2).
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    /// Done was tapped; `viewControllers` is the new order (TB-2).
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// The Edit screen closed (TB-2).
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
}
