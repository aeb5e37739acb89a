import PaneKit
import PaneKitTestSupport
import Testing

/// A screen in a stack whose bar has a Filter button, ready to present a popover from it.
private struct PopoverFixture {
    let log = CallLog()
    let window: Window
    let main = ViewController(title: "Mail")
    let filter = BarButtonItem("Filter", symbol: "line.3.horizontal.decrease.circle") {}
    let delegate: RecordingPresentationDelegate

    init(width: Double = 1180, height: Double = 820) {
        main.navigationItem.trailingItems = [filter]
        window = Window(viewport: Viewport(width: width, height: height, pointer: width > 600 ? .fine : .coarse))
        window.rootViewController = NavigationController(root: main)
        delegate = RecordingPresentationDelegate(log: log)
        delegate.adaptiveStyle = .automatic
    }

    /// Options in a popover pointing at the Filter button.
    func presentPopover(size: Size = Size(width: 300, height: 200), arrows: PopoverPresentationController.ArrowDirections = .any) -> ViewController {
        let options = ViewController(title: "Options")
        options.modalPresentationStyle = .popover
        options.preferredContentSize = size
        options.popoverPresentationController?.sourceItem = filter
        options.popoverPresentationController?.permittedArrowDirections = arrows
        options.popoverPresentationController?.delegate = delegate
        main.present(options)
        return options
    }

    var presentation: PresentationScene? { window.scene().presentations.last }

    /// The Filter button's node in the current Scene.
    var filterNode: NodeID? {
        guard case .navigation(let navigation)? = window.scene().root else { return nil }
        return navigation.bar.trailingItems.first?.id
    }
}

@Suite("Popovers (D-55)")
struct PopoverTests {
    @Test("In regular width a popover is a bubble of its preferred size pointing at its bar button, over an undimmed window")
    func regularWidth() throws {
        let fixture = PopoverFixture()
        _ = fixture.presentPopover(arrows: [.up, .down])
        let popover = try #require(fixture.presentation)
        #expect(popover.appearance == .popover)
        #expect(popover.frame.width == 300 && popover.frame.height == 200)
        #expect(popover.popover?.sourceID == fixture.filterNode && fixture.filterNode != nil)
        #expect(popover.popover?.arrowDirections == [.up, .down])
        #expect(popover.dimming?.opacity == 0, "a layer that takes taps outside, without dimming")
        #expect(popover.popover?.fitsContent == false, "its height is the preferred one")
    }

    @Test("A popover without a preferred size is 320 wide and as tall as its content up to 400, kept inside the window's margins")
    func defaultSize() throws {
        let fixture = PopoverFixture(width: 1180, height: 380)
        _ = fixture.presentPopover(size: Size(width: 0, height: 0))
        let frame = try #require(fixture.presentation?.frame)
        #expect(frame.width == 320 && frame.height == 380 - 2 * PresentationLayout.popoverMargin)
        #expect(fixture.presentation?.popover?.fitsContent == true)
    }

