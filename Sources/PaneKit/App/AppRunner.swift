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
}

/// The runners PaneKit has, and the one this program links.
public enum AppRunners {
    /// Each runner's class, by its module-qualified name, in the order they are tried. (The
    /// runtime looks classes up by such a name; structures and enumerations only by their
    /// mangled one.)
    public static let known = ["ServerCommandLine.BrowserRunner"]

    /// The first runner of ``known`` linked into this program; nil when none is.
    public static var linked: (any AppRunner.Type)? {
        // The runtime's type lookup reads the type records of every module linked in, so a
        // runner needs no registration call before `main()`.
        known.lazy.compactMap { _typeByName($0) as? any AppRunner.Type }.first
    }
}
