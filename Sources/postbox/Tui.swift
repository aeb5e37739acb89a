import ArgumentParser
import Foundation
import PaneKit
import PaneKitTerminalHost
import PostboxKit

/// `postbox tui`: Postbox in this terminal, on the same mail as the browser pages.
struct Tui: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show Postbox in this terminal.")

    @Argument(help: "Where to start, as a path of Postbox's URLs, such as /mailbox/inbox (a deep link).")
    var path = "/"

    @OptionGroup var data: DataOptions
    @OptionGroup var terminal: TerminalOptions
    @Option(help: ArgumentHelp("When the sample mailbox's newest message arrives, on a first run (ISO 8601); now by default.", valueName: "date"))
    var sampleEnding: String?
    @Flag(name: .customLong("crash-on-f12"), help: .hidden)
    var crashOnF12 = false

    func run() async throws {
        let store = try data.openStore()
        if try store.isEmpty() {
            try SampleMailbox.populate(store, newest: sampleEnding.flatMap(Serve.date) ?? Date())
        }
        // Mail another process writes (a browser page of `postbox serve`, `postbox import`)
        // reaches the terminal unasked.
        let watcher = Task { await store.watchOutsideWrites() }
        defer { watcher.cancel() }
        let status = await TerminalApp.run(options: terminal, path: path, crashOnF12: crashOnF12) { PostboxApp(store: store) }
        throw ExitCode(status)
    }
}
