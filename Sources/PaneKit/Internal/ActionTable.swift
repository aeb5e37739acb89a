/// The actions of the interactive nodes of the last Scene, keyed by node id.
///
/// Filled while a Scene is built and replaced by the next build, so an id from an older Scene
/// whose node has gone is reported as unknown instead of running a stale closure.
final class ActionTable {
    enum Action {
        case tap(() -> Void)
        /// A bar button's menu waiting to be built: a tap builds it (``SceneBuildContext/onReveal(_:)``).
        case reveal
        /// A list's selection, with the tags of its rows.
        case select(tags: RowTags, (String) -> Void)
        /// A picker's choice, with the tags of its options. Not a selection in a column: the
        /// split view's collapse proposal does not hear of it.
        case choose(tags: RowTags, (String) -> Void)
        case swipe((EdgeSwipe) -> Void)
        case resize((Double) -> Void)
        /// A sheet's detent, with the identifiers it accepts.
        case detent(identifiers: Set<String>, (String) -> Void)
        /// A dismissal people start: at once (Escape, a tap outside), or a swipe that begins,
        /// then ends in the dismissal or is let go.
        case dismissAttempt((DismissalPhase) -> Void)
        case scrolledToEdge(() -> Void)
        /// A reorderable list: its row tags and how many rows it has.
        case move(tags: RowTags, count: Int, (String, Int) -> Void)
        /// A text field.
        case text((String) -> Void)
        /// Told when the focus reaches a text input (true) or leaves it (false); registered at the
        /// input's `:focus` id (``FocusBinding``).
        case focus((Bool) -> Void)
        /// A list window: the rows people see.
        case scroll((Range<Int>) -> Void)
        /// A split view: the column the keyboard focus went to.
        case columnFocus((SplitViewController.Column?) -> Void)

        var kindName: String {
            switch self {
            case .tap, .reveal: "tapped"
            case .select, .choose: "rowSelected"
            case .swipe: "edgeSwipeEnded"
            case .resize: "dividerDragEnded"
            case .detent: "detentChanged"
            case .dismissAttempt: "dismissAttempted, dismissalBegan or dismissalCancelled"
            case .scrolledToEdge: "scrolledToEdge"
            case .move: "rowMoved"
            case .text, .focus: "textChanged or focusChanged"
            case .scroll: "listScrolled"
            case .columnFocus: "columnFocused"
            }
        }
    }

    /// Every registration in order: an id registered again is found at its last. Content reused
    /// from an earlier build registers its actions again from here (``recorded(since:)``). An
    /// array, not a dictionary: a page keeps its table between events, and an event looks up one
    /// or two ids among a few dozen.
    private var log: [(id: NodeID, action: Action)] = []
    /// The text field with focus while the Scene is built.
    var focusedNode: NodeID?
    /// The ``RowActions`` people reached for last: built in full, where others wait for a tap.
    let revealedActions: NodeID?

    init(focusedNode: NodeID? = nil, revealedActions: NodeID? = nil) {
        self.focusedNode = focusedNode
        self.revealedActions = revealedActions
    }

    /// ``revealedActions`` if it lies at `id` or under it, else nil: what of it content built at
    /// `id` depends on.
    func revealedActions(within id: NodeID) -> NodeID? {
        Self.revealed(revealedActions, within: id)
    }

    /// `revealed` if it lies at `id` or under it, else nil.
    static func revealed(_ revealed: NodeID?, within id: NodeID) -> NodeID? {
        guard let revealed else { return nil }
        let whole = revealed.rawValue.utf8, start = id.rawValue.utf8
        guard whole.starts(with: start) else { return nil }
        return whole.count == start.count || whole.dropFirst(start.count).first == UInt8(ascii: "/") ? revealed : nil
    }

    func register(_ action: Action, for id: NodeID) {
        log.append((id, action))
    }

    /// Where the registrations made from now on start (for ``recorded(since:)``).
    var mark: Int { log.count }

    /// The registrations made since `mark`, in order.
    func recorded(since mark: Int) -> [(id: NodeID, action: Action)] {
        Array(log[mark...])
    }

    /// Ends the build that filled the table, which serves events until the next one: its log is
    /// kept in an array of its size.
    func finishBuild() {
        log = log.withUnsafeBufferPointer { Array($0) }
    }

    /// Registers again what an earlier build recorded.
    func replay(_ recorded: [(id: NodeID, action: Action)]) {
        for (id, action) in recorded { register(action, for: id) }
    }

    /// The action last registered for `id`.
    subscript(id: NodeID) -> Action? { log.last { $0.id == id }?.action }
}

/// The tags an event may name for a list, a picker or a sidebar. A list's are looked up in its
/// rows when an event comes (one in a hundred builds, at most), not collected at every build.
struct RowTags {
    private enum Storage {
        case set(Set<String>)
        case rows([ViewNode])
        case any
    }

    private let storage: Storage

    init(_ tags: Set<String>) {
        storage = .set(tags)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Any tag: the receiver checks it (a sidebar row that takes rows of another list).
    static let any = RowTags(storage: .any)

    /// The tags of these rows, inside sections too.
    init(rows: [ViewNode]) {
        storage = .rows(rows)
    }

    func contains(_ tag: String) -> Bool {
        switch storage {
        case .set(let tags): tags.contains(tag)
        case .rows(let rows): Self.rows(rows, contain: tag)
        case .any: true
        }
    }

    private static func rows(_ nodes: [ViewNode], contain tag: String) -> Bool {
        nodes.contains { node in
            switch node.kind {
            case .row(let rowTag, _, _): rowTag == tag
            case .section: rows(node.children, contain: tag)
            default: false
            }
        }
    }
}
