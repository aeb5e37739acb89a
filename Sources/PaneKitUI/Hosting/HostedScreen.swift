import PaneKit

/// What a ``HostingController``'s views said at their last read — content, title, bar buttons,
/// presentations, pushes, what they ask of the sheet and the split view — and what the screen
/// shows for them. Made at the screen's first read, so a screen that never shows (a tab not
/// chosen, of seven) costs little more than a controller (D-52).
final class HostedScreen {
    var resolved: [any PaneKit.View] = []
    var resolvedTitle: String?
    /// The subtitle the views last gave the bar (`.navigationSubtitle`), applied when it changes.
    var appliedSubtitle: String?
    var pagePath: String?
    var openURLActions: [(URL) -> Void] = []
    /// The presentations the views asked for, and what they asked of the sheet this screen is in.
    var requests: [PresentationRequest] = []
    var sheetConfiguration = SheetConfiguration()
    /// What the views ask to push (`.navigationDestination(isPresented:)`), and what is pushed.
    var pushRequests: [PushRequest] = []
    var pushed: (key: String, identity: AnyHashable?, controller: HostingController, reset: () -> Void)?
    /// The detent the sheet was last seen at, to tell the person's drags from the binding's changes.
    var appliedDetent: SheetPresentationController.Detent.Identifier?
    var columnWidth: ColumnWidth?
    var inspectorWidth: ColumnWidth?
    var inspectorRequest: InspectorRequest?
    /// The presentation this screen shows now, for the request at `key` (and item `identity`).
    var active: (key: String, identity: AnyHashable?, controller: PaneKit.ViewController, request: PresentationRequest)?
    /// The tint and back button the views asked for, and whether they named bar items.
    var applied: (tint: TintColor?, hidesBackButton: Bool, hidesBottomBar: Bool, titleDisplayMode: PaneKit.NavigationItem.LargeTitleDisplayMode,
                  namesBarItems: Bool, namesToolbarItems: Bool) = (nil, false, false, .automatic, false, false)
    /// What the bar buttons the views named show (leading, trailing, bottom), and their actions.
    var shownBarItems: [[BarItemLook]] = [[], [], []]
    let barActions = BarActions()
    /// What the keyboard shortcuts the views named show, and their actions (D-63).
    var shownKeyShortcuts: [String] = []
    let keyActions = BarActions()
    /// The list drawn as a sidebar the views are, when they are one alone (D-53).
    var sidebarList: SidebarList?
    /// The build whose sidebar list the sidebar shows.
    var sidebarBuild = -1
    /// The screen's edit mode (``EditButton``), when the views did not bind another.
    var editMode = EditMode.inactive
    /// Where the popovers the views ask for point, by their presentations' keys (D-55).
    var popoverSources: [String: PopoverSource] = [:]
    /// The bar buttons the screen put in its bars, and the one it put for each the views named
    /// at the last read (by the named item's ``BarButtonItem/id``): what a popover points at.
    var placedBarItems: [BarButtonItem] = []
    var placedForNamed: [BarButtonItem.ID: BarButtonItem] = [:]
    /// The views' `.onAppear`/`.onDisappear` actions at the last read, the positions whose
    /// `.onAppear` ran while the screen shows, and the `.onChange` actions waiting to run.
    var lifecycle: [LifecycleRequest] = []
    var appeared: [String: LifecycleRequest] = [:]
    var pendingChanges: [() -> Void] = []
    /// Whether `lifecycle` or `appeared` changed since the lifecycle last ran, and whether the
    /// screen left the page's view (its `.onDisappear` ran) and has not come back.
    var lifecycleChanged = false
    var isAway = false
}
