import ArgumentParser
import PaneKit
import PaneKitTerminal

/// What `tui` takes on every app's command line: colours, appearance, borders, the mouse, the
/// direction, and where the log goes (never to the terminal).
public struct TerminalOptions: ParsableArguments, Sendable {
    /// `--color`: the colour depth to draw with (`auto`, `truecolor`, `256`, `16` or `none`).
    @Option(help: ArgumentHelp("Colours: auto (from COLORTERM, TERM and NO_COLOR), truecolor, 256, 16 or none.", valueName: "depth"))
    public var color = "auto"

    /// `--appearance`: `light`, `dark`, or `auto` to follow the terminal's background.
    @Option(help: ArgumentHelp("Light or dark: auto (asks the terminal for its background), light or dark.", valueName: "appearance"))
    public var appearance = "auto"

    /// `--ascii`: draw borders and glyphs in ASCII instead of box drawing and symbols.
    @Flag(help: "Draw borders with + - | instead of box drawing (for fonts or locales where those are wide).")
    public var ascii = false

    /// `--no-mouse`: leave mouse reporting off, so the terminal's own selection works.
    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal, so its own selection works.")
    public var noMouse = false

    /// `--rtl`: lay the interface out right to left, whatever the language.
    @Flag(help: "Lay the interface out right to left (also when LANG is Arabic, Hebrew, Persian or Urdu).")
    public var rtl = false

    /// `--log-file`: the file to write the log to; nil logs nothing.
    @Option(name: .customLong("log-file"), help: ArgumentHelp("Where to write the log; nothing is logged without it.", valueName: "path"))
    public var logFile: String?

    public init() {}

    public func validate() throws {
        guard ["auto", "truecolor", "256", "16", "none"].contains(color) else {
            throw ValidationError("--color takes auto, truecolor, 256, 16 or none, not \(color)")
        }
        guard ["auto", "light", "dark"].contains(appearance) else {
            throw ValidationError("--appearance takes auto, light or dark, not \(appearance)")
        }
    }

    /// The colours to draw with: the option's, or the environment's.
    public func colorDepth(environment: [String: String]) -> ColorDepth {
        switch color {
        case "truecolor": .trueColor
        case "256": .indexed256
        case "16": .ansi16
        case "none": .none
        default: ColorDepth.from(environment: environment)
        }
    }

    /// The appearance to start with; `auto` starts dark and follows the terminal's answer.
    public var colorScheme: ColorScheme { appearance == "light" ? .light : .dark }

    /// Right to left when asked, or when the language in `LANG` is written so.
    public func layoutDirection(environment: [String: String]) -> LayoutDirection {
        if rtl { return .rightToLeft }
        let language = (environment["LC_ALL"] ?? environment["LANG"] ?? "").prefix(2)
        return ["ar", "he", "fa", "ur"].contains(String(language)) ? .rightToLeft : .leftToRight
    }
}
