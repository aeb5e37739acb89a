import PaneKit
import PaneKitTestSupport
@testable import PaneKitUI
import Testing

struct GroupedListApp: PaneKitUI.App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                PaneKitUI.VStack {
                    PaneKitUI.List {
                        PaneKitUI.Section("Favorites") { PaneKitUI.Text("Inbox") }
                    }
                    .listStyle(.insetGrouped)
                    PaneKitUI.List { PaneKitUI.Text("Drafts") }
                        .listStyle(.grouped)
                    PaneKitUI.List { PaneKitUI.Text("Sent") }
                        .listStyle(.plain)
                }
                .navigationTitle("Mailboxes")
            }
        }
    }
}

@MainActor
@Suite("List styles (D-110)")
struct ListStyleTests {
    @Test("D-110 .insetGrouped and .grouped lists carry UITableView's grouped looks for the renderer; .plain carries none")
    func groupedLooks() {
        let dump = PageDriver<GroupedListApp>(width: 390, height: 844).dump
        #expect(dump.contains("listStyle insetGrouped"))
        #expect(dump.contains("listStyle grouped"))
        #expect(dump.components(separatedBy: "listStyle ").count - 1 == 2, "the plain list has no look")
    }
}
