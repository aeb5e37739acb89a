import ArgumentParser
import Foundation
import PaneKitServer

/// The options of a command that serves a PaneKit app (`postbox serve`, `catalog`): where to
/// listen, which host names to answer, and the access token. Checked before anything starts.
public struct ServerOptions: ParsableArguments {
    /// `--host`: the address to listen on.
    @Option(help: "The address to listen on: 127.0.0.1 lets only this computer in; 0.0.0.0 or a network address lets others reach the port, and then an access token is required.")
    public var host = "127.0.0.1"

    /// `--port`: the port to listen on; nil means the command's own default.
    @Option(help: "The port to listen on, from 1 to 65535, or 0 for any free port.")
    public var port: Int?

    /// `--allowed-host`, repeatable: host names to answer besides this computer's own.
    @Option(name: .customLong("allowed-host"),
            help: "A host name to answer besides this computer's own addresses, as a reverse proxy forwards it (mail.example.com, or mail.example.com:8443 for one port). Repeat for more.")
    public var allowedHosts: [String] = []

    /// `--token`: the access token to demand (`PANEKIT_TOKEN` when not given).
    @Option(help: "The access token to demand (16 to 256 letters, digits, - . _ ~); PANEKIT_TOKEN also sets it. Without one, a server beyond loopback makes a random token and prints it in its link.")
    public var token: String?

    /// `--trusted-proxy`, repeatable: proxies on other machines whose `X-Forwarded-Proto` counts.
    @Option(name: .customLong("trusted-proxy"),
            help: "The IP address of a reverse proxy on another machine whose X-Forwarded-Proto header counts (a proxy on this machine always counts). Repeat for more.")
    public var trustedProxies: [String] = []

    /// Options with their defaults (ArgumentParser fills them from the command line).
    public init() {}

    /// Refuses a port out of range, an address with spaces, a malformed allowed host or token,
    /// before anything starts.
    public func validate() throws {
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port takes a number from 1 to 65535 (or 0 for any free port), not \(port)")
        }
        guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else {
            throw ValidationError("--host takes an address such as 127.0.0.1 or 0.0.0.0, not \"\(host)\"")
        }
        for name in allowedHosts where !PaneServer.Configuration.isValidHost(name) {
            throw ValidationError("--allowed-host takes a host name with an optional port (mail.example.com or mail.example.com:8443), not \"\(name)\"")
        }
        for address in trustedProxies where !PaneServer.Configuration.isValidProxyAddress(address) {
            throw ValidationError("--trusted-proxy takes an IP address such as 10.0.0.2, not \"\(address)\"")
        }
        if let given = tokenText, AccessToken(given) == nil {
            let source = token == nil ? "PANEKIT_TOKEN" : "--token"
            throw ValidationError("\(source) must be 16 to 256 characters from A-Z a-z 0-9 - . _ ~")
        }
    }

    private var tokenText: String? { token ?? ProcessInfo.processInfo.environment["PANEKIT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 } }

    /// The server's configuration from these options, listening on `defaultPort` unless `--port`.
    public func configuration(appName: String, defaultPort: Int) -> PaneServer.Configuration {
        .init(host: host, port: port ?? defaultPort, appName: appName, allowedHosts: Set(allowedHosts),
              token: tokenText.flatMap(AccessToken.init), trustedProxies: Set(trustedProxies))
    }
}
