extension SplitViewController {
    /// The behavior and mode the rules give for the current width and preferences.
    /// Spec: SV-R1…SV-R5.
    func currentResolution() -> Resolution {
        if style == .unspecified { return classicResolution() }
        let result = DisplayModeResolution.resolve(
            style: style,
            preferredMode: preferredDisplayMode,
            preferredBehavior: preferredSplitBehavior,
            width: splitWidth,
            widths: resolutionWidths,
            strict: !presentsWithGesture
        )
        return Resolution(behavior: result.behavior, mode: result.mode)
    }

    /// Preferred mode or behavior changed: apply the new resolution now (programmatic change).
    func preferencesDidChange() {
        setNeedsUpdate()
        guard hasLaidOut, !layoutIsCollapsed else { return }
        performUpdate {
            let resolution = currentResolution()
            lastResolution = resolution
            splitBehavior = resolution.behavior
            transition(to: resolution.mode, cause: .programmatic)
        }
    }

    /// A width property or the window width changed: apply the rules again, but keep what people
    /// chose while the rules give the same answer as last time (D-03).
    func layoutInputsDidChange() {
        setNeedsUpdate()
        guard hasLaidOut, !layoutIsCollapsed else { return }
        performUpdate {
            let resolution = currentResolution()
            guard resolution != lastResolution else { return }
            lastResolution = resolution
            splitBehavior = resolution.behavior
            transition(to: resolution.mode, cause: .system)
        }
    }

    /// The columns a mode shows while expanded, by structure. Spec: §1.1 DisplayMode table.
    func expandedColumns(mode: DisplayMode, inspector: Bool) -> [Column] {
        var columns: [Column] = []
        switch (style, mode.sidebarCount) {
        case (_, 0): break
        case (.doubleColumn, _), (.unspecified, _): columns.append(.primary)
        case (.tripleColumn, 1): columns.append(.supplementary)
        case (.tripleColumn, _): columns += [.primary, .supplementary]
        }
        columns.append(.secondary)
        if inspector, hasContent(.inspector) { columns.append(.inspector) }
        return columns
    }

    /// The columns on screen now.
    var shownColumns: [Column] {
        if layoutIsCollapsed {
            var columns = [collapsedTop]
            if showsInspectorSheet { columns.append(.inspector) }
            return columns
        }
        return expandedColumns(mode: displayMode, inspector: isInspectorRequested)
    }

    /// Whether the inspector shows as a sheet: collapsed with the columns stacked, and requested
    /// (SV-I4, SV-K7). A `.compact` controller replaces every column, the inspector too (DESIGN §3).
    var showsInspectorSheet: Bool {
        layoutIsCollapsed && collapsedTop != .compact && isInspectorRequested && hasContent(.inspector)
    }

    /// Moves to `mode` (and an inspector state) while expanded, with the delegate calls in order:
    /// `willHide`/`willShow` for columns that change, `willChangeTo`, appearance callbacks, then
    /// `didHide`/`didShow` unless the change was programmatic. Spec: SV-R7, SV-S6, D4–D6.
    func transition(to mode: DisplayMode, inspector: Bool? = nil, cause: ChangeCause) {
        let newInspector = inspector ?? isInspectorRequested
        guard mode != displayMode || newInspector != isInspectorRequested else { return }
        guard transitionDepth < 8 else {
            window?.report(Diagnostic("display mode transitions nested 8 deep: a delegate keeps changing the split view; stopped"))
            return
        }
        transitionDepth += 1
        defer { transitionDepth -= 1 }
        // Any change but the inspector's own is a new choice: hiding the inspector keeps it.
        if inspector != true { modeBeforeInspector = nil }
        performUpdate {
            let before = shownColumns
            let after = expandedColumns(mode: mode, inspector: newInspector)
            // Column events are for column styles (SV-L2).
            let announces = style != .unspecified
            let hiding = announces ? before.filter { !after.contains($0) } : []
            let showing = announces ? after.filter { !before.contains($0) } : []
            for column in hiding { delegate?.splitViewController(self, willHide: column) }
            for column in showing { delegate?.splitViewController(self, willShow: column) }
            // A delegate may have changed the behavior meanwhile: stay within what it allows.
            let mode = DisplayModeResolution.mode(mode, fittedTo: splitBehavior, style: style)
            if mode != displayMode {
                delegate?.splitViewController(self, willChangeTo: mode)
                if mode == .secondaryOnly, displayMode != .secondaryOnly { modeBeforeSecondaryOnly = displayMode }
                displayMode = DisplayModeResolution.mode(mode, fittedTo: splitBehavior, style: style)
            }
            isInspectorRequested = newInspector
            window?.reconcileAppearance()
            if cause != .programmatic {
                for column in hiding { delegate?.splitViewController(self, didHide: column) }
                for column in showing { delegate?.splitViewController(self, didShow: column) }
            }
            setNeedsUpdate()
        }
    }

    /// Whether the interface shows a column now. Spec: SV-S9.
    ///
    /// Expanded: the secondary always; sidebars by the display mode;
    /// the inspector after `show(.inspector)`. Collapsed: only the column on top, and the
    /// inspector while its sheet covers it.
    public func isShowing(_ column: Column) -> Bool {
        if layoutIsCollapsed {
            if column == .inspector { return showsInspectorSheet }
            return column == collapsedTop && !showsInspectorSheet
        }
        if column == .compact { return false }
        if column == .inspector { return isInspectorRequested && hasContent(.inspector) }
        return expandedColumns(mode: displayMode, inspector: false).contains(column)
    }
}
