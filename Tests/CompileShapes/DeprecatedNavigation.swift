// Navigation and presentation shapes Apple deprecated that code people have still uses; their
// deprecation warnings stay warnings here, as in SwiftUI (scripts/swiftui-coverage).
import PaneKitUI

enum Screen: Hashable {
    case profile, settings
}

struct Person: Identifiable {
    let id: Int
    let name: String
}

struct OldNavigation: View {
    @State private var showsProfile = false
    @State private var screen: Screen?
    @State private var alerting = false
    @State private var person: Person?
    @State private var asking = false
    @State private var showsRecent = true

    var body: some View {
        NavigationStack {
            List {
                // shape: NavigationLink.init(isActive:destination:label:)
                NavigationLink(isActive: $showsProfile) {
                    Text("Profile")
                } label: {
                    Text("Profile")
                }
                // shape: NavigationLink.init(_:isActive:destination:)
                NavigationLink("Profile", isActive: $showsProfile) {
                    Text("Profile")
                }
                // shape: NavigationLink.init(tag:selection:destination:label:)
                NavigationLink(tag: Screen.settings, selection: $screen) {
                    Text("Settings")
                } label: {
                    Text("Settings")
                }
                // shape: NavigationLink.init(_:tag:selection:destination:)
                NavigationLink("Settings", tag: Screen.settings, selection: $screen) {
                    Text("Settings")
                }
                // shape: NavigationLink.init(destination:isActive:label:)
                NavigationLink(destination: Text("Profile"), isActive: $showsProfile) {
                    Text("Profile")
                }
                // shape: NavigationLink.init(_:destination:isActive:)
                NavigationLink("Profile", destination: Text("Profile"), isActive: $showsProfile)
                // shape: NavigationLink.init(destination:tag:selection:label:)
                NavigationLink(destination: Text("Settings"), tag: Screen.settings, selection: $screen) {
                    Text("Settings")
                }
                // shape: NavigationLink.init(_:destination:tag:selection:)
                NavigationLink("Settings", destination: Text("Settings"), tag: Screen.settings, selection: $screen)
                // shape: Section.init(header:footer:content:)
                Section(header: Text("Recent"), footer: Text("Last week")) {
                    Text("Yesterday")
                }
                // shape: Section.init(header:content:)
                Section(header: Text("Older")) {
                    Text("Last year")
                }
                // shape: Section.init(footer:content:)
                Section(footer: Text("The end")) {
                    Text("Long ago")
                }
            }
            // shape: View.navigationBarTitle(_:)
            .navigationBarTitle(Text("Home"))
            // shape: View.navigationBarTitle(_:displayMode:)
            .navigationBarTitle(Text("Home"), displayMode: .inline)
            // shape: ListStyle.inset(alternatesRowBackgrounds:)
            .listStyle(.inset(alternatesRowBackgrounds: true))
        }
        // shape: View.alert(isPresented:content:) | Alert
        .alert(isPresented: $alerting) {
            Alert(title: Text("Saved"), message: Text("Your changes are saved."), dismissButton: .default(Text("OK")))
        }
        // shape: View.alert(item:content:)
        .alert(item: $person) { person in
            Alert(title: Text("Delete \(person.name)?"), primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
        }
        // shape: View.actionSheet(isPresented:content:)
        .actionSheet(isPresented: $asking) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")) {}, .cancel()])
        }
        // shape: View.actionSheet(item:content:)
        .actionSheet(item: $person) { person in
            ActionSheet(title: Text(person.name), message: nil, buttons: [.destructive(Text("Remove")) {}, .cancel()])
        }
        // shape: View.contextMenu(_:) | ContextMenu
        .contextMenu(ContextMenu {
            Button("Copy") {}
        })
    }
}

struct OldDismiss: View {
    // shape: EnvironmentValues.presentationMode | PresentationMode
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Close" : "Open") {
            presentationMode.wrappedValue.dismiss()
        }
        // shape: ListStyle.bordered(alternatesRowBackgrounds:)
        .listStyle(.bordered(alternatesRowBackgrounds: false))
    }
}

struct OldCustomization: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "old") { Text("Old") }
            // shape: CustomizableToolbarContent.defaultCustomization()
            .defaultCustomization()
    }
}

struct OldPlacements: View {
    @State private var customization = TabViewCustomization()
    @State private var text = ""

    var body: some View {
        Text("Old")
            .toolbar {
                // shape: ToolbarItemPlacement.init(id:)
                ToolbarItem(placement: ToolbarItemPlacement(id: "extra")) { Text("Extra") }
            }
            // shape: ToolbarPlacement.init(id:)
            .toolbarBackground(.visible, for: ToolbarPlacement(id: "extra"))
            // shape: View.searchable(text:placement:prompt:suggestions:)
            .searchable(text: $text, placement: .automatic, prompt: Text("Find")) {
                Text("Recent").searchCompletion("recent")
            }
            .onAppear {
                // shape: TabViewCustomization.resetSectionOrder(for:)
                customization.resetSectionOrder(for: "library")
                // shape: TabViewCustomization.subscript(sidebarVisibility:)
                customization[sidebarVisibility: "library"] = .hidden
            }
    }
}
