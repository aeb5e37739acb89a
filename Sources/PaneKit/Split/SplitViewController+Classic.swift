import Foundation

/// A weak reference to a controller, for lists that must not keep controllers alive.
struct WeakController {
    weak var controller: ViewController?
}

extension SplitViewController {
    // MARK: Children

    /// Classic: the primary and the secondary as the app gave them (no navigation controllers of
    /// the split view's own, SV-L2); setting it replaces them. While collapsed it holds the
    /// primary alone; a secondary set then is what the default expand of a primary with nothing
    /// to give back shows. Column style: the column controllers, read only (set them with
    /// ``setViewController(_:for:)``). Spec: SV-L1, SV-C6.
    public var viewControllers: [ViewController] {
        get {
            if isCollapsed {
                if let compact = assigned[.compact] { return [compact] }
                return columnRoot[.primary].map { [$0] } ?? []
            }
            return activeStackingColumns.compactMap { columnRoot[$0] }
        }
        set {
            guard style == .unspecified else {
                window?.report(Diagnostic("viewControllers is set on classic split views only; use setViewController(_:for:) (SV-L2)"))
                return
            }
            if newValue.count > 2 {
                window?.report(Diagnostic("a classic split view has two children; \(newValue.count - 2) more ignored (SV-L1)"))
            }
            let primary = newValue.first
            let secondary = newValue.count > 1 ? newValue[1] : nil
            if let primary, primary === secondary {
                window?.report(Diagnostic("\(primary.debugName) cannot be both primary and secondary"))
                return
            }
            performUpdate {
                if layoutIsCollapsed {
                    installClassic(primary: primary, secondary: nil)
                    forgetDetails()
                    keptSecondary = secondary
                } else {
                    installClassic(primary: primary, secondary: secondary)
                }
            }
        }
    }

    /// Puts `primary` and `secondary` in the classic columns, as they are. A controller that
    /// holds this split view, or the primary given as the secondary too, is reported and left out.
    func installClassic(primary: ViewController?, secondary: ViewController?) {
        let primary = acceptedChild(primary)
        var secondary = acceptedChild(secondary)
        if let shared = secondary, shared === primary {
            window?.report(Diagnostic("\(shared.debugName) cannot be both primary and secondary; it stays the primary"))
            secondary = nil
        }
        for (column, controller) in [(Column.primary, primary), (.secondary, secondary)] {
            if let old = columnRoot[column], old !== controller { wrappers.remove(ObjectIdentifier(old)) }
            assigned[column] = controller
            columnRoot[column] = controller
            columnNavigation[column] = controller.flatMap { $0 as? NavigationController ?? $0.children.first as? NavigationController }
        }
        rebuildChildren()
    }

    private func acceptedChild(_ controller: ViewController?) -> ViewController? {
        guard let controller, controller.isAncestor(of: self) else { return controller }
        window?.report(Diagnostic("\(controller.debugName) contains this split view; it cannot be one of its children"))
        return nil
    }

    /// Whether a column-style call may go ahead; on a classic split view it is reported and
    /// ignored (SV-L2: Apple does not say what it does there).
    func acceptsColumnAPI(_ name: String) -> Bool {
        guard style == .unspecified else { return true }
        window?.report(Diagnostic("\(name) is for column-style split views; a classic one ignores it (SV-L2)"))
        return false
    }

    // MARK: show and showDetail

