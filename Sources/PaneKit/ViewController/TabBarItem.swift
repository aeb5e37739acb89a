/// What a view controller shows in a tab bar, a More list or a sidebar.
///
/// With no title, the controller's `title` is used and no symbol (TB-6). A badge is a short
/// number or "!" (TB-7, HIG: a red oval with white text).
public struct TabBarItem: Sendable, Hashable {
    /// The tab's title; when nil the controller's `title` (TB-6).
    public var title: String?
    /// The symbol's name; nil for none (TB-6).
    public var symbol: String?
    /// A short number or "!" drawn as a red badge; nil for none (TB-7).
    public var badgeValue: String?
    /// A stable name for saving people's customization (``TabCustomization``); the title when nil.
    public var identifier: String?

    /// A tab bar item, like `UITabBarItem`; everything is optional.
    public init(title: String? = nil, symbol: String? = nil, badgeValue: String? = nil, identifier: String? = nil) {
        self.title = title
        self.symbol = symbol
        self.badgeValue = badgeValue
        self.identifier = identifier
    }
}
