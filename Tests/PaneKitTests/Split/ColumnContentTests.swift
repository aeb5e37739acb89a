import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-C — column content", .tags(.split))
struct ColumnContentTests {
    @Test("SV-C1 a plain controller is wrapped in a navigation controller; viewController(for:) returns it")
    func wrapping() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        for column in [Column.primary, .supplementary, .secondary] {
            let content = try #require(fixture.split.viewController(for: column))
            let wrapper = try #require(content.parent as? NavigationController)
            #expect(wrapper.parent === fixture.split)
            #expect(fixture.split.children.contains { $0 === wrapper })
            #expect(wrapper.viewControllers.first === content)
        }
    }

    @Test("SV-C2 a navigation controller is assigned as it is")
    func asIs() {
        let log = CallLog()
        let navigation = NavigationController(root: LoggedController("Root", log: log))
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(navigation, for: .secondary)
        #expect(split.viewController(for: .secondary) === navigation)
        #expect(navigation.parent === split)
        #expect(split.children.count == 1)
    }

    @Test("SV-C4 init(style:) makes the column styles; the classic one comes from init() (SV-L1)")
    func columnStylesOnly() {
        #expect(SplitViewController.Style.columnStyles == [.doubleColumn, .tripleColumn])
        #expect(SplitViewController.Style.allCases == [.unspecified, .doubleColumn, .tripleColumn])
        #expect(SplitViewController.Style.columnStyles.allSatisfy { SplitViewController(style: $0).style == $0 })
    }

    @Test("SV-C5 setting another controller on the secondary pushes it; set nil first to replace")
    func secondaryPushes() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        let other = LoggedController("Other", log: fixture.log)
        let wrapper = try #require(fixture.secondary.navigationController)
        fixture.log.take()
        fixture.split.setViewController(other, for: .secondary)
        #expect(wrapper.viewControllers.map(\.debugName) == ["Detail", "Other"])
        #expect(fixture.log.take() == ["Detail.willDisappear", "Other.willAppear", "Detail.didDisappear", "Other.didAppear"])
        let replacement = LoggedController("Replacement", log: fixture.log)
        fixture.split.setViewController(nil, for: .secondary)
        fixture.split.setViewController(replacement, for: .secondary)
        let newWrapper = try #require(replacement.navigationController)
        #expect(newWrapper !== wrapper)
        #expect(newWrapper.viewControllers.map(\.debugName) == ["Replacement"])
    }

    @Test("Setting the primary again replaces its root")
    func primaryReplaces() throws {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        let wrapper = try #require(fixture.primary.navigationController)
        let other = LoggedController("Other", log: fixture.log)
        fixture.split.setViewController(other, for: .primary)
        #expect(wrapper.viewControllers.map(\.debugName) == ["Other"])
        #expect(fixture.primary.parent == nil)
    }

    @Test("SV-C6 viewControllers: the columns when expanded, one controller when collapsed")
    func viewControllers() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        #expect(fixture.split.viewControllers.count == 3)
        #expect(fixture.split.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first?.debugName } == ["Folders", "Items", "Item"])
        fixture.resize(390)
        #expect(fixture.split.viewControllers.count == 1)
        #expect((fixture.split.viewControllers.first as? NavigationController)?.viewControllers.first === fixture.primary)
        let compact = LoggedController("Compact", log: fixture.log)
        fixture.split.setViewController(compact, for: .compact)
        #expect(fixture.split.viewControllers.count == 1)
        #expect(fixture.split.viewControllers.first === compact)
        #expect(SplitFixture(.doubleColumn, width: 1440).split.viewControllers.count == 2)
    }

    @Test("SV-C7 a split view controller cannot be pushed onto a navigation stack")
    func notPushable() {
        let navigation = NavigationController(root: ViewController(title: "Root"))
        #expect(throws: NavigationError.cannotPushSplitViewController) {
            try navigation.push(SplitViewController(style: .tripleColumn))
        }
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("SV-C8 the supplementary column has no effect on a double-column split view")
    func supplementaryIgnored() {
        let fixture = SplitFixture(.doubleColumn, width: 1440)
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        let before = fixture.scene
        fixture.split.setViewController(LoggedController("Extra", log: fixture.log), for: .supplementary)
        #expect(fixture.split.viewController(for: .supplementary) == nil)
        #expect(fixture.scene == before)
        #expect(diagnostics.count == 1)
    }

    @Test("A controller lives in one column: assigning it to another takes it from the first")
    func oneColumnEach() {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.split.setViewController(fixture.primary, for: .inspector)
        #expect(fixture.split.viewController(for: .primary) == nil)
        #expect(fixture.split.viewController(for: .inspector) === fixture.primary)
    }
}
