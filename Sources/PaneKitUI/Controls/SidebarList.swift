import PaneKit

/// A list drawn as a sidebar (``View/listStyle(_:)``): the screen that shows it alone draws it as
/// PaneKit's sidebar; anywhere else it is the plain list it also holds.
nonisolated struct SidebarList: PaneKit.View {
    let rows: ListRows
    let sidebar: SidebarRows
    /// The plain list, for a sidebar list among other content.
    let plain: any PaneKit.View
    /// The tag of the selected row, read when the sidebar is drawn.
    let selectedTag: (_ watches: WatchTable?, _ redraw: @escaping @Sendable () -> Void) -> String?
    /// Selects the row `tag`.
    let choose: (String) -> Void
    /// Whether the screen is being edited (``EditButton``).
    let isEditing: Bool
    /// What people changed, kept by the app (``View/sidebarCustomization(_:)``).
    let customization: Binding<SidebarListCustomization>?
    /// The row size the app prefers (``View/sidebarRowSize(_:)``).
    let rowSize: SidebarRowSize?

    func makeNodes(in context: ViewBuildContext) -> [ViewNode] { plain.makeNodes(in: context) }

    /// The sidebar's sections.
    var sections: [SidebarSection] { sidebar.model(tags: rows.tags, labels: rows.labels, customizable: customization != nil) }

    /// The bindings of sections' and disclosure groups' expansion, by the id the sidebar knows
    /// them by.
    var expansionBindings: [(id: String, isExpanded: Binding<Bool>)] {
        sidebar.sections.compactMap { section in section.isExpanded.map { (section.id, $0) } }
            + sidebar.expansion.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
    }
}
