/// Which `Host` and `Origin` headers a server answers, so that a web site whose name an attacker
/// points at this machine (DNS rebinding) gets nothing from it.
///
/// - On loopback (the default), the server answers `localhost`, `127.0.0.1` and `[::1]` — and the
///   address it listens on — at its own port, plus the names the operator allows.
/// - Beyond loopback it also answers any IP literal and the machine's own host name at its port:
///   DNS cannot make those name another site. Such a server also demands its access token
///   (``PaneServer/Configuration/token``).
/// - A name the operator allows (`--allowed-host mail.example.com`, for a reverse proxy) is
///   answered at any port, or at the one port given (`mail.example.com:8443`).
///
/// A socket's origin is allowed when it is `http://` or `https://` and names the request's own
/// host (a page of this server, by the name the browser used) or a name — never just any IP
/// literal — that the server answers.
struct HostPolicy: Sendable {
    /// Names answered at the server's own port.
    let localNames: Set<String>
    /// Names the operator allows, each at any port (`nil`) or at one.
    let allowed: [HostName]
    let answersIPLiterals: Bool

    static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// The policy of a server listening on `host` (an address or name, as given to bind).
    init(listeningOn host: String, allowedHosts: Set<String>, machineNames: [String] = []) {
        let listening = HostName(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)?.name ?? host.lowercased()
        var local = Self.loopbackNames
        local.insert(listening)
        let beyondLoopback = !Self.isLoopback(host)
        if beyondLoopback {
            for name in machineNames where HostName(name) != nil { local.insert(name.lowercased()) }
        }
        localNames = local
        allowed = allowedHosts.compactMap { HostName($0) }
        answersIPLiterals = beyondLoopback
    }

    /// Whether `host` is a loopback address or `localhost`: only this machine can reach a server
    /// listening there.
    static func isLoopback(_ host: String) -> Bool {
        var name = Substring(host.lowercased())
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name == "localhost" || name == "::1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { Int($0).map { (0...255).contains($0) } ?? false }
    }

    /// Whether a request whose `Host` header is `header` is for this server, listening on `port`.
    /// A missing or malformed header is not.
    func allows(host header: String?, port: Int, defaultPort: Int = 80) -> Bool {
        guard let header, let host = HostName(header) else { return false }
        return allows(host, port: port, defaultPort: defaultPort)
    }

    /// Whether a socket may be opened from `origin` (the `Origin` header) on a request for
    /// `requestHost` (its `Host`, already allowed): `http://` or `https://` and the same host and
    /// port as the request, or a name the server answers. Any other IP literal is refused (any site
    /// can be served from one), as are `null`, other schemes, paths and a missing header.
    func allows(origin: String?, requestHost: String?, port: Int) -> Bool {
        guard let origin else { return false }
        let (scheme, defaultPort): (String, Int) = origin.hasPrefix("https://") ? ("https://", 443) : ("http://", 80)
        guard origin.hasPrefix(scheme), let host = HostName(origin.dropFirst(scheme.count)) else { return false }
        if let requestHost = requestHost.flatMap(HostName.init), requestHost.name == host.name,
           (requestHost.port ?? defaultPort) == (host.port ?? defaultPort) {
            return true
        }
        return allows(host, port: port, defaultPort: defaultPort, ipLiterals: false)
    }

    private func allows(_ host: HostName, port: Int, defaultPort: Int, ipLiterals: Bool = true) -> Bool {
        for name in allowed where name.name == host.name {
            if name.port == nil || name.port == (host.port ?? defaultPort) { return true }
        }
        guard (host.port ?? defaultPort) == port else { return false }
        return localNames.contains(host.name) || (ipLiterals && answersIPLiterals && host.isIPLiteral)
    }
}
