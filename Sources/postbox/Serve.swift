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

    func run() async throws {
        ServerLogging.bootstrap()
        let store = try data.openStore()
        if try store.isEmpty() {
            print("Making a sample mailbox in \(data.dataDirectory)…")
            try SampleMailbox.populate(store)
        }
        // Mail another process adds (`postbox import`) reaches open pages.
        let watcher = Task { await store.watchOutsideWrites() }
        defer { watcher.cancel() }
        let server = PaneServer(configuration: server.configuration(appName: "Postbox", defaultPort: 8080)) { PostboxApp(store: store) }
        try await server.serve(announcing: "Postbox")
    }
}
