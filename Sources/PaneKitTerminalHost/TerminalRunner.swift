import ArgumentParser
import Foundation
import PaneKit
import PaneKitTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Shows apps in the terminal: the `AppRunner` PaneKitUI's `App.main()` starts for
/// `app tui [path]` when the app links PaneKitTerminal.
public final class TerminalRunner: AppRunner {
    private init() {}

    /// `tui`: the first argument that picks this runner.
    public static var subcommand: String? { "tui" }

    public static func run(appName: String, arguments: [String], makeApp: @escaping @Sendable () -> any PaneApp) async {
        let command: TerminalCommand
        do {
            command = try TerminalCommand.parse(arguments)
        } catch {
            TerminalCommand.exit(withError: error)
        }
        let status = await TerminalApp.run(options: command.options, path: command.path, makeApp: makeApp)
        exit(status)
    }
}

/// `tui [path] [options]`.
struct TerminalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tui", abstract: "Show the app in this terminal.")

    @Argument(help: "Where to start, as a path of the app's URLs (a deep link).")
    var path = "/"

    @OptionGroup var options: TerminalOptions
}

/// Starts a terminal session for an app with the options of the command line.
public enum TerminalApp {
    /// Runs the app `makeApp` makes in this terminal from `path` until the person quits; returns
    /// the exit status. Errors (no terminal, a log file that cannot be opened) go to stderr.
    @MainActor
    public static func run(options: TerminalOptions, path: String, sharedNodes: SharedNodes? = nil, crashOnF12: Bool = false,
                           makeApp: @escaping () -> any PaneApp) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        var log: ((String) -> Void)?
        if let logFile = options.logFile {
            guard FileManager.default.createFile(atPath: logFile, contents: nil) || FileManager.default.isWritableFile(atPath: logFile),
                  let handle = FileHandle(forWritingAtPath: logFile) else {
                FileHandle.standardError.write(Data("cannot write the log to \(logFile)\n".utf8))
                return 1
            }
            handle.seekToEndOfFile()
            log = { line in handle.write(Data((line + "\n").utf8)) }
        }
        let capabilities = TerminalCapabilities(colorDepth: options.colorDepth(environment: environment), asciiBorders: options.ascii)
        do {
            return try await TerminalHost.run(mouse: !options.noMouse, log: log, crashOnF12: crashOnF12) { columns, rows in
                TerminalSession(makeApp: makeApp, path: path, columns: columns, rows: rows, capabilities: capabilities,
                                colorScheme: options.colorScheme, layoutDirection: options.layoutDirection(environment: environment),
                                sharedNodes: sharedNodes, followsTerminalBackground: options.appearance == "auto")
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }
}
