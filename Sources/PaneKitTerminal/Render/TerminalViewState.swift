import PaneKit

/// What the terminal's host keeps between frames that the Scene does not say: where the keyboard
/// focus is, how far each screen is scrolled, which selection was last brought into view, and an
/// open menu. The browser keeps the same things in the page (D-63, D-79).
public struct TerminalViewState: Hashable, Sendable {
    /// The focused control: a list (`.row` with the list's id; the tag is ignored), a text field,
    /// a button, a tab. Nil: nothing has the keyboard focus.
    public var focus: HitTarget?
    /// The caret in the focused field, in graphemes from its start; nil puts it at the end.
    public var caret: Int?
    /// Rows each scrolled area is scrolled by, keyed by the area's key (``ScrollArea/key``).
    public var scrollOffsets: [String: Int] = [:]
    /// The selected tag each scrolled area last brought into view: a newly selected row is
    /// scrolled to once, and the person may scroll away from it after.
    public var revealedSelections: [String: String] = [:]
    /// A menu the host opened (a button's menu, a row's actions), drawn over everything.
    public var menu: OpenMenu?
    /// Whether the list of keyboard shortcuts shows.
    public var showsShortcuts = false
    /// The row of the shortcut list or menu the keyboard is on.
    public var menuSelection = 0

    /// Nothing focused, nothing scrolled.
    public init() {}

    /// A menu shown over the screen: its items and where it came from.
    public struct OpenMenu: Hashable, Sendable {
        /// The items, top to bottom.
        public var items: [MenuItem]
        /// The cell it hangs from (the button or row that opened it).
        public var anchor: CellRect

        /// A menu from its items and the rectangle it opened from.
        public init(items: [MenuItem], anchor: CellRect) {
            self.items = items
            self.anchor = anchor
        }
    }

    /// One item of an open menu.
    public struct MenuItem: Hashable, Sendable {
        /// The title.
        public var title: String
        /// A glyph before it, by symbol name.
        public var symbol: String?
        /// What choosing it does; nil for a divider or a title.
        public var target: HitTarget?
        /// Drawn red.
        public var isDestructive: Bool
        /// Drawn with a checkmark.
        public var isChecked: Bool

        /// An item from its parts.
        public init(title: String, symbol: String? = nil, target: HitTarget?, isDestructive: Bool = false, isChecked: Bool = false) {
            self.title = title
            self.symbol = symbol
            self.target = target
            self.isDestructive = isDestructive
            self.isChecked = isChecked
        }
    }
}
