import PaneKit

/// An app, as SwiftUI's `App`: `@main` on a type conforming to it runs the app with the runner its
/// target links — PaneKitServer serves it to browsers.
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
@MainActor @preconcurrency
public protocol App: SendableMetatype {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's windows.
    @SceneBuilder var body: Body { get }
    /// Makes the app; one per page.
    init()
}

extension App {
    /// Runs the app until stopped (Control-C), as SwiftUI's `App.main()` runs it: with the
    /// runner the app's target links (`AppRunners.runner(for:)`, PaneKit): PaneKitServer's serves it
    /// to browsers, PaneKitTerminal's shows it in the terminal (`app tui`). With none linked it
    /// says what to add and exits.
    public static func main() async throws {
        guard let (runner, arguments) = AppRunners.runner(for: Array(CommandLine.arguments.dropFirst())) else {
            FileHandle.standardError.write(Data("""
                \(Self.self) links no runner, so nothing can show it. Add PaneKitServer to the app's target in \
                Package.swift to serve it to browsers: .product(name: "PaneKitServer", package: "PaneKit")

                """.utf8))
            exit(1)
        }
        await runner.run(appName: String(describing: Self.self), arguments: arguments) {
            // Pages are made on the main actor, where their sessions run (D-93).
            MainActor.assumeIsolated { AppHost<Self>() }
        }
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`: here, its window.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this one is made of.
    associatedtype Body: Scene
    /// What this scene is made of.
    @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}

extension Scene where Body == Never {
    /// A scene PaneKitUI shows itself has no body.
    public var body: Never { fatalError("\(Self.self) is shown by PaneKitUI, not through its body") }
}

/// Builds an app's scenes, as SwiftUI's `@SceneBuilder`: a window group, and other windows and
/// Settings beside it.
@resultBuilder
public enum SceneBuilder {
    /// A scene, as it is.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// One scene, as it is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes: the first window group is the page, the others open over it.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }
    /// An `if` without `else`: the scene, or none.
    public static func buildOptional(_ content: (any Scene)?) -> _TupleScene { _TupleScene(scenes: content.map { [$0] } ?? []) }
    /// `if #available`: the scene as it is.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _TupleScene { _TupleScene(scenes: [content]) }
}

/// Several scenes built by a ``SceneBuilder``.
nonisolated public struct _TupleScene: Scene {
    /// Shown by PaneKitUI itself.
    public typealias Body = Never
    let scenes: [any Scene]
}

/// The window of an app, as SwiftUI's `WindowGroup`: each browser page is one. A second window
/// group, opened with `openWindow(id:)` or `openWindow(value:)`, shows over the page as a sheet
/// (a browser page has one window).
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// Shown by PaneKitUI itself.
    public typealias Body = Never
    let content: () -> Content
    let id: String?
    let title: String?
    /// The value the window shows, for a group made `for:` a type (`openWindow(value:)`).
    let presented: PresentedValue?

