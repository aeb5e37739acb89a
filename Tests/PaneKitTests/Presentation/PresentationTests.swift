import PaneKit
import PaneKitTestSupport
import Testing


@Suite("SH — sheets and presentation", .tags(.sheet))
struct PresentationTests {
    @Test("SH-1 the medium detent is inactive in compact height")
    func mediumInactiveInCompactHeight() throws {
        let fixture = PresentationFixture(width: 844, height: 390)
        let sheet = fixture.sheet()
        sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        fixture.main.present(sheet)
        let scene = try #require(fixture.presentation)
        #expect(scene.appearance == .bottomSheet)
        #expect(scene.detents.map(\.identifier) == [.large])
        #expect(scene.detentControlID == nil, "one detent: nothing to choose")
    }

    @Test("SH-2 SH-18 below the largest undimmed detent nothing is dimmed and the background stays interactive")
    func undimmedDetent() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        fixture.main.present(sheet)
        #expect(try #require(fixture.presentation).dimming == nil)
        try fixture.send(.detentChanged(try #require(fixture.presentation?.detentControlID), detent: "large"))
        #expect(try #require(fixture.presentation).dimming != nil)
    }

    @Test("SH-3 the delegate hears of detent changes the person makes, not of programmatic ones")
    func detentDelegate() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        fixture.main.present(sheet)
        fixture.log.take()
        let controller = try #require(sheet.sheetPresentationController)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        #expect(fixture.presentation?.selectedDetent == .large)
        #expect(fixture.log.take().isEmpty)
        try fixture.send(.detentChanged(try #require(fixture.presentation?.detentControlID), detent: "medium"))
        #expect(fixture.log.take() == ["didChangeDetent(medium)"])
        #expect(throws: EventError.unknownDetent(fixture.presentation!.detentControlID!, detent: "tiny")) {
            try fixture.send(.detentChanged(fixture.presentation!.detentControlID!, detent: "tiny"))
        }
    }

    @Test("SH-4 tapping the grabber cycles the detents; a medium-only sheet cannot grow")
    func grabberCycles() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        var seen: [String] = []
        for _ in 0..<3 {
            try fixture.send(.tapped(try #require(fixture.presentation?.grabberID)))
            seen.append(fixture.presentation?.selectedDetent?.rawValue ?? "")
        }
        #expect(seen == ["large", "medium", "large"])
        let only = PresentationFixture()
        only.main.present(only.sheet(detents: [.medium()]))
        let scene = try #require(only.presentation)
        #expect(scene.detents.map(\.identifier) == [.medium])
        #expect(scene.frame.height == 422)
        try only.send(.tapped(try #require(scene.grabberID)))
        #expect(only.presentation?.selectedDetent == .medium)
    }

    @Test("SH-6 in compact width the adaptive delegate may change the style; regular width uses it as it is")
    func adaptiveStyle() throws {
        let fixture = PresentationFixture()
        fixture.delegate.adaptiveStyle = .fullScreen
        fixture.main.present(fixture.sheet())
        #expect(fixture.presentation?.appearance == .fullScreen)
        #expect(fixture.window.scene().root == nil, "a full-screen cover hides the main interface")
        let regular = PresentationFixture(width: 1180, height: 820)
        regular.delegate.adaptiveStyle = .fullScreen
        regular.main.present(regular.sheet())
        #expect(regular.presentation?.appearance == .formSheet)
    }

    @Test("SH-7 a sheet leaves the presenter on screen; a full-screen cover takes it off")
    func presenterAppearance() {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        #expect(fixture.log.take() == ["Compose.willAppear", "Compose.didAppear"])
        fixture.main.dismiss()
        fixture.log.take()
        fixture.main.present(fixture.sheet("Cover", style: .fullScreen))
        #expect(fixture.log.take() == ["Main.willDisappear", "Cover.willAppear", "Main.didDisappear", "Cover.didAppear"])
        fixture.main.dismiss()
        fixture.main.present(fixture.sheet("Over", style: .overFullScreen))
        fixture.log.take()
        #expect(fixture.main.appearanceState == .appeared, "over full screen keeps the presenter")
    }

    @Test("SH-8 completions run after did-appear / did-disappear; dismissing low in the stack removes what is above")
    func completionsAndForwarding() {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        fixture.main.present(sheet) { fixture.log.record("presented") }
        #expect(fixture.log.take() == ["Compose.willAppear", "Compose.didAppear", "presented"])
        let dialog = ConfirmationDialog(title: "Discard?", actions: [.init("Keep Editing", role: .cancel) {}])
        sheet.present(dialog)
        #expect(fixture.window.presentedViewControllers.count == 2)
        fixture.log.take()
        // Dismissing the sheet's own presentation chain from the main screen removes both.
        fixture.main.dismiss { fixture.log.record("dismissed") }
        #expect(fixture.window.presentedViewControllers.isEmpty)
        #expect(fixture.log.take() == ["Compose.willDisappear", "Compose.didDisappear", "dismissed"])
        // dismiss() called on the presented controller is forwarded to its presenter.
        fixture.main.present(sheet)
        sheet.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("SH-9 presenting from a controller that already presents something is refused with a diagnostic, not a crash")
    func presentingTwiceIsRefused() {
        let fixture = PresentationFixture()
        var diagnostics: [Diagnostic] = []
        fixture.window.diagnosticHandler = { diagnostics.append($0) }
        let first = fixture.sheet("First")
        let second = fixture.sheet("Second")
        fixture.main.present(first)
        fixture.log.take()
        var completed = false
        fixture.main.present(second) { completed = true }
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["First"], "the first stays; nothing is added")
        #expect(fixture.log.take().isEmpty, "no appearance callbacks for a refused presentation")
        #expect(!completed)
        #expect(second.presentingViewController == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("already presenting First") == true)
        // A child of the main interface asks the same presenter: refused too.
        let child = LoggedController("Child", log: fixture.log)
        fixture.main.addChild(child)
        child.present(second)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["First"])
        #expect(diagnostics.count == 2)
    }

    @Test("SH-9 SH-7 SH-8 a presented controller stacks a sheet over itself: a sheet over a sheet, a sheet over a full-screen cover")
    func stackedPresentations() throws {
        let fixture = PresentationFixture(width: 1180, height: 820)
        let cover = fixture.sheet("Cover", style: .fullScreen)
        fixture.main.present(cover)
        #expect(fixture.log.take() == ["Main.willDisappear", "Cover.willAppear", "Main.didDisappear", "Cover.didAppear"])
        let form = fixture.sheet("Form", style: .formSheet)
        cover.present(form)
        // SH-7: the cover stays visible under a form sheet, so it gets no disappear callbacks.
        #expect(fixture.log.take() == ["Form.willAppear", "Form.didAppear"])
        #expect(form.presentingViewController === cover)
        let inner = fixture.sheet("Inner", style: .formSheet)
        form.present(inner)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Cover", "Form", "Inner"])
        let scene = fixture.window.scene()
        #expect(scene.root == nil, "the full-screen cover hides the main interface")
        #expect(scene.presentations.map(\.appearance) == [.fullScreen, .formSheet, .formSheet])
        #expect(scene.presentations.dropFirst().allSatisfy { $0.dimming != nil }, "each sheet dims what is under it")
        // Only the top presentation takes input; the ones under it are covered.
        let formDismiss = scene.presentations[1].dismissID
        #expect(throws: EventError.covered(formDismiss)) { try fixture.send(.dismissAttempted(formDismiss)) }
        fixture.log.take()
        // A swipe down (or Escape) on the top one dismisses it alone.
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Cover", "Form"])
        #expect(fixture.log.take() == ["shouldDismiss", "willDismiss", "Inner.willDisappear", "Inner.didDisappear", "didDismiss"])
        form.present(inner)
        fixture.log.take()
        // SH-8: dismissing the form from its presenter removes it and everything over it.
        cover.dismiss { fixture.log.record("dismissed") }
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Cover"])
        #expect(Set(fixture.log.take()) == ["Form.willDisappear", "Form.didDisappear", "Inner.willDisappear",
                                            "Inner.didDisappear", "dismissed"])
        fixture.main.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("SH-21 D-23 restoringPrevious puts the first sheet aside and brings it back when the second goes")
    func restoringPrevious() throws {
        let fixture = PresentationFixture()
        let first = fixture.sheet("First")
        let second = fixture.sheet("Second")
        fixture.main.present(first)
        fixture.log.take()
        fixture.main.present(second, restoringPrevious: true)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Second"])
        // The first closes with its usual callbacks, then the second opens.
        #expect(fixture.log.take() == ["First.willDisappear", "First.didDisappear", "Second.willAppear", "Second.didAppear"])
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["First"])
        first.dismiss()
        fixture.main.present(second)
        fixture.main.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty, "without restoringPrevious nothing comes back")
        // Inside a stack of presentations too: the sheet over a sheet steps aside for another.
        fixture.main.present(first)
        let third = fixture.sheet("Third")
        first.present(second)
        first.present(third, restoringPrevious: true)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["First", "Third"])
        third.dismiss()
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["First", "Second"])
        // A presenter that goes takes what waits to come back to it along.
        first.present(third, restoringPrevious: true)
        fixture.main.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty)
        fixture.main.present(second)
        #expect(fixture.window.presentedViewControllers.map(\.debugName) == ["Second"])
    }

    @Test("SH-10 SH-17 isModalInPresentation refuses interactive dismissal; programmatic dismissal still works")
    func modalInPresentation() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet()
        sheet.isModalInPresentation = true
        fixture.main.present(sheet)
        fixture.log.take()
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.window.presentedViewControllers.count == 1)
        #expect(fixture.log.take() == ["didAttemptToDismiss"])
        #expect(fixture.presentation?.isModal == true)
        sheet.dismiss()
        #expect(fixture.window.presentedViewControllers.isEmpty)
    }

    @Test("SH-11 SH-12 a refused user dismissal keeps the sheet and sends didAttemptToDismiss, no will/did")
    func refusedDismissal() throws {
        let fixture = PresentationFixture()
        fixture.delegate.allowsDismissal = false
        fixture.main.present(fixture.sheet())
        fixture.log.take()
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(fixture.window.presentedViewControllers.count == 1)
    }

    @Test("SH-13 a user dismissal sends willDismiss and didDismiss around the appearance callbacks; programmatic sends neither")
    func dismissalDelegate() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        fixture.log.take()
        try fixture.send(.dismissAttempted(try #require(fixture.presentation?.dismissID)))
        #expect(fixture.log.take() == ["shouldDismiss", "willDismiss", "Compose.willDisappear", "Compose.didDisappear", "didDismiss"])
        fixture.main.present(fixture.sheet())
        fixture.log.take()
        fixture.main.dismiss()
        #expect(fixture.log.take() == ["Compose.willDisappear", "Compose.didDisappear"])
    }

    @Test("SH-14 a sheet's detents default to large only")
    func defaultDetents() throws {
        let fixture = PresentationFixture()
        let sheet = LoggedController("Plain", log: fixture.log)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
        fixture.main.present(sheet)
        let scene = try #require(fixture.presentation)
        #expect(scene.detents.map(\.identifier) == [.large])
        #expect(scene.frame == Rect(x: 0, y: 10, width: 390, height: 834), "large = the container less a 10-point top inset")
    }

    @Test("SH-15 medium is half the height; fraction, height and custom detents resolve; nil makes one inactive")
    func detentKinds() throws {
        let fixture = PresentationFixture()
        let sheet = fixture.sheet(detents: [
            .fraction(0.25, identifier: "quarter"), .height(200, identifier: "fixed"), .medium(),
            .custom(identifier: "never") { _ in nil }, .custom(identifier: "huge") { $0.maximumDetentValue * 3 },
        ])
        fixture.main.present(sheet)
        let scene = try #require(fixture.presentation)
        #expect(scene.detents.map(\.identifier.rawValue) == ["fixed", "quarter", "medium", "huge"])
        #expect(scene.detents.map(\.height) == [200, 208.5, 422, 834])
        #expect(scene.selectedDetent == "fixed", "nil selection means the smallest")
    }

    @Test("SH-16 the grabber shows only when preferred")
    func grabberVisibility() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet(grabber: false))
        #expect(try #require(fixture.presentation).grabberID == nil)
    }

    @Test("SH-19 in compact height a sheet covers the window unless it prefers to stay attached to the edge")
    func compactHeight() throws {
        let fixture = PresentationFixture(width: 844, height: 390)
        fixture.main.present(fixture.sheet())
        #expect(fixture.presentation?.appearance == .fullScreen)
        #expect(fixture.presentation?.grabberID == nil, "no grabber on a full-screen look")
    }

    @Test("SH-20 regular width: a form sheet 540 × 620 and a page sheet 700 wide, centered; on the Mac a card under the top edge")
    func sheetSizes() throws {
        let pad = PresentationFixture(width: 1180, height: 820)
        pad.main.present(pad.sheet(style: .formSheet))
        #expect(pad.presentation?.frame == Rect(x: 320, y: 100, width: 540, height: 620))
        #expect(pad.presentation?.appearance == .formSheet)
        #expect(pad.presentation?.detents.isEmpty == true, "detents belong to bottom sheets (D-21)")
        pad.main.dismiss()
        pad.main.present(pad.sheet("Page", style: .pageSheet))
        #expect(pad.presentation?.frame == Rect(x: 240, y: 40, width: 700, height: 740))
        let mac = PresentationFixture(width: 1440, height: 900, pointer: .fine)
        mac.main.present(mac.sheet(style: .formSheet))
        #expect(mac.presentation?.appearance == .macSheet)
        #expect(mac.presentation?.frame == Rect(x: 450, y: 38, width: 540, height: 620), "under the toolbar (issue 16)")
        #expect(mac.presentation?.buttonPlacement == .bottomTrailing)
        let small = PresentationFixture(width: 700, height: 500)
        small.main.present(small.sheet(style: .pageSheet))
        #expect(small.presentation?.frame == Rect(x: 0, y: 40, width: 700, height: 420), "clamped to the window")
    }

    @Test("Scrolling up at the content's edge grows the sheet to the next detent")
    func scrollExpands() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        try fixture.send(.scrolledToEdge(try #require(fixture.presentation?.scrollEdgeID)))
        #expect(fixture.presentation?.selectedDetent == .large)
        #expect(fixture.presentation?.scrollEdgeID == nil, "already at the largest")
    }

    @Test("Dimming is black at 35 % in light mode and 50 % in dark (DESIGN §3)")
    func dimmingOpacity() throws {
        let fixture = PresentationFixture()
        fixture.main.present(fixture.sheet())
        #expect(fixture.presentation?.dimming?.opacity == 0.35)
        fixture.window.setViewport(Viewport(width: 390, height: 844, colorScheme: .dark))
        #expect(fixture.presentation?.dimming?.opacity == 0.5)
    }
}
