import PaneKit
import Synchronization

/// A PaneKit screen showing a PaneKitUI view, as UIKit's `UIHostingController`: the way to put
/// SwiftUI-style views into UIKit-level containers (a `SplitViewController`'s column, a
/// `NavigationController`, a tab, a sheet).
///
/// ```swift
/// let list = HostingController(rootView: MessageList(model: model))
/// split.setViewController(list, for: .supplementary)
/// ```
///
/// Its content is read under observation tracking: a change to anything the views read (their
/// `@State`, an `@Observable` model) moves ``contentRevision`` on, and the next Scene builds this
/// screen again — no `setNeedsUpdate()`; a change made outside the page's events (another page, a
/// timer) is pushed. Screens that read nothing that changed are reused. Unlike UIKit's, the class
/// is not generic: `rootView` is any view (D-50).
open class HostingController: PaneKit.ViewController {
    /// Makes the view to show; read again at every rebuild, so that it sees current state. Nil
    /// for a controller made with ``init(rootView:)``, which shows ``rootView``.
    private let makeView: (() -> any View)?
    /// The view this controller shows; setting it shows the new view at the next Scene.
    public var rootView: any View {
        didSet {
            if buildCount > 0 { rootFlags.markDirty() }
            revision.advance()
        }
    }
    /// The state of the views by position; a screen made with ``init(rootView:)`` makes its
    /// own at its first read.
    private(set) lazy var storage = ViewStorage()
    /// The position of this screen's views on the page.
    let path: String
    /// The stack this screen is in, for `NavigationLink` and `.navigationDestination`.
    let stack: StackCoordinator?
    /// The environment its creator passed down (the window's traits and `dismiss` are added).
    let environment: EnvironmentValues
    /// Set by the screen that presented this one: the presentation ended (its binding goes back).
    var onDismissed: (() -> Void)?

    let revision = Revision()
    private var resolvedRevision = -1
    private var resolvedTraits: Traits?
    /// The window's traits as this screen last looked them up, and whether they may have
    /// changed since (the window says so through ``traitsDidChange(previous:)``).
    private var knownTraits: Traits?
    private var traitsAreUnknown = true
    /// What the views said at the last read and what this screen shows for them, made at the
    /// first read: a screen that never shows (a tab not chosen) does not carry it (D-52).
    var state: HostedScreen {
        if let madeState { return madeState }
        let state = HostedScreen()
        madeState = state
        return state
    }
    var madeState: HostedScreen?
    /// The page path and the `onOpenURL` actions the views named at the last resolve.
    var pagePath: String? { madeState?.pagePath }
    var openURLActions: [(URL) -> Void] { madeState?.openURLActions ?? [] }
    /// What the views asked of the split view: their column's width, the inspector's, an inspector.
    var columnWidth: ColumnWidth? { madeState?.columnWidth }
    var inspectorWidth: ColumnWidth? { madeState?.inspectorWidth }
    var inspectorRequest: InspectorRequest? { madeState?.inspectorRequest }
    /// How many times the views were read (tests: a screen that read nothing changed is not).
    private(set) var buildCount = 0
    /// The custom views' last bodies, read again only where their reads changed (D-46). Made
    /// at the first read, as the rest of what reading needs: a screen that never shows (a tab
    /// not chosen) costs little more than its controller.
    var bodies: BodyCache {
        if let madeBodies { return madeBodies }
        let bodies = BodyCache()
        madeBodies = bodies
        return bodies
    }
    private var madeBodies: BodyCache?
    /// What the views read when their nodes are drawn (a list's selection).
    var watches: WatchTable {
        if let madeWatches { return madeWatches }
        let watches = WatchTable()
        madeWatches = watches
        return watches
    }
    private var madeWatches: WatchTable?
    /// The screen's view as `makeView` last made it, and the observation of that making.
    private var madeView: (any View)?
    /// The sidebar that draws the views when they are a list drawn as a sidebar, alone.
    var madeSidebar: SidebarController?

    private(set) lazy var rootFlags = EntryFlags()
    private lazy var rootCanary = Canary()

    init(storage: ViewStorage, path: String, stack: StackCoordinator? = nil, environment: EnvironmentValues = EnvironmentValues(),
         makeView: @escaping () -> any View) {
        self.path = path
        self.stack = stack
        self.environment = environment
        self.makeView = makeView
        rootView = EmptyView()
        super.init()
        self.storage = storage
    }

