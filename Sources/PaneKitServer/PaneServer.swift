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
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        /// The app's name, the title of pages without their own.
        public var appName: String
        /// Origins allowed to open sockets besides the page's own host (e.g. a proxy's).
        public var allowedOrigins: Set<String>
        /// How fast one page may send messages.
        public var rateLimit: MessageRateLimit

        public init(host: String = "127.0.0.1", port: Int = 8080, appName: String = "PaneKit", allowedOrigins: Set<String> = [],
                    rateLimit: MessageRateLimit = MessageRateLimit()) {
            self.host = host
            self.port = port
            self.appName = appName
            self.allowedOrigins = allowedOrigins
            self.rateLimit = rateLimit
        }
    }

    public let configuration: Configuration
    let makeApp: @Sendable () -> any PaneApp
    let logger: Logger

    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "panekit"),
                makeApp: @escaping @Sendable () -> any PaneApp) {
        self.configuration = configuration
        self.makeApp = makeApp
        self.logger = logger
    }

    /// Runs until SIGINT or SIGTERM, then closes connections gracefully.
    public func run() async throws {
        try await application().runService()
    }

    /// The Hummingbird application (tests run it on port 0).
    public func application(port: Int? = nil) -> some ApplicationProtocol {
        let assets = Assets.load()
        let router = Router()
        router.get("/health") { _, _ in "ok" }
        // Sessions alive in the process: made for a page and not yet freed (a page that closed
        // its socket frees its session; SECURITY.md, the soak test).
        router.get("/health/sessions") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "{\"sessions\":\(Session.count)}")))
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
        let page: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let path = request.uri.path
            let viewport = ViewportGuess.viewport(cookie: Self.cookie("pk-viewport", in: request.headers[.cookie]),
                                                  userAgent: request.headers[.userAgent])
            let (found, html) = Self.firstPaint(makeApp: makeApp, path: path, viewport: viewport, appName: configuration.appName)
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

        let socketRouter = Router(context: BasicWebSocketRequestContext.self)
        let logger = self.logger
        socketRouter.ws("/panekit/socket") { request, _ in
            guard Self.originAllowed(request.headers[.origin], host: request.head.authority ?? request.headers[HTTPField.Name("Host")!],
                                     allowed: configuration.allowedOrigins) else {
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
            let session = Session(makeApp: makeApp, path: path, viewport: viewport, logger: sessionLogger)
            sessionLogger.info("session opened", metadata: ["path": "\(path)"])
            try await outbound.write(.text(await session.start()))
            var limit = configuration.rateLimit
            for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
                guard limit.allows() else {
                    let reason = "too many messages: at most \(Int(limit.perSecond)) a second"
                    try await outbound.write(.text(ServerMessage.error(sequence: nil, message: reason).json))
                    continue
                }
                guard case .text(let text) = message else {
                    try await outbound.write(.text(ServerMessage.error(sequence: nil, message: "binary messages are not accepted").json))
                    continue
                }
                try await outbound.write(.text(await session.receive(text)))
            }
            sessionLogger.info("session closed")
        }

        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: socketRouter, configuration: .init(ws: .init(maxFrameSize: ClientMessage.maximumSize))),
            configuration: .init(address: .hostname(configuration.host, port: port ?? configuration.port), serverName: configuration.appName),
            logger: logger
        )
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

    /// Same-origin only (or a configured origin): one page cannot open another site's session.
    static func originAllowed(_ origin: String?, host: String?, allowed: Set<String>) -> Bool {
        guard let origin else { return false }
        if allowed.contains(origin) { return true }
        guard let host else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
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

    static func cookie(_ name: String, in header: String?) -> String? {
        for part in (header ?? "").split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == name { return String(pair[1]).removingPercentEncoding }
        }
        return nil
    }
}

/// A session's name in logs: 128 random bits.
enum SessionID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16) + String(generator.next() as UInt64, radix: 16)
    }
}
