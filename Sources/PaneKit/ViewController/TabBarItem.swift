/// What a view controller shows in a tab bar. Spec: TB-6, TB-7 (used by the tab bar controller).
public struct TabBarItem: Sendable, Hashable {
    public var title: String?
    public var symbol: String?
    /// A short badge: a number or "!".
    public var badgeValue: String?

    public init(title: String? = nil, symbol: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.symbol = symbol
        self.badgeValue = badgeValue
    }
}
