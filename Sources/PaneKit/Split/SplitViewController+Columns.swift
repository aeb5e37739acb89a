extension SplitViewController {
    /// Sets the content of a column.
    ///
    /// A controller that is not a navigation controller is wrapped in one the split view creates
    /// (SV-C1); a navigation controller is used as it is (SV-C2). Setting another controller on a
    /// secondary that already has a wrapper *pushes* it onto that stack (SV-C5): set `nil` first
    /// to replace. `.supplementary` on a double-column split view is ignored (SV-C8). `nil`
    /// removes the column's content.
    ///
    /// Spec: SV-C1, SV-C2, SV-C5, SV-C8, SV-I2.
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        if column == .supplementary, style == .doubleColumn {
            window?.report(Diagnostic("supplementary column ignored on a double-column split view (SV-C8)"))
            return
        }
        performUpdate {
            if let viewController { detachFromOtherColumns(viewController, except: column) }
            switch column {
            case .compact:
                assigned[.compact] = viewController
                // SV-K3: while collapsed, a compact controller is what shows.
                if viewController != nil, layoutIsCollapsed { collapsedTop = .compact }
            case .primary, .supplementary, .secondary, .inspector:
                assignStacking(viewController, to: column)
            }
            rebuildChildren()
            if viewController != nil, Column.stacking.contains(column) {
                activatedColumns.insert(column)
            }
            repairCollapsedTop()
        }
    }

    /// The controller the app assigned to a column (not the wrapping navigation controller).
    /// Spec: SV-C1.
    public func viewController(for column: Column) -> ViewController? {
        assigned[column]
    }

    /// The split view's children: expanded, the column controllers `[primary, (supplementary),
    /// secondary]`; collapsed, exactly one, the `.compact` controller if set, else the primary.
    /// Spec: SV-C6.
    public var viewControllers: [ViewController] {
        if isCollapsed {
            if let compact = assigned[.compact] { return [compact] }
            return columnNavigation[.primary].map { [$0] } ?? []
        }
        return activeStackingColumns.compactMap { columnNavigation[$0] }
    }

    /// The stacking columns of this style: primary, (supplementary), secondary.
    var activeStackingColumns: [Column] {
        style == .tripleColumn ? Column.stacking : [.primary, .secondary]
    }

    /// Whether a column has content to show.
    func hasContent(_ column: Column) -> Bool {
        column == .compact ? assigned[.compact] != nil : columnNavigation[column] != nil
    }

    private func assignStacking(_ viewController: ViewController?, to column: Column) {
        guard let viewController else {
            if let old = columnNavigation[column] { wrappers.remove(ObjectIdentifier(old)) }
            assigned[column] = nil
            columnNavigation[column] = nil
            if column == .inspector { isInspectorRequested = false }
            return
        }
        if let navigation = viewController as? NavigationController {
            if let old = columnNavigation[column] { wrappers.remove(ObjectIdentifier(old)) }
            columnNavigation[column] = navigation
        } else if let wrapper = columnNavigation[column], wrappers.contains(ObjectIdentifier(wrapper)) {
            if wrapper.viewControllers.contains(where: { $0 === viewController }) {
                // Already on this column's stack: nothing to push.
            } else if column == .secondary {
                try? wrapper.push(viewController)  // SV-C5: "expected behavior"
            } else {
                try? wrapper.setViewControllers([viewController])
            }
        } else {
            let wrapper = NavigationController(root: viewController)
            wrappers.insert(ObjectIdentifier(wrapper))
            columnNavigation[column] = wrapper
        }
        assigned[column] = viewController
    }

    /// A controller can live in one column only; assigning it elsewhere takes it from there.
    private func detachFromOtherColumns(_ viewController: ViewController, except column: Column) {
        for (other, current) in assigned where other != column && current === viewController {
            assignStacking(nil, to: other)
            if other == .compact { assigned[.compact] = nil }
        }
    }

    /// Children in column order: primary, supplementary, secondary, compact, inspector.
    func rebuildChildren() {
        var result: [ViewController] = []
        for column in Column.allCases {
            if column == .compact {
                if let compact = assigned[.compact] { result.append(compact) }
            } else if let navigation = columnNavigation[column] {
                result.append(navigation)
            }
        }
        setChildren(result)
    }

    /// The column of this split view that contains `controller`, if any.
    func column(containing controller: ViewController) -> Column? {
        var node: ViewController? = controller
        while let current = node, current.parent !== self {
            node = current.parent
        }
        guard let child = node else { return nil }
        if child === assigned[.compact] { return .compact }
        return columnNavigation.first { $0.value === child }?.key
    }

    /// A column's navigation stack changed: a push counts as giving the column content.
    func columnStackDidChange(_ navigation: NavigationController) {
        guard let column = columnNavigation.first(where: { $0.value === navigation })?.key else { return }
        if navigation.lastTransition == .push, Column.stacking.contains(column) {
            activatedColumns.insert(column)
        }
    }

    /// A row was selected inside `controller`: a new selection starts (DESIGN §3).
    func selectionWillChange(in controller: ViewController) {
        guard let column = column(containing: controller), Column.stacking.contains(column) else { return }
        activatedColumns = [column]
    }
}
