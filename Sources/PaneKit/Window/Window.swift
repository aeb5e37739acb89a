import Foundation
/// Hosts one tree of view controllers at one size: the unit a session or a test drives.
///
/// A window turns a ``Viewport`` into ``Traits``, numbers its controllers, runs updates so that
/// appearance callbacks fire once per change in will→did pairs (SV-M1), builds ``Scene``s, and
/// routes ``PaneEvent``s to the controls of the last Scene.
///
/// ```swift
/// let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
/// window.rootViewController = split
/// let scene = window.scene()
/// try window.send(.viewportChanged(Viewport(width: 390, height: 844)))
/// ```
public final class Window {
    /// The current traits, derived from the last viewport.
    public private(set) var traits: Traits
    /// Where size classes change; changing them re-derives the traits.
    public var breakpoints: SizeClassBreakpoints {
        didSet { applyViewport(viewport) }
    }
    /// An idiom to use whatever the viewport says.
    public var pinnedIdiom: Idiom? {
        didSet { applyViewport(viewport) }
    }
    /// The last viewport the renderer reported; ``setViewport(_:)`` changes it.
    public private(set) var viewport: Viewport

    /// Receives things the core ignored on purpose (DESIGN §3: show/hide forwarded to nothing).
    public var diagnosticHandler: ((Diagnostic) -> Void)?

    /// Whether something changed since the last ``scene()``.
    public private(set) var needsSceneUpdate = true

    private var nextControllerNumber = 1
    private var updateDepth = 0
    private var isReconciling = false
    private var needsReconcile = false
    private var onScreen: [ViewController] = []
    /// The controllers the last Scene showed, with the content revision each showed.
    private var shown: [(controller: ViewController, revision: Int)] = []
    var actions = ActionTable()
    /// Sheets put aside to make room for another (`restoringPrevious`), with the controller that
    /// presents them again when the newer one goes (D-23).
    var restoreQueue: [(controller: ViewController, presenter: ViewController)] = []
    /// Whether a split view was ever inside another container here: then every update checks
    /// that nested split views follow their columns' widths (D-64).
    var hasNestedSplitViews = false
    /// Completions to run once the current update's appearance callbacks are done (SH-8).
    var afterUpdate: [() -> Void] = []

    /// The text field the person is typing in, if any.
    public internal(set) var focusedNode: NodeID?
    /// The row actions people reached for last (a swipe began, a menu opened): built in full,
    /// where every other row's wait for a tap (``RowActions``).
    var revealedActions: NodeID?

    /// The rows the other pages of this window's host built, kept once for all of them (D-82):
    /// a server gives each page's window its table; nil (the default) keeps the page's own.
    public var sharedNodes: SharedNodes?

    /// The longest text a `.textChanged` event may carry (a bad or hostile client cannot make a
    /// controller hold megabytes per keystroke).
    public var maximumTextLength = 100_000
    /// The most rows a `.listScrolled` event may say are visible at once.
    public static let maximumVisibleRows = 10_000
    var hasBuiltScene = false
    /// Above zero while the window handles an event or builds a Scene: changes then reach the
    /// page in that event's reply, so they ask for no refresh.
    var busyDepth = 0

    /// How code outside the page's events asks for the page to be brought up to date (another
    /// page changed the data it shows, a timer fired): any thread may call
    /// `window.refresh.request()`. ``ViewController/setNeedsUpdate()`` called outside an event
    /// requests it too.
    public let refresh = PageRefresh()

    /// Addresses the app asked the browser to open, in a tab of their own, since the last message
    /// (SwiftUI's `openURL`): web and mail addresses only, so a page can run no script this way.
    private var externalURLs: [String] = []

