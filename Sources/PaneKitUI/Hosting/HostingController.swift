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

    private let revision = Revision()
    private var resolvedRevision = -1
    private var resolvedTraits: Traits?
    /// The window's traits as this screen last looked them up, and whether they may have
    /// changed since (the window says so through ``traitsDidChange(previous:)``).
    private var knownTraits: Traits?
    private var traitsAreUnknown = true
    /// What the views said at the last read and what this screen shows for them, made at the
    /// first read: a screen that never shows (a tab not chosen) does not carry it (D-52).
    private var state: HostedScreen {
        if let madeState { return madeState }
        let state = HostedScreen()
        madeState = state
        return state
    }
    fileprivate var madeState: HostedScreen?
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
    private weak var chromeOf: PaneKit.ViewController?

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
    private var readingWindow: PaneKit.Window? { chromeOf?.window ?? window }

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
    private let drawnRevision = Revision()

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
        // Bar buttons: the views' when they name any, none when they stop naming them, else what
        // code set. They are assigned only when what they show changes (an assignment draws the
        // screen again); their actions, new at every resolve, are reached through `barActions`.
        let namesBarItems = !screen.leadingItems.isEmpty || !screen.trailingItems.isEmpty
        let toolbar = screen.toolbarItems
        let namesToolbarItems = !toolbar.isEmpty
        let named = [Array(screen.leadingItems.prefix(1)), screen.leadingItems.dropFirst() + screen.trailingItems, toolbar]
        // Each item's action, then its menu's (``PaneKit/Menu/routed(from:to:)``).
        state.barActions.actions = named.flatMap { $0.flatMap { [$0.action] + ($0.menu?.handlers ?? []) } }
        let shown = named.map {
            $0.map { BarItemLook(title: $0.title, symbol: $0.symbol, role: $0.role, isStatus: $0.isStatus, isEnabled: $0.isEnabled,
                                 style: $0.style, menu: $0.menu?.shape, hasPrimaryAction: $0.hasPrimaryAction) }
        }
        if shown != state.shownBarItems {
            state.shownBarItems = shown
            var index = 0
            let items = named.map { place in
                place.map { item -> BarButtonItem in
                    let action = index
                    index += 1
                    if item.isStatus { return BarButtonItem(status: item.title) }
                    let run = { [barActions = state.barActions] (index: Int) in barActions.run(index) }
                    var button: BarButtonItem
                    if let menu = item.menu {
                        let routed = menu.routed(from: &index, to: run)
                        button = item.hasPrimaryAction
                            ? BarButtonItem(item.title, symbol: item.symbol, role: item.role, menu: routed) { run(action) }
                            : BarButtonItem(item.title, symbol: item.symbol, menu: routed)
                    } else {
                        button = BarButtonItem(item.title, symbol: item.symbol, role: item.role) { run(action) }
                    }
                    button.isEnabled = item.isEnabled
                    button.style = item.style
                    return button
                }
            }
            state.placedBarItems = items.flatMap { $0 }
            if namesBarItems || state.applied.namesBarItems {
                navigationItem.leadingItem = items[0].first
                navigationItem.trailingItems = items[1]
            }
            // The bottom toolbar shows while the views name items for it (SwiftUI's `.bottomBar`).
            if namesToolbarItems || state.applied.namesToolbarItems { toolbarItems = items[2] }
        }
        if let navigation = navigationController, navigation.topViewController === self,
           namesToolbarItems || state.applied.namesToolbarItems || navigation is HostingNavigationController {
            navigation.isToolbarHidden = !namesToolbarItems
            // Shown for views' items, it goes when the top has none (Back to a screen without).
            if namesToolbarItems { navigation.toolbarFollowsTopItems = true }
        }
        if screen.presentations.contains(where: { $0.popover?.recordedItem != nil }) || !state.placedForNamed.isEmpty {
            state.placedForNamed = Dictionary(zip(named.flatMap { $0 }.map(\.id), state.placedBarItems)) { first, _ in first }
        }
        // Keyboard shortcuts, assigned when what they show changes; actions through `keyActions`.
        state.keyActions.actions = screen.keyShortcuts.map(\.action)
        let shortcuts = screen.keyShortcuts.map(\.look)
        if shortcuts != state.shownKeyShortcuts {
            state.shownKeyShortcuts = shortcuts
            keyCommands = screen.keyShortcuts.enumerated().map { index, shortcut in
                KeyCommand(shortcut.title, input: shortcut.key.input, modifiers: shortcut.modifiers.paneKit) { [keyActions = state.keyActions] in
                    keyActions.run(index)
                }
            }
        }
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

    // MARK: Sidebar (D-53)

    /// The sidebar that draws the views when they are a list drawn as a sidebar, alone.
    private var madeSidebar: SidebarController?

    /// The list drawn as a sidebar `views` are, when they are one alone.
    private static func sidebarList(in views: [any PaneKit.View]) -> SidebarList? {
        guard views.count == 1 else { return nil }
        if let list = views[0] as? SidebarList { return list }
        if let slot = views[0] as? SlotView { return sidebarList(in: slot.slot.content) }
        if let group = views[0] as? PaneKit.ViewGroup { return sidebarList(in: group.views) }
        return nil
    }

    /// Gives the sidebar what the views say: its sections when they were read again, the
    /// selection, and the expansion their bindings hold.
    private func updateSidebar() {
        guard let list = madeState?.sidebarList else {
            if let sidebar = madeSidebar {
                sidebar.removeFromParent()
                madeSidebar = nil
            }
            return
        }
        let sidebar: SidebarController
        if let made = madeSidebar {
            sidebar = made
        } else {
            sidebar = SidebarController()
            sidebar.headerMode = .supplementary
            addChild(sidebar)
            madeSidebar = sidebar
        }
        let bindings = list.expansionBindings
        if state.sidebarBuild != buildCount {
            state.sidebarBuild = buildCount
            sidebar.sections = list.sections
            sidebar.onSelect = { tag in list.choose(tag) }
            let kept = list.customization
            sidebar.onCustomizationChange = { customization in
                for (id, isExpanded) in bindings where isExpanded.wrappedValue == customization.collapsed.contains(id) {
                    isExpanded.wrappedValue = !customization.collapsed.contains(id)
                }
                if let kept, kept.wrappedValue.stored != customization { kept.wrappedValue = SidebarListCustomization(stored: customization) }
            }
        }
        if sidebar.title != title { sidebar.title = title }
        if sidebar.isEditing != list.isEditing { sidebar.isEditing = list.isEditing }
        if sidebar.preferredRowSize != list.rowSize { sidebar.preferredRowSize = list.rowSize }
        // The selection and the expansion the bindings hold, read as the sidebar is drawn: a change
        // draws it again without reading any view.
        let drawnRevision = self.drawnRevision, refresh = readingWindow?.refresh
        let redraw: @Sendable () -> Void = {
            drawnRevision.advance()
            refresh?.requestUnlessWorking()
        }
        let selected = list.selectedTag(watches, redraw)
        if sidebar.selection != selected { sidebar.selection = selected }
        let (kept, expanded) = watches.read(at: path + "#expansion", onChange: redraw) {
            (list.customization?.wrappedValue.stored, bindings.map { $0.isExpanded.wrappedValue })
        }
        var customization = kept ?? sidebar.customization
        for ((id, _), isExpanded) in zip(bindings, expanded) {
            if isExpanded { customization.collapsed.remove(id) } else { customization.collapsed.insert(id) }
        }
        if customization != sidebar.customization { sidebar.customization = customization }
    }

    override open func makeScene(in context: SceneBuildContext) -> SceneNode {
        guard let sidebar = madeSidebar, madeState?.sidebarList != nil else { return super.makeScene(in: context) }
        context.visit(self)
        return sidebar.makeScene(in: context)
    }

    /// Pushes the screen a binding asks for onto this screen's stack, pops it when the binding
    /// lets go, and lets go of the binding when the person goes back.
    private func reconcilePushes() {
        guard madeState?.pushed != nil || madeState?.pushRequests.isEmpty == false,
              let navigation = navigationController else { return }
        if let current = state.pushed, !navigation.viewControllers.contains(where: { $0 === current.controller }) {
            // The person went back: the Bool goes back to false, the item to nil, and what the
            // pushed views kept goes with them.
            state.pushed = nil
            storage.remove(under: current.key + "/destination")
            current.reset()
            return
        }
        let wanted = state.pushRequests.first { $0.isPresented }
        if let current = state.pushed {
            if let wanted, wanted.key == current.key, wanted.identity == current.identity { return }
            state.pushed = nil
            storage.remove(under: current.key + "/destination")
            if let index = navigation.viewControllers.firstIndex(where: { $0 === current.controller }), index > 0 {
                _ = try? navigation.pop(to: navigation.viewControllers[index - 1])
            }
        }
        guard let wanted, navigation.viewControllers.last === self else { return }
        let screen = HostingController(storage: storage, path: wanted.key + "/destination", stack: stack,
                                       environment: environment, makeView: wanted.make)
        guard (try? navigation.push(screen)) != nil else { return }
        state.pushed = (wanted.key, wanted.identity, screen, wanted.reset)
    }

    private func reconcilePresentations() {
        let wanted = state.requests.first { $0.isPresented }
        if let current = state.active {
            if let wanted, wanted.key == current.key, wanted.identity == current.identity {
                pointPopover(of: wanted, current.controller)
                return
            }
            // The state no longer asks for it (or asks for another item): it closes.
            state.active = nil
            // From its presenter: it goes with whatever it presented in turn (SH-8).
            current.controller.presentingViewController?.dismiss()
            storage.remove(under: current.key + "/presented")
            current.request.onDismiss?()
        }
        // SH-9, SH-21: the presenter this screen's sheets come from shows one presentation; a
        // request while it is busy waits, and shows once that one goes.
        guard let wanted, presentationContext?.presentedViewController == nil else { return }
        var environment = wanted.environment
        environment.adopt(readingWindow?.traits)
        // A presented screen's inspector is a sheet over it (SB-12).
        environment.inspectorPlacement = .sheet
        let controller = wanted.make(storage, wanted.key + "/presented", environment) { [weak self] in
            self?.presentationEnded(key: wanted.key)
        }
        controller.presentationController?.delegate = self
        pointPopover(of: wanted, controller)
        state.active = (wanted.key, wanted.identity, controller, wanted)
        if chromeOf != nil { presentationContext?.present(controller) } else { present(controller) }
    }

    /// The controller this screen's presentations come from (SH-9): the presented screen it is
    /// in, else the window's main interface.
    private var presentationContext: PaneKit.ViewController? {
        var node: PaneKit.ViewController = self
        while node.presentingViewController == nil, let parent = node.parent { node = parent }
        return node.presentingViewController != nil ? node : readingWindow?.rootViewController
    }

    /// Where the popover (or confirmation dialog) of `request` points: the bar button this screen
    /// put for the one its toolbar item made, else the node its view was drawn as (D-55, D-56).
    private func pointPopover(of request: PresentationRequest, _ controller: PaneKit.ViewController) {
        guard let source = request.popover else { return }
        let placedForNamed = state.placedForNamed
        let placed = { (item: BarButtonItem) in placedForNamed[item.id] }
        if let dialog = controller as? ConfirmationDialog {
            // D-56: a confirmation dialog points at its toolbar button, else at its view.
            source.point(dialog, placed: placed)
        } else if let popover = controller.popoverPresentationController {
            source.presented = popover
            source.point(popover, placed: placed)
        }
    }

    /// Where the popover at `key` points, kept across reads (D-55).
    func popoverSource(at key: String) -> PopoverSource {
        if let source = state.popoverSources[key] { return source }
        let source = PopoverSource()
        state.popoverSources[key] = source
        return source
    }

    /// The presentation closed by itself (a swipe, Escape, `dismiss()`): the binding goes back.
    private func presentationEnded(key: String) {
        guard let current = state.active, current.key == key else { return }
        state.active = nil
        // What the presented views kept goes with them, as in SwiftUI.
        storage.remove(under: current.key + "/presented")
        current.request.reset()
        current.request.onDismiss?()
    }

    /// Applies what the views ask of the sheet this screen is in (detents, grabber, modality).
    private func configurePresentation() {
        guard !state.sheetConfiguration.isEmpty, let presented = presentedRoot else { return }
        if let detents = state.sheetConfiguration.detents, let sheet = presented.sheetPresentationController {
            let wanted = detents.map { $0.paneKit }
            if sheet.detents.map({ $0.identifier }) != wanted.map({ $0.identifier }) { sheet.detents = wanted }
        }
        if let grabber = state.sheetConfiguration.grabber, let sheet = presented.sheetPresentationController {
            let visible = grabber == .visible
            if sheet.prefersGrabberVisible != visible { sheet.prefersGrabberVisible = visible }
        }
        if let modal = state.sheetConfiguration.modal, presented.isModalInPresentation != modal { presented.isModalInPresentation = modal }
        if let interaction = state.sheetConfiguration.backgroundInteraction, let sheet = presented.sheetPresentationController {
            let undimmed: SheetPresentationController.Detent.Identifier? = switch interaction.kind {
            case .automatic, .disabled: nil
            case .enabled: sheet.detents.last?.identifier
            case .upThrough(let detent): detent.identifier
            }
            if sheet.largestUndimmedDetentIdentifier != undimmed { sheet.largestUndimmedDetentIdentifier = undimmed }
        }
        if let selection = state.sheetConfiguration.selection, let sheet = presented.sheetPresentationController {
            let detents = state.sheetConfiguration.detents ?? []
            let shown = sheet.selectedDetentIdentifier ?? sheet.detents.first?.identifier
            if state.appliedDetent != nil, let shown, shown != state.appliedDetent, let moved = detents.first(where: { $0.identifier == shown }) {
                // The person dragged the sheet: the binding follows.
                state.appliedDetent = shown
                if selection.wrappedValue != moved { selection.wrappedValue = moved }
            } else if selection.wrappedValue.identifier != shown {
                // The binding changed: the sheet moves.
                sheet.selectedDetentIdentifier = selection.wrappedValue.identifier
                state.appliedDetent = selection.wrappedValue.identifier
            } else {
                state.appliedDetent = shown
            }
        }
    }

    /// Pushes the screen a `NavigationLink` opens onto this screen's stack.
    func push(_ makeView: @escaping () -> any View) {
        guard let navigation = navigationController else { return }
        let screen = HostingController(storage: storage, path: path + "/push\(navigation.viewControllers.count)", stack: stack,
                                       environment: environment, makeView: makeView)
        try? navigation.push(screen)
    }

    /// `dismiss()`: closes the presentation this screen is in, else pops it off its stack.
    func dismissScreen() {
        if let presented = presentedRoot {
            presented.dismiss()
            (presented as? HostingController ?? (presented as? NavigationController)?.viewControllers.first as? HostingController)?
                .onDismissed?()
        } else if let navigation = navigationController, navigation.viewControllers.count > 1, navigation.topViewController === self {
            _ = navigation.pop()
        }
    }

    /// This screen or the ancestor of it that is presented.
    var presentedRoot: PaneKit.ViewController? {
        // A chrome configures the sheet its container is (`.presentationDetents` around a stack).
        var controller: PaneKit.ViewController? = chromeOf ?? self
        while let current = controller {
            if current.presentingViewController != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// Opens the screen for `value`: appended to the stack's path when it has one (the stack
    /// follows), else pushed with the destination registered for its type.
    func push(value: AnyHashable) {
        if let path = stack?.path() {
            path.set(path.get() + [value])
            return
        }
        guard let destination = stack?.destination(for: value.base) else { return }
        push { destination(value.base) }
        stack?.pushedValues.append(value)
    }

    /// Brings the column after this one forward in a split view (a selection in the sidebar shows
    /// what it selected, also on a phone).
    func showNextColumn() {
        guard let split = splitViewController else { return }
        let columns: [SplitViewController.Column] = [.primary, .supplementary, .secondary]
        guard let mine = columns.first(where: { column in
            let controller = split.viewController(for: column)
            return controller === self || (controller as? NavigationController)?.viewControllers.first === self
        }) else { return }
        let hasSupplementary = split.viewController(for: .supplementary) != nil
        let next: SplitViewController.Column? = switch mine {
        case .primary: hasSupplementary ? .supplementary : .secondary
        case .supplementary: .secondary
        default: nil
        }
        if let next { split.show(next) }
    }
}

extension HostingController: PresentationControllerDelegate {
    /// The person closed what this screen presented (a swipe, Escape, a tap outside).
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        guard let key = madeState?.active?.key else { return }
        presentationEnded(key: key)
    }
}

