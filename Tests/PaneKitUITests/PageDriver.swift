import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI

/// A PaneKitUI app on one page, driven as a browser would: through the Scene's ids.
/// (PaneKit's names are qualified here: PaneKitUI has SwiftUI's `View`, `Text` and `List`.)
@MainActor
final class PageDriver<A: PaneKitUI.App> {
    let host = AppHost<A>()
    let window: PaneKit.Window

    init(width: Double = 1440, height: Double = 900, restoring sceneStorage: [String: String] = [:]) {
        host.restore(sceneStorage: sceneStorage)
        window = PaneKit.Window(viewport: Viewport(width: width, height: height, pointer: width > 600 ? .fine : .coarse))
        window.rootViewController = host.rootViewController
    }

    var dump: String { window.scene().dump() }

    /// Every PaneKitUI screen in the window's controllers.
    var hostingControllers: [HostingController] {
        func walk(_ controller: PaneKit.ViewController) -> [HostingController] {
            [controller as? HostingController].compactMap { $0 } + controller.children.flatMap(walk)
        }
        return window.rootViewController.map(walk) ?? []
    }

    /// Taps the button whose title is `title`.
    func tap(_ title: String) throws {
        let scene = window.scene()
        guard let id = scene.button(title) else { throw DriverError.missing(title, scene.dump()) }
        try window.send(.tapped(id))
    }

    /// Closes the top presentation as a person does (a swipe down, Escape, a tap outside).
    func dismissTopPresentation() throws {
        let scene = window.scene()
        guard let top = scene.presentations.last else { throw DriverError.missing("a presentation", scene.dump()) }
        try window.send(.dismissAttempted(top.dismissID))
    }

    /// The presentations on screen, as the Scene has them.
    var presentations: [PresentationScene] { window.scene().presentations }

    /// The tab bar's items, as the Scene has them (the first tab bar found).
    var tabItems: [TabItemScene] {
        func find(_ node: SceneNode?) -> [TabItemScene]? {
            switch node {
            case .tabBar(let bar): return bar.items
            case .split(let split): return split.columns.lazy.compactMap { find($0.content) }.first
            case .navigation(let navigation): return find(navigation.top)
            default: return nil
            }
        }
        return find(window.scene().root) ?? []
    }

    /// The root tab bar, as the Scene has it; nil when the root is something else.
    var rootTabBar: TabBarScene? {
        if case .tabBar(let bar)? = window.scene().root { bar } else { nil }
    }

    /// Taps the Back of the root tab bar's selected stack.
    func tapBackInRootTabBar() throws {
        guard case .navigation(let stack)? = rootTabBar?.content, let back = stack.bar.leadingItems.first else {
            throw DriverError.missing("a Back", dump)
        }
        try window.send(.tapped(back.id))
    }

    /// Taps the tab bar item titled `title`.
    func tapTab(_ title: String) throws {
        guard let item = tabItems.first(where: { $0.title == title }) else { throw DriverError.missing(title, dump) }
        try window.send(.tapped(item.id))
    }

    /// Types `text` into the field whose placeholder is `placeholder` (the whole new text).
    func type(_ text: String, into placeholder: String) throws {
        let scene = window.scene()
        guard let field = scene.allNodes.first(where: {
            switch $0.kind {
            case .textField(let hint, _, _, _, _), .textEditor(let hint, _, _, _): hint == placeholder
            default: false
            }
        }) else { throw DriverError.missing(placeholder, scene.dump()) }
        try window.send(.textChanged(field.id, text: text))
    }

    /// Chooses the option titled `option` in the picker titled `title`.
    func choose(_ option: String, in title: String) throws {
        let scene = window.scene()
        guard let picker = scene.picker(title),
              let chosen = picker.children.first(where: { if case .option(_, let t, _, _, _) = $0.kind { t == option } else { false } }),
              case .option(let tag, _, _, _, _) = chosen.kind else { throw DriverError.missing(option, scene.dump()) }
        try window.send(.rowSelected(list: picker.id, tag: tag))
    }

    /// Taps the button titled `title` in the topmost presentation (a dialog's action).
    func tapPresented(_ title: String) throws {
        let scene = window.scene()
        var nodes: [ViewNode] = []
        func walk(_ list: [ViewNode]) { for node in list { nodes.append(node); walk(node.children) } }
        if case .content(let content) = scene.presentations.last?.content { walk(content.nodes) }
        guard let button = nodes.first(where: { if case .button(let t, _, _) = $0.kind { t == title } else { false } }) else {
            throw DriverError.missing(title, scene.dump())
        }
        try window.send(.tapped(button.id))
    }

    /// Taps the navigation bar button titled `title` (the topmost presentation's first).
    func tapBarItem(_ title: String) throws {
        let scene = window.scene()
        guard let id = scene.barItem(title) else { throw DriverError.missing(title, scene.dump()) }
        try window.send(.tapped(id))
    }

    /// Taps the navigation bar's back button.
    func back() throws {
        let scene = window.scene()
        var found: NodeID?
        func walk(_ node: SceneNode) {
            switch node {
            case .navigation(let navigation):
                if let item = (navigation.bar.leadingItems).first(where: { if case .back = $0.kind { true } else { false } }) { found = item.id }
                walk(navigation.top)
            case .split(let split): split.columns.forEach { walk($0.content) }
            default: break
            }
        }
        if let root = scene.root { walk(root) }
        guard let found else { throw DriverError.missing("Back", scene.dump()) }
        try window.send(.tapped(found))
    }

    /// Selects the list row showing `text` (a label's title or a text), in the first list that has one.
    func select(_ text: String) throws {
        let scene = window.scene()
        for sidebar in scene.sidebars {
            if let row = sidebar.sections.flatMap(\.rows).first(where: { $0.title == text }) {
                try window.send(.rowSelected(list: sidebar.listID, tag: row.id))
                return
            }
        }
        for list in scene.allNodes {
            guard case .list = list.kind else { continue }
            for row in Self.rows(of: list) where Self.contains(row, text) {
                guard case .row(let tag, _, _) = row.kind else { continue }
                try window.send(.rowSelected(list: list.id, tag: tag))
                return
            }
        }
        throw DriverError.missing(text, scene.dump())
    }

    /// Has the row showing `text` build its swipe actions and context menu, as a browser does when
    /// a swipe begins or the menu opens on it.
    func revealActions(ofRowShowing text: String) throws {
        let scene = window.scene()
        let row = scene.allNodes.flatMap(Self.rows(of:)).first { Self.contains($0, text) }
        guard let request = row?.children.first(where: { if case .actionsOnRequest = $0.kind { true } else { false } }) else {
            throw DriverError.missing("actions on the row \(text)", scene.dump())
        }
        try window.send(.tapped(request.id))
    }

    private static func rows(of node: ViewNode) -> [ViewNode] {
        node.children.flatMap { child -> [ViewNode] in
            if case .row = child.kind { return [child] }
            return rows(of: child)
        }
    }

    private static func contains(_ node: ViewNode, _ text: String) -> Bool {
        switch node.kind {
        case .text(let string, _, _) where string == text: return true
        case .label(let title, _) where title == text: return true
        default: return node.children.contains { contains($0, text) }
        }
    }

    enum DriverError: Error { case missing(String, String) }
}

/// Lets the main actor's other work run (a `.task`, a refresh) until `condition` holds, for a
/// bounded number of turns: tests wait for what happened, not for time.
@MainActor
func settle(until condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
}
