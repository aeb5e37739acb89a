import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import PaneKit
import PaneKitHTML

/// Serves a PaneKit app to browsers: first paint over HTTP for any URL, then one WebSocket and
/// one ``Session`` per page (DESIGN §4, docs/protocol.md).
///
/// ```swift
/// let server = PaneServer(configuration: .init(port: 8080)) { MailApp() }
/// try await server.run()
/// ```
public struct PaneServer: Sendable {
    /// How a server listens and who may use it (SECURITY.md).
    public struct Configuration: Sendable {
        /// The address to listen on: `127.0.0.1` (the default) lets only this machine in;
        /// `0.0.0.0` or a network address lets others reach the port, and then the server demands
        /// its ``token``.
        public var host: String
        /// The port to listen on; 0 asks the system for a free one (``Listening/port`` says which).
        public var port: Int
        /// The app's name, the title of pages without their own.
        public var appName: String
        /// Host names the server answers besides its own addresses, as a reverse proxy forwards
        /// them: `mail.example.com` at any port, `mail.example.com:8443` at that one. A request for
        /// any other name is refused (421), so that a site pointing its name at this machine
        /// (DNS rebinding) gets nothing.
        public var allowedHosts: Set<String>
        /// The secret every request must carry (given once as `?token=…`, then kept in a cookie).
        /// When nil, a server on loopback demands none and one beyond loopback makes a random one.
        public var token: AccessToken?
        /// How fast one page may send messages.
        public var rateLimit: MessageRateLimit
        /// Proxies on other machines whose `X-Forwarded-Proto` counts (IP addresses); a proxy on
        /// this machine always counts, anyone else's header is ignored.
        public var trustedProxies: Set<String>

        /// A configuration; the defaults listen on 127.0.0.1:8080 with no token.
        public init(host: String = "127.0.0.1", port: Int = 8080, appName: String = "PaneKit", allowedHosts: Set<String> = [],
                    token: AccessToken? = nil, rateLimit: MessageRateLimit = MessageRateLimit(), trustedProxies: Set<String> = []) {
            self.host = host
            self.port = port
            self.appName = appName
            self.allowedHosts = allowedHosts
            self.token = token
            self.rateLimit = rateLimit
            self.trustedProxies = trustedProxies
        }

        /// Whether `address` can be one of ``trustedProxies``: an IPv4 or IPv6 address.
        public static func isValidProxyAddress(_ address: String) -> Bool { TrustedProxies.isAddress(address) }

        /// Whether `name` can be one of ``allowedHosts``: a host name or IP literal, with an
        /// optional port (`mail.example.com`, `mail.example.com:8443`, `[fd00::1]`).
        public static func isValidHost(_ name: String) -> Bool { HostName(name) != nil }
    }

    /// How many connections may wait to be accepted. Pages come in bursts: all of a node's pages
    /// reconnect at once after a restart, and the soak opens a thousand in a second. With
    /// Hummingbird's default of 256, a busy server's queue can overflow, and the kernel then drops
    /// handshakes; the kernel caps this at `net.core.somaxconn`.
    static let acceptBacklog = 4096

    /// Where a server listens and who can reach it, once it listens.
    public struct Listening: Sendable {
        /// The port it listens on (the system's choice when the configuration asked for 0).
        public let port: Int
        /// The link to open: `http://host:port/`, with `?token=…` when the server demands one.
        public let url: String
        /// True when only this machine can reach the server (it listens on loopback).
        public let isLocalOnly: Bool

        /// Who can reach the server, in words.
        public var reach: String {
            isLocalOnly
                ? "only this computer can reach it"
                : "anyone who can reach port \(port) of this computer can connect, and only with this link (it holds the access token); for TLS, put it behind a proxy (docs/deploy.md)"
        }
    }

