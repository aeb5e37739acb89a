import Synchronization

/// Brings a window's page up to date when something changes outside its events — another page's
/// action, a timer, an import: call ``request()`` from any thread, and the page's host builds a
/// new Scene and sends what changed, unasked (DESIGN §1: changes that did not come from the page
/// enter the same way). Requests made while the page handles an event or builds a Scene are
/// covered by that event's reply and not sent twice.
public final class PageRefresh: Sendable {
    private let handler = Mutex<(@Sendable () -> Void)?>(nil)

    /// A refresh that does nothing until a host listens (a window no page shows).
    public init() {}

    /// Asks for the page to be brought up to date; any thread may call it, as often as it likes
    /// (the host coalesces requests).
    public func request() {
        let handler = self.handler.withLock { $0 }
        handler?()
    }

    /// What the host does on a request: wake the page's session. Set by the host, once.
    public func onRequest(_ handler: @escaping @Sendable () -> Void) {
        self.handler.withLock { $0 = handler }
    }
}
