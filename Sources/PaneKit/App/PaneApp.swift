/// An app PaneKit shows: its controller tree for one page (one window), and its state as a URL.
///
/// A renderer's host makes one app per page with the factory it is given — PaneKitServer inside
/// the page's session actor — so an app needs no locks and is never shared between pages. It
/// lives in the core so that apps (and their tests and benchmarks) need no server to be one.
///
/// ```swift
/// final class MailApp: PaneApp {
///     let split = SplitViewController(style: .tripleColumn)
///     var rootViewController: ViewController { split }
///     var path: String { "/mailbox/\(selectedMailbox)" }
///     var title: String { "Mail" }
///     func open(path: String) -> Bool { … }
/// }
/// ```
public protocol PaneApp: AnyObject {
    /// The controller the page shows. It may change after ``open(path:)`` or an event (an app
    /// with several pages); the session follows it.
    var rootViewController: ViewController { get }
    /// Restores the state a URL path names (a deep link, a reload, back or forward). Returns
    /// false when the path names nothing the app knows; the page then answers 404.
    func open(path: String) -> Bool
    /// The URL path of the current state.
    var path: String { get }
    /// The document title for the current state.
    var title: String { get }
    /// Called once when the page goes live — its socket opened, after ``open(path:)`` restored
    /// the URL's state — and never for a first paint over HTTP: a GET must not change shared data
    /// (another site can make a browser send one). Do here what showing the state does to data,
    /// such as marking a shown message read. The default does nothing.
    func didGoLive()
    /// ``didGoLive()``, with the page's refresh: what the app hands to things that change outside
    /// its events (a store's observer, a timer), so they bring the page up to date unasked. The
    /// default calls ``didGoLive()``.
    func didGoLive(refresh: PageRefresh)
    /// What the page keeps for itself across reloads, by key (SwiftUI's `@SceneStorage`): the
    /// host stores it with the browser tab (sessionStorage) and gives it back to the next app of
    /// that tab through ``restore(sceneStorage:)``. The default is empty.
    var sceneStorage: [String: String] { get }
    /// Takes back what ``sceneStorage`` held when the tab last showed the app, before
    /// ``open(path:)``. The default ignores it.
    func restore(sceneStorage: [String: String])
}

extension PaneApp {
    /// Does nothing: most apps change no data by showing it.
    public func didGoLive() {}
    /// Calls ``didGoLive()``.
    public func didGoLive(refresh: PageRefresh) { didGoLive() }
    /// Nothing: the app keeps no scene storage.
    public var sceneStorage: [String: String] { [:] }
    /// Ignores the values: the app keeps no scene storage.
    public func restore(sceneStorage: [String: String]) {}
}
