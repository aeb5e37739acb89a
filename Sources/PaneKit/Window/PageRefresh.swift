import Synchronization

/// Brings a window's page up to date when something changes outside its events — another page's
/// action, a timer, an import: call ``request()`` from any thread, and the page's host builds a
/// new Scene and sends what changed, unasked (DESIGN §1: changes that did not come from the page
/// enter the same way). Requests made while the page handles an event or builds a Scene are
/// covered by that event's reply and not sent twice.
public final class PageRefresh: Sendable {
    /// The host's handler, boxed: a closure stored as the mutex's own value was wrapped in two
    /// more reabstraction thunks at every `withLock` (its `inout` access writes the value back),
    /// so each request made the next one deeper — after a few thousand requests a page's wake
    /// walked thousands of thunks, and a thousand pages spent half the server's CPU there.
    private let handler = Mutex<Handler?>(nil)

    private final class Handler: Sendable {
        let wake: @Sendable (_ shared: Bool) -> Void
        init(_ wake: @escaping @Sendable (_ shared: Bool) -> Void) { self.wake = wake }
    }

    /// A refresh that does nothing until a host listens (a window no page shows).
    public init() {}

    /// Asks for the page to be brought up to date; any thread may call it, as often as it likes
    /// (the host coalesces requests).
    public func request() {
        let handler = self.handler.withLock { $0 }
        handler?.wake(false)
    }

    /// Asks for the page to be brought up to date after a change that every page observing it
    /// sees alike — a write to data the pages share, such as a store — and nothing else: a host
    /// may then give pages that show the same thing, at the same address and viewport, one
    /// refresh computed once (D-117). A change of the page's own state asks with ``request()``.
    public func requestAfterSharedChange() {
        let handler = self.handler.withLock { $0 }
        handler?.wake(true)
    }

    /// The depth of the page's own work under way (an event and its reply, a push), and whether
    /// a change came during it.
    private let working = Atomic(0)
    private let changedDuringWork = Atomic(false)

    /// Asks for the page to be brought up to date unless the page's own work is under way (an
    /// event, a push), whose Scene may show the change already: the page is then refreshed after
    /// that work only if what it showed is not the content its screens' revisions name now
    /// (``Window/performPageWork(_:)``). For changes a screen's ``ViewController/contentRevision``
    /// reflects: a page's own write that its views observe would otherwise be sent twice.
    public func requestUnlessWorking() {
        if working.load(ordering: .acquiring) > 0 {
            changedDuringWork.store(true, ordering: .releasing)
        } else {
            request()
        }
    }

    /// The page's own work starts.
    func beginWork() {
        working.add(1, ordering: .acquiringAndReleasing)
    }

    /// The page's own work ends: whether a change came during it, to be checked.
    func endWork() -> Bool {
        guard working.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 else { return false }
        return changedDuringWork.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// What the host does on a request: wake the page's session. Set by the host, once.
    public func onRequest(_ handler: @escaping @Sendable () -> Void) {
        self.handler.withLock { $0 = Handler { _ in handler() } }
    }

    /// What the host does on a request, told whether it followed a shared change alone
    /// (``requestAfterSharedChange()``). Set by the host, once.
    public func onRequest(distinguishingShared handler: @escaping @Sendable (_ shared: Bool) -> Void) {
        self.handler.withLock { $0 = Handler(handler) }
    }
}
