/// What shows apps to people — a server for browsers today, a terminal next — started by a
/// `main()` that does not pick one itself, as PaneKitUI's `App.main()`.
///
/// A layer that starts apps finds the runner among the modules linked into the program
/// (``AppRunners/linked``), so it depends on none of them: an app whose target links PaneKitServer is
/// served to browsers by `App.main()`, and the SwiftUI layer never links a server (D-111).
public protocol AppRunner: AnyObject {
    /// Shows the apps `makeApp` makes (one per page) until the program is stopped;
    /// `arguments` are the command line's, after the program's name. Exits the program with a
    /// message when they are not ones it takes.
    static func run(appName: String, arguments: [String], makeApp: @escaping @Sendable () -> any PaneApp) async

    /// The first argument that picks this runner when the program links several (`tui` for the
    /// terminal); nil for the one that runs when no such argument is given (the browser).
    static var subcommand: String? { get }
}

extension AppRunner {
    /// None: the runner runs when no other's subcommand is given.
    public static var subcommand: String? { nil }
}

/// The runners PaneKit has, and the one this program links.
public enum AppRunners {
    /// Each runner's class, by its module-qualified name, in the order they are tried. (The
    /// runtime looks classes up by such a name; structures and enumerations only by their
    /// mangled one.)
    public static let known = ["ServerCommandLine.BrowserRunner", "PaneKitTerminalHost.TerminalRunner"]

    /// The runners of ``known`` linked into this program, in that order.
    public static var linked: [any AppRunner.Type] {
        // The runtime's type lookup reads the type records of every module linked in, so a
        // runner needs no registration call before `main()`.
        known.compactMap { _typeByName($0) as? any AppRunner.Type }
    }

    /// The runner for a command line, and the arguments it takes: the one whose subcommand the
    /// first argument names (`app tui …`), else the default one (the browser), else the only one
    /// linked. Nil when the program links none.
    public static func runner(for arguments: [String]) -> (runner: any AppRunner.Type, arguments: [String])? {
        let runners = linked
        if let first = arguments.first, let chosen = runners.first(where: { $0.subcommand == first }) {
            return (chosen, Array(arguments.dropFirst()))
        }
        if let fallback = runners.first(where: { $0.subcommand == nil }) ?? runners.first { return (fallback, arguments) }
        return nil
    }
}
