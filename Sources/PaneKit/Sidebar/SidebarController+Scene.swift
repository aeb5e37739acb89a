extension SidebarController {
    /// The sidebar's part of the Scene, registering every control's action.
    func sidebarScene(in context: SceneBuildContext) -> SceneNode {
        context.visit(self)
        // The appearance walk needs only to know the sidebar is on screen, not its rows.
        guard let id, context.includesContent else {
            return .content(ContentScene(controller: id ?? ControllerID(0), title: title, nodes: []))
        }
        let base = id.nodeID
        let listID = base.child("list")
        var selectable = Set<String>()
        var sectionScenes: [SidebarSectionScene] = []

        for section in sections {
            let (header, items) = split(section)
            let sectionBase = listID.child(section.id)
            var disclosureID: NodeID?
            if header != nil, section.isCollapsible {
                let toggle = sectionBase.system("disclosure")
                let sectionID = section.id
                context.onTap(toggle) { [unowned self] in setExpanded(!isExpanded(sectionID), sectionID) }
                disclosureID = toggle
            }
            var addID: NodeID?
            if let add = section.addAction {
                let addNode = sectionBase.system("add")
                context.onTap(addNode, add.handler)
                addID = addNode
            }
            var rows: [SidebarRowScene] = []
            if header == nil || isExpanded(section.id) {
                for item in items where isEditing || !isHidden(item) {
                    rows += rowScenes(for: item, level: 0, section: section, base: sectionBase, selectable: &selectable, in: context)
                }
            }
            var moveID: NodeID?
            if isEditing, section.allowsReordering {
                let moveNode = sectionBase.system("move")
                let tags = Set(items.map(\.id))
                context.actions.register(.move(tags: RowTags(tags), count: items.count) { [unowned self] tag, index in
                    if let current = sections.first(where: { $0.id == section.id }) { move(tag, to: index, in: current) }
                }, for: moveNode)
                moveID = moveNode
            }
            sectionScenes.append(SidebarSectionScene(
                id: section.id, title: header, isExpanded: isExpanded(section.id),
                disclosureID: disclosureID, addID: addID, moveID: moveID, rows: rows
            ))
        }

        context.actions.register(.select(tags: RowTags(selectable)) { [unowned self] tag in
            selection = tag
            onSelect?(tag)
        }, for: listID)

        return .sidebar(SidebarScene(
            controller: id,
            title: navigationItem.title ?? title,
            listID: listID,
            appearance: appearance,
            rowSize: rowSize,
            metrics: SidebarMetrics(size: rowSize),
            isEditing: isEditing,
            // A sidebar a screen shows as its content pushes as that screen does.
            rowsShowDisclosure: context.pushingControllers.contains(ObjectIdentifier(self))
                || parent.map { context.pushingControllers.contains(ObjectIdentifier($0)) } == true,
            sections: sectionScenes
        ))
    }

    private func rowScenes(
        for item: SidebarItem, level: Int, section: SidebarSection, base: NodeID,
        selectable: inout Set<String>, in context: SceneBuildContext
    ) -> [SidebarRowScene] {
        let nodeID = base.child(item.id)
        let hidden = isHidden(item)
        if !hidden { selectable.insert(item.id) }
        var disclosureID: NodeID?
        let hasChildren = level == 0 && !item.children.isEmpty
        if hasChildren {
            let toggle = nodeID.system("disclosure")
            let itemID = item.id
            context.onTap(toggle) { [unowned self] in setExpanded(!isExpanded(itemID), itemID) }
            disclosureID = toggle
        }
        var visibilityID: NodeID?
        if isEditing, section.allowsHiding, item.allowsHiding {
            let toggle = nodeID.system("visibility")
            let itemID = item.id
            let sectionID = section.id
            context.onTap(toggle) { [unowned self] in
                if let current = sections.first(where: { $0.id == sectionID }) { toggleVisibility(of: itemID, in: current) }
            }
            visibilityID = toggle
        }
        let actions = item.contextActions.enumerated().map { index, action in
            let actionID = nodeID.system("action\(index)")
            context.onTap(actionID, action.handler)
            return SidebarRowScene.Action(id: actionID, title: action.title, symbol: action.symbol, role: action.role)
        }
        var row = SidebarRowScene(
            id: item.id, nodeID: nodeID, title: item.title, symbol: item.symbol, badge: item.badge, level: level,
            isSelected: selection == item.id, isExpanded: hasChildren ? isExpanded(item.id) : nil,
            disclosureID: disclosureID, isHidden: hidden, visibilityToggleID: visibilityID, contextActions: actions
        )
        if let onDrop = item.onDrop, !isEditing {
            let dropID = nodeID.system("drop")
            context.actions.register(.move(tags: .any, count: 1) { tag, _ in onDrop(tag) }, for: dropID)
            row.dropID = dropID
        }
        var rows = [row]
        if hasChildren, isExpanded(item.id) {
            for child in item.children where isEditing || !isHidden(child) {
                rows += rowScenes(for: child, level: 1, section: section, base: base, selectable: &selectable, in: context)
            }
        }
        return rows
    }
}
