import PaneKit

/// Apple's colours for one appearance, resolved to what a terminal shows.
///
/// The shades are the browser renderer's (panekit.css `--pk-tint-*`, `--pk-badge`,
/// `--pk-secondary-text`); a test reads the stylesheet and compares, so the two cannot drift.
/// Surfaces keep the terminal's own colours (SGR 39/49): the user's theme and transparency stay.
public struct TerminalPalette: Sendable {
    /// Light or dark: which shades to use.
    public let scheme: ColorScheme
    /// The colours the terminal shows.
    public let depth: ColorDepth
    /// The window's accent.
    public let tint: TintColor

    /// A palette for an appearance, a depth and an accent (nil: the system blue).
    public init(scheme: ColorScheme, depth: ColorDepth, tint: TintColor? = nil) {
        self.scheme = scheme
        self.depth = depth
        self.tint = tint ?? .blue
    }

    // MARK: Apple's shades (panekit.css)

    /// The accent shades of light mode, `--pk-tint-*`.
    public static let lightTints: [TintColor: RGB] = [
        .blue: RGB(hex: 0x007AFF), .purple: RGB(hex: 0xAF52DE), .pink: RGB(hex: 0xFF2D55), .red: RGB(hex: 0xFF3B30),
        .orange: RGB(hex: 0xFF9500), .yellow: RGB(hex: 0xFFCC00), .green: RGB(hex: 0x34C759), .graphite: RGB(hex: 0x8E8E93),
    ]
    /// The accent shades of dark mode.
    public static let darkTints: [TintColor: RGB] = [
        .blue: RGB(hex: 0x0A84FF), .purple: RGB(hex: 0xBF5AF2), .pink: RGB(hex: 0xFF375F), .red: RGB(hex: 0xFF453A),
        .orange: RGB(hex: 0xFF9F0A), .yellow: RGB(hex: 0xFFD60A), .green: RGB(hex: 0x30D158), .graphite: RGB(hex: 0x98989D),
    ]
    /// Text on light backgrounds in the accent (`--pk-ink-*`), dark enough to read.
    public static let lightInks: [TintColor: RGB] = [
        .blue: RGB(hex: 0x006BE0), .purple: RGB(hex: 0x9C49C6), .pink: RGB(hex: 0xD42547), .red: RGB(hex: 0xD13027),
        .orange: RGB(hex: 0xA15E00), .yellow: RGB(hex: 0x876C00), .green: RGB(hex: 0x217F39), .graphite: RGB(hex: 0x6D6D71),
    ]
    /// The window's background, light and dark (`--pk-bg`), for blending the dimming.
    public static let lightBackground = RGB(hex: 0xFFFFFF), darkBackground = RGB(hex: 0x1C1C1E)
    /// Text (`--pk-text`).
    public static let lightText = RGB(hex: 0x1C1C1E), darkText = RGB(hex: 0xF2F2F7)
    /// Secondary text (`--pk-secondary-text`).
    public static let lightSecondary = RGB(hex: 0x5F5F64), darkSecondary = RGB(hex: 0xA1A1A6)
    /// Destructive buttons (`--pk-destructive`).
    public static let lightDestructive = RGB(hex: 0xD13027), darkDestructive = RGB(hex: 0xFF6961)
    /// Badges (`--pk-badge`).
    public static let badge = RGB(hex: 0xD13027)
    /// The sidebar's surface (`--pk-sidebar-bg` over `--pk-bg`).
    public static let lightSidebar = RGB(hex: 0xF2F2F7), darkSidebar = RGB(hex: 0x2C2C2E)
    /// A selected row while its list does not have the focus (macOS's unemphasized selection).
    public static let lightUnfocusedSelection = RGB(hex: 0xDCDCE0), darkUnfocusedSelection = RGB(hex: 0x3A3A3C)

    private var isDark: Bool { scheme == .dark }

    // MARK: Roles

    /// The accent as a 24-bit colour: the shade for text on this appearance's background.
    public var accentRGB: RGB { color(of: tint, asText: true) }

    /// A tint's colour; `asText` picks the darker ink in light mode, for text on white.
    public func color(of tint: TintColor, asText: Bool) -> RGB {
        if isDark { return Self.darkTints[tint]! }
        return (asText ? Self.lightInks : Self.lightTints)[tint]!
    }

    /// Body text: the terminal's own foreground.
    public var text: CellStyle { .plain }

