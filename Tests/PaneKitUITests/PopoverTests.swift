import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

@MainActor
@Suite("Popovers (D-55)")
struct PaneKitUIPopoverTests {
    @Test(".popover on a toolbar button points at that button in regular width; a tap outside closes it and sets the binding back")
    func toolbarButton() throws {
        let page = PageDriver<PopoverApp>(width: 1180, height: 820)
        let filter = try #require(page.window.scene().barItem("Filter"))
        try page.window.send(.tapped(filter))
        let popover = try #require(page.presentations.last)
        #expect(popover.appearance == .popover && popover.popover?.sourceID == filter)
        #expect(popover.popover?.arrowDirections == .any)
        #expect(page.dump.contains("text \"Unread only\"") && page.dump.contains("Filter shown"))
        try page.window.send(.tapped(try #require(popover.dimming?.id)))
        #expect(page.presentations.isEmpty && page.dump.contains("Filter hidden"))
    }

    @Test(".popover on a view points at the node it is drawn as, its arrow on arrowEdge")
    func contentButton() throws {
        let page = PageDriver<PopoverApp>(width: 1180, height: 820)
        let about = try #require(page.window.scene().button("About"))
        try page.window.send(.tapped(about))
        let popover = try #require(page.presentations.last)
        #expect(popover.appearance == .popover && popover.popover?.sourceID == about)
        #expect(popover.popover?.arrowDirections == [.down])
        #expect(page.dump.contains("text \"About this list\""))
    }

    @Test(".popover(item:) shows the item's popover and sets the item back to nil when it closes")
    func item() throws {
        let page = PageDriver<PopoverApp>(width: 1180, height: 820)
        try page.tap("Open Inbox")
        #expect(page.presentations.last?.appearance == .popover && page.dump.contains("text \"Mailbox inbox\""))
        try page.dismissTopPresentation()
        #expect(page.presentations.isEmpty)
        try page.tap("Open Inbox")
        #expect(page.presentations.count == 1, "the item went back to nil")
    }

    @Test("SH-6 in compact width a popover is a sheet; closing it sets the binding back")
    func compactWidth() throws {
        let page = PageDriver<PopoverApp>(width: 390, height: 844)
        try page.window.send(.tapped(try #require(page.window.scene().barItem("Filter"))))
        #expect(page.presentations.last?.appearance == .bottomSheet && page.presentations.last?.popover == nil)
        try page.dismissTopPresentation()
        #expect(page.dump.contains("Filter hidden"))
    }

    @Test("A .sheet on a toolbar button presents when the button is tapped")
    func sheetOnToolbarButton() throws {
        let page = PageDriver<PopoverApp>(width: 1180, height: 820)
        try page.window.send(.tapped(try #require(page.window.scene().barItem("Compose"))))
        #expect(page.presentations.last?.appearance == .macSheet && page.dump.contains("text \"New Message\""))
    }
}
