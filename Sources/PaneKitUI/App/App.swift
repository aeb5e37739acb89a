import PaneKit
import PaneKitServer
import ServerCommandLine

/// An app, as SwiftUI's `App`: `@main` on a type conforming to it serves the app to browsers.
///
/// ```swift
/// @main
/// struct MailApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `swift run` then prints the link to open (`--port`, `--host`, or `PANEKIT_PORT` and
/// `PANEKIT_HOST` in the environment, choose where it listens). Each browser page gets an app of
/// its own, with its own state.
public protocol App: SendableMetatype {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's windows.
    @SceneBuilder var body: Body { get }
    /// Makes the app; one per page.
    init()
}

extension App {
    /// Serves the app until stopped (Control-C), as SwiftUI's `App.main()` runs it.
    public static func main() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        if let port = environment["PANEKIT_PORT"], !arguments.contains("--port") { arguments += ["--port", port] }
        if let host = environment["PANEKIT_HOST"], !arguments.contains("--host") { arguments += ["--host", host] }
        let options = ServerOptions.parseOrExit(arguments)
        ServerLogging.bootstrap()
        let name = String(describing: Self.self)
        let server = PaneServer(configuration: options.configuration(appName: name, defaultPort: 8080)) { AppHost<Self>() }
        do {
            try await server.serve(announcing: name)
        } catch {
            ServerOptions.exit(withError: error)
        }
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`: here, its window.
public protocol Scene {
    /// The type of scene this one is made of.
    associatedtype Body: Scene
    /// What this scene is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// A scene PaneKitUI shows itself has no body.
    public var body: Never { fatalError("\(Self.self) is shown by PaneKitUI, not through its body") }
}

/// Builds an app's scene, as SwiftUI's `@SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// One scene, as it is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// The window of an app, as SwiftUI's `WindowGroup`: each browser page is one.
public struct WindowGroup<Content: View>: Scene {
    /// Shown by PaneKitUI itself.
    public typealias Body = Never
    let content: () -> Content

    /// A window showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
}

/// One page's app: the `App` value, the page's state, and the controllers showing its window.
final class AppHost<A: App>: PaneApp {
    let app = A()
    let storage = ViewStorage()
    private(set) lazy var rootViewController: PaneKit.ViewController = {
        let app = self.app
        // The app's own `@State` and `@SceneStorage` live with the page's, as its views' do.
        storage.link(app, at: "app", environment: EnvironmentValues())
        guard let window = Self.windowGroup(of: app.body) else { return PaneKit.ViewController(title: "No Window") }
        return Hosts.controller(storage: storage, path: "app", view: window)
    }()

    /// The path the views on screen name with `.pagePath`, else "/".
    var path: String { PageURL.path(of: rootViewController) }
    var title: String { rootViewController.title ?? String(describing: A.self) }

    /// Gives the path to the views' `.onOpenURL`; any path opens the app, which shows the state
    /// the views made of it (and its own form of the URL).
    func open(path: String) -> Bool {
        PageURL.open(path, in: rootViewController)
        return true
    }

    /// What the views' `@SceneStorage` holds, kept with the browser tab.
    var sceneStorage: [String: String] { storage.scene.values }
    func restore(sceneStorage: [String: String]) { storage.scene.restore(sceneStorage) }

    /// The views of the app's window group, found through the scenes it is made of.
    static func windowGroup(of scene: any Scene) -> (() -> any View)? {
        if let group = scene as? any WindowGroupScene { return group.makeContent }
        if scene is Never { return nil }
        return windowGroup(of: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

/// A ``WindowGroup`` of any content type.
protocol WindowGroupScene {
    var makeContent: () -> any View { get }
}

extension WindowGroup: WindowGroupScene {
    var makeContent: () -> any View { { self.content() } }
}
