import Foundation
import PaneKitServer
import Synchronization

extension PaneServer {
    /// Runs the server, printing "<name> on <link> — <who can reach it>" as soon as it listens
    /// (flushed, so a log or a pipe sees it at once). An address it cannot listen on throws a
    /// ``ServeFailure`` in words; a failure after it listens is thrown as it is.
    public func serve(announcing name: String) async throws {
        Self.limitMallocArenas()
        let configuration = self.configuration
        let started = StartFlag()
        do {
            try await run { address in
                started.listening.store(true, ordering: .relaxed)
                print("\(name) on \(address.url) — \(address.reach)")
                fflush(nil)  // every stream, stdout included, also when it is a pipe
            }
        } catch where !started.listening.load(ordering: .relaxed) {
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

/// Whether a server got to listen: set by its start callback, read when it fails.
private final class StartFlag: Sendable {
    let listening = Atomic(false)
}

extension PaneServer {
    /// Keeps glibc's allocator to two arenas, unless `MALLOC_ARENA_MAX` says otherwise. By
    /// default it makes up to eight per core, and with a thousand pages rendering on the pool's
    /// threads — events and pushes at once — each arena keeps free memory of its own, and
    /// memory grows under a long load (D-45 has the soak's figures).
    static func limitMallocArenas() {
        #if os(Linux)
        // `mallopt` is glibc's (malloc.h is not in Swift's Glibc module); M_ARENA_MAX is -8.
        guard ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: MallOpt.self)(-8, 2)
        #endif
    }
}
