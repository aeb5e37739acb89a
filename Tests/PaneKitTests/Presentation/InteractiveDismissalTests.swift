import PaneKit
import PaneKitTestSupport
import Testing

/// Dismissals people start where UIKit is implicit: full-screen covers, a tap beside a centered
/// sheet, and an action sheet anchored to the bar button that asked (D-56).
@Suite("Interactive dismissal (D-56)", .tags(.sheet))
struct InteractiveDismissalTests {
    @Test("D-56 SH-11 a full-screen or over-full-screen cover takes no swipe or Escape, and its delegate hears nothing")
    func coversIgnoreGestures() throws {
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
            let fixture = PresentationFixture()
            let cover = fixture.sheet("Cover", style: style)
            fixture.main.present(cover)
            fixture.log.take()
            let scene = try #require(fixture.presentation)
            #expect(scene.isModal, "the client is told it cannot be dismissed by people")
            try fixture.send(.dismissAttempted(scene.dismissID))
            #expect(fixture.window.presentedViewControllers.count == 1, "\(style) stays")
            #expect(fixture.log.take().isEmpty, "no shouldDismiss, no didAttemptToDismiss")
            // The app lets Escape close it: the delegate decides as for a sheet.
            cover.presentationController?.allowsInteractiveDismissal = true
            try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
            #expect(fixture.window.presentedViewControllers.isEmpty)
            #expect(fixture.log.take().contains("didDismiss"))
        }
    }

    @Test("SH-22 a swipe that begins asks the delegate once and tells willDismiss; let go, the sheet stays and the delegate hears the cancellation")
    func swipeBeganAndCancelled() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        fixture.log.take()
        let dismiss = try #require(fixture.presentation?.dismissID)
        try fixture.send(.dismissalBegan(dismiss))
        #expect(fixture.log.take() == ["shouldDismiss", "willDismiss"])
        try fixture.send(.dismissalCancelled(dismiss))
        #expect(fixture.log.take() == ["didCancelDismissal"])
        #expect(fixture.window.presentedViewControllers.count == 1, "a swipe let go leaves the sheet")
        // Begun again and carried through: the delegate is not asked a second time.
        try fixture.send(.dismissalBegan(try #require(fixture.presentation?.dismissID)))
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take() == ["shouldDismiss", "willDismiss", "Compose.willDisappear", "Compose.didDisappear", "didDismiss"])
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("SH-22 a swipe under way on a sheet that goes by code leaves nothing behind: presented again, Escape asks the delegate as before")
    func swipeStateDoesNotLeak() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        fixture.main.present(sheet)
        try fixture.send(.dismissalBegan(try #require(fixture.presentation?.dismissID)))
        sheet.dismiss()
        fixture.main.present(sheet)
        fixture.log.take()
        fixture.delegate.allowsDismissal = false
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(fixture.window.presentedViewControllers.count == 1)
    }

    @Test("SH-22 a swipe on a sheet its delegate keeps: the attempt is heard when the swipe begins, once; no cancellation follows")
    func swipeRefused() throws {
        let fixture = PresentationFixture()
        fixture.delegate.allowsDismissal = false
        fixture.main.present(fixture.sheet())
        fixture.log.take()
        let dismiss = try #require(fixture.presentation?.dismissID)
        try fixture.send(.dismissalBegan(dismiss))
        #expect(fixture.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        try fixture.send(.dismissAttempted(dismiss))
        #expect(fixture.log.take().isEmpty, "the swipe's end asks nothing again")
        #expect(fixture.window.presentedViewControllers.count == 1)
        // Escape later is a new attempt.
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        // A release with nothing begun, or a second release, changes nothing.
        try fixture.send(.dismissalCancelled(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take().isEmpty)
    }

    @Test("SH-19: an edge-attached sheet in compact height is as wide as the window, or as its preferred width when it asks (widthFollowsPreferredContentSizeWhenEdgeAttached)")
    func edgeAttachedWidth() throws {
        let fixture = PresentationFixture(width: 844, height: 390)
        let sheet = fixture.sheet()
        sheet.preferredContentSize = Size(width: 400, height: 0)
        sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        fixture.main.present(sheet)
        #expect(fixture.presentation?.appearance == .bottomSheet)
        #expect(fixture.presentation?.frame.width == 844)
        sheet.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        let frame = try #require(fixture.presentation?.frame)
        #expect(frame.width == 400 && frame.x == 222)
    }

    @Test("D-56 SH-19 a sheet that only looks full screen in compact height still goes with a swipe; adapted to a cover it does not")
    func adaptedCovers() throws {
        let fixture = PresentationFixture(width: 844, height: 390)
        fixture.main.present(fixture.sheet())
        #expect(fixture.presentation?.appearance == .fullScreen)
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.isEmpty)
        fixture.delegate.adaptiveStyle = .fullScreen
        fixture.main.present(fixture.sheet())
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.count == 1, "adapted to .fullScreen by the delegate: a cover")
    }

    @Test("D-56 false keeps any presentation from being dismissed by people; code still can")
    func neverInteractive() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        sheet.presentationController?.allowsInteractiveDismissal = false
        fixture.main.present(sheet)
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.count == 1)
        sheet.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("D-56 SH-10 SH-11 a tap beside a form or page sheet dismisses it; modal, the delegate hears the attempt")
    func tapBesideCenteredSheet() throws {
        for style in [ModalPresentationStyle.formSheet, .pageSheet] {
            let fixture = PresentationFixture(width: 1180, height: 820)
            let sheet = fixture.sheet("Settings", style: style)
            fixture.main.present(sheet)
            fixture.log.take()
            try fixture.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
            #expect(fixture.window.presentedViewControllers.isEmpty, "\(style): a tap beside it dismisses")
            #expect(fixture.log.take() == ["shouldDismiss", "willDismiss", "Settings.willDisappear", "Settings.didDisappear", "didDismiss"])
            sheet.isModalInPresentation = true
            fixture.main.present(sheet)
            fixture.log.take()
            try fixture.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
            #expect(fixture.window.presentedViewControllers.count == 1)
            #expect(fixture.log.take() == ["didAttemptToDismiss"], "the app can ask, e.g. with a dialog")
        }
        // A Mac sheet ignores a click beside it.
        let mac = PresentationFixture(width: 1440, height: 900, pointer: .fine)
        mac.main.present(mac.sheet(style: .formSheet))
        let dimming = try #require(mac.presentation?.dimming?.id)
        #expect(throws: EventError.self) { try mac.send(.tapped(dimming)) }
        #expect(mac.window.presentedViewControllers.count == 1)
    }

    @Test("D-56 a confirmation dialog from a bar button is a popover beside it in regular width and an action sheet in compact width")
    func anchoredDialog() throws {
        let main = ViewController(title: "Compose")
        let cancel = BarButtonItem("Cancel", role: .cancel) {}
        main.navigationItem.leadingItem = cancel
        let window = Window(viewport: Viewport(width: 1180, height: 820, pointer: .fine))
        window.rootViewController = NavigationController(root: main)
        var chosen: [String] = []
        let dialog = ConfirmationDialog(title: nil, actions: [
            .init("Delete Draft", role: .destructive) { chosen.append("delete") },
            .init("Keep Editing", role: .cancel) { chosen.append("keep") },
        ])
        dialog.sourceItem = cancel
        main.present(dialog)
        var scene = window.scene()
        let presentation = try #require(scene.presentations.last)
        #expect(presentation.appearance == .popover)
        #expect(presentation.frame.width == 300)
        guard case .navigation(let navigation)? = scene.root else { Issue.record("no navigation bar"); return }
        let cancelNode = try #require(navigation.bar.leadingItems.first?.id)
        #expect(presentation.popover?.sourceID == cancelNode, "its arrow points at the button that asked")
        #expect(presentation.popover?.fitsContent == true)
        #expect(scene.button("Keep Editing") == nil, "as a popover the cancel action is a tap outside, without a button")
        #expect(scene.button("Delete Draft") != nil)
        // A tap outside chooses the cancel action.
        try window.send(.tapped(try #require(presentation.dimming?.id)))
        #expect(window.presentedViewControllers.isEmpty)
        #expect(chosen == ["keep"])
        // Compact width: an action sheet at the bottom, dimming what is behind.
        window.setViewport(Viewport(width: 390, height: 844))
        main.present(dialog)
        scene = window.scene()
        #expect(scene.presentations.last?.appearance == .dialog)
        #expect(scene.presentations.last?.popover == nil)
        #expect(scene.button("Keep Editing") != nil, "an action sheet shows its cancel button")
        // Back to regular width while it is up: a popover again.
        window.setViewport(Viewport(width: 1180, height: 820, pointer: .fine))
        #expect(window.scene().presentations.last?.appearance == .popover)
        try window.send(.dismissAttempted(try #require(window.scene().presentations.last?.dismissID)))
        #expect(chosen == ["keep", "keep"], "Escape cancels it too")
    }
}

@Suite("Editing in a sheet (D-57)", .tags(.sheet))
struct EditingInSheetTests {
    @Test("D-57 SH-3 a text field focused in a sheet at its medium detent brings it to its largest; the delegate hears it")
    func focusExpands() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet("Compose")
        sheet.content = { _ in TextField("Subject", text: "") { _ in } }
        fixture.main.present(sheet)
        #expect(fixture.presentation?.selectedDetent == .medium)
        fixture.log.take()
        try fixture.send(.focusChanged(NodeID("\(sheet.id!.nodeID)/0")))
        #expect(fixture.presentation?.selectedDetent == .large)
        #expect(fixture.log.take() == ["didChangeDetent(large)"])
        // Focus leaving does not bring it back down; focusing again at large changes nothing.
        try fixture.send(.focusChanged(nil))
        try fixture.send(.focusChanged(NodeID("\(sheet.id!.nodeID)/0")))
        #expect(fixture.presentation?.selectedDetent == .large)
        #expect(fixture.log.take().isEmpty)
    }

    @Test("D-57 a sheet that opts out stays at its detent; a field in the main interface or a form sheet moves no sheet")
    func optOut() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet("Compose")
        sheet.content = { _ in TextField("Subject", text: "") { _ in } }
        sheet.sheetPresentationController?.expandsWhenEditing = false
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        fixture.main.content = { _ in TextField("Search", text: "") { _ in } }
        fixture.main.present(sheet)
        try fixture.send(.focusChanged(NodeID("\(sheet.id!.nodeID)/0")))
        #expect(fixture.presentation?.selectedDetent == .medium)
        sheet.sheetPresentationController?.expandsWhenEditing = true
        try fixture.send(.focusChanged(NodeID("\(fixture.main.id!.nodeID)/0")))
        #expect(fixture.presentation?.selectedDetent == .medium, "a field behind an undimmed sheet is not in it")
    }
}
