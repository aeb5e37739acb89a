import PaneKit
@testable import PaneKitUI
import Testing

@MainActor
@Suite("Inspectors outside split views (SB-12)")
struct InspectorTests {
    func split(_ page: PageDriver<some PaneKitUI.App>) throws -> HostingSplitViewController {
        try #require(page.window.rootViewController as? HostingSplitViewController)
    }

    @Test("SB-12 .inspector around a NavigationStack is a trailing column beside it in regular width, at its width; the stack stays one, with no sidebar button")
    func regularWidth() throws {
        let page = PageDriver<StackInspectorApp>()
        let split = try split(page)
        #expect(!split.isShowing(.inspector) && !page.dump.contains("Details"))
        #expect(!page.dump.contains("displayMode"), "no sidebar to show")
        try page.tap("Info")
        let scene = page.window.scene()
        guard case .split(let shown)? = scene.root else { Issue.record("not a split: \(scene.dump())"); return }
        #expect(split.isShowing(.inspector))
        let inspector = try #require(shown.columns.first { $0.column == .inspector })
        let content = try #require(shown.columns.first { $0.column == .secondary })
        #expect(inspector.frame.width == 300 && inspector.frame.x == 1440 - 300)
        #expect(content.frame.x == 0 && content.frame.width == 1440 - 300)
        #expect(page.dump.contains("text \"Details\"") && page.dump.contains("Inspector shown"))
        // The stack pushes beside it.
        try page.tap("Open")
        #expect(page.dump.contains("text \"Page 1\"") && page.dump.contains("text \"Details\""))
        // The app's button closes it; no system control does (SV-I3).
        try page.back()
        try page.tap("Info")
        #expect(!page.dump.contains("text \"Details\"") && !split.isShowing(.inspector))
        #expect(page.dump.contains("Inspector hidden"))
    }

    @Test("SB-12, SV-I4 in compact width the inspector around a stack is a sheet over it; closing the sheet sets the binding back")
    func compactWidth() throws {
        let page = PageDriver<StackInspectorApp>(width: 390, height: 844)
        try page.tap("Info")
        let scene = page.window.scene()
        guard case .split(let shown)? = scene.root, let sheet = shown.inspectorSheet else {
            Issue.record("no inspector sheet: \(scene.dump())")
            return
        }
        #expect(page.dump.contains("text \"Details\"") && page.dump.contains("Inspector shown"))
        #expect(sheet.frame.y > 0 && sheet.frame.width == 390, "a bottom sheet")
        try page.window.send(.dismissAttempted(sheet.dismissID))
        #expect(page.dump.contains("Inspector hidden") && !page.dump.contains("text \"Details\""))
    }

    @Test("SB-12 a change to the inspector's binding made outside any event marks the split view to be drawn again")
    func changeFromOutside() throws {
        let page = PageDriver<OutsideInspectorApp>()
        let split = try split(page)
        _ = page.dump
        let revision = split.contentRevision
        NotesInspector.changedFromOutside.isShown = true
        #expect(split.contentRevision != revision)
        #expect(page.dump.contains("text \"Details\""))
    }

    @Test("SB-12 an inspector where no column can hold it (a view inside a screen's content) is a sheet at every width")
    func sheetElsewhere() throws {
        for (width, height) in [(1440.0, 900.0), (390.0, 844.0)] {
            let page = PageDriver<InnerInspectorApp>(width: width, height: height)
            #expect(page.presentations.isEmpty)
            try page.tap("Info")
            #expect(page.presentations.count == 1 && page.dump.contains("text \"Details\""))
            try page.dismissTopPresentation()
            #expect(page.presentations.isEmpty)
            try page.tap("Info")
            #expect(page.presentations.count == 1, "the binding went back to false")
        }
    }
}

extension InspectorTests {
    @Test("SB-12 an inspector around a tab's view is a column beside the tab's stack in regular width, a sheet over it in compact width")
    func tab() throws {
        for (width, height) in [(1440.0, 900.0), (390.0, 844.0)] {
            let page = PageDriver<TabInspectorApp>(width: width, height: height)
            try page.tap("Info")
            let scene = page.window.scene()
            guard case .tabBar(let tabs)? = scene.root, case .split(let split)? = tabs.content else {
                Issue.record("no split view in the tab: \(scene.dump())")
                continue
            }
            if width > 600 {
                #expect(split.columns.map(\.column) == [.secondary, .inspector])
            } else {
                #expect(split.isCollapsed && split.inspectorSheet != nil)
            }
            #expect(page.dump.contains("text \"Tab details\""))
            try page.tapTab("Other")
            #expect(!page.dump.contains("text \"Tab details\""), "the inspector is the tab's")
        }
    }
}