    /// How the server listens and who may use it.
    public let configuration: Configuration
    /// The token every request must carry: the configured one, a random one when the server
    /// listens beyond loopback without one, or nil (loopback, none configured).
    public let token: AccessToken?
    let makeApp: @Sendable () -> any PaneApp
    let logger: Logger
    /// What this server's pages hold once and count together (D-82): its own, not the process's.
    public let sharing = PageSharing()

    /// A server that makes one app per page with `makeApp`.
    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "panekit"),
                makeApp: @escaping @Sendable () -> any PaneApp) {
        self.configuration = configuration
        self.token = configuration.token ?? (HostPolicy.isLoopback(configuration.host) ? nil : .random())
        self.makeApp = makeApp
        self.logger = logger
        MemoryArenas.useOne()
    }

    /// Runs until SIGINT or SIGTERM, then closes connections gracefully. `onListening` is called
    /// once the server listens; an address that cannot be bound (a port in use, an unknown host)
    /// throws.
    public func run(onListening: @escaping @Sendable (Listening) async -> Void = { _ in }) async throws {
        try await application(onListening: onListening).runService()
    }

    /// The Hummingbird application.
    public func application(onListening: @escaping @Sendable (Listening) async -> Void = { _ in }) -> some ApplicationProtocol {
        let assets = Assets.load()
        let listeningPort = ListeningPort(configuration.port)
        let policy = HostPolicy(listeningOn: configuration.host, allowedHosts: configuration.allowedHosts,
                                machineNames: Self.machineNames())
        let access = ServerAccess(policy: policy, token: token, listeningPort: listeningPort)
        let proxies = TrustedProxies(configuration.trustedProxies)
        let router = Router(context: PaneRequestContext.self)
        router.get("/health") { _, _ in "ok" }
        // This server's sessions alive: made for a page and not yet freed (a page that closed its
        // socket frees its session; SECURITY.md, the soak test).
        let sharing = self.sharing
        router.get("/health/sessions") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "{\"sessions\":\(sharing.sessionCount)}")))
        }
        router.get("/panekit/**") { request, _ -> Response in
            let name = String(request.uri.path.dropFirst("/panekit/".count))
            guard let asset = assets[name] else { return Response(status: .notFound) }
            var headers = HTTPFields()
            headers[.contentType] = asset.contentType
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
        }
        let makeApp = self.makeApp
        let configuration = self.configuration
        let page: @Sendable (Request, PaneRequestContext) async throws -> Response = { request, _ in
            let path = request.uri.path
            let viewport = ViewportGuess.viewport(cookie: Self.cookie("pk-viewport", in: request.headers[.cookie]),
                                                  userAgent: request.headers[.userAgent])
            let appName = configuration.appName
            // Apps are made and drawn on the main actor, as every session's are (D-93).
            let (found, html) = await MainActor.run { Self.firstPaint(makeApp: makeApp, path: path, viewport: viewport, appName: appName) }
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.contentSecurityPolicy] = Page.contentSecurityPolicy
            headers[.cacheControl] = "no-store"
            headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
            headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
            return Response(status: found ? .ok : .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
        }
        router.get("/", use: page)
        router.get("/**", use: page)
        // The page's socket, asked for without an upgrade (a refused upgrade gets 400 before this).
        router.get("/panekit/socket") { _, _ -> Response in
            var response = Response.plainText(.upgradeRequired, "This address is the page's WebSocket.\n")
            response.headers[.upgrade] = "websocket"
            return response
        }

        let socketRouter = Router(context: PaneSocketRequestContext.self)
        let pushBudget = PushBudget()
        let logger = self.logger
        socketRouter.ws("/panekit/socket") { request, context in
            // A refused upgrade is answered 400 by the upgrade handler, before any session exists.
            guard access.allowsSocket(host: request.head.authority, origin: request.headers[.origin], cookies: request.headers[.cookie],
                                      overHTTPS: proxies.overHTTPS(forwardedProto: request.headers[.forwardedProto], peer: context.peer),
                                      secondHost: request.headers[.secondHost] != nil) else {
                logger.warning("refused a socket", metadata: ["host": "\(ServerAccess.loggable(request.head.authority))",
                                                              "origin": "\(ServerAccess.loggable(request.headers[.origin]))"])
                return .dontUpgrade
            }
            let query = Self.query(request.uri.query)
            guard query["v"] == "1", (try? ViewportGuess.viewport(query: query)) != nil else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let query = Self.query(context.request.uri.query)
            guard let viewport = try? ViewportGuess.viewport(query: query) else { return }
            let path = query["path"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/"
            var sessionLogger = logger
            sessionLogger[metadataKey: "session"] = "\(SessionID.make())"
            let session = Session(makeApp: makeApp, path: path, viewport: viewport,
                                  sceneStorage: SceneStorageValues.decode(query["scene"]), sharing: sharing, logger: sessionLogger)
            sessionLogger.info("session opened", metadata: ["path": "\(path)"])
            // Changes made outside the page's events wake it; wakes in a burst make one push.
            let (wakes, wake) = AsyncStream<Bool>.makeStream(bufferingPolicy: .bufferingNewest(1))
            let turn = WriteTurn()
            // A page that kept its first paint says which: if the session draws the same, the
            // first message changes nothing on it (D-78).
            let paint = query["paint"].flatMap { $0.utf8.count == 16 ? $0 : nil }
            // The socket is read as the page sends, its pings answered, while the page's task
            // waits for the main actor, where every session runs (D-93).
            let incoming = InboundQueue<Inbound>(capacity: 64)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    defer { Task { await incoming.finish() } }
                    // The first message leaves first: a push waits for the turn.
                    try await turn.run {
                        await session.onRefreshRequest(distinguishingShared: { wake.yield($0) })
                        try await outbound.write(.text(await session.start(paint: paint)))
                    }
                    while let item = await incoming.next() {
                        switch item {
                        case .text(let text): try await turn.run { try await outbound.write(.text(await session.receive(text))) }
                        case .reply(let reply): try await turn.run { try await outbound.write(.text(reply)) }
                        }
                    }
                }
                group.addTask {
                    for await shared in wakes {
                        // At most one push a frame: the changes of a burst arrive together. A
                        // shared change's burst was gathered where it was announced (D-117).
                        if !shared { try await Task.sleep(for: .milliseconds(16)) }
                        try await Self.push(session: session, turn: turn, budget: pushBudget) { try await outbound.write(.text($0)) }
                    }
                }
                var limit = configuration.rateLimit
                for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
                    if !limit.allows() {
                        await incoming.put(.reply(ServerMessage.error(sequence: nil, message: "too many messages: at most \(Int(limit.perSecond)) a second").json))
                    } else if case .text(let text) = message {
                        await incoming.put(.text(text))
                    } else {
                        await incoming.put(.reply(ServerMessage.error(sequence: nil, message: "binary messages are not accepted").json))
                    }
                }
                // The page is gone: what it sent is handled, then the pushes stop.
                await incoming.finish()
                wake.finish()
            }
            sessionLogger.info("session closed")
        }

        return Application(
            responder: ServerResponder(access: AccessMiddleware(access: access, proxies: proxies, logger: logger), routes: router.buildResponder()),
            server: .http1WebSocketUpgrade(
                webSocketRouter: socketRouter,
                configuration: .init(ws: .init(maxFrameSize: ClientMessage.maximumSize, extensions: [MessageCompression.socketExtension]))
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: configuration.appName,
                                 backlog: Self.acceptBacklog),
            onServerRunning: { [configuration, token] channel in
                let port = channel.localAddress?.port ?? configuration.port
                listeningPort.set(port)
                let url = Self.url(host: configuration.host, port: port, token: token)
                await onListening(Listening(port: port, url: url, isLocalOnly: HostPolicy.isLoopback(configuration.host)))
            },
            logger: logger
        )
    }

    /// Sends a page what changed outside its events: a refresh another page computed from the same
    /// tree is taken at once (D-117); else the page's own is computed within the process's budget
    /// for pushes and in the page's turn, and written after the budget is handed on, so a page
    /// that stops reading holds up only itself (D-45).
    static func push(session: Session, turn: WriteTurn, budget: PushBudget, write: @escaping @Sendable (String) async throws -> Void) async throws {
        while true {
            // A refresh another page computed from this page's tree costs a lookup: no budget (D-117).
            let taken: Bool? = !session.mayTakeSharedRefresh ? false : try await turn.runIfFree {
                guard case .taken(let message) = await session.takeSharedRefresh() else { return false }
                if let message { try await write(message) }
                return true
            }
            switch taken {
            case true?: return
            case false?: break
            case nil:
                await turn.waitUntilFree()
                continue
            }
            guard await budget.acquire(at: session.sharedPlace) == .granted else { continue }
            if Task.isCancelled {
                // The page closed while it waited: its turn goes to the next page at once.
                await budget.release(spent: .zero)
                return
            }
            let start = ContinuousClock.now
            let pushed: Bool? = try await turn.runIfFree {
                let (push, offered) = await session.refreshOffering()
                await budget.release(spent: .now - start, offeredAt: offered ? session.sharedPlace : nil)
                if let push { try await write(push) }
                return true
            }
            if pushed != nil { return }
            // The page is busy with an event (or a slow reader): wait for it without the budget.
            await budget.release(spent: .zero)
            await turn.waitUntilFree()
        }
    }

    /// The link to a server listening on `host`: a wildcard address is shown as this machine's name.
    static func url(host: String, port: Int, token: AccessToken?) -> String {
        var name = host == "0.0.0.0" || host == "::" ? (machineNames().first ?? "localhost") : host
        if name.contains(":"), !name.hasPrefix("[") { name = "[\(name)]" }
        return "http://\(name):\(port)/" + (token.map { "?token=\($0.value)" } ?? "")
    }

    /// This machine's host name, and its `.local` form (mDNS), as people on its network reach it.
    static func machineNames() -> [String] {
        let name = ProcessInfo.processInfo.hostName.lowercased()
        guard HostName(name) != nil, name != "localhost" else { return [] }
        let short = name.split(separator: ".").first.map(String.init) ?? name
        return [name, short + ".local"]
    }

    /// Renders a page for a path at a viewport, with a throwaway app and window.
    static func firstPaint(makeApp: @Sendable () -> any PaneApp, path: String, viewport: Viewport, appName: String) -> (Bool, String) {
        let app = makeApp()
        let window = Window(viewport: viewport)
        window.rootViewController = app.rootViewController
        let found = app.open(path: path)
        window.rootViewController = app.rootViewController
        let root = HTMLRenderer().render(window.scene())
        return (found, Page.document(root: root, title: app.title, appName: appName))
    }

    static func query(_ query: String?) -> [String: String] {
        var result: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard let key = parts.first?.removingPercentEncoding else { continue }
            let value = parts.count > 1 ? String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding : ""
            result[key] = value ?? ""
        }
        return result
    }

    /// The first value of the cookie `name` in a `Cookie` header.
    static func cookie(_ name: String, in header: String?) -> String? {
        cookies(named: name, in: header).first
    }

    /// Every value of the cookie `name` in a `Cookie` header, in order (cookies set for other
    /// paths or ports can share a name).
    static func cookies(named name: String, in header: String?) -> [String] {
        (header ?? "").split(separator: ";").compactMap { part in
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            return pair.count == 2 && pair[0] == name ? String(pair[1]).removingPercentEncoding : nil
        }
    }
}

/// A session's name in logs: 128 random bits.
enum SessionID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16) + String(generator.next() as UInt64, radix: 16)
    }
}

/// What the page sent, as its task handles it: a message, or a reply already decided (a refused
/// message).
enum Inbound: Sendable {
    case text(String)
    case reply(String)
}