    /// Secondary text (dates, previews, section headers).
    public var secondary: CellStyle {
        switch depth {
        case .none: CellStyle(attributes: .faint)
        case .ansi16: CellStyle(foreground: .indexed(8))
        default: CellStyle(foreground: resolve(isDark ? Self.darkSecondary : Self.lightSecondary))
        }
    }

    /// Lines between columns and under bars.
    public var separator: CellStyle { depth == .none ? CellStyle(attributes: .faint) : secondary }

    /// Text in a tint (buttons, links); the window's accent by default.
    public func tinted(_ tint: TintColor? = nil) -> CellStyle {
        let tint = tint ?? self.tint
        switch depth {
        case .none: return CellStyle(attributes: .bold)
        case .ansi16: return CellStyle(foreground: .indexed(Self.ansiIndex(of: tint)))
        default: return CellStyle(foreground: resolve(color(of: tint, asText: true)))
        }
    }

    /// Destructive buttons and actions.
    public var destructive: CellStyle {
        switch depth {
        case .none: CellStyle(attributes: .bold)
        case .ansi16: CellStyle(foreground: .indexed(1))
        default: CellStyle(foreground: resolve(isDark ? Self.darkDestructive : Self.lightDestructive))
        }
    }

    /// A selected row: white on the accent while its list has the focus, else on grey (macOS).
    public func selection(focused: Bool) -> CellStyle {
        switch depth {
        case .none:
            return CellStyle(attributes: focused ? [.reverse, .bold] : .reverse)
        case .ansi16:
            return focused ? CellStyle(foreground: .indexed(15), background: .indexed(Self.ansiIndex(of: tint)))
                : CellStyle(foreground: .default, background: .indexed(isDark ? 8 : 7))
        default:
            if focused { return CellStyle(foreground: resolve(RGB(hex: 0xFFFFFF)), background: resolve(color(of: tint, asText: true))) }
            return CellStyle(foreground: resolve(isDark ? Self.darkText : Self.lightText),
                             background: resolve(isDark ? Self.darkUnfocusedSelection : Self.lightUnfocusedSelection))
        }
    }

    /// A tab bar badge: white on red; without colours, the count is drawn in parentheses instead.
    public var badge: CellStyle {
        switch depth {
        case .none: CellStyle(attributes: .bold)
        case .ansi16: CellStyle(foreground: .indexed(15), background: .indexed(1))
        default: CellStyle(foreground: resolve(RGB(hex: 0xFFFFFF)), background: resolve(Self.badge))
        }
    }

    /// The sidebar's tinted surface; the terminal's own background at 16 colours or fewer.
    public var sidebar: CellStyle {
        switch depth {
        case .none, .ansi16: .plain
        default: CellStyle(background: resolve(isDark ? Self.darkSidebar : Self.lightSidebar))
        }
    }

    /// A style as it looks under the dimming of a sheet or an overlaid column (`opacity` of
    /// black): blended toward black where colours are exact, faint otherwise.
    public func dimmed(_ style: CellStyle, opacity: Double) -> CellStyle {
        guard depth == .trueColor || depth == .indexed256 else {
            var dim = style
            dim.attributes.insert(.faint)
            dim.attributes.remove(.bold)
            return dim
        }
        let black = RGB(0, 0, 0)
        func blend(_ color: TerminalColor, default fallback: RGB) -> TerminalColor {
            let rgb: RGB
            switch color {
            case .rgb(let r, let g, let b): rgb = RGB(r, g, b)
            case .default: rgb = fallback
            case .indexed: return color
            }
            return resolve(black.over(rgb, opacity: opacity))
        }
        var dim = style
        dim.foreground = blend(style.foreground, default: isDark ? Self.darkText : Self.lightText)
        dim.background = blend(style.background, default: isDark ? Self.darkBackground : Self.lightBackground)
        return dim
    }

    /// A 24-bit colour at this palette's depth.
    public func resolve(_ rgb: RGB) -> TerminalColor {
        switch depth {
        case .trueColor: .rgb(rgb.red, rgb.green, rgb.blue)
        case .indexed256: .indexed(rgb.nearestIndexed)
        case .ansi16, .none: .default
        }
    }

    /// The ANSI colour closest in meaning to a tint, in the user's own palette.
    static func ansiIndex(of tint: TintColor) -> UInt8 {
        switch tint {
        case .blue: 4
        case .purple, .pink: 5
        case .red: 1
        case .orange, .yellow: 3
        case .green: 2
        case .graphite: 8
        }
    }
}
