import Foundation

/// Who may use a running server, decided for every request and socket before any app code runs:
/// the `Host` (and, for a socket, the `Origin`) must be one the server answers (``HostPolicy``),
/// and a server that demands an ``AccessToken`` must be given it (SECURITY.md).
struct ServerAccess: Sendable {
    let policy: HostPolicy
    let token: AccessToken?
    /// The port the server listens on, known once it listens (it may have asked for port 0).
    let listeningPort: ListeningPort

    /// What happens to one HTTP request.
    enum Decision: Equatable {
        case allow
        /// Another site's name (421 Misdirected Request).
        case wrongHost
        /// Two `Host` headers (400 Bad Request, RFC 9112 §3.2).
        case twoHosts
        /// No token, or a wrong one (403 Forbidden).
        case tokenNeeded
        /// The right token in the URL: set the cookie and go to `location`, the same URL without it.
        case tokenAccepted(location: String)
    }

    /// The cookie that carries the token; named by the port the browser addressed (the `Host`
    /// header's, else 443 or 80), since browsers share cookies between the ports of one host.
    /// Behind a proxy that is the proxy's port, the same whichever node answers: a cookie one
    /// node set lets the page in on every other (issue 17). A request without a usable `Host`
    /// falls back to the listening port.
    func cookieName(host: String?, overHTTPS: Bool) -> String {
        let port = host.flatMap(HostName.init).map { $0.port ?? (overHTTPS ? 443 : 80) } ?? listeningPort.value
        return "panekit-token-\(port)"
    }

    /// Decides a request for `path?query` with these `Host` and `Cookie` headers; `overHTTPS`
    /// when a TLS proxy says the request came over HTTPS, so a `Host` without a port means 443.
    /// `/health` needs no token (a load balancer asks it); everything else, the client's files
    /// included, does.
    func decide(method: String, host: String?, path: String, query: String?, cookies: String?, overHTTPS: Bool = false,
                secondHost: Bool = false) -> Decision {
        if secondHost { return .twoHosts }
        guard policy.allows(host: host, port: listeningPort.value, defaultPort: overHTTPS ? 443 : 80) else { return .wrongHost }
        guard let token, path != "/health" else { return .allow }
        if hasToken(cookies, named: cookieName(host: host, overHTTPS: overHTTPS)) { return .allow }
        guard method == "GET" || method == "HEAD", let given = PaneServer.query(query)["token"], token.matches(given) else {
            return .tokenNeeded
        }
        let rest = (query ?? "").split(separator: "&").filter { pair in
            pair.split(separator: "=", maxSplits: 1).first.flatMap { $0.removingPercentEncoding } != "token"
        }
        // A path starting with `//` or holding `\` could be read as another site's address.
        let local = path.hasPrefix("/") && !path.hasPrefix("//") && !path.contains("\\") ? path : "/"
        return .tokenAccepted(location: rest.isEmpty ? local : local + "?" + rest.joined(separator: "&"))
    }

    /// Whether one of the request's cookies of this server's name holds the token (another
    /// service on the same host may have set one of that name too: any may match).
    private func hasToken(_ cookies: String?, named name: String) -> Bool {
        guard let token else { return true }
        return PaneServer.cookies(named: name, in: cookies).contains { token.matches($0) }
    }

    /// Whether a socket upgrade may go ahead: allowed host and origin, and the token's cookie when
    /// the server demands one.
    func allowsSocket(host: String?, origin: String?, cookies: String?, overHTTPS: Bool = false, secondHost: Bool = false) -> Bool {
        let port = listeningPort.value
        guard !secondHost, policy.allows(host: host, port: port, defaultPort: overHTTPS ? 443 : 80),
              policy.allows(origin: origin, requestHost: host, port: port) else {
            return false
        }
        return hasToken(cookies, named: cookieName(host: host, overHTTPS: overHTTPS))
    }

    /// A header as a log may show it: at most 100 characters, control characters escaped (a
    /// header cannot forge log lines).
    static func loggable(_ value: String?) -> String {
        guard let value else { return "(none)" }
        return value.prefix(100).unicodeScalars.map { $0.value < 32 || $0.value == 127 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }

    /// The `Set-Cookie` value that keeps the token in the browser: not readable by scripts, not sent
    /// by other sites' requests; `Secure` when a TLS proxy says the page came over HTTPS.
    func cookie(host: String?, secure: Bool) -> String {
        "\(cookieName(host: host, overHTTPS: secure))=\(token?.value ?? ""); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }
}
