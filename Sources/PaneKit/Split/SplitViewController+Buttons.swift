extension SplitViewController {
    /// The display-mode button: where it is, its icon and the mode a tap goes to.
    public struct DisplayModeButton: Sendable, Hashable {
        /// The column whose navigation bar shows it, at the leading end.
        public var column: Column
        /// A sidebar toggle for `tile`, a back chevron for `overlay` and `displace` (SV-B3).
        public var icon: DisplayModeButtonIcon
        /// The display mode a tap transitions to (spec §1.7 table).
        public var target: DisplayMode
    }

    /// The display-mode button now, or nil when none shows.
    ///
    /// The table of spec §1.7 decides icon and target: a sidebar toggle for `tile`, a back
    /// chevron for `overlay` and `displace` (SV-B3). The button sits in the leading-most visible
    /// column (D-08). `presentsWithGesture == false` hides it unless visibility is `.always`, which
    /// still cannot force it where the table shows none (SV-B2, §1.1).
    ///
    /// Spec: SV-B2, SV-B3, §1.7 button-tap table.
    public var displayModeButton: DisplayModeButton? {
        // A classic split view's button is the item the app places (SV-L14).
        guard !layoutIsCollapsed, style != .unspecified else { return nil }
        switch displayModeButtonVisibility {
        case .never: return nil
        case .automatic where !presentsWithGesture: return nil
        default: break
        }
        return Self.displayModeButton(style: style, behavior: splitBehavior, mode: displayMode)
    }

    /// The §1.7 table, with the cells it leaves open decided in D-08.
    static func displayModeButton(style: Style, behavior: SplitBehavior, mode: DisplayMode) -> DisplayModeButton? {
        switch (behavior, style, mode) {
        case (.tile, .doubleColumn, .secondaryOnly):
            DisplayModeButton(column: .secondary, icon: .sidebarToggle, target: .oneBesideSecondary)
        case (.tile, .doubleColumn, .oneBesideSecondary):
            DisplayModeButton(column: .primary, icon: .sidebarToggle, target: .secondaryOnly)
        case (.tile, .tripleColumn, .oneBesideSecondary):
            DisplayModeButton(column: .supplementary, icon: .sidebarToggle, target: .twoBesideSecondary)
        case (.tile, .tripleColumn, .twoBesideSecondary):
            DisplayModeButton(column: .primary, icon: .sidebarToggle, target: .oneBesideSecondary)
        case (.overlay, _, .secondaryOnly), (.displace, _, .secondaryOnly):
            DisplayModeButton(column: .secondary, icon: .backChevron,
                              target: behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
        case (.overlay, .tripleColumn, .oneOverSecondary):
            DisplayModeButton(column: .supplementary, icon: .backChevron, target: .twoOverSecondary)
        case (.displace, .tripleColumn, .oneBesideSecondary):
            DisplayModeButton(column: .supplementary, icon: .backChevron, target: .twoDisplaceSecondary)
        case (.displace, .doubleColumn, .oneBesideSecondary):
            DisplayModeButton(column: .primary, icon: .backChevron, target: .secondaryOnly)
        default:
            nil
        }
    }

    /// The secondary-only button's target, when it shows: triple column, expanded, and
    /// `showsSecondaryOnlyButton`. It goes to `.secondaryOnly`, and from there back to the mode
    /// before. Spec: SV-B5.
    public var secondaryOnlyButtonTarget: DisplayMode? {
        guard style == .tripleColumn, showsSecondaryOnlyButton, !layoutIsCollapsed else { return nil }
        if displayMode != .secondaryOnly { return .secondaryOnly }
        let previous = modeBeforeSecondaryOnly ?? currentResolution().mode
        let restored = DisplayModeResolution.mode(previous, fittedTo: splitBehavior, style: style)
        return restored == .secondaryOnly
            ? DisplayModeResolution.mode(.oneBesideSecondary, fittedTo: splitBehavior, style: style)
            : restored
    }

    // MARK: User input

    /// Shows or hides the primary column (the first sidebar), as AppKit's `toggleSidebar(_:)`
    /// and the ⌃⌘S / Ctrl+Alt+S key command do. Collapsed, it does nothing. Spec: SB-15.
    public func toggleSidebar() {
        guard !layoutIsCollapsed else { return }
        if isShowing(.primary) {
            if let mode = closestMode(hiding: .primary) { transition(to: mode, cause: .user) }
        } else if let mode = closestMode(showing: .primary) {
            transition(to: mode, cause: .user)
        }
    }

    /// A double-click on a divider: the column returns to its preferred fraction, if it has one;
    /// without one nothing changes. Spec: SB-17.
    func dividerDoubleClicked(column: Column) {
        switch column {
        case .primary where preferredPrimaryColumnWidthFraction != Self.automaticDimension:
            preferredPrimaryColumnWidth = Self.automaticDimension
        case .supplementary where preferredSupplementaryColumnWidthFraction != Self.automaticDimension:
            preferredSupplementaryColumnWidth = Self.automaticDimension
        case .inspector where preferredInspectorColumnWidthFraction != Self.automaticDimension:
            preferredInspectorColumnWidth = Self.automaticDimension
        default:
            break
        }
    }

    /// A tap on the display-mode or secondary-only button. Spec: §1.7 table, SV-B5.
    func displayModeButtonTapped(target: DisplayMode) {
        transition(to: target, cause: .user)
    }

    /// A tap on the dimmed secondary: overlays close (SV-B6); a displaced secondary returns
    /// beside the supplementary (SV-B7).
    func dimmingTapped() {
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: transition(to: .secondaryOnly, cause: .user)
        case .twoDisplaceSecondary: transition(to: .oneBesideSecondary, cause: .user)
        // The dimming of a floating inspector (D-16).
        default: if isInspectorRequested { hideInspector(cause: .user) }
        }
    }

    /// The modes the edge swipe steps through, fewest sidebars first. Spec: SV-B1, SV-B8.
    var gestureModes: [DisplayMode] {
        splitBehavior.allowedDisplayModes(for: style)
    }

    /// The edge swipe. Expanded, it steps one mode toward more (reveal) or fewer (conceal)
    /// sidebars, stopping at any mode (SV-B8), between the gesture delegate calls (SV-B9), and
    /// only when `presentsWithGesture` (SV-B1, SV-B2). Collapsed, it goes back (NV-7).
    func edgeSwipeEnded(_ swipe: EdgeSwipe) {
        if layoutIsCollapsed {
            if swipe == .reveal { collapsedBackTapped() }
            return
        }
        if style == .unspecified { return classicEdgeSwipe(swipe) }
        guard presentsWithGesture else { return }
        let modes = gestureModes
        guard let index = modes.firstIndex(of: displayMode) else { return }
        let next = swipe == .reveal ? index + 1 : index - 1
        guard modes.indices.contains(next) else { return }
        delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
        transition(to: modes[next], cause: .user)
        delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
    }

    /// The back button of the collapsed stack: pops inside the top column, or pops the column
    /// itself at its root (SV-S7's pop, caused by the user).
    func collapsedBackTapped() {
        guard collapsedTop != .compact, let navigation = columnNavigation[collapsedTop] else { return }
        if navigation.viewControllers.count > 1 {
            navigation.pop()
        } else {
            hideCollapsed(collapsedTop, cause: .user)
        }
    }
}
