import PaneKit
import Testing
@testable import PaneKitUI

/// A settings pane written as SwiftUI's `Settings { TabView { … } }` content: a tab view inside a
/// navigation stack, with a selection.
struct SettingsPanes: PaneKitUI.View {
    enum Pane: Hashable { case general, appearance }
    @State private var pane = Pane.general

    var body: some PaneKitUI.View {
        PaneKitUI.NavigationStack {
            PaneKitUI.TabView(selection: $pane) {
                PaneKitUI.Tab("General", systemImage: "gearshape", value: Pane.general) {
                    PaneKitUI.Text("General pane")
                }
                PaneKitUI.Tab("Appearance", systemImage: "circle.lefthalf.filled", value: Pane.appearance) {
                    PaneKitUI.Text("Appearance pane")
                }
            }
            .navigationTitle(pane == .general ? "General" : "Appearance")
        }
    }
}

struct SettingsPanesApp: App {
    var body: some PaneKitUI.Scene { WindowGroup { SettingsPanes() } }
}

@MainActor
@Suite("SwiftUI symbols: a tab view inside content")
struct NestedTabViewTests {
    @Test("D-104 a TabView with a selection inside other content shows its tabs as a strip over the selected tab; choosing one selects it")
    func strip() throws {
        let page = PageDriver<SettingsPanesApp>()
        let strip = try #require(page.window.scene().picker("Tabs"))
        #expect(strip.kind == .picker(title: "Tabs", style: .tabs))
        #expect(strip.children.map(\.kind) == [
            .option(tag: "0", title: "General", symbol: "gearshape", tint: nil, isSelected: true),
            .option(tag: "1", title: "Appearance", symbol: "circle.lefthalf.filled", tint: nil, isSelected: false),
        ])
        #expect(page.dump.contains("General pane") && !page.dump.contains("Appearance pane"))
        try page.window.send(.rowSelected(list: strip.id, tag: "1"))
        #expect(page.dump.contains("Appearance pane") && !page.dump.contains("General pane"))
        #expect(page.dump.contains("bar \"Appearance\""))
    }
}
