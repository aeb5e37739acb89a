// Apple's documented call shapes of SwiftUI's lists, written as an app would.
import PaneKitUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct ListShapes: View {
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
    @State private var selected: Contact.ID?
    @State private var many = Set<Contact.ID>()
    @State private var expanded = true
    @State private var showsDetails = false

    var body: some View {
        // shape: List | List.init(content:)
        List {
            // shape: Section | Section.init(_:content:)
            Section("Favourites") {
                // shape: ForEach | ForEach.init(_:id:content:)
                ForEach(contacts, id: \.id) { contact in
                    Text(contact.name)
                        // shape: View.swipeActions(edge:allowsFullSwipe:content:)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Delete", role: .destructive) {}
                        }
                        // shape: View.contextMenu(menuItems:)
                        .contextMenu {
                            Button("Copy") {}
                        }
                }
            }
            // shape: Section.init(_:isExpanded:content:)
            Section("Groups", isExpanded: $expanded) {
                Text("Family")
            }
            // shape: Section.init(content:header:footer:)
            Section {
                Text("Row")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
            // shape: Section.init(content:header:)
            Section {
                Text("Row")
            } header: {
                Text("Header")
            }
            // shape: Section.init(content:footer:)
            Section {
                Text("Row")
            } footer: {
                Text("Footer")
            }
            // shape: Section.init(content:)
            Section {
                Text("Row")
            }
            // shape: DisclosureGroup | DisclosureGroup.init(_:isExpanded:content:)
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                Text("More")
            }
            // shape: DisclosureGroup.init(_:content:)
            DisclosureGroup("Details") {
                Text("More")
            }
            // shape: DisclosureGroup.init(isExpanded:content:label:)
            DisclosureGroup(isExpanded: $showsDetails) {
                Text("More")
            } label: {
                Label("Details", systemImage: "info.circle")
            }
            // shape: DisclosureGroup.init(content:label:)
            DisclosureGroup {
                Text("More")
            } label: {
                Text("Details")
            }
        }
        // shape: View.listStyle(_:) | ListStyle | ListStyle.insetGrouped | InsetGroupedListStyle
        .listStyle(.insetGrouped)
        // shape: List.init(selection:content:)
        List(selection: $selected) {
            ForEach(contacts) { contact in
                Text(contact.name)
            }
        }
        // shape: ListStyle.sidebar | SidebarListStyle
        .listStyle(.sidebar)
        List(selection: $many) {
            ForEach(contacts) { Text($0.name) }
        }
        // shape: ListStyle.plain | PlainListStyle
        .listStyle(.plain)
        // shape: List.init(_:rowContent:)
        List(contacts) { contact in
            Text(contact.name)
        }
        // shape: ListStyle.automatic | DefaultListStyle
        .listStyle(.automatic)
        // shape: List.init(_:selection:rowContent:)
        List(contacts, selection: $selected) { contact in
            Text(contact.name)
        }
        List(contacts, selection: $many) { contact in
            Text(contact.name)
        }
        // shape: List.init(_:id:rowContent:)
        List(contacts.map(\.name), id: \.self) { name in
            Text(name)
        }
        // shape: List.init(_:id:selection:rowContent:)
        List(contacts, id: \.id, selection: $selected) { contact in
            Text(contact.name)
        }
        List(contacts, id: \.id, selection: $many) { contact in
            Text(contact.name)
        }
    }
}

struct Editing: View {
    // shape: EnvironmentValues.editMode
    @Environment(\.editMode) private var editMode

    var body: some View {
        List {
            // shape: EditMode | EditMode.isEditing | EditMode.active | EditMode.inactive
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Done")
            Button("Toggle") { editMode?.wrappedValue = editMode?.wrappedValue == .active ? .inactive : .active }
        }
        .toolbar {
            // shape: EditButton | EditButton.init()
            EditButton()
        }
    }
}
