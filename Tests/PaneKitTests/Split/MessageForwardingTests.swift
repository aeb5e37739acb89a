import PaneKit
import PaneKitTestSupport
import Testing

@Suite("SV-M — appearance forwarding and lookup", .tags(.split))
struct MessageForwardingTests {
    @Test("SV-M1 a hidden primary gets no appearance callbacks until it really appears")
    func appearanceOnlyWhenOnScreen() {
        let log = CallLog()
        let split = SplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .secondaryOnly
        split.setViewController(LoggedController("Folders", log: log), for: .primary)
        split.setViewController(LoggedController("Detail", log: log), for: .secondary)
        let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
        window.rootViewController = split
        #expect(log.take() == ["Detail.willAppear", "Detail.didAppear"])
        split.show(.primary)
        #expect(log.take() == ["Folders.willAppear", "Folders.didAppear"])
        #expect(split.viewController(for: .primary)?.appearanceState == .appeared)
        window.rootViewController = nil
        #expect(log.take() == ["Detail.willDisappear", "Folders.willDisappear", "Detail.didDisappear", "Folders.didDisappear"])
    }

    @Test("SV-M4 splitViewController is the nearest split view ancestor, else nil")
    func lookup() throws {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        let pushed = LoggedController("Pushed", log: fixture.log)
        try fixture.secondary.navigationController?.push(pushed)
        #expect(pushed.splitViewController === fixture.split)
        #expect(fixture.primary.splitViewController === fixture.split)
        #expect(fixture.split.splitViewController == nil)
        #expect(ViewController().splitViewController == nil)
        #expect(pushed.navigationController === fixture.secondary.navigationController)
    }

    @Test("SV-M5 content laid out in the secondary appears side by side with the sidebars (D-19: tiled frames, not safe-area insets)",
          arguments: [Mode.oneBesideSecondary, .twoBesideSecondary])
    func sideBySide(mode: Mode) {
        let fixture = SplitFixture(.tripleColumn, width: 1440) { $0.preferredDisplayMode = mode }
        let columns = fixture.splitScene.columns
        let secondary = columns.first { $0.column == .secondary }!.frame
        for sidebar in columns where sidebar.column != .secondary {
            #expect(sidebar.frame.horizontalOverlap(with: secondary) == 0)
        }
    }

    @Test("Trait changes reach every controller, on screen or not")
    func traitsReachAll() {
        let fixture = SplitFixture(.tripleColumn, width: 1440)
        fixture.split.preferredDisplayMode = .secondaryOnly
        let before = fixture.primary.traitChanges
        fixture.resize(1300)
        #expect(fixture.primary.traitChanges == before + 1)
        #expect(fixture.secondary.traitChanges == before + 1)
    }
}
