import PaneKit

/// The sidebar a screen's views describe, made into the core's (D-53).
extension HostingController {


    /// The list drawn as a sidebar `views` are, when they are one alone.
    static func sidebarList(in views: [any PaneKit.View]) -> SidebarList? {
        guard views.count == 1 else { return nil }
        if let list = views[0] as? SidebarList { return list }
        if let slot = views[0] as? SlotView { return sidebarList(in: slot.slot.content) }
        if let group = views[0] as? PaneKit.ViewGroup { return sidebarList(in: group.views) }
        return nil
    }

    /// Gives the sidebar what the views say: its sections when they were read again, the
    /// selection, and the expansion their bindings hold.
    func updateSidebar() {
        guard let list = madeState?.sidebarList else {
            if let sidebar = madeSidebar {
                sidebar.removeFromParent()
                madeSidebar = nil
            }
            return
        }
        let sidebar: SidebarController
        if let made = madeSidebar {
            sidebar = made
        } else {
            sidebar = SidebarController()
            sidebar.headerMode = .supplementary
            addChild(sidebar)
            madeSidebar = sidebar
        }
        let bindings = list.expansionBindings
        if state.sidebarBuild != buildCount {
            state.sidebarBuild = buildCount
            sidebar.sections = list.sections
            sidebar.onSelect = { tag in list.choose(tag) }
            let kept = list.customization
            sidebar.onCustomizationChange = { customization in
                for (id, isExpanded) in bindings where isExpanded.wrappedValue == customization.collapsed.contains(id) {
                    isExpanded.wrappedValue = !customization.collapsed.contains(id)
                }
                if let kept, kept.wrappedValue.stored != customization { kept.wrappedValue = SidebarListCustomization(stored: customization) }
            }
        }
        if sidebar.title != title { sidebar.title = title }
        if sidebar.isEditing != list.isEditing { sidebar.isEditing = list.isEditing }
        if sidebar.preferredRowSize != list.rowSize { sidebar.preferredRowSize = list.rowSize }
        // The selection and the expansion the bindings hold, read as the sidebar is drawn: a change
        // draws it again without reading any view.
        let drawnRevision = self.drawnRevision, refresh = readingWindow?.refresh
        let redraw: @Sendable () -> Void = {
            drawnRevision.advance()
            refresh?.requestUnlessWorking()
        }
        let selected = list.selectedTag(watches, redraw)
        if sidebar.selection != selected { sidebar.selection = selected }
        let (kept, expanded) = watches.read(at: path + "#expansion", onChange: redraw) {
            (list.customization?.wrappedValue.stored, bindings.map { $0.isExpanded.wrappedValue })
        }
        var customization = kept ?? sidebar.customization
        for ((id, _), isExpanded) in zip(bindings, expanded) {
            if isExpanded { customization.collapsed.remove(id) } else { customization.collapsed.insert(id) }
        }
        if customization != sidebar.customization { sidebar.customization = customization }
    }
}