    /// The container whose modifiers this screen reads, when it is a container's chrome (D-91):
    /// it is not in the window's controllers, so it reads the window through the container and
    /// presents from it.
    weak var chromeOf: PaneKit.ViewController?

    /// The chrome of `container`: the modifiers around it, over an empty view.
    init(chromeOf container: PaneKit.ViewController, storage: ViewStorage, path: String, environment: EnvironmentValues,
         makeView: @escaping () -> any View) {
        self.path = path
        stack = nil
        self.environment = environment
        self.makeView = makeView
        rootView = EmptyView()
        chromeOf = container
        super.init()
        self.storage = storage
    }

    /// The window this screen is in, or for a chrome its container's.
    var readingWindow: PaneKit.Window? { chromeOf?.window ?? window }

    /// Lays out a container's chrome before each Scene, as ``viewWillLayoutSubviews()`` lays out
    /// a screen: its views are read, what they run as they appear and change runs, and what they
    /// present is presented from the container.
    func layOutAsChrome() {
        // Not among the window's controllers, it hears of no trait change: it looks at each layout.
        traitsAreUnknown = true
        resolveAndRunLifecycle()
        configurePresentation()
        reconcilePresentations()
    }

    /// Reads the views if they changed, then runs what they ask to run as they appear and change;
    /// what that changes is read again before the page is sent, a few rounds at most, so views
    /// that change what they watch at every read cannot hold the page.
    private func resolveAndRunLifecycle() {
        resolveIfNeeded()
        var rounds = 0
        while runLifecycle(), rounds < 3 {
            rounds += 1
            resolveIfNeeded()
        }
    }

    /// A screen showing `rootView`, with state of its own, as UIKit's `UIHostingController(rootView:)`.
    public init(rootView: some View) {
        path = "hosted"
        stack = nil
        environment = EnvironmentValues()
        makeView = nil
        self.rootView = rootView
        super.init()
    }

    /// A screen showing the view `rootView` makes of `model`, on the main actor.
    ///
    /// Views are the main actor's, as SwiftUI's are, while the core's controllers are not (D-93):
    /// a controller of the app's own, which runs where the page's session does (the main actor),
    /// makes its screen's view of a model it holds this way.
    ///
    /// ```swift
    /// init(store: MailStore) {
    ///     model = OpenMessage(store: store)
    ///     super.init(model: model) { MessageView(open: $0) }
    /// }
    /// ```
    public init<Model: AnyObject, Content: View>(model: Model, rootView: @MainActor (Model) -> Content) {
        MainActor.preconditionIsolated("a HostingController's view is made on the main actor, where the page's session runs")
        path = "hosted"
        stack = nil
        environment = EnvironmentValues()
        makeView = nil
        nonisolated(unsafe) let model = model
        self.rootView = onMainActor { rootView(model) }
        super.init()
    }

    /// A screen that leaves the page ends its views' observations: none waits on data that
    /// outlives it (a model every page shares).
    deinit {
        madeBodies?.reset()
        madeWatches?.reset()
        if buildCount > 0 { rootFlags.end(canary: rootCanary) }
    }

    /// Moves on when what the views read as their nodes were drawn changed: the nodes are drawn
    /// again without reading the views (a list's selection, a field's text).
    let drawnRevision = Revision()

    override open var contentRevision: Int { revision.value &+ drawnRevision.value }

    /// The window's traits changed: the views read them again at the next build. A subclass that
    /// overrides it calls `super`.
    override open func traitsDidChange(previous: Traits?) {
        super.traitsDidChange(previous: previous)
        traitsAreUnknown = true
    }

    override open var title: String? {
        get { resolveIfNeeded(); return state.resolvedTitle ?? super.title }
        set { super.title = newValue }
    }

    override open var body: any PaneKit.View {
        // Reads made while the last nodes were drawn are kept; the others end.
        madeWatches?.finishBuild()
        resolveIfNeeded()
        return PaneKit.ViewGroup.one(state.resolved)
    }

