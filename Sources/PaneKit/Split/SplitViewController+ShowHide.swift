extension SplitViewController {
    /// Shows a column.
    ///
    /// Expanded: moves to the closest display mode of the current behavior in which the column is
    /// fully visible (SV-S1, SV-S3); ignored when it already is (SV-S4). Collapsed: pushes the
    /// column and any columns between (SV-S8), or pops the columns covering it. `.compact` is not
    /// accepted (SV-S5); with a `.compact` controller on screen the call is ignored (DESIGN §3).
    ///
    /// Spec: SV-S1, SV-S3…SV-S6, SV-S8, SV-I2.
    public func show(_ column: Column) {
        guard acceptsColumnAPI("show(.\(column))") else { return }
        performUpdate {
            guard acceptsShowHide(column) else { return }
            if column == .inspector, !hasContent(.inspector) {
                window?.report(Diagnostic("show(.inspector) ignored: the inspector column has no content"))
                return
            }
            if Column.stacking.contains(column) { activatedColumns.insert(column) }
            if layoutIsCollapsed {
                showCollapsed(column)
            } else if column == .inspector {
                showInspector()
            } else if let mode = closestMode(showing: column) {
                transition(to: mode, cause: .programmatic)
            }
        }
    }

    /// Hides a column.
    ///
    /// Expanded: moves to the closest display mode of the current behavior in which the column is
    /// hidden (SV-S2); hiding the secondary is not supported. Collapsed: pops the column if it is
    /// on top and not the primary, else does nothing (SV-S7).
    ///
    /// Spec: SV-S2, SV-S4…SV-S7.
    public func hide(_ column: Column) {
        guard acceptsColumnAPI("hide(.\(column))") else { return }
        performUpdate {
            guard acceptsShowHide(column) else { return }
            if layoutIsCollapsed {
                hideCollapsed(column, cause: .programmatic)
            } else if column == .inspector {
                hideInspector(cause: .programmatic)
            } else if column == .secondary {
                window?.report(Diagnostic("hide(.secondary) is not supported (SV-S2)"))
            } else if let mode = closestMode(hiding: column) {
                transition(to: mode, cause: .programmatic)
            }
        }
    }

    /// Shows the expanded inspector. Tiled sidebars that would leave the secondary less than its
    /// minimum beside it hide first, so that the inspector asked for tiles (D-16); hiding the
    /// inspector brings them back. Where even the secondary alone leaves no room, it floats over
    /// a dimmed window. (A window that narrows later floats it instead: SV-I5.)
    private func showInspector() {
        let room = splitWidth - inspectorColumnWidth
        let widths = resolutionWidths
        let fitted = room >= widths.secondaryMinimum
            ? DisplayModeResolution.fittedToSpace(displayMode, behavior: splitBehavior, style: style, width: room, widths: widths)
            : displayMode
        let before = displayMode
        transition(to: fitted, inspector: true, cause: .programmatic)
        if fitted != before { modeBeforeInspector = before }
        lastResolution = currentResolution()
    }

    /// Hides the expanded inspector, bringing back the sidebars it made room for.
    func hideInspector(cause: ChangeCause) {
        let mode = modeBeforeInspector ?? displayMode
        transition(to: mode, inspector: false, cause: cause)
        lastResolution = currentResolution()
    }

    private func acceptsShowHide(_ column: Column) -> Bool {
        if column == .compact {
            window?.report(Diagnostic("show/hide do not accept .compact (SV-S5)"))
            return false
        }
        if column == .supplementary, style == .doubleColumn { return false }
        if layoutIsCollapsed, collapsedTop == .compact {
            window?.report(Diagnostic("show/hide(\(column)) ignored: the .compact column is on screen"))
            return false
        }
        return true
    }

    /// The allowed mode nearest the current one (by number of sidebars) that fully shows `column`.
    func closestMode(showing column: Column) -> DisplayMode? {
        closestMode { self.fullyShows($0, column) }
    }

    /// The allowed mode nearest the current one that does not show `column`.
    func closestMode(hiding column: Column) -> DisplayMode? {
        closestMode { !self.expandedColumns(mode: $0, inspector: false).contains(column) }
    }

    private func closestMode(where matches: (DisplayMode) -> Bool) -> DisplayMode? {
        let candidates = splitBehavior.allowedDisplayModes(for: style).filter(matches)
        if candidates.contains(displayMode) { return nil }
        return candidates.min { lhs, rhs in
            abs(lhs.sidebarCount - displayMode.sidebarCount) < abs(rhs.sidebarCount - displayMode.sidebarCount)
        }
    }

    /// A column is fully visible: shown, and for the secondary, not dimmed or cropped.
    private func fullyShows(_ mode: DisplayMode, _ column: Column) -> Bool {
        if column == .secondary { return !mode.dimsSecondary }
        return expandedColumns(mode: mode, inspector: false).contains(column)
    }

    // MARK: Collapsed

    /// The stacking columns on screen while collapsed, root first, up to the top column.
    var collapsedStackColumns: [Column] {
        guard collapsedTop != .compact else { return [] }
        return activeStackingColumns.filter { $0 <= collapsedTop && hasContent($0) }
    }

    private func showCollapsed(_ column: Column) {
        if column == .inspector {
            guard !isInspectorRequested else { return }
            delegate?.splitViewController(self, willShow: .inspector)
            isInspectorRequested = true
            return
        }
        // SV-S8: push the column and any intervening columns, or pop the ones covering it. Either
        // way one column leaves the screen and one arrives (D-10).
        guard hasContent(column), column != collapsedTop else { return }
        delegate?.splitViewController(self, willHide: collapsedTop)
        delegate?.splitViewController(self, willShow: column)
        collapsedTop = column
        setNeedsUpdate()
    }

    /// SV-S7: pops the top column unless it is the primary. Also the back button at a column's root.
    func hideCollapsed(_ column: Column, cause: ChangeCause) {
        if column == .inspector {
            guard isInspectorRequested else { return }
            delegate?.splitViewController(self, willHide: .inspector)
            isInspectorRequested = false
            if cause != .programmatic {
                window?.reconcileAppearance()
                delegate?.splitViewController(self, didHide: .inspector)
            }
            return
        }
        guard column == collapsedTop, column != .primary, column != .compact else { return }
        guard let previous = collapsedStackColumns.last(where: { $0 < column }) else { return }
        delegate?.splitViewController(self, willHide: column)
        delegate?.splitViewController(self, willShow: previous)
        // D-59: as in UIKit, where the collapsed columns share one stack, the revealed column's
        // navigation controller tells its delegate its top screen shows again.
        let revealed = columnNavigation[previous]
        if let revealed, let top = revealed.topViewController { revealed.delegate?.navigationController(revealed, willShow: top) }
        collapsedTop = previous
        // SB-8: the binding follows the person back.
        if cause == .user, preferredCompactColumn != nil { preferredCompactColumn = previous }
        if cause != .programmatic {
            window?.reconcileAppearance()
            delegate?.splitViewController(self, didHide: column)
            delegate?.splitViewController(self, didShow: previous)
        }
        if let revealed, let top = revealed.topViewController { revealed.delegate?.navigationController(revealed, didShow: top) }
        setNeedsUpdate()
    }

    /// SB-8, D-59: the app set `preferredCompactColumn` while collapsed — its column comes to the
    /// top: the columns over it are popped, or it and those between are pushed. Programmatic, so
    /// the split view's delegate hears no `didShow`/`didHide` (D6).
    func bringToCollapsedTop(_ column: Column) {
        guard collapsedTop != .compact, column != .compact, column != .inspector, hasContent(column) else { return }
        if column < collapsedTop {
            while collapsedTop > column, collapsedTop != .primary {
                let before = collapsedTop
                hideCollapsed(collapsedTop, cause: .programmatic)
                if collapsedTop == before { break }
            }
        } else if column > collapsedTop {
            showCollapsed(column)
        }
    }
}
