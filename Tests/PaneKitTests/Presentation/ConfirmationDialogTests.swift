import PaneKit
import PaneKitTestSupport
import Testing

@Suite("Confirmation dialogs and multi-step sheets", .tags(.sheet))
struct ConfirmationDialogTests {
    @Test("A confirmation dialog over a sheet asks about unsaved changes; each choice dismisses it, then runs")
    func unsavedChanges() throws {
        let fixture = PresentationFixture()
        let compose = fixture.sheet()
        fixture.main.present(compose)
        var chosen: [String] = []
        let dialog = ConfirmationDialog(title: nil, actions: [
            .init("Keep Editing", role: .cancel) { chosen.append("keep") },
            .init("Delete Draft", role: .destructive) { chosen.append("delete") },
            .init("Save Draft") { chosen.append("save") },
        ])
        compose.present(dialog)
        let scene = fixture.window.scene()
        #expect(scene.presentations.map(\.appearance) == [.bottomSheet, .dialog], "over the sheet, not instead of it")
        #expect(dialog.actions.map(\.title) == ["Delete Draft", "Save Draft", "Keep Editing"], "cancel last")
        // Tapping outside cancels: the cancel action runs, the sheet stays.
        try fixture.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
        #expect(chosen == ["keep"])
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Compose"])
        compose.present(dialog)
        try fixture.send(.tapped(try #require(fixture.window.scene().button("Save Draft"))))
        #expect(chosen == ["keep", "save"])
        #expect(fixture.window.presentedViewControllers.count == 1)
    }

    @Test("In a multi-step sheet, Back takes the leading end and Cancel moves to the trailing end")
    func multiStep() throws {
        let fixture = PresentationFixture()
        let first = LoggedController("Account", log: fixture.log)
        var cancelled = false
        first.navigationItem.leadingItem = BarButtonItem("Cancel", role: .cancel) { cancelled = true }
        let flow = NavigationController(root: first)
        fixture.main.present(flow)
        guard case .navigation(let step1) = try #require(fixture.presentation).content else { Issue.record("no stack"); return }
        #expect(step1.bar.leadingItems.map(\.kind) == [.custom(title: "Cancel", symbol: nil, role: .cancel)])
        try flow.push(LoggedController("Server", log: fixture.log))
        guard case .navigation(let step2) = try #require(fixture.presentation).content else { Issue.record("no stack"); return }
        #expect(step2.bar.leadingItems.map(\.kind) == [.back(title: "Account")])
        #expect(step2.bar.trailingItems.map(\.kind) == [.custom(title: "Cancel", symbol: nil, role: .cancel)])
        try fixture.send(.tapped(step2.bar.trailingItems[0].id))
        #expect(cancelled)
    }
}
