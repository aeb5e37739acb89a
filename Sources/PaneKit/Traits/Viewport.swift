/// What a renderer knows about the window it draws into: its size in points (CSS pixels on the
/// web, cells on a terminal), the screen it is on, the pointer, and the person's appearance
/// preferences.
public struct Viewport: Sendable, Hashable {
    /// The drawing area's size, in points.
    public var size: Size
    /// The primary pointer: coarse for touch, fine for a mouse or trackpad.
    public var pointer: PointerKind
    /// The layout direction of the person's language.
    public var layoutDirection: LayoutDirection
    /// The person's light or dark preference.
    public var colorScheme: ColorScheme
    /// The person's sidebar row size.
    public var sidebarRowSize: SidebarRowSize
    /// Whether the person asked for reduced motion.
    public var reduceMotion: Bool
    /// The device's screen, in points: what the idiom comes from (D-62). Nil when unknown — the
    /// drawing area is taken for the screen.
    public var screen: Size?

    /// A viewport of the given size in points; by default a touch screen, left-to-right, light,
    /// medium sidebar rows and full motion.
    public init(
        width: Double,
        height: Double,
        pointer: PointerKind = .coarse,
        layoutDirection: LayoutDirection = .leftToRight,
        colorScheme: ColorScheme = .light,
        sidebarRowSize: SidebarRowSize = .medium,
        reduceMotion: Bool = false,
        screen: Size? = nil
    ) {
        self.size = Size(width: width, height: height)
        self.pointer = pointer
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.sidebarRowSize = sidebarRowSize
        self.reduceMotion = reduceMotion
        self.screen = screen
    }

    /// The screen the idiom is judged by, as short side by long side whichever way it is held
    /// (browsers differ on whether `screen` turns with the device): the reported screen, never
    /// smaller than the drawing area (a window is never larger than its screen; a test that
    /// resizes past it is).
    public var effectiveScreen: Size {
        let window = (short: min(size.width, size.height), long: max(size.width, size.height))
        guard let screen else { return Size(width: window.short, height: window.long) }
        return Size(width: max(min(screen.width, screen.height), window.short), height: max(max(screen.width, screen.height), window.long))
    }
}
