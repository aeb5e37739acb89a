/// A button an app puts in a navigation bar.
public struct BarButtonItem {
    /// Names this item (and its copies), so a popover can point at it (``PopoverPresentationController/sourceItem``).
    public let id = ID()

    /// An item's identity: the same in its copies, different in any other item. It is an object
    /// of the item's own, not a number from a counter the process shares, so nothing global is
    /// needed to make one, and it is never reused while a copy or the id is kept.
    public struct ID: Hashable, Sendable {
        private final class Token: Sendable {}
        private let token = Token()

        /// An identity no other item has.
        public init() {}

        /// Whether both name the same item.
        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }

        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
    }

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
    /// How the button is drawn, as `UIBarButtonItem.style`: `.done` is the bold button that
    /// confirms a sheet (Done, Send) on iPhone and iPad.
    public var style = Style.plain
    /// Whether the item is a text that is not a button: a toolbar's status.
    public private(set) var isStatus = false
    /// The menu the button shows, as `UIBarButtonItem.menu`: on a tap when the button has no
    /// action of its own, else on a long press, a secondary click or its arrow (Mail's Flag ▾).
    public var menu: Menu?
    /// Whether a tap runs ``action`` (false: a tap opens ``menu``), as a `UIBarButtonItem` with a
    /// `primaryAction`.
    public private(set) var hasPrimaryAction = true

    /// A bar button, like `UIBarButtonItem` with a primary action, and a menu when `menu` is set.
    public init(_ title: String, symbol: String? = nil, role: ButtonRole? = nil, menu: Menu? = nil, action: @escaping () -> Void) {
        self.title = title
        self.symbol = symbol
        self.role = role
        self.menu = menu
        self.action = action
    }

    /// A bar button that opens `menu` when tapped, like `UIBarButtonItem(title:image:menu:)`.
    public init(_ title: String, symbol: String? = nil, menu: Menu) {
        self.init(title, symbol: symbol, menu: menu, action: {})
        hasPrimaryAction = false
    }

    /// The classic split view whose display-mode button this is
    /// (``SplitViewController/displayModeButtonItem``): it decides the look and the tap.
    weak var displayModeSplit: SplitViewController?

    /// The display-mode button of `split` (SV-L14).
    init(displayModeOf split: SplitViewController) {
        self.init("Sidebar", symbol: "sidebar.leading", action: {})
        displayModeSplit = split
    }

    /// A text that is not a button, telling what is happening ("Updated Just Now"), as Mail shows
    /// in the middle of its bottom toolbar. UIKit's equivalent is a bar button item whose custom
    /// view is a label (D-51).
    public init(status text: String) {
        self.init(text, action: {})
        isStatus = true
    }
}

extension BarButtonItem {
    /// How a bar button is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Sendable, Hashable {
        /// The ordinary button.
        case plain
        /// The button that confirms: bold on iPhone and iPad (UIKit's `.done`).
        case done
    }
}
