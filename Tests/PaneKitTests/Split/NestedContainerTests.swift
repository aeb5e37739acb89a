import PaneKit
import PaneKitTestSupport
import Testing

/// Containers inside containers (D-64): a split view in another's column, a tab bar controller
/// as the primary column, a split view inside a screen pushed in a tab.
@Suite("Nested containers (D-64)")
struct NestedContainerTests {
    /// An outer double-column split view whose secondary column is another split view.
    struct Nested {
        let window: Window
        let outer = SplitViewController(style: .doubleColumn)
        let inner = SplitViewController(style: .doubleColumn)
        let log = CallLog()

        init(width: Double, height: Double = 900) {
            outer.setViewController(LoggedController("Accounts", log: log), for: .primary)
            inner.setViewController(LoggedController("Folders", log: log), for: .primary)
            inner.setViewController(LoggedController("Message", log: log), for: .secondary)
            outer.setViewController(inner, for: .secondary)
            window = Window(viewport: Viewport(width: width, height: height, pointer: .fine))
            window.rootViewController = outer
        }

        var outerScene: SplitScene? { if case .split(let scene)? = window.scene().root { scene } else { nil } }
    }

    @Test("D-64 a split view in a column lays out in the column's width and collapses and expands with it")
    func splitInColumn() throws {
        let nested = Nested(width: 1440)
        let outer = try #require(nested.outerScene)
        let secondary = try #require(outer.columns.first { $0.column == .secondary })
        #expect(nested.inner.traits?.size.width == secondary.frame.width)
        #expect(nested.inner.traits?.horizontalSizeClass == .regular)
        guard case .split(let innerScene) = secondary.content else { Issue.record("no inner split view"); return }
        #expect(!innerScene.isCollapsed)
        #expect(Set(innerScene.columns.map(\.column)) == [.primary, .secondary])
        #expect(innerScene.columns.map(\.frame.maxX).max() == secondary.frame.width, "within the column's bounds")
        // A narrower window: the outer stays regular, its secondary column turns compact.
        nested.window.setViewport(Viewport(width: 900, height: 900, pointer: .fine))
        #expect(nested.window.traits.horizontalSizeClass == .regular)
        #expect(nested.inner.traits?.horizontalSizeClass == .compact)
        #expect(nested.inner.isCollapsed)
        // The outer hides its sidebar: the column widens past the breakpoint, the inner expands.
        nested.outer.preferredDisplayMode = .secondaryOnly
        _ = nested.window.scene()
        #expect(nested.inner.traits?.size.width == 900)
        #expect(!nested.inner.isCollapsed)
        // The window goes compact: the outer collapses; its top column shows the inner split view
        // as it is, in the window's size, collapsed, with a Back to the outer's primary.
        nested.outer.preferredDisplayMode = .automatic
        nested.window.setViewport(Viewport(width: 390, height: 844))
        #expect(nested.outer.isCollapsed && nested.inner.isCollapsed)
        #expect(nested.inner.traits?.size.width == 390)
    }

