/// What a renderer knows about the window it draws into: its size in points (CSS pixels on the
/// web, cells on a terminal), the pointer, and the person's appearance preferences.
public struct Viewport: Sendable, Hashable {
    public var size: Size
    public var pointer: PointerKind
    public var layoutDirection: LayoutDirection
    public var colorScheme: ColorScheme
    public var sidebarRowSize: SidebarRowSize
    public var reduceMotion: Bool

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
