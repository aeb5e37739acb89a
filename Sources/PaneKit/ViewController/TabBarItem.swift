/// What a view controller shows in a tab bar, a More list or a sidebar.
///
/// With no title, the controller's `title` is used and no symbol (TB-6). A badge is a short
/// number or "!" (TB-7, HIG: a red oval with white text).
public struct TabBarItem: Sendable, Hashable {
    public var title: String?
    public var symbol: String?
    public var badgeValue: String?
    /// A stable name for saving people's customization (``TabCustomization``); the title when nil.
    public var identifier: String?

    public init(title: String? = nil, symbol: String? = nil, badgeValue: String? = nil, identifier: String? = nil) {
        self.title = title
        self.symbol = symbol
        self.badgeValue = badgeValue
        self.identifier = identifier
    }
}
