/// The widths and heights at which size classes change.
///
/// Defaults follow DESIGN §3: horizontally regular from 660 points, vertically compact below 500.
/// A phone-shaped touch viewport (short side below 500) in landscape follows the device table of
/// spec §7.1 instead: regular only when its short side is at least 414 points (SZ-1, decision D-01).
/// Apps may move any of these.
///
/// Spec: SZ-1, SZ-3, SZ-4, SZ-5.
public struct SizeClassBreakpoints: Sendable, Hashable {
    /// The smallest width that is horizontally regular.
    public var regularWidth: Double
    /// Heights below this are vertically compact.
    public var compactHeightBelow: Double
    /// A touch viewport whose short side is below this is phone-shaped (spec §7.3).
    public var phoneShortSideBelow: Double
    /// A phone-shaped viewport in landscape is horizontally regular from this short side (SZ-1).
    public var phoneLandscapeRegularShortSide: Double

    /// Breakpoints in points. The defaults are ``standard``'s: regular from 660 wide, vertically
    /// compact below 500 high, phone-shaped below a 500 short side, landscape phones regular
    /// from 414.
    public init(
        regularWidth: Double = 660,
        compactHeightBelow: Double = 500,
        phoneShortSideBelow: Double = 500,
        phoneLandscapeRegularShortSide: Double = 414
    ) {
        self.regularWidth = regularWidth
        self.compactHeightBelow = compactHeightBelow
        self.phoneShortSideBelow = phoneShortSideBelow
        self.phoneLandscapeRegularShortSide = phoneLandscapeRegularShortSide
    }

    /// DESIGN §3's breakpoints.
    public static let standard = SizeClassBreakpoints()

    /// The horizontal size class of a viewport. Spec: SZ-1, SZ-3, SZ-4.
    public func horizontalSizeClass(for size: Size, pointer: PointerKind) -> SizeClass {
        let shortSide = min(size.width, size.height)
        let isLandscape = size.width > size.height
        if pointer == .coarse, shortSide < phoneShortSideBelow, isLandscape {
            return shortSide >= phoneLandscapeRegularShortSide ? .regular : .compact
        }
        return size.width >= regularWidth ? .regular : .compact
    }

    /// The vertical size class of a viewport. Spec: SZ-2.
    public func verticalSizeClass(for size: Size) -> SizeClass {
        size.height < compactHeightBelow ? .compact : .regular
    }
}
