/// The environment a view controller lays out in: size, size classes, idiom and the person's
/// preferences. The equivalent of UIKit's trait collection.
///
/// Traits are derived from a ``Viewport`` by ``init(viewport:breakpoints:idiom:)``.
/// Spec: SZ-1…SZ-5; DESIGN §3 (size classes and idiom on the web).
public struct Traits: Sendable, Hashable {
    /// The viewport's size, in points.
    public var size: Size
    /// Compact or regular width, like `UITraitCollection.horizontalSizeClass` (SZ-1, SZ-4).
    public var horizontalSizeClass: SizeClass
    /// Compact or regular height, like `UITraitCollection.verticalSizeClass` (SZ-2).
    public var verticalSizeClass: SizeClass
    /// Phone, pad or Mac conventions, like `UITraitCollection.userInterfaceIdiom`.
    public var idiom: Idiom
    /// Whether the primary pointer is a finger or a mouse.
    public var pointer: PointerKind
    /// Left-to-right or right-to-left, like `UITraitCollection.layoutDirection`.
    public var layoutDirection: LayoutDirection
    /// Light or dark, like `UITraitCollection.userInterfaceStyle`.
    public var colorScheme: ColorScheme
    /// The person's sidebar row size (SB-14).
    public var sidebarRowSize: SidebarRowSize
    /// Whether the person asked for reduced motion, like `UIAccessibility.isReduceMotionEnabled`.
    public var reduceMotion: Bool

    /// Derives traits from a viewport.
    ///
    /// - Parameters:
    ///   - viewport: what the renderer measured.
    ///   - breakpoints: where size classes change; apps may override them.
    ///   - pinnedIdiom: pins the idiom instead of deriving it from the pointer and the screen.
    public init(
        viewport: Viewport,
        breakpoints: SizeClassBreakpoints = .standard,
        idiom pinnedIdiom: Idiom? = nil
    ) {
        size = viewport.size
        pointer = viewport.pointer
        horizontalSizeClass = breakpoints.horizontalSizeClass(for: viewport.size, pointer: viewport.pointer)
        verticalSizeClass = breakpoints.verticalSizeClass(for: viewport.size)
        idiom = pinnedIdiom ?? Traits.idiom(pointer: viewport.pointer, screen: viewport.effectiveScreen, breakpoints: breakpoints)
        layoutDirection = viewport.layoutDirection
        colorScheme = viewport.colorScheme
        sidebarRowSize = viewport.sidebarRowSize
        reduceMotion = viewport.reduceMotion
    }

    /// D-62: the idiom comes from the device, the size classes from the window. A touch screen
    /// whose short side is phone-sized is a phone (a large phone on its side stays a phone in
    /// regular width); any other touch screen is a pad (a narrow iPad window stays a pad in
    /// compact width); a mouse or trackpad is the Mac, whose narrow window keeps Mac metrics in
    /// the compact layout.
    static func idiom(pointer: PointerKind, screen: Size, breakpoints: SizeClassBreakpoints) -> Idiom {
        switch pointer {
        case .coarse: min(screen.width, screen.height) < breakpoints.phoneShortSideBelow ? .phone : .pad
        case .fine: .mac
        }
    }
}

extension Traits {
    /// These traits for an area of `size` inside the window — a split view's column — with the
    /// size classes that size has; the idiom and the person's preferences stay (D-64).
    public func sized(to size: Size, breakpoints: SizeClassBreakpoints = .standard) -> Traits {
        var traits = self
        traits.size = size
        traits.horizontalSizeClass = breakpoints.horizontalSizeClass(for: size, pointer: pointer)
        traits.verticalSizeClass = breakpoints.verticalSizeClass(for: size)
        return traits
    }
}

extension Traits: CustomStringConvertible {
    public var description: String {
        "\(size) h:\(horizontalSizeClass) v:\(verticalSizeClass) \(idiom) \(pointer)"
            + (layoutDirection == .rightToLeft ? " rtl" : "")
            + (colorScheme == .dark ? " dark" : "")
    }
}
