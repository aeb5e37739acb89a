import NIOCore

/// Which addresses only this machine can reach.
enum Loopback {
    /// Whether `host`, an address or name to listen on, is loopback: `localhost`, 127.0.0.0/8, ::1.
    static func isLoopback(host: String) -> Bool {
        var name = Substring(host.lowercased())
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name == "localhost" || name == "::1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { Int($0).map { (0...255).contains($0) } ?? false }
    }

    /// Whether a connection's peer is on this machine's loopback.
    static func isLoopback(peer: SocketAddress?) -> Bool {
        guard let ip = peer?.ipAddress?.lowercased() else { return false }
        return ip == "::1" || ip.hasPrefix("127.") || ip.hasPrefix("::ffff:127.")
    }
}
