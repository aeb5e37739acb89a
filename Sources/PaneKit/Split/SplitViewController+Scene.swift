extension SplitViewController {
    /// What the pure layout needs from this split view now.
    public var layoutInput: ColumnLayout.Input {
        let traits = self.traits
        return ColumnLayout.Input(
            size: traits?.size ?? .zero,
            layoutDirection: traits?.layoutDirection ?? .leftToRight,
            primaryEdge: primaryEdge,
            style: style,
            displayMode: displayMode,
            collapsedTop: layoutIsCollapsed ? collapsedTop : nil,
            primaryWidth: primaryColumnWidth,
            supplementaryWidth: supplementaryColumnWidth,
            inspectorWidth: inspectorColumnWidth,
            showsInspector: !layoutIsCollapsed && isInspectorRequested && hasContent(.inspector),
            secondaryMinimum: secondaryMinimumWidth
        )
    }

    /// The split view's part of the Scene: visible columns with frames and bar buttons, the
    /// dimmed region, the gesture, and the inspector sheet.
    func splitScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        guard let id else {
            return .content(ContentScene(controller: ControllerID(0), title: title, nodes: []))
        }
        let nodeID = id.nodeID
        let layout = ColumnLayout(layoutInput)
        // In another split view's column (D-64), that one's buttons go to this one's leading column.
        let inherited = layoutIsCollapsed ? [] : context.takeLeadingItems()
        let rightToLeft = traits?.layoutDirection == .rightToLeft
        let leadingColumn = (rightToLeft ? layout.placements.max { $0.frame.maxX < $1.frame.maxX }
                                         : layout.placements.min { $0.frame.minX < $1.frame.minX })?.column
        var columns: [ColumnScene] = []
        for placement in layout.placements {
            let content: SceneNode
            if layoutIsCollapsed {
                guard let collapsed = collapsedScene(in: context) else { continue }
                content = collapsed
            } else {
                guard let root = columnRoot[placement.column] else { continue }
                context.pendingLeadingItems = (placement.column == leadingColumn ? inherited : [])
                    + barItems(for: placement.column, nodeID: nodeID, in: context)
                content = root.makeScene(in: context)
                context.pendingLeadingItems = []
            }
            var dividerID: NodeID?
            if placement.isTiled, placement.column != .secondary {
                let divider = nodeID.system("divider.\(placement.column.rawValue)")
                let column = placement.column
                context.actions.register(.resize { [unowned self] width in
                    self.dividerDragEnded(column: column, width: width)
                }, for: divider)
                context.onTap(divider.system("reset")) { [unowned self] in self.dividerDoubleClicked(column: column) }
                dividerID = divider
            }
            columns.append(ColumnScene(
                column: placement.column,
                frame: placement.frame,
                zIndex: placement.zIndex,
                background: placement.column == .primary ? primaryBackgroundStyle : .none,
                dividerID: dividerID,
                content: content
            ))
        }

        var dimming: DimmingScene?
        if let frame = layout.dimming {
            let dimmingID = nodeID.system("dimming")
            context.onTap(dimmingID) { [unowned self] in self.dimmingTapped() }
            dimming = DimmingScene(id: dimmingID, frame: frame, opacity: DimmingScene.opacity(for: traits?.colorScheme ?? .light))
        }

        var gestureID: NodeID?
        if layoutIsCollapsed || presentsWithGesture {
            let swipeID = nodeID.system("swipe")
            context.actions.register(.swipe { [unowned self] swipe in self.edgeSwipeEnded(swipe) }, for: swipeID)
            gestureID = swipeID
        }

        var inspectorSheet: InspectorSheetScene?
        if showsInspectorSheet, let inspector = columnRoot[.inspector], let window {
            let dismissID = nodeID.system("inspector.dismiss")
            // A swipe down or Escape closes it, as a sheet (SV-I4).
            context.actions.register(.dismissAttempt { [unowned self] phase in
                if phase == .ended { self.hideCollapsed(.inspector, cause: .user) }
            }, for: dismissID)
            let detentContext = window.detentContext()
            let detents = [SheetPresentationController.Detent.medium(), .large()].compactMap { detent in
                detent.resolvedValue(in: detentContext).map { PresentationLayout.DetentHeight(identifier: detent.identifier, height: $0) }
            }
            let current = detents.first { $0.identifier == inspectorSheetDetent } ?? detents.last
            let height = current?.height ?? detentContext.maximumDetentValue
            let size = window.traits.size
            let detentID = nodeID.system("inspector.detent")
            context.actions.register(.detent(identifiers: Set(detents.map(\.identifier.rawValue))) { [unowned self] raw in
                inspectorSheetDetent = .init(raw)
                setNeedsUpdate()
            }, for: detentID)
            context.onTap(detentID.system("grabber")) { [unowned self] in
                inspectorSheetDetent = inspectorSheetDetent == .medium ? .large : .medium
                setNeedsUpdate()
            }
            inspectorSheet = InspectorSheetScene(
                dismissID: dismissID,
                frame: Rect(x: 0, y: size.height - height, width: size.width, height: height),
                detents: detents,
                selectedDetent: current?.identifier,
                detentControlID: detentID,
                content: inspector.makeScene(in: context)
            )
        }

        let focusID = nodeID.system("focus")
        context.actions.register(.columnFocus { [unowned self] column in self.focusReported(column) }, for: focusID)
        var scene = SplitScene(
            controller: id,
            style: style,
            splitBehavior: splitBehavior,
            displayMode: displayMode,
            isCollapsed: layoutIsCollapsed,
            primaryEdge: primaryEdge,
            layoutDirection: traits?.layoutDirection ?? .leftToRight,
            gestureID: gestureID,
            columns: columns,
            dimming: dimming,
            inspectorSheet: inspectorSheet
        )
        scene.focusID = focusID
        if let column = requestedColumn { scene.focusRequest = ColumnFocusRequest(column: column, serial: focusRequest) }
        return .split(scene)
    }

    /// The display-mode and secondary-only buttons a column's bar shows.
    private func barItems(for column: Column, nodeID: NodeID, in context: SceneBuildContext) -> [BarItem] {
        var items: [BarItem] = []
        if let button = displayModeButton, button.column == column {
            let itemID = nodeID.system("displayMode")
            let target = button.target
            context.onTap(itemID) { [unowned self] in self.displayModeButtonTapped(target: target) }
            let reveals = target.sidebarCount > displayMode.sidebarCount
            let title = reveals && button.icon == .backChevron ? titleOfColumn(leadingOf: column) : nil
            items.append(BarItem(id: itemID, kind: .displayMode(button.icon, target: target, reveals: reveals, title: title)))
        }
        if column == .secondary, let target = secondaryOnlyButtonTarget {
            let itemID = nodeID.system("secondaryOnly")
            context.onTap(itemID) { [unowned self] in self.displayModeButtonTapped(target: target) }
            items.append(BarItem(id: itemID, kind: .secondaryOnly(target: target)))
        }
        return items
    }

    /// The title of the screen a back chevron in `column`'s bar brings in: the column before it.
    private func titleOfColumn(leadingOf column: Column) -> String? {
        let revealed: Column = column == .secondary && style == .tripleColumn ? .supplementary : .primary
        guard let controller = viewController(for: revealed) else { return nil }
        let screen = (controller as? NavigationController)?.topViewController ?? controller
        let title = screen.navigationItem.title ?? screen.title
        return title?.isEmpty == false ? title : nil
    }

    /// Collapsed: the `.compact` controller, or one stack made of the columns' stacks up to the
    /// top column, flattened (DESIGN §3). Spec: SV-K3, NV-10.
    private func collapsedScene(in context: SceneBuildContext) -> SceneNode? {
        if collapsedTop == .compact {
            return assigned[.compact]?.makeScene(in: context)
        }
        let columns = collapsedStackColumns
        // A tab bar controller or split view in a column shows as it is (SV-C2, D-64), with its
        // own stacks; the stack of the columns over it starts after it, with a Back to it.
        let start = columns.lastIndex { columnNavigation[$0] == nil }
        let below = start.map { columns[$0] }
        if let root = columnRoot[collapsedTop], columnNavigation[collapsedTop] == nil {
            if let previous = columns.last(where: { $0 < collapsedTop }) {
                context.pendingLeadingItems = [collapsedBackItem(to: previous, nodeID: root.id?.nodeID, in: context)]
            }
            defer { context.pendingLeadingItems = [] }
            return root.makeScene(in: context)
        }
        let navigations = columns[(start.map { $0 + 1 } ?? 0)...].compactMap { columnNavigation[$0] }
        let stack = navigations.flatMap(\.viewControllers)
        guard let root = navigations.first, let rootID = root.id, let top = stack.last,
              let last = navigations.last else { return nil }
        // Over a column shown as it is, or inside another container's column: a Back at the
        // stack's root leads out of it.
        var leading = context.takeLeadingItems()
        if let below, stack.count == 1 { leading = [collapsedBackItem(to: below, nodeID: rootID.nodeID, in: context)] }
        if stack.count > 1 { leading = [] }
        for navigation in navigations { context.visit(navigation) }
        // SB-6: a column's screens push the next column, so their rows draw chevrons.
        let deepest = activeStackingColumns.last { hasContent($0) }
        for column in activeStackingColumns where column != deepest {
            if let controllers = columnNavigation[column]?.viewControllers {
                for controller in controllers { context.pushingControllers.insert(ObjectIdentifier(controller)) }
            }
        }
        let bar = root.navigationBar(for: stack, leading: leading, id: rootID.nodeID, in: context) { [unowned self] in
            self.collapsedBackTapped()
        }
        return .navigation(NavigationScene(
            controller: rootID,
            mergedControllers: navigations.dropFirst().compactMap(\.id),
            stack: stack.compactMap(\.id),
            bar: bar,
            transition: last.lastTransition,
            toolbar: last.toolbar(for: top, in: context),
            top: top.makeScene(in: context),
            below: root.screenBelowTop(of: stack, in: context)
        ))
    }
}

extension SplitViewController {
    /// A Back that pops the collapsed top column to `column`, titled by what that column shows.
    private func collapsedBackItem(to column: Column, nodeID: NodeID?, in context: SceneBuildContext) -> BarItem {
        let itemID = (id?.nodeID ?? nodeID ?? NodeID("split")).system("collapsedBack")
        context.onTap(itemID) { [unowned self] in hideCollapsed(collapsedTop, cause: .user) }
        let root = columnRoot[column]
        let shown = (root as? TabBarController)?.selectedViewController ?? columnNavigation[column]?.topViewController ?? root
        let title = shown.flatMap { $0.navigationItem.title ?? $0.title } ?? "Back"
        return BarItem(id: itemID, kind: .back(title: title.isEmpty || title.count > 12 ? "Back" : title))
    }

    /// Not the compact column while expanded, nor the other columns while it stands in for them,
    /// nor the inspector while it is hidden (``ViewController/isInShownBranch``).
    func showsChild(_ child: ViewController) -> Bool {
        if let compact = assigned[.compact], (compact === child) != isCollapsed { return false }
        if child === columnRoot[.inspector] { return isShowing(.inspector) }
        return true
    }
}