    /// A window showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) { self.init(title: nil, id: nil, content: content) }
    /// A window titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }
    /// A window with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.text, id: nil, content: content)
    }
    /// A window that `openWindow(id:)` opens.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { self.init(title: nil, id: id, content: content) }
    /// A titled window that `openWindow(id:)` opens.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }
    /// A window with a localized title that `openWindow(id:)` opens.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.text, id: id, content: content)
    }
    /// A window showing `makeContent`'s view, as SwiftUI's `WindowGroup(makeContent:)` (a
    /// trailing closure takes ``init(content:)``).
    @_disfavoredOverload
    public init(makeContent: @escaping () -> Content) { self.init(title: nil, id: nil, content: makeContent) }
    /// A window that `openWindow(id:)` opens, as SwiftUI's `WindowGroup(id:makeContent:)`.
    @_disfavoredOverload
    public init(id: String, makeContent: @escaping () -> Content) { self.init(title: nil, id: id, content: makeContent) }
    /// A titled window showing `makeContent`'s view, as SwiftUI's `WindowGroup(_:makeContent:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, makeContent: @escaping () -> Content) {
        self.init(title: String(title), id: nil, content: makeContent)
    }
    /// A titled window that `openWindow(id:)` opens, as SwiftUI's `WindowGroup(_:id:makeContent:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, makeContent: @escaping () -> Content) {
        self.init(title: String(title), id: id, content: makeContent)
    }

    /// A window for a value of `type` that `openWindow(value:)` opens, as SwiftUI's
    /// `WindowGroup(for:content:)`: `content` gets a binding to the value.
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, for: type, content: content)
    }

    /// A titled window for a value of `type`.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(_ title: S, for type: D.Type,
                                                                                 @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, for: type, content: content)
    }

    /// A window for a value of `type` with an id.
    public init<D: Decodable & Encodable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, for: type, content: content)
    }

    /// A titled window for a value of `type` with an id, as SwiftUI's `WindowGroup(_:id:for:content:)`.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(_ title: S, id: String, for type: D.Type,
                                                                                 @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, for: type, content: content)
    }

    /// A window for a value of `type`, `defaultValue` when opened without one, as SwiftUI's
    /// `WindowGroup(for:content:defaultValue:)`.
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                             defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    /// A titled window for a value of `type`, with a default value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(_ title: S, for type: D.Type,
                                                                                 @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                                 defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    /// A window for a value of `type` with an id and a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                             defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, for: type, content: content, defaultValue: defaultValue)
    }

    /// A titled window for a value of `type` with an id and a default value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(_ title: S, id: String, for type: D.Type,
                                                                                 @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                                 defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, for: type, content: content, defaultValue: defaultValue)
    }

    private init<D: Hashable, C: View>(title: String?, id: String?, for type: D.Type, content: @escaping (Binding<D>) -> C,
                                       defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, for: type) { (value: Binding<D?>) in
            content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
        }
    }

    private init<D: Hashable, C: View>(title: String?, id: String?, for type: D.Type, content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        let presented = PresentedValue(type: D.self)
        self.title = title
        self.id = id
        self.presented = presented
        self.content = { PresentedWindowContent(content: content(Binding(get: { presented.value as? D }, set: { presented.value = $0 }))) }
    }

    private init(title: String?, id: String?, content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
        presented = nil
    }
}

/// The view of a window group made `for:` a type, as SwiftUI's `PresentedWindowContent`.
nonisolated public struct PresentedWindowContent<Data, Content: View>: View {
    let content: Content
    /// The window's view.
    public var body: Content { content }
}

/// The value a window group made `for:` a type shows.
final class PresentedValue {
    let type: Any.Type
    var value: Any?
    init(type: Any.Type) { self.type = type }
}

/// A single window, as SwiftUI's `Window`: opened over the page with `openWindow(id:)`, or the
/// page itself when it is the app's first scene.
nonisolated public struct Window<Content: View>: Scene {
    /// Shown by PaneKitUI itself.
    public typealias Body = Never
    let group: WindowGroup<Content>

    /// A window titled `title` with an id for `openWindow(id:)`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        group = WindowGroup(title, id: id, content: content)
    }

    /// A window with a localized title.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        group = WindowGroup(titleKey, id: id, content: content)
    }
}

/// The app's settings, as SwiftUI's `Settings` scene: on a Mac's web page ⌘, opens them over the
/// page as a sheet, as ⌘, opens a Mac app's Settings window.
nonisolated public struct Settings<Content: View>: Scene {
    /// Shown by PaneKitUI itself.
    public typealias Body = Never
    let content: () -> Content

    /// Settings showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
}

/// Opens a window of the app, as SwiftUI's `OpenWindowAction` (`@Environment(\.openWindow)`):
/// the window group or window with that id (or for that value's type) shows over the page as a
/// sheet.
public struct OpenWindowAction {
    let open: (_ id: String?, _ value: AnyHashable?) -> Void

    /// Opens the window with `id`.
    public func callAsFunction(id: String) { open(id, nil) }
    /// Opens the window group made for `value`'s type, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { open(nil, AnyHashable(value)) }
    /// Opens the window with `id`, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { open(id, AnyHashable(value)) }
}

/// Closes a window of the app, as SwiftUI's `DismissWindowAction`.
public struct DismissWindowAction {
    let dismiss: (_ id: String?) -> Void

    /// Closes the window this view is in.
    public func callAsFunction() { dismiss(nil) }
    /// Closes the window with `id`.
    public func callAsFunction(id: String) { dismiss(id) }
}

/// One page's app: the `App` value, the page's state, and the controllers showing its window.
///
/// It is the main actor's, as the app is: the page's session runs there and calls it there (D-93).
@MainActor
final class AppHost<A: App>: @preconcurrency PaneApp {
    let app = A()
    let storage = ViewStorage()

