/// A button an app puts in a navigation bar.
public struct BarButtonItem {
    public var title: String
    public var symbol: String?
    public var action: () -> Void

    public init(_ title: String, symbol: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.action = action
    }
}
