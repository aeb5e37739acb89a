/// A sidebar: sections of destinations with up to two levels, disclosure, selection, symbols,
/// badges, the HIG row metrics, editable groups and people's customization.
///
/// ```swift
/// let sidebar = SidebarController(title: "Mailboxes")
/// sidebar.sections = [
///     SidebarSection(id: "favorites", title: "Favorites", items: [
///         SidebarItem(id: "inbox", title: "Inbox", symbol: "tray", badge: "3"),
///     ]),
///     SidebarSection(id: "icloud", title: "iCloud", items: folders,
///                    addAction: SidebarAction("New Folder") { addFolder() }),
/// ]
/// sidebar.onSelect = { id in show(mailbox: id) }
/// ```
///
/// Spec: SB-1…SB-5, SB-13, SB-14, SB-18.
open class SidebarController: ViewController {
    /// The look of the list (SB-1).
    public enum Appearance: String, Sendable, Hashable {
        /// The standard sidebar look, like the list appearance `.sidebar` (the default).
        case sidebar
        /// The plain variant, like `.sidebarPlain`, as for a list in a content column.
        case sidebarPlain
    }

    /// Where section headers come from (SB-2).
    public enum HeaderMode: String, Sendable, Hashable {
        /// No headers.
        case none
        /// Each section's title is its header.
        case supplementary
        /// Each section's first item is its header: it discloses the rest and is not selectable.
        case firstItemInSection
    }

    /// The sections, top to bottom. Rows nested deeper than two levels are not shown, and the
    /// window's diagnostic handler is told (SB-5).
    public var sections: [SidebarSection] = [] {
        didSet {
            if sections.contains(where: { $0.items.contains { $0.children.contains { !$0.children.isEmpty } } }) {
                window?.report(Diagnostic("sidebar rows deeper than two levels are not shown (SB-5)"))
            }
            setNeedsUpdate()
        }
    }

    /// The selected row's id.
    public var selection: String? { didSet { setNeedsUpdate() } }
    /// Called when the person selects a row.
    public var onSelect: ((String) -> Void)?

    /// What people changed; store it with ``onCustomizationChange`` and set it back at launch.
    public var customization = SidebarCustomization() { didSet { setNeedsUpdate() } }
    /// Called after each change people make (reorder, hide, show, collapse, expand).
    public var onCustomizationChange: ((SidebarCustomization) -> Void)?

    /// While editing, hidden rows show (marked) with a control to show them again, and rows of
    /// reorderable sections can be moved.
    open var isEditing = false { didSet { setNeedsUpdate() } }

    /// The look of the list; `.sidebar` by default (SB-1).
    public var appearance: Appearance = .sidebar { didSet { setNeedsUpdate() } }
    /// Default `.none`, as UIKit's list configuration (SB-2); sidebars with section titles set
    /// `.supplementary`.
    public var headerMode: HeaderMode = .none { didSet { setNeedsUpdate() } }

    /// The row size the app prefers; the person's setting when nil. Only the Mac honours it:
    /// elsewhere sidebars are always medium (SB-14).
    public var preferredRowSize: SidebarRowSize? { didSet { setNeedsUpdate() } }

    /// The row size in effect. Spec: SB-14.
    public var rowSize: SidebarRowSize {
        guard let traits, traits.idiom == .mac else { return .medium }
        return preferredRowSize ?? traits.sidebarRowSize
    }

    // MARK: State

    /// Whether a section or a row with children is expanded (SB-4: the state persists).
    public func isExpanded(_ id: String) -> Bool {
        !customization.collapsed.contains(id)
    }

    /// Expands or collapses a section or a row with children.
    public func setExpanded(_ expanded: Bool, _ id: String) {
        performUpdate {
            if expanded { customization.collapsed.remove(id) } else { customization.collapsed.insert(id) }
            onCustomizationChange?(customization)
        }
    }

    /// Whether a row is hidden by people's customization or by default.
    public func isHidden(_ item: SidebarItem) -> Bool {
        guard item.allowsHiding else { return false }
        return customization.hidden.contains(item.id) || (item.isHiddenByDefault && !customization.shown.contains(item.id))
    }

    /// The rows of a section in their customized order, hidden ones included.
    public func orderedItems(in section: SidebarSection) -> [SidebarItem] {
        guard let order = customization.order[section.id] else { return section.items }
        let named = order.compactMap { id in section.items.first { $0.id == id } }
        return named + section.items.filter { item in !order.contains(item.id) }
    }

    /// The ids of the rows people can see now, top to bottom: what SB-4 calls `visibleItems`.
    public var visibleItemIDs: [String] {
        sections.flatMap { section -> [String] in
            let (header, items) = split(section)
            guard header == nil || isExpanded(section.id) else { return [] }
            return items.filter { !isHidden($0) }.flatMap { item in
                [item.id] + (isExpanded(item.id) ? item.children.filter { !isHidden($0) }.map(\.id) : [])
            }
        }
    }

    /// A section's header (if any) and its rows, by ``headerMode``.
    func split(_ section: SidebarSection) -> (header: String?, items: [SidebarItem]) {
        let items = orderedItems(in: section)
        switch headerMode {
        case .none: return (nil, items)
        case .supplementary: return (section.title, items)
        case .firstItemInSection: return (items.first?.title, Array(items.dropFirst()))
        }
    }

    // MARK: People's changes

    func toggleVisibility(of id: String, in section: SidebarSection) {
        guard section.allowsHiding,
              let item = section.items.first(where: { $0.id == id }) ?? section.items.flatMap(\.children).first(where: { $0.id == id }),
              item.allowsHiding
        else { return }
        if isHidden(item) {
            customization.hidden.remove(id)
            if item.isHiddenByDefault { customization.shown.insert(id) }
        } else {
            customization.hidden.insert(id)
            customization.shown.remove(id)
            if selection == id { selection = nil }
        }
        onCustomizationChange?(customization)
    }

    func move(_ id: String, to index: Int, in section: SidebarSection) {
        guard isEditing, section.allowsReordering else { return }
        var ids = split(section).items.map(\.id)
        guard let from = ids.firstIndex(of: id) else { return }
        ids.remove(at: from)
        ids.insert(id, at: min(index, ids.count))
        if headerMode == .firstItemInSection, let first = orderedItems(in: section).first { ids.insert(first.id, at: 0) }
        customization.order[section.id] = ids
        onCustomizationChange?(customization)
    }

    // MARK: Scene

    open override func makeScene(in context: SceneBuildContext) -> SceneNode {
        sidebarScene(in: context)
    }
}
