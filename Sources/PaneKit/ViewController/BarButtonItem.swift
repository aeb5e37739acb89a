import Synchronization

/// A button an app puts in a navigation bar.
public struct BarButtonItem {
    /// Names this item (and its copies), so a popover can point at it (``PopoverPresentationController/sourceItem``).
    public let id: Int = BarButtonItem.nextID.add(1, ordering: .relaxed).newValue
    private static let nextID = Atomic<Int>(0)

    /// The button's title, shown beside the symbol if there is one.
    public var title: String
    /// The symbol's name; nil for a text button.
    public var symbol: String?
    /// `.cancel` marks the button that abandons a flow: in a multi-step sheet it moves to the
    /// trailing end once a step is pushed, so Back can take the leading end (DESIGN §4).
    public var role: ButtonRole?
    /// Runs when the button is tapped.
    public var action: () -> Void
    /// Whether people can tap it, as `UIBarButtonItem.isEnabled`: a disabled item is drawn
    /// dimmed and its taps are ignored (Mail's Send until there is a recipient).
    public var isEnabled = true
    /// Whether the item is a text that is not a button: a toolbar's status.
    public private(set) var isStatus = false

    /// A bar button, like `UIBarButtonItem` with a primary action.
    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.action = action
    }

    /// A text that is not a button, telling what is happening ("Updated Just Now"), as Mail shows
    /// in the middle of its bottom toolbar. UIKit's equivalent is a bar button item whose custom
    /// view is a label (D-51).
    public init(status text: String) {
        self.init(text, action: {})
        isStatus = true
    }
}
