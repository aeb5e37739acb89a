/// A keyboard shortcut an app adds, like `UIKeyCommand`: a key, its modifiers, a title for the
/// list of shortcuts, and what it does.
///
/// A controller offers its commands in ``ViewController/keyCommands``. Those of every controller
/// on screen that people can use (not under a modal presentation) are active; for the same keys,
/// the frontmost or deepest controller's wins. The renderer lists them, with their keys, in the
/// panel Cmd-/ (Ctrl-/ on other systems) opens (D-63).
///
/// ```swift
/// keyCommands = [
///     KeyCommand("New Message", input: "n", modifiers: [.command, .alternate]) { [unowned self] in compose() },
/// ]
/// ```
public struct KeyCommand {
    /// The modifier keys held with the key, like `UIKeyModifierFlags`.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ⌘ on the Mac, Ctrl elsewhere.
        public static let command = Modifiers(rawValue: 1)
        /// ⇧.
        public static let shift = Modifiers(rawValue: 2)
        /// ⌥ on the Mac, Alt elsewhere.
        public static let alternate = Modifiers(rawValue: 4)
        /// ⌃ on the Mac (Ctrl elsewhere, where it is also ``command``).
        public static let control = Modifiers(rawValue: 8)

        /// The modifiers' names, in a fixed order: control, alternate, shift, command.
        public var names: [String] {
            [(Modifiers.control, "control"), (.alternate, "alternate"), (.shift, "shift"), (.command, "command")]
                .compactMap { contains($0.0) ? $0.1 : nil }
        }
    }

    /// The title in the list of shortcuts.
    public var title: String
    /// The key: one character ("n", "/", "1"), or a named key: "escape", "return", "delete",
    /// "up", "down", "left", "right", "tab", "space".
    public var input: String
    /// The modifier keys held with it.
    public var modifiers: Modifiers
    /// Runs when people press the keys (or choose the shortcut in the list).
    public var action: () -> Void

    /// A shortcut: `input` with `modifiers` runs `action`; `title` names it in the list.
    public init(_ title: String, input: String, modifiers: Modifiers = [.command], action: @escaping () -> Void) {
        self.title = title
        self.input = input.count == 1 ? input.lowercased() : input
        self.modifiers = modifiers
        self.action = action
    }

    /// The keys, as the Mac writes them: "⌥⌘N".
    public var macLabel: String {
        var label = ""
        if modifiers.contains(.control) { label += "⌃" }
        if modifiers.contains(.alternate) { label += "⌥" }
        if modifiers.contains(.shift) { label += "⇧" }
        if modifiers.contains(.command) { label += "⌘" }
        return label + Self.keyName(input, mac: true)
    }

    /// The keys, as other systems write them: "Ctrl+Alt+N".
    public var label: String {
        var parts: [String] = []
        if modifiers.contains(.command) || modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        return (parts + [Self.keyName(input, mac: false)]).joined(separator: "+")
    }

    private static func keyName(_ input: String, mac: Bool) -> String {
        switch input {
        case "escape": mac ? "⎋" : "Esc"
        case "return": mac ? "↩" : "Enter"
        case "delete": mac ? "⌫" : "Backspace"
        case "up": "↑"
        case "down": "↓"
        case "left": "←"
        case "right": "→"
        case "tab": mac ? "⇥" : "Tab"
        case "space": "Space"
        default: input.uppercased()
        }
    }
}
