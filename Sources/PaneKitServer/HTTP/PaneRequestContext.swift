import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The context of a page's HTTP request: Hummingbird's, plus the peer's address, which decides
/// whether its forwarded headers count (``TrustedProxies``).
struct PaneRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The address the request came from (the proxy's, behind one).
    let peer: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress
    }
}

/// The context of a socket's upgrade request: as ``PaneRequestContext``, with the WebSocket
/// handler Hummingbird keeps there.
struct PaneSocketRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The address the upgrade came from.
    let peer: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        peer = source.channel.remoteAddress
    }
}
