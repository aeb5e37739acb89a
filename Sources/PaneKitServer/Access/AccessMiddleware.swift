import HTTPTypes
import Hummingbird
import Logging

/// Applies ``ServerAccess`` to every HTTP request before routing: another site's host name gets
/// 421, a missing token 403, the right token in the URL its cookie and a redirect. Each refusal
/// is one log line.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = PaneRequestContext
    let access: ServerAccess
    /// Whose `X-Forwarded-Proto` counts.
    let proxies: TrustedProxies
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority
        let overHTTPS = proxies.overHTTPS(forwardedProto: request.headers[.forwardedProto], peer: context.peer)
        let decision = access.decide(method: request.method.rawValue, host: host, path: request.uri.path,
                                     query: request.uri.query, cookies: request.headers[.cookie], overHTTPS: overHTTPS,
                                     secondHost: request.headers[.secondHost] != nil)
        switch decision {
        case .allow:
            return try await next(request, context)
        case .twoHosts:
            logger.warning("refused a request with two Host headers")
            return .plainText(.badRequest, "A request has one Host header.\n")
        case .wrongHost:
            logger.warning("refused a request for another host name", metadata: ["host": "\(ServerAccess.loggable(host))"])
            return .plainText(.misdirectedRequest, "This server does not answer to that host name.\n")
        case .tokenNeeded:
            logger.warning("refused a request without the access token", metadata: ["path": "\(ServerAccess.loggable(request.uri.path))"])
            return .plainText(.forbidden, "This server needs its access token: open the link it printed when it started (it ends in ?token=…).\n")
        case .tokenAccepted(let location):
            var headers = HTTPFields()
            headers[.location] = location
            headers[.setCookie] = access.cookie(host: host, secure: overHTTPS)
            headers[.cacheControl] = "no-store"
            return Response(status: .seeOther, headers: headers)
        }
    }
}

extension Response {
    /// A short plain-text answer (a refusal), never cached or sniffed as another type.
    static func plainText(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

extension HTTPField.Name {
    /// What a TLS proxy says the browser used: `https` or `http` (counted from trusted proxies only).
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    /// A second `Host` header: HTTP types keep the first as the request's authority and the rest
    /// as fields.
    static let secondHost = HTTPField.Name("Host")!
}
