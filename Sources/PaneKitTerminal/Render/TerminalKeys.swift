import PaneKit

/// How an app's keyboard shortcuts are pressed in a terminal (D-112): ⌘ is Ctrl and ⌥ is Alt, as
/// `KeyCommandScene/label` writes them for other systems. A shortcut a terminal cannot send —
/// Ctrl with a digit or punctuation without the kitty keyboard protocol, or Ctrl+C, Ctrl+Q and
/// Ctrl+Z, which quit and suspend — answers to Alt with its key instead, and the list says so.
public enum TerminalKeys {
    /// The keys that quit (C, Q) and suspend (Z) with Ctrl.
    public static let reserved: Set<String> = ["c", "q", "z"]

    /// Whether the shortcut, as the app wrote it, reaches the app from this terminal.
    public static func isSendable(_ command: KeyCommandScene, kittyKeyboard: Bool) -> Bool {
        let modifiers = Set(command.modifiers.map { $0 == "command" ? "control" : $0 })
        guard modifiers.contains("control") else { return true }
        if modifiers == ["control"], reserved.contains(command.input) { return false }
        guard command.input.count == 1, let scalar = command.input.unicodeScalars.first else { return true }
        return kittyKeyboard || ("a"..."z").contains(scalar)
    }

    /// The keys to press, as the shortcut list shows them.
    public static func label(of command: KeyCommandScene, kittyKeyboard: Bool) -> String {
        if isSendable(command, kittyKeyboard: kittyKeyboard) { return command.label }
        return "Alt+" + command.input.uppercased()
    }
}
