extension SplitViewController {
    /// Which sidebars are visible beside or over the secondary. Spec: §1.1 DisplayMode table.
    public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
        /// Choose for the available space; never the actual mode (SV-R6).
        case automatic
        /// Only the secondary column shows; the sidebars are off screen (`.secondaryOnly`).
        case secondaryOnly
        /// One sidebar tiles beside the secondary: the primary on a double column, the
        /// supplementary on a triple column (`.oneBesideSecondary`).
        case oneBesideSecondary
        /// One sidebar lies over the secondary, which is dimmed (`.oneOverSecondary`).
        case oneOverSecondary
        /// Primary, supplementary and secondary all tile side by side; triple column only
        /// (`.twoBesideSecondary`).
        case twoBesideSecondary
        /// Primary and supplementary lie over the dimmed secondary; triple column only
        /// (`.twoOverSecondary`).
        case twoOverSecondary
        /// Primary and supplementary tile and push the dimmed secondary toward the far edge, where
        /// the window crops it; triple column only (`.twoDisplaceSecondary`).
        case twoDisplaceSecondary

        /// The classic name of ``secondaryOnly``, which UIKit keeps as a deprecated alias. Spec: SV-L12.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of ``oneBesideSecondary``, which UIKit keeps as a deprecated alias. Spec: SV-L12.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of ``oneOverSecondary``, which UIKit keeps as a deprecated alias. Spec: SV-L12.
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        /// How many sidebar columns this mode shows (0, 1 or 2).
        public var sidebarCount: Int {
            switch self {
            case .automatic, .secondaryOnly: 0
            case .oneBesideSecondary, .oneOverSecondary: 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
            }
        }

        /// Whether the secondary is dimmed and not interactive. Spec: §1.1 ("dimmed").
        var dimsSecondary: Bool {
            switch self {
            case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: true
            default: false
            }
        }
    }

    /// How sidebars share space with the secondary. Spec: §1.1 SplitBehavior table.
    public enum SplitBehavior: String, Sendable, Hashable, CaseIterable {
        /// Choose by width (SV-R5); never the actual behavior.
        case automatic
        /// Sidebars sit beside the secondary, which narrows to make room (`.tile`).
        case tile
        /// Sidebars lie over the secondary, which keeps its width and dims under them (`.overlay`).
        case overlay
        /// Sidebars push the secondary aside without narrowing it (`.displace`).
        case displace

        /// The modes this behavior allows for a style. Spec: §1.1.
        public func allowedDisplayModes(for style: Style) -> [DisplayMode] {
            let modes: [DisplayMode]
            switch self {
            case .automatic: modes = []
            case .tile: modes = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
            case .overlay: modes = [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
            case .displace: modes = [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
            }
            return style == .tripleColumn ? modes : modes.filter { $0.sidebarCount < 2 }
        }
    }

    /// The side the primary column is on. Spec: §1.1 PrimaryEdge.
    public enum PrimaryEdge: String, Sendable, Hashable, CaseIterable {
        /// The leading edge: the left in left-to-right layouts, else the right (the default).
        case leading
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing
    }

    /// The primary column's background. Spec: §1.1 BackgroundStyle, SV-R / S22.
    public enum BackgroundStyle: String, Sendable, Hashable, CaseIterable {
        /// No special background (the default).
        case none
        /// Translucent, blurred (the Mac look).
        case sidebar
    }

    /// When the display-mode button is shown. Spec: §1.1 DisplayModeButtonVisibility, SV-B2.
    public enum DisplayModeButtonVisibility: String, Sendable, Hashable, CaseIterable {
        /// Shown when `presentsWithGesture` is on and the current mode has a button (the default).
        case automatic
        /// Never shown.
        case never
        /// Shown even with `presentsWithGesture` off, but not in modes that have no button (SV-B2).
        case always
    }
}
