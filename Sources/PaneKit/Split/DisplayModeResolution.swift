/// Pure rules that turn preferences and a width into an actual split behavior and display mode.
///
/// Spec: SV-R1…SV-R6; DESIGN §3 (automatic behavior and mode, preferred mode not allowed).
public enum DisplayModeResolution {
    /// The split view's display modes.
    public typealias DisplayMode = SplitViewController.DisplayMode
    /// The split view's split behaviors.
    public typealias SplitBehavior = SplitViewController.SplitBehavior
    /// Double or triple column.
    public typealias Style = SplitViewController.Style

    /// The widths the automatic rules compare against.
    public struct Widths: Sendable, Hashable {
        /// The primary column's width, in points.
        public var primary: Double
        /// The supplementary column's width, in points (ignored on a double column).
        public var supplementary: Double
        /// The least width the secondary needs beside tiled sidebars (DESIGN: 480).
        public var secondaryMinimum: Double

        /// Column widths in points for the automatic rules.
        public init(primary: Double, supplementary: Double, secondaryMinimum: Double) {
            self.primary = primary
            self.supplementary = supplementary
            self.secondaryMinimum = secondaryMinimum
        }
    }

    /// How much room a width leaves the sidebars (DESIGN §3's automatic rules).
    enum Room {
        /// Every sidebar tiles beside the secondary's needed width.
        case allSidebars
        /// Only the column next to the secondary (the supplementary of a triple column) tiles.
        case oneSidebar
        /// No sidebar tiles.
        case none
    }

    static func room(style: Style, width: Double, widths: Widths) -> Room {
        let allSidebars = style == .tripleColumn ? widths.primary + widths.supplementary : widths.primary
        if width >= allSidebars + widths.secondaryMinimum { return .allSidebars }
        if style == .tripleColumn, width >= widths.supplementary + widths.secondaryMinimum { return .oneSidebar }
        return .none
    }

    /// The automatic behavior for a width: tile when every sidebar fits, displace when one does
    /// (triple column), else overlay (DESIGN §3). Spec: SV-R5.
    public static func automaticBehavior(style: Style, width: Double, widths: Widths) -> SplitBehavior {
        switch room(style: style, width: width, widths: widths) {
        case .allSidebars: .tile
        case .oneSidebar: .displace
        case .none: .overlay
        }
    }

    /// The automatic mode for a width, before it is fitted to a behavior: as many sidebars as
    /// tile (DESIGN §3). Spec: SV-R4.
    public static func automaticMode(style: Style, width: Double, widths: Widths) -> DisplayMode {
        switch room(style: style, width: width, widths: widths) {
        case .allSidebars: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .oneSidebar: .oneBesideSecondary
        case .none: .secondaryOnly
        }
    }

    /// Maps a mode onto one the behavior allows: the SV-R2 table, derived cells included, and
    /// `two…` modes on a double column become the matching `one…` mode (DESIGN §3).
    /// `.automatic` as a behavior fits like `.tile`.
    public static func mode(_ mode: DisplayMode, fittedTo behavior: SplitBehavior, style: Style) -> DisplayMode {
        var sidebars = mode.sidebarCount
        if style != .tripleColumn { sidebars = min(sidebars, 1) }
        switch (sidebars, behavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .tile): return .twoBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        default: return .twoDisplaceSecondary
        }
    }

    /// The actual behavior and mode for preferences at a width.
    ///
    /// A preferred mode is fitted to the behavior (SV-R2). Unless `strict` (presentsWithGesture is
    /// off, SV-R3), side-by-side modes whose tiled sidebars would leave the secondary less than its
    /// minimum give up sidebars until they fit ("may use a different type of interface", SV-R1).
    public static func resolve(
        style: Style,
        preferredMode: DisplayMode,
        preferredBehavior: SplitBehavior,
        width: Double,
        widths: Widths,
        strict: Bool
    ) -> (behavior: SplitBehavior, mode: DisplayMode) {
        let behavior = preferredBehavior == .automatic
            ? automaticBehavior(style: style, width: width, widths: widths)
            : preferredBehavior
        if preferredMode == .automatic {
            let mode = automaticMode(style: style, width: width, widths: widths)
            return (behavior, self.mode(fittedToSpace(mode, behavior: behavior, style: style, width: width, widths: widths), fittedTo: behavior, style: style))
        }
        var mode = self.mode(preferredMode, fittedTo: behavior, style: style)
        if !strict {
            mode = fittedToSpace(mode, behavior: behavior, style: style, width: width, widths: widths)
        }
        return (behavior, mode)
    }

    /// Drops tiled sidebars that would leave the secondary less than its minimum.
    static func fittedToSpace(_ mode: DisplayMode, behavior: SplitBehavior, style: Style, width: Double, widths: Widths) -> DisplayMode {
        var mode = mode
        while tiledWidth(mode, style: style, widths: widths) + widths.secondaryMinimum > width, mode.sidebarCount > 0 {
            let fewer = mode.sidebarCount - 1
            mode = fewer == 0 ? .secondaryOnly : self.mode(.oneBesideSecondary, fittedTo: behavior, style: style)
        }
        return mode
    }

    /// The width taken beside the secondary by a mode's tiled sidebars.
    static func tiledWidth(_ mode: DisplayMode, style: Style, widths: Widths) -> Double {
        switch mode {
        case .oneBesideSecondary: style != .tripleColumn ? widths.primary : widths.supplementary
        case .twoBesideSecondary: widths.primary + widths.supplementary
        // A displaced secondary keeps the width it had beside the supplementary.
        case .twoDisplaceSecondary: widths.supplementary
        default: 0
        }
    }
}
