/// What a renderer knows about the window it draws into: its size in points (CSS pixels on the
/// web, cells on a terminal), the pointer, and the person's appearance preferences.
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

    /// A viewport of the given size in points; by default a touch screen, left-to-right, light,
    /// medium sidebar rows and full motion.
    public init(
        width: Double,
        height: Double,
        pointer: PointerKind = .coarse,
        layoutDirection: LayoutDirection = .leftToRight,
        colorScheme: ColorScheme = .light,
        sidebarRowSize: SidebarRowSize = .medium,
        reduceMotion: Bool = false
    ) {
        self.size = Size(width: width, height: height)
        self.pointer = pointer
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.sidebarRowSize = sidebarRowSize
        self.reduceMotion = reduceMotion
    }
}
