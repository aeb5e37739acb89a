/// One node of a column's content in a ``Scene``: a renderer-neutral value with a stable id.
///
/// Nodes carry no closures; the actions of interactive nodes stay with the window, keyed by id.
public struct ViewNode: Sendable, Hashable {
    /// The node's stable id: the same view at the same place keeps it from one Scene to the next.
    public var id: NodeID
    /// What the node is, which decides how the renderer draws it.
    public var kind: Kind
    /// Nested nodes: a stack's views, a list's sections and rows, a row's content, a picker's
    /// options.
    public var children: [ViewNode]

    /// A node from its id, kind and children (none by default).
    public init(id: NodeID, kind: Kind, children: [ViewNode] = []) {
        self.id = id
        self.kind = kind
        self.children = children
    }

    /// What a node is.
    ///
    /// Cases with more than a string or two of payload are `indirect`: held by reference, so a
    /// node is 48 bytes instead of 104, and the copies of nodes a page keeps (its lists' rows,
    /// the rows its renderer defers) cost half (issue 18).
    public enum Kind: Sendable, Hashable {
        /// Text in a typographic style, drawn as `format` says (lines, weight, color, a date).
        indirect case text(String, style: TextStyle, format: TextFormat = .plain)
        /// A title with an optional symbol before it, like SwiftUI's `Label`.
        indirect case label(title: String, symbol: String?)
        /// A symbol, by name; `color` other than the renderer's (an unread dot, an orange flag).
        case image(symbol: String, color: ForegroundColor? = nil)
        /// A button with a title, an optional symbol and role; a tap on its id runs its action.
        indirect case button(title: String, symbol: String?, role: ButtonRole?)
        /// A list; `selection` is the tag of the selected row, if any; `reorderable` when people
        /// may move its rows; `window` when its rows are a slice of a longer list; `refresh` when
        /// people may pull it to refresh it (LS-3).
        indirect case list(selection: String?, reorderable: Bool, window: ListWindow.Span?, refresh: RefreshControl.State? = nil)
        /// A group of list rows under an optional header.
        case section(header: String?)
        /// A section's footer: the views under its rows (``ListFooter``).
        case sectionFooter
        /// A list row; `tag` is what selecting it reports. `showsDisclosure`: selecting it pushes
        /// another screen, so it draws a chevron (a collapsed split view's lists, SB-6).
        case row(tag: String, isSelected: Bool, showsDisclosure: Bool)
        /// A placeholder where content is missing: a symbol, a title and a description, like
        /// `ContentUnavailableView`.
        indirect case contentUnavailable(title: String, symbol: String?, description: String?)
        /// An editable line of text; `isFocused` when the person is typing in it; `isSearch` draws
        /// it as the platform's search field; `label` names it for assistive technologies when the
        /// placeholder does not (nil: the placeholder does).
        indirect case textField(placeholder: String, text: String, isFocused: Bool, isSearch: Bool = false, label: String? = nil)
        /// Editable text of several lines, named like a text field.
        indirect case textEditor(placeholder: String, text: String, isFocused: Bool, label: String? = nil)
        /// A choice of one among its `.option` children, named `title`. It takes `.rowSelected`
        /// with an option's tag.
        indirect case picker(title: String, style: PickerStyle)
        /// One of a picker's choices; `tint` colors its symbol (an accent color swatch).
        indirect case option(tag: String, title: String, symbol: String?, tint: TintColor?, isSelected: Bool)
        /// A count or short status shown on a row or item.
        case badge(String)
        /// A switch titled `title`; a tap on its id flips it.
        case toggle(title: String, isOn: Bool)
        /// A control that edits or shows one value, carried as text (D-108): a secure field, a
        /// slider, a date picker, a stepper (its children are its buttons), progress.
        indirect case valueControl(title: String, value: String, control: ValueControlKind)
        /// Views that cannot be used: drawn dimmed, and their actions are not registered.
        case disabled
        /// The app asks for the keyboard's focus on the text input inside (true) or away from it
        /// (false): where the focus is differs from what the app wants (``FocusBinding``).
        case focusRequest(Bool)
        /// Return in a text field inside taps this node's `:submit` control (``SubmitHandler``).
        case submitHandler
        /// Takes rows dropped on it: its `:drop` control takes `.rowMoved` (D-65).
        case dropDestination
        /// A row's swipe buttons (its children), at `edge`; `allowsFullSwipe` runs the first.
        case swipeActions(edge: HorizontalEdge, allowsFullSwipe: Bool)
        /// A row's context menu: its children, the menu's buttons.
        case contextMenu
        /// A button that shows a menu of its children (buttons, toggles for checked items,
        /// dividers, menus for submenus), as SwiftUI's `Menu` and a `UIBarButtonItem`'s menu. With
        /// `opensOnTap` a tap opens it; otherwise a tap on its id runs its primary action and a
        /// long press, a secondary click or its arrow opens it.
        indirect case menu(title: String, symbol: String?, opensOnTap: Bool)
        /// A search field and its scopes (``SearchBar``); with `highlightsMatches`, the search's
        /// words are marked in the rows of the lists after it.
        case searchBar(highlightsMatches: Bool)
        /// Its children drawn in an accent color (a swipe action's button, ``Tinted``).
        case tinted(TintColor)
        /// A row's swipe actions and context menu, not built yet: a tap on its id builds them
        /// (``RowActions``).
        case actionsOnRequest
        /// A stack: its children laid out along the axis, `spacing` points apart and placed by
        /// `alignment` across it (nil for each: the platform's content layout).
        case stack(Axis, spacing: Double? = nil, alignment: StackAlignment? = nil)
        /// Its children drawn over one another, the first at the back, placed by the alignment.
        case zStack(LayoutAlignment)
        /// Its children with a layout or style decoration (``Decorated``).
        indirect case decorated(Decoration)
        /// A shape drawn as a view (``ShapeView``).
        indirect case shape(ShapeKind, fill: Fill?, stroke: Fill?, lineWidth: Double)
        /// Its children as the cells of a grid (``Grid``), or its rows' cells.
        indirect case grid(GridLayout)
        /// A row of a ``Grid``: each child a cell in the next column.
        case gridRow
        /// A thin line between views.
        case divider
        /// A button whose label is its children (SwiftUI's `Button { … } label: { … }` with a
        /// label of views); a tap on its id runs its action.
        case labeledButton(role: ButtonRole?)
        /// A form: its children, rows and sections, grouped for data entry (``Form``).
        case form
        /// Flexible space that pushes a stack's other children apart.
        case spacer
        /// Initials in a circle, for a person without a photo (``Monogram``).
        case monogram(String)
    }
}

/// The direction a stack lays its children out in.
public enum Axis: String, Sendable, Hashable {
    /// Leading to trailing, as in an ``HStack``.
    case horizontal
    /// Top to bottom, as in a ``VStack``.
    case vertical
}

/// Where a stack places its children across its axis, as SwiftUI's stack alignments.
public enum StackAlignment: String, Sendable, Hashable {
    /// Leading (a vertical stack) or top (a horizontal one).
    case start
    /// Centered.
    case center
    /// Trailing or bottom.
    case end
    /// On the first line's baseline (a horizontal stack's `.firstTextBaseline`).
    case firstBaseline
}

/// Typographic roles, as in Apple's Dynamic Type styles.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// The styles from largest to smallest, like `UIFont.TextStyle`: large title, title, headline,
    /// body (the default for ``Text``), callout, subheadline, footnote and caption.
    case largeTitle, title, headline, body, callout, subheadline, footnote, caption
}

/// What a button does, when it is more than an ordinary action.
public enum ButtonRole: String, Sendable, Hashable {
    /// Abandons the task: dialogs put it last, and Escape chooses it.
    case cancel
    /// Deletes or discards something: drawn in red.
    case destructive
}
