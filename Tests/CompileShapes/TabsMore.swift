// Apple's documented call shapes of SwiftUI's tab content, written as an app would: tab content
// of the app's own, built by properties and types, and the modifiers and styles around it.
import PaneKitUI

enum AppTab: Hashable {
    case watch, library, search, settings, collection(Int)
}

// shape: TabContent.body | TabContent.Body
struct LibraryTabs: TabContent {
    let collections: [Int]

    var body: some TabContent<AppTab> {
        // shape: TabSection.init(content:)
        TabSection {
            ForEach(collections, id: \.self) { id in
                Tab("Collection \(id)", systemImage: "folder", value: AppTab.collection(id)) {
                    Text("Collection \(id)")
                }
            }
        }
    }
}

struct TabsOfTheirOwn: View {
    @State private var selection = AppTab.watch
    @State private var customization = TabViewCustomization()
    @State private var showsSettings = false

    // shape: TabContentBuilder | TabContentBuilder.buildBlock(_:)
    @TabContentBuilder<AppTab>
    var mainTabs: some TabContent<AppTab> {
        Tab("Watch Now", systemImage: "play", value: AppTab.watch) {
            Text("Watch Now")
        }
        Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
            Text("Library")
        }
    }

    var body: some View {
        TabView(selection: $selection) {
            mainTabs
            LibraryTabs(collections: [1, 2])
            // shape: AnyTabContent | AnyTabContent.init(_:)
            AnyTabContent(Tab("Search", systemImage: "magnifyingglass", value: AppTab.search, role: .search) {
                Text("Search")
            })
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                Text("Settings")
            }
            // shape: TabContent.hidden(_:)
            .hidden(!showsSettings)
            // shape: TabContent.disabled(_:)
            .disabled(false)
            // shape: TabContent.springLoadingBehavior(_:)
            .springLoadingBehavior(.enabled)
            // shape: TabContent.accessibilityLabel(_:isEnabled:)
            .accessibilityLabel("Settings")
            // shape: TabContent.accessibilityHint(_:isEnabled:)
            .accessibilityHint("Shows the settings")
            // shape: TabContent.accessibilityValue(_:isEnabled:)
            .accessibilityValue("Closed")
            // shape: TabContent.accessibilityInputLabels(_:isEnabled:)
            .accessibilityInputLabels(["Settings", "Preferences"])
            // shape: TabContent.accessibilityIdentifier(_:isEnabled:)
            .accessibilityIdentifier("settings-tab")
            // shape: TabContent.contextMenu(menuItems:)
            .contextMenu {
                Button("Reset") {}
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        // shape: View.defaultAdaptableTabBarPlacement(_:) | TabBarPlacement | TabBarPlacement.sidebar
        .defaultAdaptableTabBarPlacement(.sidebar)
        // shape: View.tabViewSidebarHeader(content:)
        .tabViewSidebarHeader {
            Text("Signed in as Ada")
        }
        // shape: View.tabViewSidebarFooter(content:)
        .tabViewSidebarFooter {
            Text("Version 2.0")
        }
        // shape: View.tabViewSidebarBottomBar(content:)
        .tabViewSidebarBottomBar {
            Button("Account") {}
        }
        // shape: View.badgeProminence(_:) | BadgeProminence | BadgeProminence.increased
        .badgeProminence(.increased)
        .toolbar {
            Button("Reset") {
                // shape: TabViewCustomization.resetVisibility()
                customization.resetVisibility()
                // shape: TabViewCustomization.resetSectionOrder()
                customization.resetSectionOrder()
                // shape: TabViewCustomization.subscript(tab:) | TabViewCustomization.TabCustomization | TabViewCustomization.TabCustomization.sidebarVisibility
                customization[tab: "watch"].sidebarVisibility = .hidden
                // shape: TabViewCustomization.TabCustomization.tabBarVisibility
                let barVisibility = customization[tab: "watch"].tabBarVisibility
                // shape: TabViewCustomization.subscript(section:) | TabViewCustomization.SectionCustomization | TabViewCustomization.SectionCustomization.tabOrder
                let order = customization[section: "collections"].tabOrder ?? []
                // shape: TabViewCustomization.SectionCustomization.resetTabOrder()
                customization[section: "collections"].resetTabOrder()
                print(barVisibility, order)
            }
        }
    }
}

struct Prominence: View {
    // shape: EnvironmentValues.badgeProminence
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
        List {
            Text("Inbox").badge(3)
                // shape: BadgeProminence.standard | BadgeProminence.decreased
                .badgeProminence(prominence == .standard ? .decreased : .standard)
        }
    }
}

struct Styles: View {
    var body: some View {
        VStack {
            TabView {
                // shape: Tab.init(content:)
                Tab {
                    Text("Only a view")
                }
            }
            // shape: DefaultTabViewStyle
            .tabViewStyle(DefaultTabViewStyle())
            TabView {
                Tab("One", systemImage: "1.circle") { Text("One") }
            }
            // shape: SidebarAdaptableTabViewStyle
            .tabViewStyle(SidebarAdaptableTabViewStyle())
            TabView {
                Tab("One", systemImage: "1.circle") { Text("One") }
            }
            // shape: TabBarOnlyTabViewStyle
            .tabViewStyle(TabBarOnlyTabViewStyle())
            TabView {
                Tab("One", systemImage: "1.circle") { Text("One") }
            }
            // shape: TabViewStyle.grouped | GroupedTabViewStyle
            .tabViewStyle(.grouped)
            // shape: DefaultTabLabel
            let _: DefaultTabLabel.Type = DefaultTabLabel.self
        }
    }
}
