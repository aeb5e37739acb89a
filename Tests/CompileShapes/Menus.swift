// Apple's documented call shapes of SwiftUI's Menu, as apps write them in toolbars and content.
import PaneKitUI

enum SortOrder: String, CaseIterable, Hashable {
    case name, date
}

struct Menus: View {
    @State private var order = SortOrder.name
    @State private var favoritesOnly = false

    var body: some View {
        NavigationStack {
            VStack {
                // shape: Menu | Menu.init(_:content:)
                Menu("Actions") {
                    Button("Duplicate") {}
                    // A submenu.
                    Menu("Copy") {
                        Button("Copy Formatted") {}
                    }
                }
                // shape: Menu.init(content:label:)
                Menu {
                    Button("Open in Preview") {}
                } label: {
                    Label("PDF", systemImage: "doc.fill")
                }
                // shape: Menu.init(_:systemImage:content:)
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy Link") {}
                }
                // shape: Menu.init(content:label:primaryAction:) | View.menuIndicator(_:)
                Menu {
                    Button("Show All Bookmarks") {}
                } label: {
                    Label("Add Bookmark", systemImage: "book")
                } primaryAction: {
                    favoritesOnly.toggle()
                }
                .menuIndicator(.hidden)
                // shape: Menu.init(_:content:primaryAction:) | View.menuStyle(_:) | MenuStyle | MenuStyle.button | ButtonMenuStyle
                Menu("Reply") {
                    Button("Reply All") {}
                } primaryAction: {}
                    .menuStyle(.button)
                // shape: Menu.init(_:systemImage:content:primaryAction:) | MenuStyle.automatic | DefaultMenuStyle
                Menu("New", systemImage: "plus") {
                    Button("New Folder") {}
                } primaryAction: {}
                    .menuStyle(DefaultMenuStyle())
                    .menuStyle(.automatic)
            }
            // shape: View.menuOrder(_:) | MenuOrder | View.menuActionDismissBehavior(_:) | MenuActionDismissBehavior
            .menuOrder(.fixed)
            .menuActionDismissBehavior(.disabled)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort By", selection: $order) {
                            ForEach(SortOrder.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                        }
                        Toggle("Favorites Only", isOn: $favoritesOnly)
                        Divider()
                        Section("Export") {
                            Button("PDF") {}
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}