    private(set) lazy var rootViewController: PaneKit.ViewController = {
        let app = self.app
        // The app's own `@State` and `@SceneStorage` live with the page's, as its views' do.
        storage.link(app, at: "app", environment: EnvironmentValues())
        let scenes = Self.scenes(of: app.body)
        guard let window = scenes.windows.first else { return PaneKit.ViewController(title: "No Window") }
        var environment = EnvironmentValues()
        let others = WindowsOverPage(windows: Array(scenes.windows.dropFirst()), settings: scenes.settings, storage: storage)
        environment.openWindow = OpenWindowAction { [weak others] id, value in others?.open(id: id, value: value) }
        environment.dismissWindow = DismissWindowAction { [weak others] id in others?.close(id: id) }
        let root = Hosts.controller(storage: storage, path: "app", environment: environment, view: window.makeContent)
        others.root = root
        others.environment = environment
        windowsOverPage = others
        if scenes.settings != nil {
            root.keyCommands.append(KeyCommand("Settings…", input: ",", modifiers: [.command]) { [weak others] in others?.openSettings() })
        }
        return root
    }()
    /// The app's windows other than the page, and its Settings, opened over the page.
    private var windowsOverPage: WindowsOverPage?

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

    /// The windows and Settings of the app's scenes, found through the scenes they are made of.
    static func scenes(of scene: any Scene) -> (windows: [any WindowGroupScene], settings: (() -> any View)?) {
        if let group = scene as? any WindowGroupScene { return ([group], nil) }
        if let window = scene as? any WindowScene { return ([window.windowGroup], nil) }
        if let settings = scene as? any SettingsScene { return ([], settings.makeContent) }
        if let tuple = scene as? _TupleScene {
            var windows: [any WindowGroupScene] = [], settings: (() -> any View)?
            for scene in tuple.scenes {
                let found = scenes(of: scene)
                windows += found.windows
                settings = settings ?? found.settings
            }
            return (windows, settings)
        }
        if scene is Never { return ([], nil) }
        return scenes(of: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

/// A page's other windows and its Settings: each opens over the page as a sheet.
@MainActor
final class WindowsOverPage {
    let windows: [any WindowGroupScene]
    let settings: (() -> any View)?
    let storage: ViewStorage
    weak var root: PaneKit.ViewController?
    var environment = EnvironmentValues()
    /// The windows open now, by id ("settings" for Settings).
    private var open: [String: PaneKit.ViewController] = [:]

    init(windows: [any WindowGroupScene], settings: (() -> any View)?, storage: ViewStorage) {
        self.windows = windows
        self.settings = settings
        self.storage = storage
    }

    /// Opens the window with `id`, or the one made for `value`'s type, showing `value`.
    func open(id: String?, value: AnyHashable?) {
        let window = windows.first { group in
            if let id { return group.id == id }
            guard let value, let presented = group.presented else { return false }
            return type(of: value.base) == presented.type
        }
        guard let window else { return }
        window.presented?.value = value?.base
        show(window.makeContent, key: window.id ?? "window\(windows.firstIndex { $0.id == window.id } ?? 0)", title: window.title)
    }

    func openSettings() {
        guard let settings else { return }
        show(settings, key: "settings", title: "Settings")
    }

    /// Closes the window with `id`, or the one on top.
    func close(id: String?) {
        let key = id ?? open.keys.sorted().last
        guard let key, let controller = open[key] else { return }
        open[key] = nil
        controller.dismiss()
    }

    private func show(_ makeContent: @escaping () -> any View, key: String, title: String?) {
        guard let root, open[key] == nil else { return }
        var environment = self.environment
        environment.dismissWindow = DismissWindowAction { [weak self] _ in self?.close(id: key) }
        let controller = Hosts.controller(storage: storage, path: "window-" + key, environment: environment, view: makeContent)
        if let title, controller.title == nil { controller.title = title }
        controller.modalPresentationStyle = .formSheet
        open[key] = controller
        root.present(controller)
    }
}

/// A ``WindowGroup`` of any content type.
protocol WindowGroupScene {
    var makeContent: () -> any View { get }
    var id: String? { get }
    var title: String? { get }
    var presented: PresentedValue? { get }
}

extension WindowGroup: WindowGroupScene {
    var makeContent: () -> any View { { self.content() } }
}

/// A ``Window`` of any content type.
protocol WindowScene {
    var windowGroup: any WindowGroupScene { get }
}

extension Window: WindowScene {
    var windowGroup: any WindowGroupScene { group }
}

/// A ``Settings`` scene of any content type.
protocol SettingsScene {
    var makeContent: () -> any View { get }
}

extension Settings: SettingsScene {
    var makeContent: () -> any View { { self.content() } }
}
