/// What containers pass down while a Scene is built.
///
/// The same walk serves two purposes: with content, it makes the Scene a renderer reads; without,
/// it only records which controllers are on screen, which is how the window decides appearance
/// callbacks (SV-M1). One walk for both keeps "on screen" and "in the Scene" the same thing.
public final class SceneBuildContext {
    /// Whether controllers build their ``ViewController/body``; false for the appearance walk.
    public let includesContent: Bool
    private(set) var actions: ActionTable
    /// Controllers on screen, in the order they were reached (containers before children).
    private(set) var visited: [ViewController] = []
    /// Each controller's ``ViewController/contentRevision`` when it was reached: what its part
    /// of the Scene shows.
    private(set) var shownRevisions: [Int] = []
    /// Bar items a container asks the next navigation bar built to add at its leading end.
    var pendingLeadingItems: [BarItem] = []
    /// Controllers whose list rows push the next column when selected (a collapsed split view's
    /// columns below the deepest one, SB-6).
    var pushingControllers: Set<ObjectIdentifier> = []
    /// The node of each bar button drawn, by ``BarButtonItem/id``, while a popover points at one
    /// (``recordsBarItemNodes``); empty otherwise, so a Scene costs no more without popovers.
    var barItemNodes: [BarButtonItem.ID: NodeID] = [:]
    var recordsBarItemNodes = false

    /// Notes that the bar button `item` is drawn as `id`, while a popover may point at it.
    func drew(_ item: BarButtonItem, as id: NodeID) {
        if recordsBarItemNodes { barItemNodes[item.id] = id }
    }

    init(includesContent: Bool, actions: ActionTable) {
        self.includesContent = includesContent
        self.actions = actions
    }

    /// Records that `controller` is on screen. Every `makeScene(in:)` override calls it first.
    public func visit(_ controller: ViewController) {
        visited.append(controller)
        shownRevisions.append(controller.contentRevision)
    }

    /// Registers what a tap on a system control does (a back button, the display-mode button).
    func onTap(_ id: NodeID, _ action: @escaping () -> Void) {
        actions.register(.tap(action), for: id)
    }

    /// Registers `id` as a menu waiting to be built: a tap on it makes it the revealed actions
    /// (``revealedActions``), and the next build builds it.
    func onReveal(_ id: NodeID) {
        actions.register(.reveal, for: id)
    }

    /// The menu or row actions people reached for last, built in full where others wait.
    var revealedActions: NodeID? { actions.revealedActions }

    /// Builds a screen kept in the page but not on screen (a stack's screen under its top, D-79):
    /// it counts as not shown (no appearance callbacks, no key commands), and its actions go to a
    /// table of their own, so no event reaches it until it is on top again.
    func offScreen<Result>(_ build: () -> Result) -> Result {
        let visitedCount = visited.count
        let (shownActions, pending, recording) = (actions, pendingLeadingItems, recordsBarItemNodes)
        actions = ActionTable(focusedNode: shownActions.focusedNode, revealedActions: shownActions.revealedActions)
        pendingLeadingItems = []
        recordsBarItemNodes = false
        defer {
            visited.removeSubrange(visitedCount...)
            shownRevisions.removeSubrange(visitedCount...)
            (actions, pendingLeadingItems, recordsBarItemNodes) = (shownActions, pending, recording)
        }
        return build()
    }

    /// Takes the bar items queued for the next navigation bar.
    func takeLeadingItems() -> [BarItem] {
        defer { pendingLeadingItems = [] }
        return pendingLeadingItems
    }
}
