import Foundation
import PaneKitServer

/// Folders → items → item, in a double- or triple-column split view; `/catalog/split-triple/Work/Report`.
final class ReaderPage: CatalogPage, SplitViewControllerDelegate, NavigationControllerDelegate {
    static let catalog: [(folder: String, items: [String])] = [
        ("Inbox", ["Welcome", "Quarterly report", "Lunch on Friday?"]),
        ("Work", ["Report", "Budget", "Roadmap"]),
        ("Travel", ["Tickets", "Hotel"]),
    ]

    let split: SplitViewController
    let folders = ReaderList(title: "Folders", symbol: "folder")
    let items = ReaderList(title: "Items", symbol: "doc")
    let item = ReaderItem()
    let inspector = ReaderInspector()
    var root: ViewController { split }

    init(style: SplitViewController.Style, inspector showsInspector: Bool = false, trailing: Bool = false) {
        split = SplitViewController(style: style)
        split.delegate = self
        split.primaryBackgroundStyle = .sidebar
        split.showsSecondaryOnlyButton = style == .tripleColumn
        if trailing { split.primaryEdge = .trailing }
        folders.rows = Self.catalog.map(\.folder)
        split.setViewController(folders, for: .primary)
        if style == .tripleColumn { split.setViewController(items, for: .supplementary) }
        split.setViewController(item, for: .secondary)
        if showsInspector {
            split.setViewController(inspector, for: .inspector)
            item.navigationItem.trailingItems = [BarButtonItem("Info", symbol: "info.circle") { [unowned self] in
                split.isShowing(.inspector) ? split.hide(.inspector) : split.show(.inspector)
            }]
        }
        // D-59: back at a list on a phone, its row is no longer highlighted, as in Mail.
        folders.navigationController?.delegate = self
        items.navigationController?.delegate = self
        // SV-F1: the keyboard's focus moved by the app, as a reader's "go to the list" keys do.
        split.keyCommands = [
            KeyCommand("Go to Folders", input: "f", modifiers: [.command, .alternate]) { [unowned self] in split.focus(.primary) },
            KeyCommand("Go to Items", input: "i", modifiers: [.command, .alternate]) { [unowned self] in
                split.focus(style == .tripleColumn ? .supplementary : .secondary)
            },
        ]
        folders.onSelect = { [unowned self] folder in select(folder: folder) }
        items.onSelect = { [unowned self] name in select(item: name) }
    }

    func select(folder: String) {
        folders.selection = folder
        let names = Self.catalog.first { $0.folder == folder }?.items ?? []
        if split.style == .tripleColumn {
            items.title = folder
            items.rows = names
            items.selection = nil
            item.name = nil
            split.show(.supplementary)
        } else {
            item.name = folder
            split.show(.secondary)
        }
    }

    func select(item name: String) {
        items.selection = name
        item.name = name
        inspector.name = name
        split.show(.secondary)
    }

    var pathSuffix: String {
        var suffix = folders.selection.map { "/" + $0 } ?? ""
        if split.style == .tripleColumn, let name = items.selection { suffix += "/" + name }
        return suffix.addingPathEscapes
    }

    func open(_ components: [String]) -> Bool {
        let parts = components.map(\.removingPathEscapes)
        guard let folder = parts.first else {
            // D-66: regular width opens on content, as Apple's apps do; compact width on the list.
            if !split.isCollapsed, let first = Self.catalog.first {
                select(folder: first.folder)
                if split.style == .tripleColumn, let name = first.items.first { select(item: name) }
            }
            return true
        }
        guard Self.catalog.contains(where: { $0.folder == folder }) else { return false }
        select(folder: folder)
        if parts.count > 1 {
            guard items.rows.contains(parts[1]) else { return false }
            select(item: parts[1])
        }
        return true
    }

    /// Collapsed, a Back to a list clears its selection (the split view tells the column's
    /// navigation delegate, D-59).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        guard split.isCollapsed else { return }
        if viewController === items, items.selection != nil { items.selection = nil }
        if viewController === folders, split.style == .doubleColumn, item.name != nil { folders.selection = nil }
    }

    /// Compact width: the item when one is open, else the list (SD-3).
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        if item.name != nil { return .secondary }
        return split.style == .tripleColumn && folders.selection != nil ? .supplementary : .primary
    }
}

final class ReaderList: ViewController {
    let symbol: String
    var rows: [String] = [] { didSet { setNeedsUpdate() } }
    var selection: String? { didSet { setNeedsUpdate() } }
    var onSelect: (String) -> Void = { _ in }

    init(title: String, symbol: String) {
        self.symbol = symbol
        super.init(title: title)
    }

    override var body: any View {
        if rows.isEmpty {
            return ContentUnavailableView("No Folder Selected", symbol: "folder")
        }
        return List(selection: selection, onSelect: { [unowned self] tag in onSelect(tag) }) {
            ForEach(rows, id: \.self) { [symbol] in Label($0, symbol: symbol) }
        }
    }
}

final class ReaderItem: ViewController {
    var name: String? { didSet { title = name; setNeedsUpdate() } }

    override var body: any View {
        guard let name else { return ContentUnavailableView("No Item Selected", symbol: "doc") }
        return VStack {
            Text(name, style: .title)
            Text("This is \(name). Resize the window: the selection and the stack survive every size.")
        }
    }
}

final class ReaderInspector: ViewController {
    var name: String? { didSet { setNeedsUpdate() } }

    init() {
        super.init(title: "Info")
    }

    override var body: any View {
        VStack {
            Text("Details", style: .headline)
            Text(name.map { "Selected: \($0)" } ?? "Nothing selected")
        }
    }
}

extension String {
    /// Percent-escapes for a path component (spaces, slashes, non-ASCII).
    var addingPathEscapes: String {
        addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))) ?? self
    }

    var removingPathEscapes: String { removingPercentEncoding ?? self }
}
