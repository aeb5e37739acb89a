import PaneKitUI

/// The sidebar: Favorites and the account's mailboxes, folders disclosing their folders, unread
/// counts; Edit hides and reorders rows, the account's header adds a folder, the gear opens
/// Settings.
struct MailboxSidebarView: View {
    let list: MailboxList

    var body: some View {
        List(selection: Binding(get: { list.selection }, set: { if let id = $0 { list.choose(id) } })) {
            Section("Favorites") {
                ForEach(list.favorites) { MailboxRowView(row: $0) }
            }
            Section {
                ForEach(list.account) { row in
                    DisclosureGroup {
                        ForEach(row.children) { MailboxRowView(row: $0) }
                    } label: {
                        MailboxRowView(row: row)
                    }
                }
            } header: {
                HStack {
                    Text(SampleMailbox.account.name)
                    Button("New Folder", systemImage: "plus") { list.onAddFolder() }
                }
            }
        }
        .listStyle(.sidebar)
        .sidebarCustomization(Binding(get: { list.customization }, set: { list.change($0) }))
        .sidebarRowSize(list.rowSize)
        .navigationTitle("Mailboxes")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Settings", systemImage: "gearshape") { list.onSettings() }
            }
            ToolbarItem(placement: .primaryAction) { EditButton() }
        }
    }
}

/// A mailbox's row: its name, symbol and unread count.
struct MailboxRowView: View, Equatable {
    let row: MailboxRow

    var body: some View {
        Label(row.title, systemImage: row.symbol).badge(row.badge)
    }
}
