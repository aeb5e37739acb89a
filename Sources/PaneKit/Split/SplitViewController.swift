/// Two or three columns side by side in regular width, one stack in compact width: the
/// equivalent of `UISplitViewController` in column style, with the inspector column.
///
/// ```swift
/// let split = SplitViewController(style: .tripleColumn)
/// split.setViewController(Mailboxes(), for: .primary)
/// split.setViewController(MessageList(), for: .supplementary)
/// split.setViewController(MessageView(), for: .secondary)
/// window.rootViewController = split
/// ```
///
/// State lives here; each concern is in its own file: `+Columns` (content, SV-C*),
/// `+DisplayMode` (SV-R*), `+ShowHide` (SV-S*), `+Collapse` (SV-K*), `+Buttons` (SV-B*),
/// `+Widths` (SV-W*), `+Scene`, `+Invariants`.
open class SplitViewController: ViewController {
    /// The number of columns. Spec: §1.1 Style.
    public let style: Style

    /// Told about display-mode changes, columns shown and hidden, collapse and expand, like
    /// `UISplitViewControllerDelegate`; held weakly, nil by default.
    public weak var delegate: SplitViewControllerDelegate?

    /// The mode the split view tries to use; `.automatic` chooses by width. Spec: SV-R1…SV-R4.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if oldValue != preferredDisplayMode { preferencesDidChange() } }
    }

    /// The behavior the split view tries to use; `.automatic` chooses by width. Spec: SV-R5.
    public var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if oldValue != preferredSplitBehavior { preferencesDidChange() } }
    }

    /// Whether the edge swipe and the display-mode button change the mode. Spec: SV-B1, SV-B2, SV-R3.
    public var presentsWithGesture = true {
        didSet { if oldValue != presentsWithGesture { preferencesDidChange() } }
    }

    /// Adds the secondary-only toggle to a triple-column split view. Spec: SV-B5.
    public var showsSecondaryOnlyButton = false {
        didSet { setNeedsUpdate() }
    }

    /// When the display-mode button shows. Spec: SV-B2, §1.1.
    public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { setNeedsUpdate() }
    }

    /// The side of the primary column. Spec: §1.1 PrimaryEdge.
    public var primaryEdge: PrimaryEdge = .leading {
        didSet { setNeedsUpdate() }
    }

    /// The column to show on top when collapsed, as SwiftUI's `preferredCompactColumn` binding:
    /// it wins over the automatic proposal, follows the person's Back taps, and set while
    /// collapsed brings its column to the top (D-59). Spec: SB-8.
    public var preferredCompactColumn: Column? {
        didSet {
            if isCollapsed, let column = preferredCompactColumn, column != oldValue { bringToCollapsedTop(column) }
            setNeedsUpdate()
        }
    }

    /// The primary column's background. Spec: §1.2 (default `.none`, O3).
    public var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { setNeedsUpdate() }
    }

    /// The current mode; never `.automatic` (SV-R6). Before the first layout `.secondaryOnly` (§1.2).
    public internal(set) var displayMode: DisplayMode = .secondaryOnly

    /// The current behavior; never `.automatic`. Before the first layout `.overlay` (§1.2).
    public internal(set) var splitBehavior: SplitBehavior = .overlay

    /// Whether the columns are stacked (or replaced by `.compact`) in compact width. It changes
    /// only after a collapse or expand transition has finished. Spec: SV-K1, SV-K2.
    public internal(set) var isCollapsed = false

    // MARK: Column widths (see +Widths). Spec: §1.8.

    /// The value meaning "let the split view decide". Spec: SV-W3.
    public static let automaticDimension: Double = -1

    /// The primary's width as a fraction (0…1) of the split view's width, clamped to the minimum
    /// and maximum; ``automaticDimension`` by default. Spec: SV-W1.
    public var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { if oldValue != preferredPrimaryColumnWidthFraction { layoutInputsDidChange() } } }
    /// The primary's width in points; when set it wins over the fraction, still clamped (SV-W2).
    /// ``automaticDimension`` by default: 320 points on a double column, 280 on a triple (SV-W3).
    public var preferredPrimaryColumnWidth = automaticDimension { didSet { if oldValue != preferredPrimaryColumnWidth { layoutInputsDidChange() } } }
    /// The least primary width, in points; ``automaticDimension`` means 0 (SV-W1).
    public var minimumPrimaryColumnWidth = automaticDimension { didSet { if oldValue != minimumPrimaryColumnWidth { layoutInputsDidChange() } } }
    /// The greatest primary width, in points; ``automaticDimension`` means 320 (SV-W1).
    public var maximumPrimaryColumnWidth = automaticDimension { didSet { if oldValue != maximumPrimaryColumnWidth { layoutInputsDidChange() } } }
    /// The supplementary's width as a fraction (0…1) of the split view's width, clamped to the
    /// minimum and maximum; ``automaticDimension`` by default. Spec: SV-W1.
    public var preferredSupplementaryColumnWidthFraction = automaticDimension { didSet { if oldValue != preferredSupplementaryColumnWidthFraction { layoutInputsDidChange() } } }
    /// The supplementary's width in points; when set it wins over the fraction, still clamped
    /// (SV-W2). ``automaticDimension`` by default: 320 points.
    public var preferredSupplementaryColumnWidth = automaticDimension { didSet { if oldValue != preferredSupplementaryColumnWidth { layoutInputsDidChange() } } }
    /// The least supplementary width, in points; ``automaticDimension`` means 0 (SV-W1).
    public var minimumSupplementaryColumnWidth = automaticDimension { didSet { if oldValue != minimumSupplementaryColumnWidth { layoutInputsDidChange() } } }
    /// The greatest supplementary width, in points; ``automaticDimension`` means 320 (SV-W1).
    public var maximumSupplementaryColumnWidth = automaticDimension { didSet { if oldValue != maximumSupplementaryColumnWidth { layoutInputsDidChange() } } }
    /// A fraction (0…1) of the split view's width the secondary should keep; when it is more than
    /// the minimum, it raises ``secondaryMinimumWidth``. ``automaticDimension`` by default.
    public var preferredSecondaryColumnWidthFraction = automaticDimension { didSet { if oldValue != preferredSecondaryColumnWidthFraction { layoutInputsDidChange() } } }
    /// A width in points the secondary should keep; wins over the fraction and, when larger than
    /// the minimum, raises ``secondaryMinimumWidth``. ``automaticDimension`` by default.
    public var preferredSecondaryColumnWidth = automaticDimension { didSet { if oldValue != preferredSecondaryColumnWidth { layoutInputsDidChange() } } }
    /// The least width, in points, the secondary keeps beside tiled sidebars before they give way;
    /// ``automaticDimension`` means 480, or 320 on a phone (D-114).
    public var minimumSecondaryColumnWidth = automaticDimension { didSet { if oldValue != minimumSecondaryColumnWidth { layoutInputsDidChange() } } }
    /// The inspector's width as a fraction (0…1) of the split view's width, clamped to the minimum
    /// and maximum; ``automaticDimension`` by default.
    public var preferredInspectorColumnWidthFraction = automaticDimension { didSet { if oldValue != preferredInspectorColumnWidthFraction { layoutInputsDidChange() } } }
    /// The inspector's width in points; when set it wins over the fraction, still clamped.
    /// ``automaticDimension`` by default: 320 points.
    public var preferredInspectorColumnWidth = automaticDimension { didSet { if oldValue != preferredInspectorColumnWidth { layoutInputsDidChange() } } }
    /// The least inspector width, in points; ``automaticDimension`` means 0.
    public var minimumInspectorColumnWidth = automaticDimension { didSet { if oldValue != minimumInspectorColumnWidth { layoutInputsDidChange() } } }
    /// The greatest inspector width, in points; ``automaticDimension`` means 320.
    public var maximumInspectorColumnWidth = automaticDimension { didSet { if oldValue != maximumInspectorColumnWidth { layoutInputsDidChange() } } }

    // MARK: Internal state

    /// What the app assigned to each column (SV-C1: the original controller, not the wrapper).
    var assigned: [Column: ViewController] = [:]
    /// The child controller each stacking column and the inspector shows: the wrapper the split
    /// view made, the navigation controller the app gave, or the app's controller whose first
    /// child is a navigation controller (SV-C2).
    var columnRoot: [Column: ViewController] = [:]
    /// The navigation controller of each of those columns: used for the bar, pushes and the
    /// collapsed stack.
    var columnNavigation: [Column: NavigationController] = [:]
    /// Navigation controllers the split view created to wrap content (SV-C1).
    var wrappers: Set<ObjectIdentifier> = []
    /// What is on screen while collapsed: `.compact`, or the deepest stacked column.
    var collapsedTop: Column = .primary
    /// Whether the layout is collapsed; flips before `isCollapsed`, which the spec holds back
    /// until the transition's delegate calls are done (SV-K1).
    var layoutIsCollapsed = false
    /// Columns given content or shown since the last selection (DESIGN §3, proposed top column).
    var activatedColumns: Set<Column> = []
    /// Whether the app asked for the inspector (SV-I2: hidden by default).
    var isInspectorRequested = false
    /// The behavior and mode the rules gave at the last resize, so that a resize within the same
    /// bucket keeps what people chose.
    var lastResolution: Resolution?
    /// The mode to return to when the inspector, which hid sidebars to tile, is hidden (D-16).
    var modeBeforeInspector: DisplayMode?
    /// The mode to return to from the secondary-only button (SV-B5).
    var modeBeforeSecondaryOnly: DisplayMode?
    /// The detent of the collapsed inspector's sheet (medium until people change it).
    var inspectorSheetDetent: SheetPresentationController.Detent.Identifier = .medium
    /// The column the keyboard is in, as the renderer reports it; nil when the focus is elsewhere.
    public internal(set) var focusedColumn: Column?
    /// Bumped by each ``focus(_:)``, so a renderer moves its focus once per request.
    var focusRequest = 0
    /// The column ``focus(_:)`` asked for, until the renderer reports where the focus went.
    var requestedColumn: Column?
    /// Whether the split view has done its first layout in a window.
    var hasLaidOut = false
    /// How deep transitions are nested (a delegate may start one from inside another).
    var transitionDepth = 0

    struct Resolution: Hashable {
        var behavior: SplitBehavior
        var mode: DisplayMode
    }

    // MARK: Classic state (see +Classic)

    /// The secondary a classic split view set aside when it collapsed, for the default expand.
    var keptSecondary: ViewController?
    /// A navigation-controller secondary whose screens moved onto the primary's stack when a
    /// classic split view collapsed, or that `showDetail` brought while collapsed (D-115).
    var detailNavigation: NavigationController?
    /// Controllers that came onto a collapsed classic primary's stack from the secondary or
    /// `showDetail`: what the default expand moves back (D-115).
    var detailArrivals: [WeakController] = []

    /// A ready-made bar button that changes a classic split view's display mode: put it in a bar
    /// yourself (the split view never places it). It shows a full-screen icon when a tap hides
    /// the primary, a back chevron named by the primary when a tap brings it in, and nothing when
    /// a tap would change nothing, while collapsed, or with ``presentsWithGesture`` off; on a
    /// column-style split view it shows nothing. Spec: SV-L14, SV-L15.
    public private(set) lazy var displayModeButtonItem = BarButtonItem(displayModeOf: self)

    /// Creates a column-style split view. Spec: §1.1 Style, SV-C4.
    public init(style: Style) {
        self.style = style == .unspecified ? .doubleColumn : style
        super.init()
        givesChildrenTraits = true
    }

    /// Creates a classic split view, `style == .unspecified`: give it its primary and secondary
    /// through ``viewControllers``, then change them with ``show(_:sender:)`` and
    /// ``showDetailViewController(_:sender:)``; its delegate decides collapse and expand.
    /// Spec: SV-L1.
    public init() {
        self.style = .unspecified
        super.init()
        givesChildrenTraits = true
    }

    // MARK: Overrides (the work is in the extensions)

    override var showsShownControllers: Bool { style == .unspecified }

    /// Classic: asks the delegate, then replaces the primary (regular width) or presents
    /// `viewController` (compact). Column style: passed up, as any controller does. Spec: SV-L3.
    open override func show(_ viewController: ViewController, sender: Any?) {
        if style == .unspecified {
            classicShow(viewController, sender: sender)
        } else {
            super.show(viewController, sender: sender)
        }
    }

    /// Classic: asks the delegate, then installs `viewController` as the secondary (regular
    /// width) or pushes it onto the primary's stack (compact; presented full screen when the
    /// primary has no stack). Column style: the secondary
    /// column's content, brought to the top when collapsed (D-115). Spec: SV-L4, SV-L5.
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if style == .unspecified {
            classicShowDetail(viewController, sender: sender)
        } else {
            performUpdate {
                setViewController(viewController, for: .secondary)
                if layoutIsCollapsed { show(.secondary) }
            }
        }
    }

    open override func makeScene(in context: SceneBuildContext) -> SceneNode {
        splitScene(in: context)
    }

    open override func checkInvariants() {
        super.checkInvariants()
        checkSplitInvariants()
    }

    /// D-64: a split view or tab bar controller in a column lays out in the column's size while
    /// the columns are side by side; collapsed, the one column on screen has the window's.
    override func traits(for child: ViewController) -> Traits? {
        guard let own = traits else { return nil }
        guard !layoutIsCollapsed, child is SplitViewController || child is TabBarController,
              let column = columnRoot.first(where: { $0.value === child })?.key,
              let frame = ColumnLayout(layoutInput).placements.first(where: { $0.column == column })?.frame else { return own }
        return own.sized(to: Size(width: frame.width, height: frame.height), breakpoints: window?.breakpoints ?? .standard)
    }

    /// D-64: a split view inside another's column collapses or expands when its column's width
    /// crosses the breakpoint — a resize, the outer split view showing or hiding a column, a
    /// divider drag — checked after every update.
    override func adaptToOwnTraits() {
        guard parent != nil, hasLaidOut, let traits else { return }
        if layoutIsCollapsed != (traits.horizontalSizeClass == .compact) { adapt(to: traits) }
    }

    override func windowDidAttach() {
        if parent != nil { window?.hasNestedSplitViews = true }
        if hasLaidOut, let traits {
            adapt(to: traits)
        } else {
            layOutFirstTime()
        }
    }

    override func childWillBeRemoved(_ child: ViewController) {
        forgetColumn(of: child)
    }

    override func adaptToWindowTraits(from previous: Traits, to next: Traits) {
        adapt(to: traits ?? next)
    }
}

/// Why a display mode changed; user- and system-caused changes also get `didShow`/`didHide` (D6).
enum ChangeCause {
    case programmatic
    case user
    case system
}
