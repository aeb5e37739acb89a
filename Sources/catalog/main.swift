import Foundation
import Logging
import PaneKitServer

// swift run catalog [--host H] [--port P]: serves the Catalog at http://127.0.0.1:8081.
var host = "127.0.0.1"
var port = 8081
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--host": host = arguments.popFirst() ?? host
    case "--port":
        guard let value = arguments.popFirst().flatMap(Int.init), (0...65535).contains(value) else {
            print("catalog: --port takes a number from 0 to 65535")
            exit(2)
        }
        port = value
    default:
        print("usage: catalog [--host HOST] [--port PORT]")
        exit(flag == "--help" || flag == "-h" ? 0 : 2)
    }
}
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = ProcessInfo.processInfo.environment["PANEKIT_LOG"].flatMap { Logger.Level(rawValue: $0) } ?? .info
    return handler
}
print("PaneKit Catalog on http://\(host):\(port)/")
let server = PaneServer(configuration: .init(host: host, port: port, appName: "PaneKit Catalog")) { CatalogApp() }
try await server.run()
