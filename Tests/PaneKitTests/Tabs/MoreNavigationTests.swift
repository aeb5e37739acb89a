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
