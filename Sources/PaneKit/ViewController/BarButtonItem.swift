/// A button an app puts in a navigation bar.
public struct BarButtonItem {
    public var title: String
    public var symbol: String?
    /// `.cancel` marks the button that abandons a flow: in a multi-step sheet it moves to the
    /// trailing end once a step is pushed, so Back can take the leading end (DESIGN §4).
    public var role: ButtonRole?
    public var action: () -> Void

    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.action = action
    }
}