    /// SV-L3: the delegate first; then the primary is replaced (regular width), or becomes the
    /// secondary if `viewController` is already a child of it, or is presented (compact).
    func classicShow(_ viewController: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: viewController, sender: sender) == true { return }
        performUpdate {
            let primary = columnRoot[.primary]
            if layoutIsCollapsed {
                present(viewController)
            } else if viewController === primary {
                return
            } else if viewController === columnRoot[.secondary] {
                window?.report(Diagnostic("show(_:sender:) with the secondary: it cannot also be the primary; ignored"))
            } else if let primary, viewController.parent === primary {
                installClassic(primary: primary, secondary: viewController)
            } else {
                installClassic(primary: viewController, secondary: columnRoot[.secondary])
            }
        }
    }

    /// SV-L4, SV-L5: the delegate first; expanded, `viewController` replaces the secondary (a
    /// navigation-controller secondary is replaced, not pushed onto: D-115) and an overlaid
    /// primary goes away; collapsed, the stack the primary shows takes it (a navigation
    /// controller, or the selected tab's), else a primary that shows controllers does, else it is
    /// presented full screen.
    func classicShowDetail(_ viewController: ViewController, sender: Any?) {
        if !layoutIsCollapsed, viewController === columnRoot[.secondary] { return }
        if viewController === columnRoot[.primary] || viewController.isAncestor(of: self) {
            window?.report(Diagnostic("showDetailViewController(_:sender:) with the primary or a container of the split view; ignored"))
            return
        }
        if delegate?.splitViewController(self, showDetail: viewController, sender: sender) == true { return }
        performUpdate {
            if layoutIsCollapsed {
                let primary = columnRoot[.primary]
                if let navigation = columnNavigation[.primary] ?? (primary as? TabBarController)?.selectedViewController as? NavigationController {
                    navigation.takeDetail(viewController, for: self, transition: .push)
                } else if let primary, primary.showsShownControllers {
                    primary.show(viewController, sender: sender)
                } else {
                    viewController.modalPresentationStyle = .fullScreen
                    present(viewController)
                }
                return
            }
            installClassic(primary: columnRoot[.primary], secondary: viewController)
            if displayMode == .oneOverSecondary { transition(to: .secondaryOnly, cause: .user) }
        }
    }

    // MARK: Collapse and expand

    /// SV-L6…SV-L8: the delegate may give another primary, then merges the secondary itself
    /// (true) or leaves it to the primary's `collapseSecondaryViewController(_:for:)`.
    func collapseClassic() {
        performUpdate {
            forgetDetails()
            layoutIsCollapsed = true
            collapsedTop = .primary
            let secondary = columnRoot[.secondary]
            if let chosen = acceptedChild(delegate?.primaryViewController(forCollapsing: self)), chosen !== columnRoot[.primary] {
                installClassic(primary: chosen, secondary: chosen === secondary ? nil : secondary)
            }
            let primary = columnRoot[.primary]
            if let secondary, let primary, secondary !== primary {
                // The secondary is still a child while the delegate and the default decide (SV-L6).
                if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                    primary.collapseSecondaryViewController(secondary, for: self)
                }
            }
            installClassic(primary: primary, secondary: nil)
            if let secondary, secondary !== primary { keepIfUnplaced(secondary) }
            window?.reconcileAppearance()
            isCollapsed = true
            setNeedsUpdate()
        }
        NotificationCenter.default.post(name: Self.showDetailTargetDidChangeNotification, object: self)
    }

    /// SV-L9…SV-L11: the delegate may give another primary and the secondary; else the
    /// primary's `separateSecondaryViewController(for:)`; with neither, an empty placeholder.
    func expandClassic() {
        performUpdate { expandClassicInUpdate() }
        NotificationCenter.default.post(name: Self.showDetailTargetDidChangeNotification, object: self)
    }

    private func expandClassicInUpdate() {
        let resolution = currentResolution()
        if let chosen = acceptedChild(delegate?.primaryViewController(forExpanding: self)), chosen !== columnRoot[.primary] {
            installClassic(primary: chosen, secondary: nil)
        }
        let primary = columnRoot[.primary]
        var secondary: ViewController?
        if let primary {
            secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
        }
        if let candidate = secondary, candidate === primary || candidate.isAncestor(of: self) || (primary.map { candidate.isAncestor(of: $0) } ?? false) {
            window?.report(Diagnostic("\(candidate.debugName) cannot be the secondary of the split view that holds it; a placeholder shows instead"))
            secondary = nil
        }
        forgetDetails()
        splitBehavior = resolution.behavior
        lastResolution = resolution
        if resolution.mode != displayMode {
            delegate?.splitViewController(self, willChangeTo: resolution.mode)
            displayMode = resolution.mode
        }
        layoutIsCollapsed = false
        installClassic(primary: primary, secondary: secondary ?? ViewController())
        window?.reconcileAppearance()
        isCollapsed = false
        setNeedsUpdate()
    }

    /// The secondary the default expand gives back: the one set aside at the collapse, unless it
    /// has been placed somewhere since.
    var secondaryKeptForExpanding: ViewController? {
        keptSecondary?.parent == nil ? keptSecondary : nil
    }

    /// Keeps a secondary that the collapse left off screen, for the default expand (SV-L7, SV-L8);
    /// not a navigation controller whose screens went elsewhere.
    private func keepIfUnplaced(_ secondary: ViewController) {
        let emptied = (secondary as? NavigationController)?.viewControllers.isEmpty == true
        if secondary.parent == nil, detailNavigation !== secondary, !emptied { keptSecondary = secondary }
    }

    private func forgetDetails() {
        keptSecondary = nil
        detailNavigation = nil
        detailArrivals = []
    }

    /// Controllers arrived on the collapsed primary's stack from the secondary or `showDetail`.
    func detailsArrived(_ controllers: [ViewController]) {
        detailArrivals.removeAll { $0.controller == nil }
        detailArrivals += controllers.map { WeakController(controller: $0) }
    }

    /// Whether `controller` came onto the primary's stack from the secondary or `showDetail`.
    func cameFromDetail(_ controller: ViewController) -> Bool {
        detailArrivals.contains { $0.controller === controller }
    }

    // MARK: Display mode

    /// SV-L12, SV-L13: `automatic` tiles the primary in a landscape window where it and the
    /// secondary's minimum fit (an iPad on its side) and lays it over the secondary otherwise (an
    /// iPad upright); a preferred mode is honoured where it fits, exactly with
    /// ``presentsWithGesture`` off; the `two…` modes count as their `one…` mode (D-115).
    func classicResolution() -> Resolution {
        let tiles = classicTiles
        switch preferredDisplayMode.sidebarCount {
        case 0 where preferredDisplayMode == .secondaryOnly:
            return Resolution(behavior: tiles ? .tile : .overlay, mode: .secondaryOnly)
        case 0:
            return tiles ? Resolution(behavior: .tile, mode: .oneBesideSecondary) : Resolution(behavior: .overlay, mode: .oneOverSecondary)
        default:
            let overlays = preferredDisplayMode == .oneOverSecondary || preferredDisplayMode == .twoOverSecondary
            if overlays || (!tiles && presentsWithGesture) { return Resolution(behavior: .overlay, mode: .oneOverSecondary) }
            return Resolution(behavior: .tile, mode: .oneBesideSecondary)
        }
    }

    /// Whether the primary tiles: the window is landscape and has room for it beside the
    /// secondary's minimum (SV-L13's iPad rule, D-115).
    private var classicTiles: Bool {
        let widths = resolutionWidths
        let size = traits?.size ?? .zero
        return size.width > size.height && splitWidth >= widths.primary + widths.secondaryMinimum
    }

    /// The mode the display-mode button and the swipe go to: the delegate's
    /// `targetDisplayModeForAction(in:)` unless `.automatic`; else away from the primary when it
    /// shows, and toward it (beside where it fits, over where not) when it is hidden. Spec: SV-L15.
    var classicTargetDisplayMode: DisplayMode {
        let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        switch asked {
        case .automatic:
            guard displayMode == .secondaryOnly else { return .secondaryOnly }
            return classicTiles ? .oneBesideSecondary : .oneOverSecondary
        case .secondaryOnly: return .secondaryOnly
        case .oneOverSecondary, .twoOverSecondary: return .oneOverSecondary
        default: return .oneBesideSecondary
        }
    }

    /// Moves a classic split view to `mode`, under the behavior that mode belongs to.
    func classicTransition(to mode: DisplayMode, cause: ChangeCause) {
        guard mode != displayMode else { return }
        performUpdate {
            switch mode {
            case .oneOverSecondary: splitBehavior = .overlay
            case .oneBesideSecondary: splitBehavior = .tile
            default: break
            }
            transition(to: mode, cause: cause)
        }
    }

    /// ``displayModeButtonItem`` as drawn now, or nil when it shows nothing. Spec: SV-L14.
    func displayModeBarItem(id: NodeID, in context: SceneBuildContext) -> BarItem? {
        guard style == .unspecified, !layoutIsCollapsed, presentsWithGesture else { return nil }
        let target = classicTargetDisplayMode
        guard target != displayMode else { return nil }
        context.onTap(id) { [unowned self] in classicTransition(to: target, cause: .user) }
        if target == .secondaryOnly {
            return BarItem(id: id, kind: .displayMode(.fullScreen, target: target, reveals: false))
        }
        let primary = columnNavigation[.primary]?.topViewController ?? columnRoot[.primary]
        let title = primary.flatMap { $0.navigationItem.title ?? $0.title }
        return BarItem(id: id, kind: .displayMode(.backChevron, target: target, reveals: true,
                                                  title: title?.isEmpty == false ? title : nil))
    }

    /// The swipe from the edge applies the button's mode when it goes the swipe's way. Spec: SV-L15.
    func classicEdgeSwipe(_ swipe: EdgeSwipe) {
        guard presentsWithGesture else { return }
        let target = classicTargetDisplayMode
        let reveals = target.sidebarCount > displayMode.sidebarCount
        guard target != displayMode, reveals == (swipe == .reveal) else { return }
        classicTransition(to: target, cause: .user)
    }
}