    @Test("SH-10, SH-11 a tap outside dismisses the popover as a person's dismissal; a modal popover, or a delegate that refuses, stays")
    func tapOutside() throws {
        let fixture = PopoverFixture()
        let options = fixture.presentPopover()
        options.isModalInPresentation = true
        try fixture.window.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
        #expect(fixture.presentation?.appearance == .popover)
        #expect(fixture.log.take() == ["didAttemptToDismiss"])
        options.isModalInPresentation = false
        fixture.delegate.allowsDismissal = false
        try fixture.window.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
        #expect(fixture.presentation != nil)
        #expect(fixture.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        fixture.delegate.allowsDismissal = true
        try fixture.window.send(.tapped(try #require(fixture.presentation?.dimming?.id)))
        #expect(fixture.presentation == nil && options.presentingViewController == nil)
        #expect(fixture.log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("SH-6 in compact width a popover becomes a sheet, and a popover again in regular width; the delegate is asked at each layout and .none keeps the popover")
    func adaptation() throws {
        let fixture = PopoverFixture(width: 390, height: 844)
        _ = fixture.presentPopover()
        #expect(fixture.presentation?.appearance == .bottomSheet && fixture.presentation?.popover == nil)
        fixture.window.setViewport(Viewport(width: 1180, height: 820, pointer: .coarse))
        #expect(fixture.presentation?.appearance == .popover)
        fixture.window.setViewport(Viewport(width: 390, height: 844, pointer: .coarse))
        fixture.delegate.adaptiveStyle = .none
        #expect(fixture.presentation?.appearance == .popover, "the delegate keeps the popover on a phone")
        fixture.delegate.adaptiveStyle = .fullScreen
        #expect(fixture.presentation?.appearance == .fullScreen)
    }

    @Test("SH-6: the adaptive delegate is asked at every trait change, compact → regular included; in regular width its answer leaves a popover a popover")
    func delegateAskedBothWays() throws {
        let fixture = PopoverFixture(width: 1180, height: 820)
        fixture.delegate.adaptiveStyle = .fullScreen
        _ = fixture.presentPopover()
        #expect(fixture.presentation?.appearance == .popover)
        #expect(fixture.delegate.askedWidths.last == .regular, "asked in regular width too")
        fixture.window.setViewport(Viewport(width: 390, height: 844, pointer: .coarse))
        #expect(fixture.presentation?.appearance == .fullScreen)
        #expect(fixture.delegate.askedWidths.last == .compact)
        fixture.window.setViewport(Viewport(width: 1180, height: 820, pointer: .coarse))
        #expect(fixture.presentation?.appearance == .popover)
        #expect(fixture.delegate.askedWidths.last == .regular, "asked on the way back to regular width")
        #expect(Set(fixture.delegate.askedWidths) == [.regular, .compact])
    }

    @Test("SH-6: the sheet a popover becomes in compact width is the one the app configured (adaptiveSheetPresentationController): detents, grabber, detent changes")
    func adaptiveSheet() throws {
        let fixture = PopoverFixture(width: 390, height: 844)
        let options = fixture.presentPopover()
        let sheet = try #require(options.popoverPresentationController?.adaptiveSheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        let presentation = try #require(fixture.presentation)
        #expect(presentation.appearance == .bottomSheet)
        #expect(presentation.detents.map(\.identifier) == [.medium, .large])
        #expect(presentation.selectedDetent == .medium && presentation.grabberID != nil)
        try fixture.window.send(.detentChanged(try #require(presentation.detentControlID), detent: "large"))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(fixture.presentation?.selectedDetent == .large)
        // Back in regular width it is a popover again, its sheet's settings kept for next time.
        fixture.window.setViewport(Viewport(width: 1180, height: 820, pointer: .coarse))
        #expect(fixture.presentation?.appearance == .popover)
        #expect(fixture.presentation?.detents.isEmpty == true)
    }

    @Test("A large phone on its side (regular width, compact height) shows a popover")
    func phoneLandscape() throws {
        let fixture = PopoverFixture(width: 932, height: 430)
        _ = fixture.presentPopover()
        #expect(fixture.window.traits.horizontalSizeClass == .regular && fixture.window.traits.verticalSizeClass == .compact)
        #expect(fixture.presentation?.appearance == .popover)
    }

    @Test("A popover may point at a node of its own choosing; a source off screen leaves it without one")
    func nodeSource() throws {
        let fixture = PopoverFixture()
        let options = ViewController(title: "Options")
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.sourceNode = NodeID("c2/0")
        fixture.main.present(options)
        #expect(fixture.presentation?.popover?.sourceID == NodeID("c2/0"))
        let other = ViewController(title: "Other")
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.sourceItem = BarButtonItem("Not in a bar") {}
        options.dismiss()
        fixture.main.present(other)
        #expect(fixture.presentation?.appearance == .popover && fixture.presentation?.popover?.sourceID == nil)
    }

    @Test("A popover's source and arrows survive its dismissal: presented again, it points at the same button")
    func configurationKept() throws {
        let fixture = PopoverFixture()
        let options = fixture.presentPopover(arrows: [.down])
        options.dismiss()
        #expect(fixture.presentation == nil)
        fixture.main.present(options)
        #expect(fixture.presentation?.popover?.sourceID == fixture.filterNode)
        #expect(options.popoverPresentationController?.permittedArrowDirections == [.down])
    }
}