    /// Asks the browser to open `url` in a tab of its own, with the next message to the page.
    /// Only `http`, `https`, `mailto` and `tel` addresses are opened; returns whether it will be.
    @discardableResult
    public func openExternal(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), ["http", "https", "mailto", "tel"].contains(scheme) else { return false }
        externalURLs.append(url.absoluteString)
        return true
    }

    /// The addresses ``openExternal(_:)`` was given since the last call, for the page's next message.
    public func takeExternalURLs() -> [String] {
        defer { externalURLs = [] }
        return externalURLs
    }

    /// A window for a viewport. `breakpoints` decide the size classes; `idiom` pins the idiom
    /// instead of deriving it.
    public init(viewport: Viewport, breakpoints: SizeClassBreakpoints = .standard, idiom: Idiom? = nil) {
        self.viewport = viewport
        self.breakpoints = breakpoints
        self.pinnedIdiom = idiom
        self.traits = Traits(viewport: viewport, breakpoints: breakpoints, idiom: idiom)
    }

    /// The controller the window shows. Setting it attaches the new tree (its controllers get ids
    /// and appear) and detaches the old one (its controllers disappear).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            performUpdate {
                // Presentations belong to the main interface they were presented over.
                if let presented = oldValue?.presentedViewController {
                    dismiss(presented, userInitiated: false, completion: nil)
                }
                restoreQueue = []
                oldValue?.hostingWindow = nil
                if let root = rootViewController {
                    // A controller that is someone's child leaves that container to become the root.
                    root.removeFromParent()
                    root.hostingWindow = self
                    adopt(root)
                    for controller in root.subtree { controller.traitsDidChange(previous: nil) }
                }
            }
        }
    }

    // MARK: Viewport

    /// Applies a new viewport: traits change, containers adapt (a split view collapses or
    /// expands, SV-K1), then every controller hears ``ViewController/traitsDidChange(previous:)``.
    public func setViewport(_ newViewport: Viewport) {
        applyViewport(newViewport)
    }

    private func applyViewport(_ newViewport: Viewport) {
        let previous = traits
        viewport = newViewport
        let next = Traits(viewport: newViewport, breakpoints: breakpoints, idiom: pinnedIdiom)
        guard next != previous else { return }
        performUpdate {
            traits = next
            let controllers = allControllers
            for controller in controllers { controller.adaptToWindowTraits(from: previous, to: next) }
            for controller in controllers { controller.traitsDidChange(previous: previous) }
        }
    }

    // MARK: Scene

    /// Builds the Scene of what the window shows now, with every interactive node's action.
    public func scene() -> Scene {
        busyDepth += 1
        defer { busyDepth -= 1 }
        layOutControllers()
        let table = ActionTable(focusedNode: focusedNode, revealedActions: revealedActions)
        let context = SceneBuildContext(includesContent: true, actions: table)
        var scene = buildScene(in: context)
        scene.keyCommands = keyCommandScenes(of: context.visited, in: context)
        shown = zip(context.visited, context.shownRevisions).map { (controller: $0, revision: $1) }
        table.finishBuild()
        actions = table
        // Focus leaves with its text field.
        if let focused = focusedNode, table[focused] == nil { focusedNode = nil }
        hasBuiltScene = true
        needsSceneUpdate = false
        return scene
    }

    /// Runs the page's own work — an event and its reply, a push — so that a change its screens'
    /// content revisions reflect, made meanwhile (``PageRefresh/requestUnlessWorking()``), asks
    /// for a refresh afterwards only if the last Scene does not show it.
    public func performPageWork<T>(_ body: () throws -> T) rethrows -> T {
        refresh.beginWork()
        defer {
            if refresh.endWork(), !showsLatestContent { refresh.request() }
        }
        return try body()
    }

    /// Whether every controller the last Scene showed showed the content its revision names now.
    var showsLatestContent: Bool {
        shown.allSatisfy { $0.controller.contentRevision == $0.revision }
    }

    /// Tells every controller a Scene is coming (``ViewController/viewWillLayoutSubviews()``): the
    /// main interface's, then each presented one's, including those presented on the way.
    private func layOutControllers() {
        func walk(_ controller: ViewController, shown: Bool) {
            controller.isInShownBranch = shown
            controller.viewWillLayoutSubviews()
            for child in controller.children { walk(child, shown: shown && controller.shows(child)) }
        }
        if let rootViewController { walk(rootViewController, shown: true) }
        var visited = Set<ObjectIdentifier>()
        while let next = presentedViewControllers.first(where: { !visited.contains(ObjectIdentifier($0)) }) {
            visited.insert(ObjectIdentifier(next))
            walk(next, shown: true)
        }
    }

    /// The main interface (unless a full-screen presentation covers it) and the presentations.
    private func buildScene(in context: SceneBuildContext) -> Scene {
        let chain = presentedViewControllers
        let layouts = chain.map { presentationLayout(for: $0) }
        // A popover pointing at a bar button needs to know where the bars drew their buttons.
        context.recordsBarItemNodes = chain.contains {
            ($0.activePresentationController as? PopoverPresentationController)?.sourceItem != nil || ($0 as? ConfirmationDialog)?.sourceItem != nil
        }
        // Whatever a full-screen presentation covers is off screen (SH-7's converse).
        let firstShown = layouts.lastIndex { $0.appearance == .fullScreen } ?? -1
        let root = firstShown >= 0 ? nil : rootViewController?.makeScene(in: context)
        var presentations: [PresentationScene] = []
        for (index, presented) in chain.enumerated() where index >= firstShown {
            presentations.append(presentationScene(for: presented, layout: layouts[index], in: context))
        }
        return Scene(traits: traits, root: root, presentations: presentations, tintColor: rootViewController?.tintColor,
                     breakpoints: breakpoints)
    }

    func setNeedsSceneUpdate() {
        needsSceneUpdate = true
        if busyDepth == 0 { refresh.request() }
    }

    // MARK: Updates

    /// Runs `body` as one update: when the outermost update ends, appearance callbacks fire for
    /// every controller that came on or went off screen, then invariants are checked.
    func performUpdate<T>(_ body: () throws -> T) rethrows -> T {
        updateDepth += 1
        defer {
            updateDepth -= 1
            if updateDepth == 0 {
                // D-64: nested split views follow their columns' widths.
                if hasNestedSplitViews {
                    for controller in allControllers where controller is SplitViewController && controller.parent != nil {
                        controller.adaptToOwnTraits()
                    }
                }
                reconcileAppearance()
                for controller in allControllers { controller.runOwnInvariantChecks() }
                checkPresentationInvariants()
                let completions = afterUpdate
                afterUpdate = []
                for completion in completions { completion() }
            }
        }
        needsSceneUpdate = true
        return try body()
    }

    /// Sends will/did appearance callbacks so that exactly the controllers in the Scene are
    /// appeared. Containers call it in the middle of a transition where the spec orders callbacks
    /// (DESIGN §3, delegate order). Spec: SV-M1.
    func reconcileAppearance() {
        if isReconciling {
            needsReconcile = true
            return
        }
        isReconciling = true
        defer { isReconciling = false }
        var rounds = 0
        repeat {
            needsReconcile = false
            rounds += 1
            let now = controllersOnScreen()
            // Focus leaves with the screen of its text field.
            if let focused = focusedNode, let owner = controller(owning: focused), !now.contains(where: { $0 === owner }) {
                focusedNode = nil
            }
            let leaving = onScreen.filter { old in !now.contains { $0 === old } }
            let entering = now.filter { new in !onScreen.contains { $0 === new } }
            onScreen = now
            for controller in leaving {
                controller.appearanceState = .disappearing
                controller.viewWillDisappear()
            }
            for controller in entering {
                controller.appearanceState = .appearing
                controller.viewWillAppear()
            }
            for controller in leaving {
                controller.appearanceState = .disappeared
                controller.viewDidDisappear()
            }
            for controller in entering {
                controller.appearanceState = .appeared
                controller.viewDidAppear()
            }
        } while needsReconcile && rounds < 16
    }

    private func controllersOnScreen() -> [ViewController] {
        let context = SceneBuildContext(includesContent: false, actions: ActionTable())
        _ = buildScene(in: context)
        var seen = Set<ObjectIdentifier>()
        return context.visited.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Welcomes `controller` and its descendants into this window: each gets an id from this
    /// window (a tree moved from another window is renumbered), then containers lay out.
    func adopt(_ controller: ViewController) {
        let me = ObjectIdentifier(self)
        let members = controller.subtree
        for member in members where member.id == nil || member.idWindow != me {
            member.id = ControllerID(nextControllerNumber)
            member.idWindow = me
            nextControllerNumber += 1
        }
        for member in members { member.windowDidAttach() }
    }

    func report(_ diagnostic: Diagnostic) {
        diagnosticHandler?(diagnostic)
    }
}

/// Something the core chose to ignore, reported for logs and tests.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What was ignored and why, in words for a log.
    public var message: String

    /// A diagnostic with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
