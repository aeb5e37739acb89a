import ArgumentParser
import Foundation
import PaneKitServer

/// The options of a command that serves a PaneKit app (`postbox serve`, `catalog`): where to
/// listen, which host names to answer, and the access token. Checked before anything starts.
public struct ServerOptions: ParsableArguments {
    @Option(help: "The address to listen on: 127.0.0.1 lets only this computer in; 0.0.0.0 or a network address lets others reach the port, and then an access token is required.")
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on, from 1 to 65535, or 0 for any free port.")
    public var port: Int?

    @Option(name: .customLong("allowed-host"),
            help: "A host name to answer besides this computer's own addresses, as a reverse proxy forwards it (mail.example.com, or mail.example.com:8443 for one port). Repeat for more.")
    public var allowedHosts: [String] = []

    @Option(help: "The access token to demand (16 to 256 letters, digits, - . _ ~); PANEKIT_TOKEN also sets it. Without one, a server beyond loopback makes a random token and prints it in its link.")
    public var token: String?

    public init() {}

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
        if let given = tokenText, AccessToken(given) == nil {
            throw ValidationError("the access token must be 16 to 256 characters from A-Z a-z 0-9 - . _ ~")
        }
    }

    private var tokenText: String? { token ?? ProcessInfo.processInfo.environment["PANEKIT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 } }

    /// The server's configuration from these options, listening on `defaultPort` unless `--port`.
    public func configuration(appName: String, defaultPort: Int) -> PaneServer.Configuration {
        .init(host: host, port: port ?? defaultPort, appName: appName, allowedHosts: Set(allowedHosts),
              token: tokenText.flatMap(AccessToken.init))
    }
}

/// The server could not start: said in one line (ArgumentParser prints it and exits with 1).
public struct ServeFailure: Error, CustomStringConvertible {
    public let description: String
}

extension PaneServer {
    /// Runs the server, printing "<name> on <link> — <who can reach it>" as soon as it listens
    /// (flushed, so a log or a pipe sees it at once). An address it cannot listen on throws a
    /// ``ServeFailure`` in words.
    public func serve(announcing name: String) async throws {
        let configuration = self.configuration
        do {
            try await run { listening in
                print("\(name) on \(listening.url) — \(listening.reach)")
                fflush(nil)  // every stream, stdout included, also when it is a pipe
            }
        } catch {
            throw ServeFailure(description: Self.explain(error, host: configuration.host, port: configuration.port))
        }
    }

    /// A failure to listen in words: a port in use, an address this computer does not have.
    static func explain(_ error: any Error, host: String, port: Int) -> String {
        let text = "\(error)"
        if text.contains("Address already in use") || text.contains("EADDRINUSE") {
            return "cannot listen on port \(port): it is in use (stop the other server, or pass --port)"
        }
        if text.contains("Cannot assign requested address") || text.contains("EADDRNOTAVAIL") {
            return "cannot listen on \(host): this computer has no such address (try 127.0.0.1 or 0.0.0.0)"
        }
        if text.contains("unknown") || text.contains("resolve") || text.contains("SocketAddressError") {
            return "cannot listen on \(host): not an address or host name this computer has (try 127.0.0.1 or 0.0.0.0)"
        }
        if text.contains("Permission denied") || text.contains("EACCES") {
            return "cannot listen on port \(port): permission denied (ports below 1024 need root; pick a higher --port)"
        }
        return "cannot listen on \(host):\(port): \(text)"
    }
}
