// Apple's documented call shapes of SwiftUI's lists: trees, edit actions, and their sections,
// written as an app would.
import PaneKitUI

struct FileItem: Identifiable, Hashable {
    let id: Int
    let name: String
    var children: [FileItem]?
}

struct Reminder: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable
final class Reminders {
    var items = [Reminder(id: 1, title: "Milk"), Reminder(id: 2, title: "Bread")]
}

struct Trees: View {
    let files = [FileItem(id: 1, name: "Documents", children: [FileItem(id: 2, name: "Notes.txt")]),
                 FileItem(id: 3, name: "Photos", children: [])]
    @State private var selected: Int?
    @State private var showsRecent = true

    var body: some View {
        VStack {
            // shape: List.init(_:children:rowContent:)
            List(files, children: \.children) { file in
                Text(file.name)
            }
            // shape: List.init(_:children:selection:rowContent:)
            List(files, children: \.children, selection: $selected) { file in
                Text(file.name)
            }
            // shape: List.init(_:id:children:rowContent:)
            List(files, id: \.id, children: \.children) { file in
                Text(file.name)
            }
            // shape: List.init(_:id:children:selection:rowContent:)
            List(files, id: \.id, children: \.children, selection: $selected) { file in
                Text(file.name)
            }
            List {
                // shape: OutlineGroup | OutlineGroup.init(_:children:content:) | OutlineSubgroupChildren
                OutlineGroup(files[0], children: \.children) { file in
                    Text(file.name)
                }
                // shape: OutlineGroup.init(_:id:children:content:)
                OutlineGroup(files[1], id: \.id, children: \.children) { file in
                    Text(file.name)
                }
                // shape: Section.init(isExpanded:content:header:)
                Section(isExpanded: $showsRecent) {
                    Text("Yesterday")
                } header: {
                    Text("Recent")
                }
            }
        }
    }
}

struct Editing: View {
    @State private var reminders = Reminders()
    @State private var selected: Int?
    // shape: EditMode.transient
    @State private var mode = EditMode.transient

    var body: some View {
        @Bindable var reminders = reminders
        VStack {
            // shape: List.init(_:editActions:rowContent:) | EditActions | EditActions.all
            List($reminders.items, editActions: .all) { $reminder in
                Toggle(reminder.title, isOn: $reminder.isDone)
            }
            // shape: List.init(_:editActions:selection:rowContent:) | EditActions.delete
            List($reminders.items, editActions: .delete, selection: $selected) { $reminder in
                Text(reminder.title)
            }
            // shape: List.init(_:id:editActions:rowContent:) | EditActions.move
            List($reminders.items, id: \.id, editActions: .move) { $reminder in
                Text(reminder.title)
            }
            // shape: List.init(_:id:editActions:selection:rowContent:)
            List($reminders.items, id: \.id, editActions: [.delete, .move], selection: $selected) { $reminder in
                Text(reminder.title)
            }
            List {
                // shape: ForEach.init(_:editActions:content:)
                ForEach($reminders.items, editActions: .all) { $reminder in
                    Text(reminder.title)
                }
                // shape: ForEach.init(_:id:editActions:content:)
                ForEach($reminders.items, id: \.id, editActions: .delete) { $reminder in
                    Text(reminder.title)
                }
                // shape: DynamicViewContent | DynamicViewContent.onDelete(perform:) | DynamicViewContent.onMove(perform:)
                ForEach(reminders.items) { reminder in
                    Text(reminder.title)
                }
                .onDelete { offsets in reminders.items.remove(atOffsets: offsets) }
                .onMove { offsets, destination in reminders.items.move(fromOffsets: offsets, toOffset: destination) }
            }
            .toolbar { EditButton() }
        }
    }
}

struct DataOfForEach: View {
    let names = ["Ada", "Grace"]

    var body: some View {
        let rows = ForEach(names, id: \.self) { Text($0) }
        // shape: ForEach.data | ForEach.content | DynamicViewContent.data
        List {
            Text("\(rows.data.count) names")
            rows.content("Katherine")
        }
    }
}

struct SelectionMenus: View {
    @State private var selection = Set<Int>()
    let reminders = [Reminder(id: 1, title: "Milk"), Reminder(id: 2, title: "Bread")]

    var body: some View {
        List(reminders, selection: $selection) { reminder in
            Text(reminder.title)
        }
        // shape: View.contextMenu(forSelectionType:menu:primaryAction:)
        .contextMenu(forSelectionType: Int.self) { ids in
            Button("Delete \(ids.count)", role: .destructive) {}
        } primaryAction: { ids in
            print(ids)
        }
        // shape: ListStyle.bordered | BorderedListStyle
        .listStyle(.bordered)
    }
}

@MainActor
@Observable
final class Inbox {
    var subjects = ["Welcome"]
    func fetch() async { subjects.append("New") }
}

struct RefreshableInbox: View {
    @State private var inbox = Inbox()

    var body: some View {
        List(inbox.subjects, id: \.self) { subject in
            Text(subject)
        }
        // shape: View.refreshable(action:)
        .refreshable {
            await inbox.fetch()
        }
    }
}

struct RefreshButton: View {
    // shape: EnvironmentValues.refresh
    @Environment(\.refresh) private var refresh

    var body: some View {
        Button("Refresh") {
            Task {
                // shape: RefreshAction
                await refresh?()
            }
        }
        .disabled(refresh == nil)
    }
}
