import PaneKit
import PostboxKit

/// A Postbox page for a test: an app on `store` in a window of the given size (a fine pointer
/// above 600 points unless told otherwise, as a desktop; else a touch screen).
struct PostboxPage {
    let store: MailStore
    let app: PostboxApp
    let window: Window

    init(_ store: MailStore, width: Double, height: Double, pointer: PointerKind? = nil, tabs: Bool = false) {
        self.store = store
        if tabs { try? store.chooseTabs() }
        app = PostboxApp(store: store)
        window = Window(viewport: Viewport(width: width, height: height, pointer: pointer ?? (width > 600 ? .fine : .coarse)))
        window.rootViewController = app.rootViewController
        app.didGoLive(refresh: window.refresh)  // as a page's session does
    }

    /// A page on a new in-memory store holding `messages` sample messages.
    init(sample messages: Int, width: Double, height: Double, pointer: PointerKind? = nil, tabs: Bool = false) throws {
        let store = try MailStore()
        try SampleMailbox.populate(store, messages: messages)
        self.init(store, width: width, height: height, pointer: pointer, tabs: tabs)
    }

    /// The store, the app and the window, to bind at once.
    var parts: (MailStore, PostboxApp, Window) { (store, app, window) }
}

extension MailStore {
    /// Saves the settings of a person who chose the tab bar for compact width (the default is
    /// Mail's one stack), as Settings would.
    func chooseTabs() throws {
        try setSetting("settings", #"{"compactStyle":"tabs"}"#)
    }
}
