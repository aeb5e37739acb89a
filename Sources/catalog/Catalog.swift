import ArgumentParser
import Foundation
import PaneKitServer
import PaneKitTerminalHost
import ServerCommandLine

/// `swift run catalog`: serves the Catalog, one page per configuration, at http://127.0.0.1:8081;
/// `swift run catalog tui [/catalog/<page>]` shows it in this terminal.
@main
struct Catalog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "The PaneKit Catalog: one page per configuration of the containers.",
        subcommands: [Serve.self, Tui.self],
        defaultSubcommand: Serve.self
    )

    /// `catalog serve` (the default): the Catalog for browsers.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Serve the Catalog to browsers (the default).")

        @OptionGroup var server: ServerOptions

        func run() async throws {
            ServerLogging.bootstrap()
            let server = PaneServer(configuration: server.configuration(appName: "PaneKit Catalog", defaultPort: 8081)) { CatalogApp() }
            try await server.serve(announcing: "PaneKit Catalog")
        }
    }

    /// `catalog tui`: the Catalog in this terminal.
    struct Tui: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the Catalog in this terminal.")

        @Argument(help: "The page to start on, such as /catalog/sheets.")
        var path = "/"

        @OptionGroup var terminal: TerminalOptions

        func run() async throws {
            let status = await TerminalApp.run(options: terminal, path: path) { CatalogApp() }
            throw ExitCode(status)
        }
    }
}
