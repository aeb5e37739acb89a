import PaneKit
import PaneKitTestSupport
import Testing

/// What More's navigation controller tells its delegate (D-61): UIKit pushes a tab chosen in
/// More onto `moreNavigationController`, so its delegate hears that tab, the screens pushed and
/// popped in it, and the More list again after Back.
@Suite("More's navigation delegate (D-61)", .tags(.tabs))
struct MoreNavigationTests {
    final class Recorder: NavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
            shown.append(viewController.title ?? viewController.debugName)
        }
    }

    @Test("D-61 More's delegate hears a tab chosen in More, pushes and pops in it, and the list after Back")
    func moreDelegate() throws {
        let fixture = TabFixture(count: 7)
        let recorder = Recorder()
        fixture.tabs.moreNavigationController.delegate = recorder
        try fixture.tap("More")
        let list = try #require(fixture.window.scene().allNodes.first { if case .list = $0.kind { true } else { false } })
        try fixture.send(.rowSelected(list: list.id, tag: "Tab5"))
        #expect(recorder.shown == ["Tab5"])
        let stack = try #require(fixture.controllers[5].navigationController)
        try stack.push(LoggedController("Detail", log: fixture.log))
        #expect(recorder.shown == ["Tab5", "Detail"])
        stack.pop()
        #expect(recorder.shown == ["Tab5", "Detail", "Tab5"])
        // A tab in the bar is not More's: its pushes are its own.
        guard case .navigation(let shownStack) = try #require(fixture.bar.content) else { Issue.record("no stack"); return }
        try fixture.send(.tapped(shownStack.bar.leadingItems[0].id))
        #expect(recorder.shown.last == "More")
        try fixture.tap("Tab0")
        try fixture.controllers[0].navigationController!.push(LoggedController("Other", log: fixture.log))
        #expect(recorder.shown.last == "More")
    }
}

@Suite("More → Edit drop onto a bar item (D-65)", .tags(.tabs))
struct ConfigureDropTests {
    @Test("D-65 TB-2 a tab dropped on a bar item in More → Edit takes its place; the item takes the tab's")
    func dropReplaces() throws {
        let fixture = TabFixture(count: 7)
        fixture.tabs.customizableViewControllers = Array(fixture.controllers.dropFirst())
        fixture.tabs.beginCustomizing()
        let scene = fixture.window.scene()
        let drops = scene.allNodes.filter { $0.kind == .dropDestination }
        #expect(drops.count == 4, "one per item of the bar")
        // Tab5 (in More) dropped on the third bar item (Tab2).
        try fixture.send(.rowMoved(drops[2].id.system("drop"), tag: "Tab5", toIndex: 0))
        #expect(fixture.tabs.viewControllers.map(\.debugName) == ["Tab0", "Tab1", "Tab5", "Tab3", "Tab4", "Tab2", "Tab6"])
        // Tab0 is not customizable: it is neither replaced nor dropped.
        try fixture.send(.rowMoved(drops[0].id.system("drop"), tag: "Tab6", toIndex: 0))
        #expect(fixture.tabs.viewControllers.first?.debugName == "Tab0")
        #expect(throws: EventError.self) { try fixture.send(.rowMoved(drops[1].id.system("drop"), tag: "Tab0", toIndex: 0)) }
        #expect(fixture.tabs.viewControllers.map(\.debugName) == ["Tab0", "Tab1", "Tab5", "Tab3", "Tab4", "Tab2", "Tab6"])
    }
}
