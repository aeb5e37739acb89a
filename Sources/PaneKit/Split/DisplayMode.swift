extension SplitViewController {
    /// Which sidebars are visible beside or over the secondary. Spec: §1.1 DisplayMode table.
    public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
        /// Choose for the available space; never the actual mode (SV-R6).
        case automatic
        case secondaryOnly
        case oneBesideSecondary
        case oneOverSecondary
        case twoBesideSecondary
        case twoOverSecondary
        case twoDisplaceSecondary

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
        case automatic
        case tile
        case overlay
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
        case leading
        case trailing
    }

    /// The primary column's background. Spec: §1.1 BackgroundStyle, SV-R / S22.
    public enum BackgroundStyle: String, Sendable, Hashable, CaseIterable {
        case none
        /// Translucent, blurred (the Mac look).
        case sidebar
    }

    /// When the display-mode button is shown. Spec: §1.1 DisplayModeButtonVisibility, SV-B2.
    public enum DisplayModeButtonVisibility: String, Sendable, Hashable, CaseIterable {
        case automatic
        case never
        case always
    }
}
