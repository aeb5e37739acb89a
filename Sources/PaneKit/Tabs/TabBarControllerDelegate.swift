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
    /// Tab API: may the person select this tab? (TB-18)
    func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool
    /// Tab API: the person selected a tab (TB-18).
    func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?)
    /// Tab API: people reordered a group's children (TB-17).
    func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup)
    /// Tab API: people hid or showed tabs (TB-17).
    func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab])
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {}
    public func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup) {}
    public func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab]) {}
}
