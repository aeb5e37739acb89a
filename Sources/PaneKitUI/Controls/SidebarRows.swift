import PaneKit

/// What a sidebar list's walk collects beside its rows (``ListRows``): where its sections start,
/// which rows a `DisclosureGroup` holds, their counts and their menus. A sidebar is drawn from it
/// by PaneKit's ``PaneKit/SidebarController`` (D-53).
final class SidebarRows {
    struct Section {
        let id: String
        let title: String?
        /// The binding `Section(_:isExpanded:)` gave, if any.
        let isExpanded: Binding<Bool>?
        /// The button its header holds, if any.
        let button: BarButtonItem?
        /// The index of its first row.
        let start: Int
    }

    private(set) var sections: [Section] = []
    /// The row each row is under (a `DisclosureGroup`'s label), by tag.
    private var parents: [String: String] = [:]
    private var openParents: [String] = []
    /// The rows' counts (`.badge`) and menus (`.contextMenu`), by tag.
    var badges: [String: String] = [:]
    var actions: [String: [BarButtonItem]] = [:]
    /// The `isExpanded` bindings of disclosure groups, by their label row's tag.
    var expansion: [String: Binding<Bool>] = [:]

    /// A section starts at the row `index`.
    /// A section starts at the row `index`. Its id, which people's customization names it by,
    /// is its title in lower case letters and digits ("iCloud" → "icloud"), else its place.
    func beginSection(title: String?, isExpanded: Binding<Bool>?, button: BarButtonItem?, at index: Int) {
        var id = title.map { String($0.lowercased().filter { $0.isLetter || $0.isNumber }) } ?? ""
        if id.isEmpty || sections.contains(where: { $0.id == id }) { id += "s\(sections.count)" }
        sections.append(Section(id: id, title: title, isExpanded: isExpanded, button: button, start: index))
    }

    /// Rows added until ``closeParent()`` are under the row `tag`.
    func openParent(_ tag: String) { openParents.append(tag) }
    func closeParent() { _ = openParents.popLast() }

    /// A row was added.
    func added(_ tag: String) {
        if let parent = openParents.last, parent != tag { parents[tag] = parent }
    }

    /// The sidebar's sections, from the rows' tags and labels: rows before the first section make
    /// one without a title; a row inside a disclosure group is a child of its label's row. People
    /// reorder and hide rows while editing when the app keeps their customization.
    func model(tags: [String], labels: [String: (title: String, symbol: String?, tint: TintColor?)],
               customizable: Bool) -> [SidebarSection] {
        func item(_ tag: String, children: [SidebarItem] = []) -> SidebarItem {
            let actions = (self.actions[tag] ?? []).map { button in
                SidebarAction(button.title, symbol: button.symbol, role: button.role, handler: button.action)
            }
            return SidebarItem(id: tag, title: labels[tag]?.title ?? "", symbol: labels[tag]?.symbol, badge: badges[tag],
                               children: children, contextActions: actions)
        }
        var starts = sections
        if starts.first?.start != 0 { starts.insert(Section(id: "rows", title: nil, isExpanded: nil, button: nil, start: 0), at: 0) }
        return starts.enumerated().map { index, section in
            let end = index + 1 < starts.count ? starts[index + 1].start : tags.count
            let rows = section.start < end ? Array(tags[section.start..<end]) : []
            let items = rows.filter { parents[$0] == nil }.map { tag in
                item(tag, children: rows.filter { parents[$0] == tag }.map { item($0) })
            }
            let add = section.button.map { SidebarAction($0.title, symbol: $0.symbol, role: $0.role, handler: $0.action) }
            return SidebarSection(id: section.id, title: section.title, items: items, isCollapsible: section.title != nil,
                                  allowsReordering: customizable, allowsHiding: customizable, addAction: add)
        }
    }
}