/// The navigation controller of a ``NavigationStack``: before each Scene, a Back the person took
/// shortens the path, and a path changed in code pushes and pops to match it.
final class HostingNavigationController: NavigationController, ChromeCarrying {
    /// The modifiers around the stack's view (D-91).
    var chrome: HostingController?
    let stack: StackCoordinator
    private let root: HostingController

    init(root: HostingController, stack: StackCoordinator) {
        self.stack = stack
        self.root = root
        super.init(root: root)
        // SwiftUI's stacks show a titled root large on iOS and iPadOS (NV-13).
        prefersLargeTitles = true
    }

    override func viewWillLayoutSubviews() {
        chrome?.layOutAsChrome()
        // Screens the person popped leave the path.
        let shown = max(0, viewControllers.count - 1)
        if shown < stack.pushedValues.count {
            stack.pushedValues.removeLast(stack.pushedValues.count - shown)
            stack.path()?.set(stack.pushedValues)
        }
        defer {
            // SwiftUI's toolbar shows while the top screen has `.bottomBar` items.
            if isInShownBranch, let top = topViewController as? HostingController {
                top.resolveIfNeeded()
                isToolbarHidden = top.toolbarItems.isEmpty
            }
        }
        guard let path = stack.path() else { return }
        // The root registers the destinations the path needs.
        root.resolveIfNeeded()
        let wanted = path.get()
        guard wanted != stack.pushedValues else { return }
        // Keep what both agree on, pop the rest, push what the path adds.
        var common = 0
        while common < min(wanted.count, stack.pushedValues.count), wanted[common] == stack.pushedValues[common] { common += 1 }
        if viewControllers.count > common + 1 { _ = try? pop(to: viewControllers[common]) }
        stack.pushedValues = Array(stack.pushedValues.prefix(common))
        for value in wanted.dropFirst(common) {
            guard let destination = stack.destination(for: value.base) else { break }
            let screen = HostingController(storage: root.storage, path: root.path + "/push\(viewControllers.count)", stack: stack,
                                           environment: root.environment) { destination(value.base) }
            try? push(screen)
            stack.pushedValues.append(value)
        }
    }
}

