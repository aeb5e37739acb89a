// Apple's documented call shapes of SwiftUI's toolbars, written as an app would.
import PaneKitUI

// shape: ToolbarContent | ToolbarContent.body | ToolbarContent.Body | ToolbarContentBuilder
struct ComposeToolbar: ToolbarContent {
    var send: @MainActor () -> Void

    var body: some ToolbarContent {
        // shape: ToolbarItem | ToolbarItem.init(placement:content:) | ToolbarItemPlacement | ToolbarItemPlacement.cancellationAction
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {}
        }
        // shape: ToolbarItemPlacement.confirmationAction
        ToolbarItem(placement: .confirmationAction) {
            Button("Send", action: send)
        }
    }
}

// shape: CustomizableToolbarContent
struct EditorToolbar: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        // shape: ToolbarItem.init(id:placement:content:) | ToolbarItemPlacement.primaryAction
        ToolbarItem(id: "bold", placement: .primaryAction) {
            Button("Bold") {}
        }
        // shape: ToolbarItem.init(id:placement:showsByDefault:content:) | ToolbarItemPlacement.secondaryAction
        ToolbarItem(id: "italic", placement: .secondaryAction, showsByDefault: false) {
            Button("Italic") {}
        }
    }
}

struct Toolbars: View {
    @State private var showsFormat = false

    @ToolbarContentBuilder
    var trailingItems: some ToolbarContent {
        // shape: ToolbarItemPlacement.topBarTrailing
        ToolbarItem(placement: .topBarTrailing) {
            Button("Add", systemImage: "plus") {}
        }
        if showsFormat {
            // shape: ToolbarItemPlacement.navigationBarTrailing
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Format") {}
            }
        } else {
            // shape: ToolbarItemPlacement.navigationBarLeading
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Edit") {}
            }
        }
    }

    @ToolbarContentBuilder
    func bottomItems(count: Int) -> some ToolbarContent {
        // shape: ToolbarItemGroup | ToolbarItemGroup.init(placement:content:) | ToolbarItemPlacement.bottomBar
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {}
            Spacer()
            Button("Compose", systemImage: "square.and.pencil") {}
        }
        // shape: ToolbarItemPlacement.status
        ToolbarItem(placement: .status) {
            Text("\(count) unread")
        }
    }

    var body: some View {
        NavigationStack {
            Text("Inbox")
                // shape: View.toolbar(content:)
                .toolbar {
                    trailingItems
                    bottomItems(count: 3)
                    ComposeToolbar {}
                    // shape: ToolbarItemPlacement.principal
                    ToolbarItem(placement: .principal) {
                        Text("Inbox")
                    }
                    // shape: ToolbarItemPlacement.topBarLeading
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Mailboxes") {}
                    }
                    // shape: ToolbarItemPlacement.navigation
                    ToolbarItem(placement: .navigation) {
                        Button("Back") {}
                    }
                    // shape: ToolbarItemPlacement.automatic
                    ToolbarItem(placement: .automatic) {
                        Button("More") {}
                    }
                    // shape: ToolbarItemPlacement.destructiveAction
                    ToolbarItem(placement: .destructiveAction) {
                        Button("Delete", role: .destructive) {}
                    }
                    // shape: ToolbarItemPlacement.keyboard
                    ToolbarItem(placement: .keyboard) {
                        Button("Done") {}
                    }
                    // shape: ToolbarTitleMenu | ToolbarTitleMenu.init(content:)
                    ToolbarTitleMenu {
                        Button("Rename") {}
                    }
                    // shape: ToolbarItemGroup.init(placement:content:label:)
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("One") {}
                    } label: {
                        Label("Group", systemImage: "folder")
                    }
                }
                .toolbar {
                    Button("Plain Button") {}
                }
                // shape: View.toolbar(id:content:)
                .toolbar(id: "editor") {
                    EditorToolbar()
                }
                // shape: View.toolbar(_:for:) | Visibility | Visibility.hidden | ToolbarPlacement | ToolbarPlacement.tabBar
                .toolbar(.hidden, for: .tabBar)
                // shape: View.toolbarVisibility(_:for:) | Visibility.visible | ToolbarPlacement.bottomBar
                .toolbarVisibility(.visible, for: .bottomBar)
                // shape: View.toolbarBackground(_:for:) | ToolbarPlacement.navigationBar | Visibility.automatic
                .toolbarBackground(.automatic, for: .navigationBar)
                .toolbarBackground(Color.blue, for: .navigationBar)
                // shape: View.toolbarColorScheme(_:for:) | ToolbarPlacement.automatic | ToolbarPlacement.windowToolbar
                .toolbarColorScheme(.dark, for: .automatic, .windowToolbar)
                // shape: View.toolbar(removing:) | ToolbarDefaultItemKind | ToolbarDefaultItemKind.sidebarToggle
                .toolbar(removing: .sidebarToggle)
                // shape: View.toolbarTitleMenu(content:)
                .toolbarTitleMenu {
                    Button("Duplicate") {}
                }
        }
    }
}
