// Apple's documented call shapes of SwiftUI's tab views, written as an app would.
import PaneKitUI

enum Destination: Hashable {
    case home, downloads, search, playlist(Int)
}

struct Playlist: Identifiable {
    let id: Int
    let name: String
}

struct ModernTabs: View {
    @State private var selection = Destination.home
    // shape: TabViewCustomization | TabViewCustomization.init()
    @State private var customization = TabViewCustomization()
    let playlists = [Playlist(id: 1, name: "Road Trip"), Playlist(id: 2, name: "Focus")]
    var showsExtras = true

    var body: some View {
        // shape: TabView | TabView.init(selection:content:)
        TabView(selection: $selection) {
            // shape: Tab | Tab.init(_:systemImage:value:content:)
            Tab("Home", systemImage: "house", value: .home) {
                Text("Home")
            }
            // shape: TabContent.badge(_:)
            .badge(3)
            // shape: TabContent.customizationID(_:)
            .customizationID("home")
            // shape: Tab.init(_:systemImage:value:role:content:) | TabRole | TabRole.search
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
                Text("Search")
            }
            // shape: Tab.init(value:content:label:)
            Tab(value: .downloads) {
                Text("Downloads")
            } label: {
                Label("Downloads", systemImage: "arrow.down.circle")
            }
            // shape: TabContent.tabPlacement(_:) | TabPlacement | TabPlacement.pinned
            .tabPlacement(.pinned)
            // shape: TabSection | TabSection.init(_:content:)
            TabSection("Playlists") {
                // shape: ForEach.init(_:content:)
                ForEach(playlists) { playlist in
                    Tab(playlist.name, systemImage: "music.note.list", value: Destination.playlist(playlist.id)) {
                        Text(playlist.name)
                    }
                }
                if showsExtras {
                    Tab("Extras", systemImage: "star", value: Destination.playlist(0)) {
                        Text("Extras")
                    }
                } else {
                    Tab("More", systemImage: "ellipsis", value: Destination.playlist(-1)) {
                        Text("More")
                    }
                }
            }
            // shape: TabContent.defaultVisibility(_:for:) | AdaptableTabBarPlacement | AdaptableTabBarPlacement.tabBar
            .defaultVisibility(.hidden, for: .tabBar)
            // shape: TabContent.customizationBehavior(_:for:) | TabCustomizationBehavior | TabCustomizationBehavior.reorderable | AdaptableTabBarPlacement.sidebar
            .customizationBehavior(.reorderable, for: .sidebar)
            // shape: TabContent.sectionActions(content:)
            .sectionActions {
                Button("New Playlist") {}
            }
            // shape: TabSection.init(content:header:)
            TabSection {
                Tab("Settings", systemImage: "gear", value: Destination.playlist(99)) {
                    Text("Settings")
                }
                // shape: TabPlacement.sidebarOnly
                .tabPlacement(.sidebarOnly)
            } header: {
                Text("More")
            }
            // shape: TabCustomizationBehavior.disabled | AdaptableTabBarPlacement.automatic
            .customizationBehavior(.disabled, for: .automatic)
        }
        // shape: View.tabViewStyle(_:) | TabViewStyle | TabViewStyle.sidebarAdaptable
        .tabViewStyle(.sidebarAdaptable)
        // shape: View.tabViewCustomization(_:)
        .tabViewCustomization($customization)
    }
}

struct TabsWithoutSelection: View {
    var body: some View {
        // shape: TabView.init(content:)
        TabView {
            // shape: Tab.init(_:systemImage:content:)
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
            // shape: TabPlacement.automatic | TabCustomizationBehavior.automatic
            .tabPlacement(.automatic)
            .customizationBehavior(.automatic, for: .tabBar)
        }
        // shape: TabViewStyle.tabBarOnly
        .tabViewStyle(.tabBarOnly)
    }
}

struct ClassicTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("Inbox")
                // shape: View.tabItem(_:)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(0)
                // shape: View.badge(_:)
                .badge(5)
            Text("Sent")
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag(1)
                .badge("New")
        }
        // shape: TabViewStyle.automatic
        .tabViewStyle(.automatic)
    }
}