    /// Reads the views again when something they read changed since the last time.
    func resolveIfNeeded() {
        let current = revision.value
        // The window's traits, looked up again only when the window says they changed: finding
        // the window walks up every container.
        if traitsAreUnknown {
            knownTraits = readingWindow?.traits
            traitsAreUnknown = knownTraits == nil
        }
        let traits = knownTraits
        guard current != resolvedRevision || traits != resolvedTraits else { return }
        // Views are read on the main actor, where every page's session runs (D-93).
        MainActor.preconditionIsolated("PaneKitUI's views are read on the main actor")
        if traits != resolvedTraits {
            // Every view reads its environment again.
            madeBodies?.reset()
            madeView = nil
        }
        resolvedRevision = current
        resolvedTraits = traits
        buildCount += 1
        let screen = read(with: traits)
        apply(screen)
    }

    /// Reads the screen's views, and the custom views they reach, into a new ``ScreenBuild``.
    private func read(with traits: Traits?) -> ScreenBuild {
        let screen = ScreenBuild()
        screen.host = self
        screen.watches = watches
        let schedule = BodyCache.Schedule()
        var context = _ResolveContext(storage: storage, path: path, screen: screen)
        context.environment = environment
        context.environment.adopt(traits)
        context.environment.dismiss = DismissAction { [weak self] in self?.dismissScreen() }
        context.environment.isPresented = isPresentedScreen
        context.environment.openURLs(in: readingWindow)
        if context.environment.editMode == nil {
            context.environment.editMode = Binding { [weak self] in self?.madeState?.editMode ?? .inactive } set: { [weak self] in
                self?.setEditMode($0)
            }
        }
        context.schedule = schedule
        let revision = self.revision
        // A change made by another page (another thread) reaches this one unasked.
        let refresh = readingWindow?.refresh
        let changed: @Sendable () -> Void = {
            revision.advance()
            refresh?.requestUnlessWorking()
        }
        screen.contentChanged = changed
        let drawnRevision = self.drawnRevision
        screen.redraw = {
            drawnRevision.advance()
            refresh?.requestUnlessWorking()
        }
        if let madeView, !rootFlags.isDirty {
            // What makes the screen's view read nothing that changed: its last view is walked again.
            context.isFresh = false
            state.resolved = context.resolve(madeView, at: "v")
        } else if makeView == nil, !(rootView is any PrimitiveView) {
            // A root view of the app's own is queued to be read in its own scope, not read here:
            // there is nothing to observe (and no observation to pay for, D-52).
            _ = rootFlags.nextGeneration()
            madeView = rootView
            state.resolved = context.resolve(rootView, at: "v")
        } else {
            let waiting = !rootFlags.hasFired
            let generation = rootFlags.nextGeneration()
            if waiting { rootCanary.fire() }
            let flags = rootFlags, canary = rootCanary
            var made: (any View)?
            state.resolved = withObservationTracking {
                canary.touch()
                let view = makeView?() ?? rootView
                made = view
                return context.resolve(view, at: "v")
            } onChange: {
                guard flags.generation == generation else { return }
                flags.markFired()
                changed()
            }
            madeView = made
        }
        // The custom views the walk reached, each in its own scope, and those they reach.
        bodies.drain(schedule, onChange: changed)
        bodies.finishBuild()
        return screen
    }

    /// Applies what the views said at a read: the title and the chrome, the bars and shortcuts,
    /// what they present and push, and what they run as they appear and change.
    private func apply(_ screen: ScreenBuild) {
        state.sidebarList = Self.sidebarList(in: state.resolved)
        state.resolvedTitle = screen.title
        if screen.subtitle != state.appliedSubtitle {
            navigationItem.subtitle = screen.subtitle
            state.appliedSubtitle = screen.subtitle
        }
        state.pagePath = screen.pagePath
        state.openURLActions = screen.openURLActions
        state.requests = screen.presentations
        state.sheetConfiguration = screen.sheet
        state.columnWidth = screen.columnWidth
        state.inspectorWidth = screen.inspectorWidth
        state.inspectorRequest = screen.inspector
        // What the views say of the bar and the tint is applied when it changes, so what code set
        // on the controller (a UIKit-level container's buttons) stays until the views say otherwise.
        if screen.tint != state.applied.tint { tintColor = screen.tint }
        if screen.hidesBackButton != state.applied.hidesBackButton { navigationItem.hidesBackButton = screen.hidesBackButton }
        if screen.hidesBottomBar != state.applied.hidesBottomBar { hidesBottomBarWhenPushed = screen.hidesBottomBar }
        if screen.titleDisplayMode != state.applied.titleDisplayMode { navigationItem.largeTitleDisplayMode = screen.titleDisplayMode }
        let (namesBarItems, namesToolbarItems) = applyBarItems(of: screen)
        applyKeyShortcuts(of: screen)
        state.applied = (screen.tint, screen.hidesBackButton, screen.hidesBottomBar, screen.titleDisplayMode, namesBarItems, namesToolbarItems)
        state.pushRequests = screen.pushes
        state.lifecycle = screen.lifecycle
        state.lifecycleChanged = true
        state.pendingChanges += screen.changes
        stack?.register(screen.destinations)
    }

