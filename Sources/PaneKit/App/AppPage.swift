/// One page of an app, whatever draws it: the app, its window, and what the renderer's host last
/// told the page's viewer about its address, title and scene storage.
///
/// The loop every renderer runs lives here once — event → controllers → ``Scene``, and the
/// address, title and scene storage that changed — so a browser page (PaneKitServer's
/// `PagePipeline`) and a terminal (PaneKitTerminal's `TerminalSession`) differ only in how they
/// draw a Scene and read input. Deep links, scene storage and live pushes work the same in both.
public final class AppPage {
    /// The app this page shows.
    public let app: any PaneApp
    /// The app's window.
    public let window: Window
    /// The address the viewer shows, as of the last ``update()``.
    public private(set) var path: String
    /// The title the viewer shows, as of the last ``update()``.
    public private(set) var title: String
    private var sentSceneStorage: [String: String]

    /// Makes the page's app for `path` and `viewport`: what the viewer kept for it
    /// (`sceneStorage`, SwiftUI's `@SceneStorage`) comes back first, then the path's state. A path
    /// the app does not know leaves it at its initial state. With `live`, the app is told it went
    /// live (``PaneApp/didGoLive(refresh:)``): not for a first paint over HTTP, which must change
    /// no data. Rows equal to those of other pages built with the same `sharedNodes` are kept once.
    public init(makeApp: () -> any PaneApp, path: String, viewport: Viewport, breakpoints: SizeClassBreakpoints = .standard,
                idiom: Idiom? = nil, sceneStorage: [String: String] = [:], sharedNodes: SharedNodes? = nil, live: Bool = true) {
        let app = makeApp()
        app.restore(sceneStorage: sceneStorage)
        let window = Window(viewport: viewport, breakpoints: breakpoints, idiom: idiom)
        if let sharedNodes { window.sharedNodes = sharedNodes }
        window.rootViewController = app.rootViewController
        _ = app.open(path: path)
        if live { app.didGoLive(refresh: window.refresh) }
        window.rootViewController = app.rootViewController
        self.app = app
        self.window = window
        self.path = app.path
        self.title = app.title
        sentSceneStorage = app.sceneStorage
    }

    /// Hands an event to the window. Spec: every statement an event can reach.
    public func send(_ event: PaneEvent) throws(EventError) {
        try window.send(event)
    }

    /// Restores the state `path` names (back, forward, a link). The viewer already shows that
    /// address: a later ``update()`` reports it only if the app writes it another way.
    public func open(path newPath: String) -> Bool {
        guard app.open(path: newPath) else { return false }
        path = newPath
        return true
    }

    /// What the viewer must be told to show what the app shows now: the Scene, and the address,
    /// title and scene storage where they changed since the last update, and the links to open.
    public func update() -> Update {
        // An app may show another root for another page.
        if window.rootViewController !== app.rootViewController { window.rootViewController = app.rootViewController }
        let scene = window.scene()
        let newPath = app.path, newTitle = app.title, storage = app.sceneStorage
        defer {
            path = newPath
            title = newTitle
            sentSceneStorage = storage
        }
        return Update(scene: scene, path: newPath != path ? newPath : nil, title: newTitle != title ? newTitle : nil,
                      sceneStorage: storage != sentSceneStorage ? storage : nil, externalURLs: window.takeExternalURLs())
    }

    /// Runs `body` as the page's own work: changes it makes reach the viewer in the update that
    /// follows, not as a refresh (``Window/performPageWork(_:)``).
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try window.performPageWork(body)
    }

    /// One update of the page: the Scene to draw, and what else changed.
    public struct Update {
        /// What the window shows now.
        public var scene: Scene
        /// The new address; nil when unchanged.
        public var path: String?
        /// The new title; nil when unchanged.
        public var title: String?
        /// The new scene storage; nil when unchanged.
        public var sceneStorage: [String: String]?
        /// Web and mail addresses the app asked to open (``Window/openExternal(_:)``).
        public var externalURLs: [String]
    }
}