/// What a bar button shows: buttons that show the same are not assigned again.
struct BarItemLook: Equatable {
    let title: String
    let symbol: String?
    let role: PaneKit.ButtonRole?
    let isStatus: Bool
    let isEnabled: Bool
    let style: PaneKit.BarButtonItem.Style
    let menu: [MenuShape]?
    let hasPrimaryAction: Bool
}

/// The actions of the bar buttons a screen's views named at its last resolve.
final class BarActions {
    var actions: [() -> Void] = []
    func run(_ index: Int) { if actions.indices.contains(index) { actions[index]() } }
}

/// A counter any thread may move on (observation reports changes from the writer's thread).
final class Revision: Sendable {
    private let storage = Atomic(0)
    var value: Int { storage.load(ordering: .relaxed) }
    func advance() { storage.add(1, ordering: .relaxed) }
}

/// What a `NavigationStack` knows: the destinations its screens registered, by value type, its
/// path binding, and the values of the screens pushed for values.
final class StackCoordinator {
    private var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The stack's path binding, from the current view (nil: none).
    let path: () -> PathBinding?
    /// The values of the pushed screens, in order.
    var pushedValues: [AnyHashable] = []

    init(path: @escaping () -> PathBinding? = { nil }) { self.path = path }

    func register(_ new: [ObjectIdentifier: (Any) -> any View]) {
        destinations.merge(new) { _, latest in latest }
    }

    func destination(for value: Any) -> ((Any) -> any View)? {
        destinations[ObjectIdentifier(type(of: value))]
    }
}
