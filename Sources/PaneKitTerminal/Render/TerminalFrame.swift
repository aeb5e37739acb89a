import PaneKit

/// One drawn frame: the cells, what a click on each reaches, where the caret goes, and what the
/// host needs to move the focus, scroll and open menus without asking the app.
public struct TerminalFrame: Sendable {
    /// The cells.
    public var buffer: CellBuffer
    /// Per cell, what a click reaches.
    public var hits: HitMap
    /// The caret of the focused text field; nil hides the cursor.
    public var cursor: (x: Int, y: Int)?
    /// The controls the keyboard reaches, in order (Tab goes forward through them): lists, fields,
    /// buttons, tabs; inside the top presentation only when one takes all input.
    public var focusables: [HitTarget] = []
    /// Each list's rows, in order: what ↑ and ↓ move through, by the list's id.
    public var listRows: [NodeID: [String]] = [:]
    /// The areas whose content is taller than their room: the wheel and the page keys scroll them.
    public var scrollAreas: [ScrollArea] = []
    /// The actions of rows that have any (swipe actions and context menu items), by row target.
    public var rowMenus: [HitTarget: [TerminalViewState.MenuItem]] = [:]
    /// Rows whose actions are built on request: a tap on the id builds them (`ViewNode/Kind/actionsOnRequest`).
    public var rowMenuRequests: [HitTarget: NodeID] = [:]
    /// Menus of buttons (`.menu` nodes and bar items with a menu), by the button's id: a tap
    /// opens them.
    public var menus: [NodeID: [TerminalViewState.MenuItem]] = [:]
    /// Menus of buttons whose tap runs their primary action: a right click or Shift+F10 opens them.
    public var secondaryMenus: [NodeID: [TerminalViewState.MenuItem]] = [:]
    /// Menus built on request, by their button's id: a tap on the request's id builds them.
    public var menuRequests: [NodeID: NodeID] = [:]
    /// Windowed lists on screen: the rows people see, to report as `PaneEvent/listScrolled(_:visible:)`.
    public var listWindows: [ListWindowReport] = []
    /// The dismissal target of the top presentation (Esc), if any.
    public var dismissID: NodeID?
    /// The back button of the stack the focus is in, or else of the first stack drawn (Esc).
    public var backIDs: [NodeID] = []
    /// The top presentation's detents and its control, to move between them with keys.
    public var detents: (control: NodeID, identifiers: [String], selected: String?)?
    /// Each text field's text as drawn (the host edits a copy of the focused one's).
    public var fieldTexts: [NodeID: String] = [:]
    /// The control Return in a field taps (the field is inside a `SubmitHandler`).
    public var fieldSubmits: [NodeID: NodeID] = [:]
    /// The search fields on screen, in order (Ctrl+F).
    public var searchFields: [NodeID] = []
    /// Each list's selected row.
    public var selections: [NodeID: String] = [:]
    /// Lists whose rows push a screen when selected (a collapsed split view): the keys move a
    /// highlight and Enter opens the row, as on a phone with a keyboard.
    public var pushingLists: Set<NodeID> = []
    /// Each list's rows' titles, for type-ahead.
    public var rowTitles: [NodeID: [String]] = [:]
    /// Rows people may move (a reorderable list, a sidebar section while editing): the control
    /// that takes `.rowMoved`, and the row's place among the rows it moves between.
    public var moves: [HitTarget: RowMove] = [:]

    /// Where a movable row is: the `:move` control and its index among `count` rows.
    public struct RowMove: Hashable, Sendable {
        /// Takes `PaneEvent/rowMoved(_:tag:toIndex:)`.
        public var control: NodeID
        /// The row's index now.
        public var index: Int
        /// How many rows it moves among.
        public var count: Int
    }
    /// The scroll offsets and revealed selections in effect, for the host to keep.
    public var state: TerminalViewState
    /// The split view column each focusable is in: the split view's `:focus` control and the
    /// column (SV-F1).
    public var focusableColumns: [HitTarget: ColumnPlace] = [:]
    /// The columns split views ask the focus into, with each request's number (SV-F1).
    public var columnFocusRequests: [(place: ColumnPlace, serial: Int)] = []

    /// A column of a split view.
    public struct ColumnPlace: Hashable, Sendable {
        /// The split view's `:focus` control.
        public var focusID: NodeID
        /// The column.
        public var column: SplitViewController.Column
    }

    /// The column `target` is in, if any; a list's rows are where the list is.
    public func column(of target: HitTarget) -> ColumnPlace? {
        if case .row(let list, let tag) = target, !tag.isEmpty { return focusableColumns[.row(list: list, tag: "")] }
        return focusableColumns[target]
    }

    /// The area under the mouse at (x, y) that scrolls, if any.
    public func scrollArea(x: Int, y: Int) -> ScrollArea? {
        scrollAreas.last { $0.rect.contains(x: x, y: y) }
    }
}

/// A region whose content is taller than its room: the mouse wheel and the page keys scroll it.
public struct ScrollArea: Hashable, Sendable {
    /// The key its offset is kept under in ``TerminalViewState/scrollOffsets``.
    public var key: String
    /// Where it is.
    public var rect: CellRect
    /// How tall its content is, in rows.
    public var contentHeight: Int
    /// The focusable list in it, if any: scrolling with keys follows the focus.
    public var list: NodeID?
}

/// What a windowed list shows of its slice: the `:window` control and the indices, in the whole
/// list, of the rows on screen (DESIGN §4 "list window scroll").
public struct ListWindowReport: Hashable, Sendable {
    /// The list's `:window` control.
    public var scrollID: NodeID
    /// The rows on screen, as indices in the whole list.
    public var visible: Range<Int>
    /// The slice the app built, as indices in the whole list.
    public var slice: Range<Int>
    /// Whether rows follow the slice.
    public var hasMore: Bool
}
