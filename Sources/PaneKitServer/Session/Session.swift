import Logging
import PaneKit
import PaneKitHTML
import Synchronization

/// One browser page: its app, its window, and the tree it last sent, run by a `PagePipeline`
/// on this actor. Events come in one at a time; each produces exactly one reply (a patch,
/// possibly empty, or an error).
///
/// Every session runs on the main actor, as an app's interface does on Apple's platforms: the
/// app is made there, and its views' bodies, their actions and their `@MainActor` models run
/// there (D-93). A machine's other cores serve other processes behind the proxy.
public actor Session {
    private let makeApp: @Sendable () -> any PaneApp
    private let path: String
    private let viewport: Viewport
    private let sceneStorage: [String: String]
    private let logger: Logger
    /// The page, made on the main actor at the session's first use.
    /// What this session holds once and counts with the server's other pages.
    private let sharing: PageSharing
    /// The page's wakes, noted on any thread (D-117).
    private let wakes = PageWakes()
    private lazy var page = PagePipeline(makeApp: makeApp, path: path, viewport: viewport, sceneStorage: sceneStorage,
                                         sharing: sharing, wakes: wakes, logger: logger)

    /// The main actor's executor: the session's work is the app's, and the app's is the main actor's.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    /// Creates the page's app for a path and viewport. A path the app does not know leaves it at
    /// its initial state. The pages of one server share `sharing` (D-82); by default the page
    /// shares nothing.
    public init(makeApp: @escaping @Sendable () -> any PaneApp, path: String, viewport: Viewport, sceneStorage: [String: String] = [:],
                sharing: PageSharing = PageSharing(), logger: Logger) {
        self.makeApp = makeApp
        self.path = path
        self.viewport = viewport
        self.sceneStorage = sceneStorage
        self.sharing = sharing
        self.logger = logger
        sharing.sessionBegan()
    }

    deinit {
        sharing.sessionEnded()
    }

    /// The first message: the whole page for the real viewport, or only what differs from the
    /// first paint when `paint`, the fingerprint the page's first paint carries, says the page
    /// shows this very tree (D-78).
    public func start(paint: String? = nil) -> String { page.start(paint: paint) }

    /// Handles one text frame and returns the reply. A change the page's own views observe while
    /// it does (its own write) is in the reply, not sent again (`Window.performPageWork(_:)`).
    public func receive(_ text: String) -> String { page.receive(text) }

    /// Brings the page up to date with changes made outside its events (`PageRefresh`):
    /// the patch to send unasked, or nil when the page already shows everything. Like the
    /// server's pushes, it may send a refresh another page of the same ``PageSharing`` computed
    /// from the tree this page shows, when nothing but shared changes woke the page (D-117).
    public func refresh() -> String? { page.refresh().message }

    /// ``refresh()``, and whether the refresh was offered to pages showing the same thing (D-117).
    package func refreshOffering() -> (message: String?, offered: Bool) { page.refresh() }

    /// Calls `wake` whenever something outside the page's events asks for it to be brought up to
    /// date (the host then calls ``refresh()``).
    public func onRefreshRequest(_ wake: @escaping @Sendable () -> Void) { page.onRefreshRequest { _ in wake() } }

    /// Calls `wake` as ``onRefreshRequest(_:)`` does, saying whether only a change every page
    /// sees alike asked (``PageRefresh/requestAfterSharedChange()``): such a burst was gathered
    /// where it was announced, and the page may take another page's refresh (D-117).
    package func onRefreshRequest(distinguishingShared wake: @escaping @Sendable (_ shared: Bool) -> Void) {
        page.onRefreshRequest(wake)
    }

    /// Takes a refresh another page computed from the tree this page shows, if there is one
    /// (D-117): cheap, and done without the process's push budget.
    package func takeSharedRefresh() -> PagePipeline.SharedRefresh { page.takeSharedRefresh() }

    /// Whether another page's refresh may fit this page now: false when every one kept began
    /// before this page's last wake, so the page need not look (on the main actor) to know.
    package nonisolated var mayTakeSharedRefresh: Bool { sharing.pushes.mayHaveRefresh(at: wakes.place, after: wakes.sequence) }

    /// The address and viewport the page shows, as of its last update: where refreshes it
    /// could take are kept.
    nonisolated var sharedPlace: SharedPushes.Place? { wakes.place }

    /// The first element of the page's tree that `matches`, list rows left out, its own rows
    /// still kept as their nodes (benchmarks: looking up an id without making every row).
    package func firstElement(where matches: @Sendable (HTMLElement) -> Bool) -> HTMLElement? {
        page.firstElement(where: matches)
    }

    /// The page's current HTML tree, every row made (tests; D-75).
    public var currentTree: HTMLElement { page.currentTree.materialized }
}
