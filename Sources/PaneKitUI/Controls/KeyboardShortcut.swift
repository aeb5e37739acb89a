import PaneKit

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Sendable, Hashable {
    /// The key as PaneKit's ``PaneKit/KeyCommand`` names it.
    let input: String

    /// A key that types `character` ("r", "1", ",").
    public init(_ character: Character) { input = String(character).lowercased() }
    private init(named: String) { input = named }

    /// Return (Enter).
    public static let `return` = KeyEquivalent(named: "return")
    /// Escape.
    public static let escape = KeyEquivalent(named: "escape")
    /// Delete (Backspace).
    public static let delete = KeyEquivalent(named: "delete")
    /// The up arrow.
    public static let upArrow = KeyEquivalent(named: "up")
    /// The down arrow.
    public static let downArrow = KeyEquivalent(named: "down")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent(named: "left")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent(named: "right")
    /// Tab.
    public static let tab = KeyEquivalent(named: "tab")
    /// The space bar.
    public static let space = KeyEquivalent(named: "space")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
}

/// The modifier keys of a keyboard shortcut, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// ⌘ on the Mac, Ctrl elsewhere.
    public static let command = EventModifiers(rawValue: 1)
    /// ⇧.
    public static let shift = EventModifiers(rawValue: 2)
    /// ⌥ on the Mac, Alt elsewhere.
    public static let option = EventModifiers(rawValue: 4)
    /// ⌃.
    public static let control = EventModifiers(rawValue: 8)

    var paneKit: PaneKit.KeyCommand.Modifiers {
        var modifiers: PaneKit.KeyCommand.Modifiers = []
        if contains(.command) { modifiers.insert(.command) }
        if contains(.shift) { modifiers.insert(.shift) }
        if contains(.option) { modifiers.insert(.alternate) }
        if contains(.control) { modifiers.insert(.control) }
        return modifiers
    }
}

extension View {
    /// Gives the button in this view a keyboard shortcut, as SwiftUI's
    /// `.keyboardShortcut(_:modifiers:)`: the keys press it while its screen is on screen and
    /// people can use it, and the list of shortcuts (Cmd-/, Ctrl-/) names it (D-63).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        KeyboardShortcutView(content: self, key: key, modifiers: modifiers)
    }
}

/// A shortcut a screen's views ask for: the button's title and action, and its keys.
struct KeyShortcutRequest {
    let title: String
    let key: KeyEquivalent
    let modifiers: EventModifiers
    let action: () -> Void

    /// What the list of shortcuts shows: changes only when this does.
    var look: String { "\(title)|\(key.input)|\(modifiers.rawValue)" }
}

/// A view whose button has a keyboard shortcut, as a toolbar item sees it too.
protocol KeyboardShortcutting {
    var shortcutContent: any View { get }
    func request(for button: BarButtonItem) -> KeyShortcutRequest
}

nonisolated struct KeyboardShortcutView<Content: View>: View, PrimitiveView, KeyboardShortcutting {
    typealias Body = Never
    let content: Content
    let key: KeyEquivalent
    let modifiers: EventModifiers

    var shortcutContent: any View { content }

    func request(for button: BarButtonItem) -> KeyShortcutRequest {
        KeyShortcutRequest(title: button.title, key: key, modifiers: modifiers, action: button.action)
    }

    public func _resolve(in context: _ResolveContext) -> [any PaneKit.View] {
        if let button = toolbarButtons(in: content).first {
            context.screen.record { $0.keyShortcuts.append(request(for: button)) }
        }
        return context.resolve(content, at: "0")
    }
}
