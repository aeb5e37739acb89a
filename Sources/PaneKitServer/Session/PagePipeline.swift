import Logging
import PaneKit
import PaneKitHTML

/// One browser page's state and work, synchronous: its app, its window, and the tree it last
/// sent. Each text frame produces exactly one reply (a patch, possibly empty, or an error).
/// ``Session`` runs one on its actor; the instruction-count benchmark drives one on a single
/// thread.
///
/// Pipeline per event: validate → window.send → Scene → render → diff → patch (DESIGN §4).
package final class PagePipeline {
    /// The app and its window, and the address, title and scene storage the tab has.
    let page: AppPage
    /// Keeps the elements of unchanged content and rows between replies.
    let renderer: HTMLRenderer
    /// The tree the page shows, as of the last reply.
    private(set) var tree: HTMLElement
    /// The text field whose typing last changed the URL: its next changes replace that entry.
    private var typingField: NodeID?
    let logger: Logger
    /// Refreshes shared with the server's other pages, and this page's wakes (D-117).
    private let pushes: SharedPushes
    private let wakes: PageWakes
    /// The page took another page's refresh: its tree is that page's, its own controllers have
    /// not seen the change yet. They are brought up to date before its next event.
    private var isBehind = false
    /// What bringing them up to date found besides the Scene, for the next update to send.
    private var carried: Carried?

    /// The URL path the page shows.
    var path: String { page.path }

    /// Creates the page's app for a path and viewport. A path the app does not know leaves it at
    /// its initial state. Rows and elements equal to those of the other pages of `sharing` are
    /// kept once (D-82).
    package init(makeApp: @Sendable () -> any PaneApp, path: String, viewport: Viewport, sceneStorage: [String: String] = [:],
                sharing: PageSharing = PageSharing(), wakes: PageWakes = PageWakes(), logger: Logger) {
        self.wakes = wakes
        page = AppPage(makeApp: makeApp, path: path, viewport: viewport, sceneStorage: sceneStorage, sharedNodes: sharing.nodes)
        renderer = HTMLRenderer(memoizing: true, sharing: sharing.elements)
        pushes = sharing.pushes
        self.logger = logger
        let tree = renderer.render(page.window.scene())
        let place = SharedPushes.Place(path: page.path, viewport: page.window.viewport)
        self.tree = pushes.openingTree(tree, at: place)
        wakes.place = place
    }

    /// Where the page is, for the refreshes it may share: its address and viewport.
    private var place: SharedPushes.Place {
        SharedPushes.Place(path: page.path, viewport: page.window.viewport)
    }

    /// The first message: the whole page for the real viewport, or nothing of it when the page
    /// says (`paint`, its first paint's fingerprint) that it shows this very tree (D-78).
    package func start(paint: String? = nil) -> String {
        let shown = paint != nil && tree.fingerprint == paint
        // The page's URL becomes the app's own form of it, in place (a redirect, not a visit).
        return ServerMessage.patch(sequence: nil, patch: shown ? Patch() : Patch([.replace(key: "root", with: tree)]),
                                   url: page.path, title: page.title, replacesURL: true).json
    }

    /// Handles one text frame and returns the reply. A change the page's own views observe while
    /// it does (its own write) is in the reply, not sent again (`Window.performPageWork(_:)`).
    package func receive(_ text: String) -> String {
        page.perform { handle(text) }
    }

    private func handle(_ text: String) -> String {
        let message: ClientMessage
        do {
            message = try ClientMessage(json: text)
        } catch {
            logger.debug("refused message", metadata: ["reason": "\(error)"])
            return ServerMessage.error(sequence: nil, message: error.description).json
        }
        // The person acted on the tree another page's refresh made: this page's own controllers
        // see the change first, so the event reaches what the page shows (D-117).
        let caughtUp = isBehind
        if caughtUp { catchUp() }
        do {
            var fromHistory = false
            var typing: NodeID?
            var typed: String?
            switch message.kind {
            case .event(let event):
                try page.send(event)
                if case .textChanged(let field, let text) = event { typing = field; typed = text }
            case .history(let newPath):
                fromHistory = true
                // The browser shows that path now; if the app shows it in another form (a
                // compact layout names what it can show), the entry is corrected in place.
                guard page.open(path: newPath) else {
                    return ServerMessage.error(sequence: message.sequence, message: "no page at \(newPath)").json
                }
            }
            // Typing changes the URL (a search) without an entry per keystroke: the first change
            // of a burst in one field pushes, the next ones replace it.
            let before = path
            let reply = reply(sequence: message.sequence, replacesURL: fromHistory || (typing != nil && typing == typingField),
                              typed: typing.flatMap { field in typed.map { (field, $0) } })
            // A field whose typing changed the URL keeps replacing it; typing elsewhere, or
            // anything else, ends the burst.
            typingField = path != before ? typing : (typing == typingField ? typing : nil)
            return reply
        } catch {
            logger.debug("refused event", metadata: ["reason": "\(error)"])
            // What the page's own controllers draw may differ from the refresh it took (a row only
            // that refresh showed, now refused): a refresh of its own sends the difference.
            if caughtUp { page.window.refresh.request() }
            return ServerMessage.error(sequence: message.sequence, message: error.description).json
        }
    }

    /// Brings the page up to date with changes made outside its events (`PageRefresh`):
    /// the patch to send unasked, or nil when the page already shows everything.
    ///
    /// When only shared changes woke the page since its last refresh, a refresh another page at
    /// the same address and viewport computed since the last wake, from this very tree, is taken
    /// as it is (``takeSharedRefresh()``, D-117); a refresh this page computes is offered to the
    /// others so (`offered`).
    package func refresh() -> (message: String?, offered: Bool) {
        if case .taken(let message) = takeSharedRefresh() { return (message, false) }
        let wake = wakes.take()
        let place = self.place
        let began = pushes.current, before = tree
        let (message, shareable) = page.perform { push() }
        // A change of the page's own whose request came while it computed may be in what it
        // computed: not another page's to send.
        guard wake.onlyShared, shareable, wakes.onlyShared else { return (message, false) }
        pushes.record(SharedPushes.Refresh(began: began, before: before, after: tree, message: message), at: place)
        return (message, true)
    }

    /// Takes, when there is one, a refresh another page computed that this page may send as it
    /// is (D-117): its tree becomes the one that refresh ends at. Costs a lookup and, the first
    /// time two pages' trees meet, a comparison; no Scene.
    package func takeSharedRefresh() -> SharedRefresh {
        let wake = wakes.take()
        // A page with something of its own still to send (`carried`) computes its own.
        guard wake.onlyShared, carried == nil, let shared = pushes.refresh(at: place, from: tree, wokenAt: wake.sequence) else {
            // The page computes its own: what woke it is still to be counted then.
            wakes.note(wake)
            return .none
        }
        tree = shared.after
        isBehind = true
        return .taken(shared.message)
    }

    /// Whether a page took another page's refresh (``takeSharedRefresh()``).
    package enum SharedRefresh: Sendable {
        /// None fits: the page computes its own.
        case none
        /// Taken: the message to send, nil when it changes nothing.
        case taken(String?)
    }

    /// The push, and whether another page showing the same tree could send it as it is: it
    /// changes only the tree (no address, title, scene storage or link to open, which are this
    /// page's own).
    private func push() -> (message: String?, shareable: Bool) {
        isBehind = false
        let update = nextUpdate(typed: nil)
        let shareable = update.url == nil && update.title == nil && update.scene == nil && update.open.isEmpty
        guard !update.isEmpty else { return (nil, shareable) }
        // Not the person's doing: the URL changes in place, with no history entry.
        return (ServerMessage.patch(sequence: nil, patch: update.patch, url: update.url, title: update.title, replacesURL: true,
                                    isPush: true, scene: update.scene, open: update.open).json, shareable)
    }

    /// Brings the page's own controllers up to what it shows after it took another page's
    /// refresh: a Scene of its own, whose tree the next reply diffs from the one the page shows,
    /// so any difference is sent then; its address and title, if they moved, go with it.
    /// Called while the page handles an event, which is already the page's own work.
    private func catchUp() {
        isBehind = false
        let update = page.update()
        wakes.place = place
        carried = Carried(path: update.path ?? carried?.path, title: update.title ?? carried?.title,
                          sceneStorage: update.sceneStorage ?? carried?.sceneStorage,
                          open: (carried?.open ?? []) + update.externalURLs)
    }

    /// Calls `wake` whenever something outside the page's events asks for it to be brought up to
    /// date (the host then calls ``refresh()``), saying whether a shared change alone asked
    /// (``PageRefresh/requestAfterSharedChange()``).
    package func onRefreshRequest(_ wake: @escaping @Sendable (_ shared: Bool) -> Void) {
        let wakes = self.wakes, pushes = self.pushes
        page.window.refresh.onRequest(distinguishingShared: { shared in
            wakes.note(PageWakes.Record(sequence: pushes.next(), onlyShared: shared))
            wake(shared)
        })
    }

    /// The reply to an event: the update it made, with the URL pushed or replaced.
    private func reply(sequence: Int?, replacesURL: Bool, typed: (field: NodeID, text: String)? = nil) -> String {
        let update = nextUpdate(typed: typed)
        return ServerMessage.patch(sequence: sequence, patch: update.patch, url: update.url, title: update.title, replacesURL: replacesURL,
                                   scene: update.scene, open: update.open).json
    }

    /// What the page must be told to show what the app shows now: the patch from the tree it has,
    /// and the URL, title and scene storage where they changed, and the links to open. Both a
    /// reply and a push are made of one. `typed` is the text a field sent with the event being
    /// answered: where the app made something else of it, the patch says so.
    private func nextUpdate(typed: (field: NodeID, text: String)?) -> PageUpdate {
        let update = page.update()
        let next = renderer.render(update.scene)
        var patch = NodeDiff.patch(from: tree, to: next)
        tree = next
        if let typed { correct(typed.field, typed: typed.text, in: &patch) }
        let carried = self.carried
        self.carried = nil
        wakes.place = place
        return PageUpdate(patch: patch, url: update.path ?? carried?.path, title: update.title ?? carried?.title,
                          scene: fitting(update.sceneStorage ?? carried?.sceneStorage), open: (carried?.open ?? []) + update.externalURLs)
    }

    /// What a catch-up found to tell the page besides its tree (``catchUp()``).
    private struct Carried {
        let path: String?
        let title: String?
        let sceneStorage: [String: String]?
        let open: [String]
    }

    /// One update of the page, as ``nextUpdate(typed:)`` makes it.
    private struct PageUpdate {
        let patch: Patch
        let url: String?
        let title: String?
        let scene: [String: String]?
        let open: [String]

        /// Whether it tells the page nothing.
        var isEmpty: Bool { patch.operations.isEmpty && url == nil && title == nil && scene == nil && open.isEmpty }
    }

    /// The page shows what was typed, not what the tree last said: when the app made something
    /// else of it (a comma that turned an address into a token) and the render did not change,
    /// the patch would leave the typed text on the page. It gets the field's value instead. A
    /// patch that already sets the field says what it holds; only one that does not looks.
    private func correct(_ field: NodeID, typed text: String, in patch: inout Patch) {
        let key = field.rawValue
        let setsField = patch.operations.contains { operation in
            switch operation {
            case .setAttribute(key, "value", _), .setText(key, _), .replace(key, _): true
            default: false
            }
        }
        guard !setsField, let element = firstElement(where: { $0.key == key }) else { return }
        if element.tag == "textarea" {
            if case .text(let value) = element.content, value != text { patch.operations.append(.setText(key: key, text: value)) }
        } else if let value = element[attribute: "value"], value != text {
            patch.operations.append(.setAttribute(key: key, name: "value", value: value))
        }
    }

    /// Scene storage that changed, when it fits what the tab sends back; else nil.
    private func fitting(_ scene: [String: String]?) -> [String: String]? {
        guard let scene else { return nil }
        guard SceneStorageValues.fits(scene) else {
            // The tab would send back more than the server reads: keep what it has, and say so.
            logger.warning("scene storage not sent: over \(SceneStorageValues.maximumLength) bytes or \(SceneStorageValues.maximumCount) keys")
            return nil
        }
        return scene
    }

    /// The page's current HTML tree (tests).
    package var currentTree: HTMLElement { tree }

    /// The first element of the page's tree, depth first, that `matches`, list rows left out:
    /// the page keeps them as their nodes (D-75), and looking up an id needs none of them made.
    /// Rows inside the element found are kept so too: read them on the page's own executor.
    package func firstElement(where matches: (HTMLElement) -> Bool) -> HTMLElement? {
        func search(_ element: HTMLElement) -> HTMLElement? {
            if case .deferred = element.content { return nil }
            if matches(element) { return element }
            guard case .children(let children) = element.content else { return nil }
            for child in children {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(tree)
    }
}
