/// The one-cell glyphs the terminal renderer draws for symbols and chrome, each with an ASCII
/// fallback. Every glyph is East Asian Width N and not an emoji, so it takes one column in every
/// terminal and font (a test checks both); chrome never uses emoji.
public struct Glyphs: Sendable {
    /// Whether to draw the ASCII forms (`--ascii`, or ambiguous characters are wide here).
    public let ascii: Bool

    /// Glyphs in Unicode or ASCII.
    public init(ascii: Bool) { self.ascii = ascii }

    /// The glyph for one of PaneKit's symbol names, nil for a symbol without one.
    public func symbol(_ name: String) -> String? {
        guard let glyph = Self.symbols[name] ?? Self.symbols[Self.baseName(name)] else { return nil }
        return ascii ? glyph.ascii : glyph.unicode
    }

    /// `flag.fill` → `flag`: a filled variant draws like its outline when it has no glyph of its own.
    static func baseName(_ name: String) -> String {
        var name = Substring(name)
        for suffix in [".fill", ".circle", ".badge"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }

    /// Symbol name → (Unicode glyph, ASCII fallback).
    public static let symbols: [String: (unicode: String, ascii: String)] = [
        "tray": ("⊔", "#"), "tray.fill": ("⊔", "#"), "doc": ("▯", "d"), "doc.fill": ("▮", "d"),
        "paperplane": ("➤", ">"), "paperplane.fill": ("➤", ">"), "archivebox": ("⊟", "a"), "xmark.bin": ("⊠", "x"),
        "trash": ("⌫", "x"), "folder": ("▱", "/"), "flag": ("⚑", "!"), "flag.fill": ("⚑", "!"), "flag.slash": ("⚐", "!"),
        "envelope": ("⌧", "@"), "envelope.open": ("⌧", "@"), "envelope.badge": ("⌧", "@"),
        "gearshape": ("⚙", "*"), "xmark": ("✕", "x"), "xmark.circle.fill": ("✕", "x"), "checkmark": ("✓", "v"),
        "checkmark.circle": ("✓", "v"), "ellipsis": ("⋯", "..."), "ellipsis.circle": ("⋯", "..."),
        "chevron.backward": ("‹", "<"), "chevron.forward": ("›", ">"), "chevron.down": ("⌄", "v"),
        "magnifyingglass": ("⌕", "?"), "square.and.pencil": ("✎", "+"), "plus": ("+", "+"), "minus": ("−", "-"),
        "arrowshape.turn.up.left": ("↰", "<"), "arrowshape.turn.up.left.2": ("⇇", "<<"), "arrowshape.turn.up.right": ("↱", ">"),
        "arrow.uturn.backward": ("↶", "<"), "star": ("☆", "*"), "star.fill": ("★", "*"), "heart": ("♡", "<3"),
        "heart.fill": ("♥", "<3"), "sidebar.leading": ("◧", "|"), "house": ("⌂", "^"), "person": ("☺", "@"),
        "info": ("ⅈ", "i"), "info.circle": ("ⅈ", "i"), "circle": ("○", "o"), "circle.fill": ("●", "*"),
        "line.3.horizontal": ("≡", "="), "line.3.horizontal.decrease.circle": ("⊜", "="),
        "line.3.horizontal.decrease.circle.fill": ("⊜", "="), "list.bullet": ("≣", "="), "clock": ("◷", "@"),
        "timer": ("◷", "@"), "calendar": ("▦", "#"), "paperclip": ("⊸", "&"), "pin": ("⊙", "^"), "lock": ("⊡", "#"),
        "bell": ("♫", "!"), "book": ("⊓", "B"), "bookmark": ("⌑", "B"), "photo": ("▨", "P"), "number": ("#", "#"),
        "square.and.arrow.up": ("⇪", "^"), "arrow.up.to.line": ("⇈", "^"), "arrow.down.circle": ("⇣", "v"),
        "arrow.up.circle.fill": ("⇡", "^"), "arrow.up.left.and.arrow.down.right": ("⇱", "<>"),
        "rectangle.stack": ("❐", "#"), "square.grid.2x2": ("⊞", "#"), "note.text": ("▤", "="), "text.quote": ("❝", "\""),
        "sun.max": ("☼", "*"), "circle.lefthalf.filled": ("◐", "o"), "wifi.slash": ("⌁", "~"), "music.note.list": ("♪", "m"),
        "cart": ("⊎", "c"), "fork.knife": ("⍦", "Y"), "cup.and.saucer": ("◡", "u"), "birthday.cake": ("⌓", "c"),
        "books.vertical": ("⊓", "B"), "rectangle.bottomhalf.filled": ("⬓", "#"), "activity.indicator": ("↻", "*"),
    ]

    // MARK: Chrome

    /// The back chevron (mirrored in right-to-left layouts by the caller).
    public var back: String { ascii ? "<" : "‹" }
    /// A row's disclosure chevron.
    public var forward: String { ascii ? ">" : "›" }
    /// An expanded or collapsed section's disclosure.
    public func disclosure(expanded: Bool, rightToLeft: Bool = false) -> String {
        if expanded { return ascii ? "v" : "▾" }
        return rightToLeft ? (ascii ? "<" : "◂") : (ascii ? ">" : "▸")
    }
    /// A checkmark in a menu or a picker.
    public var check: String { ascii ? "*" : "✓" }
    /// The More tab's glyph.
    public var more: String { ascii ? "..." : "⋯" }
    /// The sidebar toggle.
    public var sidebarToggle: String { ascii ? "[|]" : "◧" }
    /// The sheet's grabber, one cell of it.
    public var grabber: String { ascii ? "=" : "━" }
    /// The unread dot of a message row.
    public var dot: String { ascii ? "*" : "●" }

    /// Box drawing: a horizontal line.
    public var horizontal: String { ascii ? "-" : "─" }
    /// Box drawing: a vertical line.
    public var vertical: String { ascii ? "|" : "│" }
    /// Box drawing: the rounded top-left corner.
    public var topLeft: String { ascii ? "+" : "╭" }
    /// Box drawing: the rounded top-right corner.
    public var topRight: String { ascii ? "+" : "╮" }
    /// Box drawing: the rounded bottom-left corner.
    public var bottomLeft: String { ascii ? "+" : "╰" }
    /// Box drawing: the rounded bottom-right corner.
    public var bottomRight: String { ascii ? "+" : "╯" }
    /// A popover's arrow pointing up at its source (the popover is below it).
    public var arrowUp: String { ascii ? "^" : "▴" }
    /// A popover's arrow pointing down at its source (the popover is above it).
    public var arrowDown: String { ascii ? "v" : "▾" }
    /// A popover's arrow pointing left at its source (the popover is to its right).
    public var arrowLeft: String { ascii ? "<" : "◂" }
    /// A popover's arrow pointing right at its source (the popover is to its left).
    public var arrowRight: String { ascii ? ">" : "▸" }
}