    /// Runs what the views asked to run as they appear, change and leave: `.onChange` actions of
    /// the last read, `.onAppear` for views new on screen, `.onDisappear` for views gone from it.
    /// Returns whether it ran anything.
    private func runLifecycle() -> Bool {
        guard let state = madeState else { return false }
        var ran = false
        let changes = state.pendingChanges
        state.pendingChanges = []
        for change in changes {
            change()
            ran = true
        }
        // What appears and leaves changes only with a read, or when the screen comes back; while
        // it is away (a screen pushed over it) nothing of it appears.
        guard state.lifecycleChanged, !state.isAway else { return ran }
        state.lifecycleChanged = false
        var now: [String: LifecycleRequest] = [:]
        for request in state.lifecycle {
            // Several modifiers at one position (`.onAppear` and `.onDisappear` on one view) join.
            let key = request.key + (request.appear != nil ? "#a" : "#d")
            now[key] = request
        }
        for (key, request) in state.appeared where now[key] == nil {
            state.appeared[key] = nil
            if let disappear = request.disappear {
                disappear()
                ran = true
            }
        }
        for (key, request) in now.sorted(by: { $0.key < $1.key }) {
            if state.appeared[key] == nil, let appear = request.appear {
                appear()
                ran = true
            }
            state.appeared[key] = request
        }
        return ran
    }

    /// The screen comes back (Back to it, its tab chosen again): its views appear again, whether
    /// or not they are read again. A subclass that overrides it calls `super`.
    override open func viewWillAppear() {
        super.viewWillAppear()
        guard let state = madeState, state.isAway else { return }
        state.isAway = false
        state.lifecycleChanged = true
    }

    /// The screen left the page's view (another tab, a screen pushed over it, a sheet closed):
    /// its views' `.onDisappear` actions run, and their `.onAppear` ones run again when it shows.
    override open func viewDidDisappear() {
        super.viewDidDisappear()
        guard let state = madeState, !state.appeared.isEmpty else { return }
        let appeared = state.appeared
        state.appeared = [:]
        state.isAway = true
        for (_, request) in appeared.sorted(by: { $0.key < $1.key }) { request.disappear?() }
    }

    /// Before each Scene: the views are read if they changed, and what they ask to present is
    /// presented (or dismissed), so the bindings and the screen always agree. A subclass that
    /// overrides it calls `super`.
    override open func viewWillLayoutSubviews() {
        // A tab not selected, or a split view's compact column in regular width, is read when it
        // shows: a page with seven tabs of two hundred rows reads one.
        guard isInShownBranch else { return }
        resolveAndRunLifecycle()
        updateSidebar()
        configurePresentation()
        reconcilePresentations()
        reconcilePushes()
    }

    /// Whether this screen is presented (it or a container around it) or pushed above a stack's root.
    private var isPresentedScreen: Bool {
        if let navigation = navigationController, navigation.viewControllers.first !== self { return true }
        var node: PaneKit.ViewController? = chromeOf ?? self
        while let current = node {
            if current.presentingViewController != nil { return true }
            node = current.parent
        }
        return false
    }

    /// Turns the screen's edit mode on or off: every view reads its environment again.
    private func setEditMode(_ mode: EditMode) {
        guard state.editMode != mode else { return }
        state.editMode = mode
        madeBodies?.reset()
        madeView = nil
        revision.advance()
        readingWindow?.refresh.requestUnlessWorking()
    }

    /// A screen whose views describe a sidebar shows the core's sidebar (D-53).
    override open func makeScene(in context: SceneBuildContext) -> SceneNode {
        guard let sidebar = madeSidebar, madeState?.sidebarList != nil else { return super.makeScene(in: context) }
        context.visit(self)
        return sidebar.makeScene(in: context)
    }
}
