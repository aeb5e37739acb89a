import PaneKit

extension HTMLRenderer {
    /// The list of the app's keyboard shortcuts (D-63): hidden until people ask for it
    /// (Cmd-/ or Ctrl-/, or holding the modifier); each row carries its keys, which the client
    /// matches presses against, and taps its command when chosen. Both spellings of the keys are
    /// sent; the client shows the one of its system.
    func shortcutList(_ commands: [KeyCommandScene]) -> HTMLElement {
        let rows = commands.map { command in
            HTMLElement("button", key: "keys." + command.id.rawValue, attributes: [
                "class": "pk-shortcut", "type": "button", "data-tap": command.id.rawValue,
                "data-key": command.input, "data-modifiers": command.modifiers.joined(separator: ","),
            ], children: [
                HTMLElement("span", key: "keys." + command.id.rawValue + "#t", attributes: ["class": "pk-title"], text: command.title),
                HTMLElement("kbd", key: "keys." + command.id.rawValue + "#m", attributes: ["class": "pk-keys-mac"], text: command.macLabel),
                HTMLElement("kbd", key: "keys." + command.id.rawValue + "#o", attributes: ["class": "pk-keys-other"], text: command.label),
            ])
        }
        // The client makes it a dialog while it shows.
        return HTMLElement("div", key: "keys", attributes: [
            "class": "pk-shortcuts", "aria-label": "Keyboard Shortcuts", "hidden": "",
        ], children: [HTMLElement("h2", key: "keys#h", attributes: ["class": "pk-shortcuts-title"], text: "Keyboard Shortcuts")] + rows)
    }
}
