import Foundation
import PaneKitServer

/// Serves apps to browsers: the ``AppRunner`` that PaneKitUI's `App.main()` starts when the app
/// links PaneKitServer. `--port`, `--host` (or `PANEKIT_PORT` and `PANEKIT_HOST` in the
/// environment), `--allowed-host` and `--token` choose where and to whom.
///
/// A class, as every runner is: the runtime finds a class by its module-qualified name
/// (``AppRunners/known``).
public final class BrowserRunner: AppRunner {
    private init() {}

    public static func run(appName: String, arguments: [String], makeApp: @escaping @Sendable () -> any PaneApp) async {
        var arguments = arguments
        let environment = ProcessInfo.processInfo.environment
        if let port = environment["PANEKIT_PORT"], !arguments.contains("--port") { arguments += ["--port", port] }
        if let host = environment["PANEKIT_HOST"], !arguments.contains("--host") { arguments += ["--host", host] }
        let options = ServerOptions.parseOrExit(arguments)
        ServerLogging.bootstrap()
        let server = PaneServer(configuration: options.configuration(appName: appName, defaultPort: 8080), makeApp: makeApp)
        do {
            try await server.serve(announcing: appName)
        } catch {
            ServerOptions.exit(withError: error)
        }
    }
}
