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
        guard acceptsColumnAPI("setViewController(_:for:)") else { return }
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
                if assigned[column] != nil, Column.stacking.contains(column) {
                activatedColumns.insert(column)
            }
            repairCollapsedTop()
        }
    }

    /// The controller the app assigned to a column (not the wrapping navigation controller); nil
    /// on a classic split view. Spec: SV-C1, SV-L2.
    public func viewController(for column: Column) -> ViewController? {
        style == .unspecified ? nil : assigned[column]
    }

    /// The stacking columns of this style: primary, (supplementary), secondary.
    var activeStackingColumns: [Column] {
        style == .tripleColumn ? Column.stacking : [.primary, .secondary]
    }

    /// Whether a column has content to show.
    func hasContent(_ column: Column) -> Bool {
        column == .compact ? assigned[.compact] != nil : columnRoot[column] != nil
    }

    private func assignStacking(_ viewController: ViewController?, to column: Column) {
        guard let viewController else {
            clearColumn(column)
            return
        }
        if viewController.isAncestor(of: self) {
            window?.report(Diagnostic("\(viewController.debugName) contains this split view; it cannot be one of its columns"))
            return
        }
        if viewController is SplitViewController || viewController is TabBarController {
            // D-64: a split view or a tab bar controller is a column's content as it is, laid
            // out in the column's size (SV-C2 for a secondary tab bar; SV-C3 and SV-C7 relaxed:
            // real apps put tabs beside a detail and split views in a column).
            clearColumn(column)
            columnRoot[column] = viewController
        } else if let navigation = viewController as? NavigationController {
            // SV-C2: a navigation controller is assigned as it is.
            clearColumn(column)
            columnRoot[column] = navigation
            columnNavigation[column] = navigation
        } else if column != .supplementary, let inner = viewController.children.first as? NavigationController {
            // SV-C2: a controller whose first child is a navigation controller is assigned as it
            // is; that navigation controller carries the bar and the collapsed stack.
            clearColumn(column)
            columnRoot[column] = viewController
            columnNavigation[column] = inner
        } else if let wrapper = columnNavigation[column], wrappers.contains(ObjectIdentifier(wrapper)) {
            if wrapper.viewControllers.contains(where: { $0 === viewController }) {
                // Already on this column's stack: nothing to push.
            } else if column == .secondary {
                // SV-C5: "expected behavior" — the new controller is pushed.
                guard (try? wrapper.push(viewController)) != nil else {
                    window?.report(Diagnostic("\(viewController.debugName) cannot be pushed onto the secondary column"))
                    return
                }
            } else {
                guard (try? wrapper.setViewControllers([viewController])) != nil else { return }
            }
        } else {
            clearColumn(column)
            let wrapper = NavigationController(root: viewController)
            wrappers.insert(ObjectIdentifier(wrapper))
            columnRoot[column] = wrapper
            columnNavigation[column] = wrapper
        }
        assigned[column] = viewController
    }

    /// Forgets a column's content.
    private func clearColumn(_ column: Column) {
        if let old = columnRoot[column] { wrappers.remove(ObjectIdentifier(old)) }
        assigned[column] = nil
        columnRoot[column] = nil
        columnNavigation[column] = nil
        if column == .inspector { isInspectorRequested = false }
    }

    /// A controller left a column's navigation stack (taken by another container). The column
    /// empties if nothing is left; else its assigned controller becomes the stack's root.
    func columnContentWasRemoved(_ child: ViewController, from navigation: NavigationController) {
        guard let column = columnNavigation.first(where: { $0.value === navigation })?.key else { return }
        if navigation.viewControllers.isEmpty, wrappers.contains(ObjectIdentifier(navigation)) {
            clearColumn(column)
            rebuildChildren()
            repairCollapsedTop()
        } else if assigned[column] === child {
            assigned[column] = navigation.viewControllers.first
        }
    }

    /// A child is leaving this split view (taken by another container): its column empties.
    func forgetColumn(of child: ViewController) {
        if assigned[.compact] === child {
            assigned[.compact] = nil
        } else if let column = columnRoot.first(where: { $0.value === child })?.key {
            clearColumn(column)
        }
        repairCollapsedTop()
    }

    /// A controller can live in one column only; assigning it elsewhere takes it from there.
    private func detachFromOtherColumns(_ viewController: ViewController, except column: Column) {
        for (other, current) in assigned where other != column && current === viewController {
            if other == .compact { assigned[.compact] = nil } else { clearColumn(other) }
        }
    }

    /// Children in column order: primary, supplementary, secondary, compact, inspector.
    func rebuildChildren() {
        var result: [ViewController] = []
        for column in Column.allCases {
            if column == .compact {
                if let compact = assigned[.compact] { result.append(compact) }
            } else if let root = columnRoot[column] {
                result.append(root)
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
        return columnRoot.first { $0.value === child }?.key
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
