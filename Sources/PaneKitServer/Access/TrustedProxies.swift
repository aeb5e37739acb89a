import NIOCore

/// Which peers may speak for the browser in `X-Forwarded-Proto` (issue 17, SECURITY.md): a proxy
/// on this machine, and the addresses given with `--trusted-proxy`. From anyone else the header
/// is ignored, so a client that reaches a node directly cannot claim HTTPS (which would change
/// the token cookie's name and the port a bare `Host` means).
struct TrustedProxies: Sendable {
    /// Addresses whose forwarded headers count, besides loopback: exact IPs, as the peer's
    /// address reads (`10.0.0.2`, `fd00::2`).
    let addresses: Set<String>

    init(_ addresses: some Sequence<String>) {
        self.addresses = Set(addresses.map { $0.lowercased() })
    }

    /// Whether a request from `peer` came over HTTPS as its forwarded header says; false when
    /// the peer is not trusted to say so (or did not say it).
    func overHTTPS(forwardedProto: String?, peer: SocketAddress?) -> Bool {
        guard forwardedProto == "https" else { return false }
        return trusts(peer)
    }

    /// Whether `peer` is a proxy whose forwarded headers count: loopback, or a listed address. A
    /// Unix socket peer is this machine.
    func trusts(_ peer: SocketAddress?) -> Bool {
        guard let peer else { return false }
        switch peer {
        case .unixDomainSocket: return true
        case .v4, .v6:
            guard let ip = peer.ipAddress?.lowercased() else { return false }
            return Self.isLoopback(ip) || addresses.contains(ip)
        }
    }

    static func isLoopback(_ ip: String) -> Bool {
        ip == "::1" || ip.hasPrefix("127.") || ip.hasPrefix("::ffff:127.")
    }

    /// Whether `text` is an IP address a peer's address can read as (`--trusted-proxy` takes these).
    static func isAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }
}
