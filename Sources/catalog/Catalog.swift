import ArgumentParser
import Foundation
import PaneKitServer
import ServerCommandLine

/// `swift run catalog`: serves the Catalog, one page per configuration, at http://127.0.0.1:8081.
@main
struct Catalog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Serves the PaneKit Catalog: one page per configuration of the containers."
    )

    @OptionGroup var server: ServerOptions

    func run() async throws {
        ServerLogging.bootstrap()
        let server = PaneServer(configuration: server.configuration(appName: "PaneKit Catalog", defaultPort: 8081)) { CatalogApp() }
        try await server.serve(announcing: "PaneKit Catalog")
    }
}
