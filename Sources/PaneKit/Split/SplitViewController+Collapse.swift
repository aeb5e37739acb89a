extension SplitViewController {
    /// The column proposed to the delegate on collapse: `.compact` when a compact controller is
    /// set, else the deepest column given content or shown since the last selection (DESIGN §3).
    /// Spec: SV-K4 (default undocumented, §8.3).
    public var proposedTopColumnForCollapsing: Column {
        if let preferred = preferredCompactColumn, preferred == .compact ? assigned[.compact] != nil : hasContent(preferred) {
            return preferred
        }
        if assigned[.compact] != nil { return .compact }
        return activeStackingColumns.last { activatedColumns.contains($0) && hasContent($0) } ?? .primary
    }

    /// Regular → compact: ask the delegate for the top column, hide the other columns, stack
    /// them, then report. Spec: SV-K1, SV-K3, SV-K4, SD-1; DESIGN §3 delegate order.
    func collapse(initial: Bool) {
        if style == .unspecified { return collapseClassic() }
        let proposed = proposedTopColumnForCollapsing
        let chosen = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        let top = validTopColumn(chosen, fallback: proposed)
        let before = initial ? [] : shownColumns
        let sheet = top != .compact && isInspectorRequested && hasContent(.inspector)
        let after: [Column] = sheet ? [top, .inspector] : [top]
        let hiding = before.filter { !after.contains($0) }
        for column in hiding { delegate?.splitViewController(self, willHide: column) }
        layoutIsCollapsed = true
        collapsedTop = top
        // A delegate may have emptied the chosen column meanwhile.
        repairCollapsedTop()
        window?.reconcileAppearance()
        if !initial {
            for column in hiding { delegate?.splitViewController(self, didHide: column) }
        }
        isCollapsed = true
        setNeedsUpdate()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Compact → regular: ask the delegate for the display mode, show the columns, then report.
    /// Spec: SV-K1, SV-K5, SD-1; DESIGN §3 delegate order.
    func expand() {
        if style == .unspecified { return expandClassic() }
        let resolution = currentResolution()
        let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: resolution.mode) ?? resolution.mode
        let mode = chosen == .automatic
            ? resolution.mode
            : DisplayModeResolution.mode(chosen, fittedTo: resolution.behavior, style: style)
        let before = shownColumns
        splitBehavior = resolution.behavior
        lastResolution = resolution
        let after = expandedColumns(mode: mode, inspector: isInspectorRequested)
        let showing = after.filter { !before.contains($0) }
        for column in showing { delegate?.splitViewController(self, willShow: column) }
        // A delegate may have changed the behavior meanwhile: stay within what it allows.
        let fitted = DisplayModeResolution.mode(mode, fittedTo: splitBehavior, style: style)
        if fitted != displayMode {
            delegate?.splitViewController(self, willChangeTo: fitted)
            displayMode = DisplayModeResolution.mode(fitted, fittedTo: splitBehavior, style: style)
        }
        layoutIsCollapsed = false
        window?.reconcileAppearance()
        for column in showing { delegate?.splitViewController(self, didShow: column) }
        isCollapsed = false
        setNeedsUpdate()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// A delegate's answer, made safe: `.compact` needs a compact controller; a stacking column
    /// needs content (else the deepest column above it that has some); never the inspector.
    private func validTopColumn(_ column: Column, fallback: Column) -> Column {
        switch column {
        case .compact:
            if assigned[.compact] != nil { return .compact }
        case .inspector:
            break
        case .primary, .supplementary, .secondary:
            if let usable = activeStackingColumns.last(where: { $0 <= column && hasContent($0) }) { return usable }
        }
        if fallback != column { return validTopColumn(fallback, fallback: fallback) }
        return activeStackingColumns.first { hasContent($0) } ?? .primary
    }

    /// Keeps the collapsed top column valid after content changes.
    func repairCollapsedTop() {
        guard layoutIsCollapsed else { return }
        if collapsedTop == .compact {
            if assigned[.compact] == nil { collapsedTop = proposedTopColumnForCollapsing }
            return
        }
        if !hasContent(collapsedTop) {
            collapsedTop = activeStackingColumns.last { $0 < collapsedTop && hasContent($0) } ?? .primary
        }
    }

    // MARK: Window hooks

    func layOutFirstTime() {
        guard !hasLaidOut, let traits else { return }
        hasLaidOut = true
        if traits.horizontalSizeClass == .compact {
            collapse(initial: true)
        } else {
            // The first layout is not a change: no delegate calls (D-07).
            let resolution = currentResolution()
            lastResolution = resolution
            splitBehavior = resolution.behavior
            displayMode = resolution.mode
        }
    }

    func adapt(to next: Traits) {
        guard hasLaidOut else { return }
        switch (layoutIsCollapsed, next.horizontalSizeClass) {
        case (false, .compact): collapse(initial: false)
        case (true, .regular): expand()
        case (false, .regular): layoutInputsDidChange()
        case (true, .compact): setNeedsUpdate()
        }
    }
}