    @Test("D-64 the outer split view's buttons for its column go to the nested split view's leading column")
    func outerButtonsCarried() throws {
        let nested = Nested(width: 1440)
        nested.outer.preferredDisplayMode = .secondaryOnly
        let outer = try #require(nested.outerScene)
        guard case .split(let inner) = try #require(outer.columns.first { $0.column == .secondary }).content,
              case .navigation(let folders) = try #require(inner.columns.first { $0.column == .primary }).content else {
            Issue.record("expected the inner split view's primary"); return
        }
        let kinds = folders.bar.leadingItems.map(\.kind)
        #expect(kinds.contains { if case .displayMode = $0 { true } else { false } }, "the outer's sidebar button: \(kinds)")
        // The first is the outer's: tapping it shows the accounts again.
        let button = try #require(folders.bar.leadingItems.first { if case .displayMode = $0.kind { true } else { false } })
        try nested.window.send(.tapped(button.id))
        #expect(nested.outer.displayMode != .secondaryOnly)
        #expect(nested.outerScene?.columns.contains { $0.column == .primary } == true)
    }

    @Test("D-64 collapsed, the outer's primary is reached by a Back in the inner split view's bar")
    func collapsedBack() throws {
        let nested = Nested(width: 390, height: 844)
        nested.outer.show(.secondary)
        guard case .split(let outer)? = nested.window.scene().root, case .split(let inner) = outer.columns.first?.content,
              case .navigation(let stack) = inner.columns.first?.content else {
            Issue.record("expected the inner split view on top"); return
        }
        // The inner's own Back first, to its folders; at its root, the outer's.
        let innerBack = try #require(stack.bar.leadingItems.first)
        #expect(innerBack.kind == .back(title: "Folders"))
        #expect(stack.bar.leadingItems.count == 1)
        try nested.window.send(.tapped(innerBack.id))
        guard case .split(let middle)? = nested.window.scene().root, case .split(let innerAtRoot) = middle.columns.first?.content,
              case .navigation(let folders) = innerAtRoot.columns.first?.content else {
            Issue.record("expected the inner split view at its root"); return
        }
        #expect(folders.bar.title == "Folders")
        let back = try #require(folders.bar.leadingItems.first)
        #expect(back.kind == .back(title: "Accounts"))
        try nested.window.send(.tapped(back.id))
        guard case .split(let after)? = nested.window.scene().root, case .navigation(let accounts) = after.columns.first?.content else {
            Issue.record("expected the outer primary"); return
        }
        #expect(accounts.bar.title == "Accounts")
    }

    @Test("D-64 a tab bar controller as the primary column: tabs beside the detail, a bottom bar in the column; collapsed, Back leads to it")
    func tabsBesideDetail() throws {
        let split = SplitViewController(style: .doubleColumn)
        let tabs = TabBarController(viewControllers: ["Inbox", "Flagged", "Sent"].map { ViewController(title: $0) })
        split.setViewController(tabs, for: .primary)
        split.setViewController(ViewController(title: "Message"), for: .secondary)
        let window = Window(viewport: Viewport(width: 1180, height: 820))
        window.rootViewController = split
        guard case .split(let scene)? = window.scene().root,
              case .tabBar(let bar) = try #require(scene.columns.first { $0.column == .primary }).content else {
            Issue.record("no tab bar in the primary column"); return
        }
        #expect(bar.position == .bottom, "the column is compact: a bottom tab bar")
        #expect(bar.items.map(\.title) == ["Inbox", "Flagged", "Sent"])
        #expect(scene.columns.contains { $0.column == .secondary })
        #expect(tabs.traits?.horizontalSizeClass == .compact)
        // Collapsed with the message on top: Back to the tabs.
        window.setViewport(Viewport(width: 390, height: 844))
        split.show(.secondary)
        guard case .split(let collapsed)? = window.scene().root, case .navigation(let message) = collapsed.columns.first?.content else {
            Issue.record("expected the message on top"); return
        }
        #expect(message.bar.title == "Message")
        let back = try #require(message.bar.leadingItems.first)
        #expect(back.kind == .back(title: "Inbox"))
        try window.send(.tapped(back.id))
        guard case .split(let root)? = window.scene().root, case .tabBar(let phoneBar) = root.columns.first?.content else {
            Issue.record("expected the tabs"); return
        }
        #expect(phoneBar.position == .bottom)
    }

    @Test("D-64 a screen that embeds a split view, pushed on a stack inside a tab, lays it out in the window")
    func splitInPushedContainer() throws {
        final class Library: ViewController {
            let split = SplitViewController(style: .doubleColumn)
            init() {
                super.init(title: "Library")
                split.setViewController(ViewController(title: "Albums"), for: .primary)
                split.setViewController(ViewController(title: "Album"), for: .secondary)
                addChild(split)
            }
            override func makeScene(in context: SceneBuildContext) -> SceneNode { split.makeScene(in: context) }
        }
        let home = ViewController(title: "Home")
        let tabs = TabBarController(viewControllers: [home, ViewController(title: "Search")])
        let window = Window(viewport: Viewport(width: 1180, height: 820))
        window.rootViewController = tabs
        let library = Library()
        try #require(home.navigationController).push(library)
        #expect(library.split.traits?.horizontalSizeClass == .regular)
        #expect(!library.split.isCollapsed)
        window.setViewport(Viewport(width: 390, height: 844))
        #expect(library.split.isCollapsed)
        _ = window.scene()
    }
}
