import ArgumentParser
import Foundation
import PaneKitServer
import PaneKit
import PostboxKit
import ServerCommandLine

/// `postbox serve` (the default command): serves the mail in the data folder to browsers.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve Postbox to browsers (the default).")

    @OptionGroup var server: ServerOptions
    @OptionGroup var data: DataOptions
    @OptionGroup var ssh: SSHOptions
    @Option(help: ArgumentHelp("When the sample mailbox's newest message arrives, on a first run (ISO 8601, such as 2026-11-01T09:00:00Z); now by default.",
                               valueName: "date"))
    var sampleEnding: String?

    func validate() throws {
        if let sampleEnding, Self.date(sampleEnding) == nil {
            throw ValidationError("--sample-ending takes a date such as 2026-11-01T09:00:00Z, not \(sampleEnding)")
        }
    }

    static func date(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }

    func run() async throws {
        ServerLogging.bootstrap()
        let store = try data.openStore()
        if try store.isEmpty() {
            print("Making a sample mailbox in \(data.place)…")
            try SampleMailbox.populate(store, newest: sampleEnding.flatMap(Self.date) ?? Date())
        }
        // Mail another process adds (`postbox import`, another node) reaches open pages.
        let watcher = Task { await store.watchOutsideWrites() }
        defer { watcher.cancel() }
        let server = PaneServer(configuration: server.configuration(appName: "Postbox", defaultPort: 8080)) { PostboxApp(store: store) }
        let sshServer = try await ssh.start(host: self.server.host, dataDirectory: data.dataDirectory, store: store, sharedNodes: server.sharing.nodes)
        defer { withExtendedLifetime(sshServer) {} }
        try await server.serve(announcing: "Postbox")
    }
}
