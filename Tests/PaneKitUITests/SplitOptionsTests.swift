@testable import PaneKitUI
import Testing

struct ColumnsApp: App {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var compactColumn = NavigationSplitViewColumn.sidebar
    @State private var showInfo = false

    var body: some Scene {
        WindowGroup {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
                VStack {
                    Text("Folders")
                    Button("Hide Sidebar") { visibility = .detailOnly }
                    Button("Show Detail") { compactColumn = .detail }
                }
                .navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 300)
            } detail: {
                VStack {
                    Text("Visibility \(String(describing: visibility))")
                    Button("Info") { showInfo.toggle() }
                }
                .inspector(isPresented: $showInfo) {
                    Text("Details").inspectorColumnWidth(280)
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }
}

@MainActor
@Suite("Split view options")
struct SplitOptionsTests {
    func split(_ page: PageDriver<ColumnsApp>) throws -> HostingSplitViewController {
        try #require(page.window.rootViewController as? HostingSplitViewController)
    }

    @Test("columnVisibility drives the display mode; widths and style reach the split view")
    func visibility() throws {
        let page = PageDriver<ColumnsApp>()
        _ = page.dump
        let split = try split(page)
        #expect(split.preferredPrimaryColumnWidth == 250 && split.minimumPrimaryColumnWidth == 200 && split.maximumPrimaryColumnWidth == 300)
        #expect(split.preferredSplitBehavior == .tile)
        #expect(split.displayMode == .oneBesideSecondary)
        try page.tap("Hide Sidebar")
        _ = page.dump
        #expect(split.displayMode == .secondaryOnly)
        #expect(page.dump.contains("Visibility detailOnly"))
    }

    @Test("SB-8 D-59 preferredCompactColumn chooses what a phone shows; set from a button, its column comes to the top")
    func compactColumn() throws {
        let page = PageDriver<ColumnsApp>(width: 390, height: 844)
        #expect(page.dump.contains("text \"Folders\""))
        try page.tap("Show Detail")
        #expect(page.dump.contains("Visibility"))
        #expect(!page.dump.contains("text \"Folders\""))
    }

    @Test(".inspector shows a trailing column while its binding is true; closing it sets the binding back")
    func inspector() throws {
        let page = PageDriver<ColumnsApp>()
        try page.tap("Info")
        let split = try split(page)
        _ = page.dump
        #expect(split.isShowing(.inspector))
        #expect(page.dump.contains("text \"Details\""))
        #expect(split.preferredInspectorColumnWidth == 280)
        try page.tap("Info")
        _ = page.dump
        #expect(!split.isShowing(.inspector))
    }
}
