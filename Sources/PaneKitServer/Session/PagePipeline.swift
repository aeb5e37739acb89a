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

    /// The URL path the page shows.
    var path: String { page.path }

    /// Creates the page's app for a path and viewport. A path the app does not know leaves it at
    /// its initial state. Rows and elements equal to those of the other pages of `sharing` are
    /// kept once (D-82).
    package init(makeApp: @Sendable () -> any PaneApp, path: String, viewport: Viewport, sceneStorage: [String: String] = [:],
                sharing: PageSharing = PageSharing(), logger: Logger) {
        page = AppPage(makeApp: makeApp, path: path, viewport: viewport, sceneStorage: sceneStorage, sharedNodes: sharing.nodes)
        renderer = HTMLRenderer(memoizing: true, sharing: sharing.elements)
        self.logger = logger
        self.tree = renderer.render(page.window.scene())
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
            return ServerMessage.error(sequence: message.sequence, message: error.description).json
        }
    }

    /// Brings the page up to date with changes made outside its events (`PageRefresh`):
    /// the patch to send unasked, or nil when the page already shows everything.
    package func refresh() -> String? {
        page.perform { push() }
    }

    private func push() -> String? {
        let update = nextUpdate(typed: nil)
        guard !update.isEmpty else { return nil }
        // Not the person's doing: the URL changes in place, with no history entry.
        return ServerMessage.patch(sequence: nil, patch: update.patch, url: update.url, title: update.title, replacesURL: true,
                                   isPush: true, scene: update.scene, open: update.open).json
    }

    /// Calls `wake` whenever something outside the page's events asks for it to be brought up to
    /// date (the host then calls ``refresh()``).
    package func onRefreshRequest(_ wake: @escaping @Sendable () -> Void) {
        page.window.refresh.onRequest(wake)
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
        return PageUpdate(patch: patch, url: update.path, title: update.title, scene: fitting(update.sceneStorage), open: update.externalURLs)
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
