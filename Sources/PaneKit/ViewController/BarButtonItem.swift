/// A button an app puts in a navigation bar.
public struct BarButtonItem {
    /// The button's title, shown beside the symbol if there is one.
    public var title: String
    /// The symbol's name; nil for a text button.
    public var symbol: String?
    /// `.cancel` marks the button that abandons a flow: in a multi-step sheet it moves to the
    /// trailing end once a step is pushed, so Back can take the leading end (DESIGN §4).
    public var role: ButtonRole?
    /// Runs when the button is tapped.
    public var action: () -> Void

    /// A bar button, like `UIBarButtonItem` with a primary action.
    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.action = action
    }
}
