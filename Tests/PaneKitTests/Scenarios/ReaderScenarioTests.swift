import PaneKit
import PaneKitTestSupport
import Testing

/// A triple-column reader in the shape of a real app: folders → items → item. Its delegate keeps
/// the item on top when collapsing if an item is selected, else the folder list.
private final class ReaderApp: SplitViewControllerDelegate {
    let log = CallLog()
    let window = Window(viewport: Viewport(width: 1194, height: 834))
    let split = SplitViewController(style: .tripleColumn)
    let folders: SelectableListController
    let items: SelectableListController
    let item: LoggedController
    let catalog = ["Work": ["Report", "Budget"], "Home": ["Recipes"]]

    init() {
        folders = SelectableListController("Folders", items: ["Home", "Work"], log: log)
        items = SelectableListController("Items", items: [], log: log)
        item = LoggedController("Item", log: log) { controller in
            if controller.title == "Item" {
                return ContentUnavailableView("No Item Selected", symbol: "doc")
            }
            return Text(controller.title ?? "")
        }
        split.delegate = self
        split.setViewController(folders, for: .primary)
        split.setViewController(items, for: .supplementary)
        split.setViewController(item, for: .secondary)
        folders.onSelect = { [unowned self] folder in
            items.items = catalog[folder] ?? []
            items.selection = nil
            items.title = folder
            item.title = "Item"
            split.show(.supplementary)
        }
        items.onSelect = { [unowned self] name in
            item.title = name
            split.show(.secondary)
        }
        window.rootViewController = split
    }

    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        let chosen: SplitViewController.Column = items.selection != nil ? .secondary : .primary
        log.record("topColumnForCollapsing(\(proposed))→\(chosen)")
        return chosen
    }

    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {
        log.record("willHide(\(column))")
    }

    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {
        log.record("willShow(\(column))")
    }

    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.record("willChangeTo(\(displayMode))")
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.record("didCollapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { log.record("didExpand") }

    func resize(_ width: Double, _ height: Double) {
        window.setViewport(Viewport(width: width, height: height))
    }

    func select(_ tag: String, in list: SelectableListController) throws {
        _ = window.scene()
        try window.send(.rowSelected(list: list.listID, tag: tag))
    }

    var collapsedStack: NavigationScene? {
        guard case .split(let scene) = window.scene().root, scene.isCollapsed,
              case .navigation(let stack) = scene.columns.first?.content else { return nil }
        return stack
    }
}

@Suite("Scenario — a triple-column reader through 1194 → 375 → 1194", .tags(.scenario, .split, .delegateOrder))
struct ReaderScenarioTests {
    @Test("SD-1 SV-K3 SV-K4 selections, stacks and the delegate log survive a resize round trip")
    func roundTrip() throws {
        let app = ReaderApp()
        #expect(app.split.displayMode == .twoBesideSecondary)
        try app.select("Work", in: app.folders)
        try app.select("Report", in: app.items)
        #expect(app.item.title == "Report")
        app.log.take()

        // 1194 → 375: the item stays on top, over the items and the folders.
        app.resize(375, 812)
        #expect(app.log.take() == ["topColumnForCollapsing(secondary)→secondary",
                                   "willHide(primary)", "willHide(supplementary)",
                                   "Folders.willDisappear", "Work.willDisappear",
                                   "Folders.didDisappear", "Work.didDisappear", "didCollapse"])
        let collapsed = try #require(app.collapsedStack)
        #expect(collapsed.stack == [app.folders.id!, app.items.id!, app.item.id!])
        #expect(collapsed.bar.title == "Report")
        #expect(collapsed.bar.leadingItems.map(\.kind) == [.back(title: "Work")])

        // 375 → 1194: all three columns again, nothing recreated, selections intact.
        app.resize(1194, 834)
        #expect(app.log.take() == ["willShow(primary)", "willShow(supplementary)",
                                   "Folders.willAppear", "Work.willAppear",
                                   "Folders.didAppear", "Work.didAppear", "didExpand"])
        #expect(app.split.displayMode == .twoBesideSecondary)
        #expect(app.folders.selection == "Work")
        #expect(app.items.selection == "Report")
        let dump = app.window.scene().dump()
        #expect(dump.contains("row Work selected"))
        #expect(dump.contains("row Report selected"))
        assertSnapshot(dump, named: "reader-1194-after-round-trip")
    }

    @Test("SD-3 with no item selected the folder list is on top when collapsed; going back pops whole columns")
    func listOnTop() throws {
        let app = ReaderApp()
        app.log.take()
        app.resize(375, 812)
        #expect(app.log.take().first == "topColumnForCollapsing(secondary)→primary")
        #expect(app.collapsedStack?.stack == [app.folders.id!])
        try app.select("Home", in: app.folders)
        #expect(app.collapsedStack?.stack == [app.folders.id!, app.items.id!])
        try app.select("Recipes", in: app.items)
        let stack = try #require(app.collapsedStack)
        #expect(stack.stack == [app.folders.id!, app.items.id!, app.item.id!])
        // Back twice returns to the folders; the selections stay.
        for _ in 0..<2 {
            let back = try #require(app.collapsedStack?.bar.leadingItems.first)
            try app.window.send(.tapped(back.id))
            _ = app.window.scene()
        }
        #expect(app.collapsedStack?.stack == [app.folders.id!])
        #expect(app.folders.selection == "Home")
        app.resize(1194, 834)
        #expect(app.items.selection == "Recipes")
        #expect(app.split.isShowing(.primary))
    }
}
