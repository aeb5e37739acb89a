@testable import PaneKitUI

/// Mail's sidebar as SwiftUI writes it: sections that collapse, a folder with folders inside,
/// counts, a row's menu.
struct MailSidebarApp: App {
    @State private var mailbox: String? = "inbox"
    @State private var favoritesExpanded = true
    @State private var projectsExpanded = true
    @State private var deleted = false

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $mailbox) {
                    Section("Favorites", isExpanded: $favoritesExpanded) {
                        Label("Inbox", systemImage: "tray").badge(3).tag("inbox")
                        Label("Flagged", systemImage: "flag").tag("flagged")
                    }
                    Section("iCloud") {
                        DisclosureGroup(isExpanded: $projectsExpanded) {
                            Label("PaneKit", systemImage: "folder").tag("panekit")
                        } label: {
                            Label("Projects", systemImage: "folder").tag("projects")
                        }
                        Label("Family", systemImage: "folder").tag("family")
                            .contextMenu { Button("Delete Folder", role: .destructive) { deleted = true } }
                    }
                }
                .navigationTitle("Mailboxes")
            } detail: {
                VStack {
                    Text("Showing \(mailbox ?? "nothing")")
                    if deleted { Text("Family deleted") }
                    Button("Show Projects") { projectsExpanded = true }
                }
            }
        }
    }
}

/// A list in the sidebar column that asks to be plain.
struct PlainSidebarApp: App {
    @State private var mailbox: String?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(selection: $mailbox) {
                    Label("Inbox", systemImage: "tray").tag("inbox")
                }
                .listStyle(.plain)
            } detail: {
                Text(mailbox ?? "nothing")
            }
        }
    }
}

/// A sidebar-styled list in a stack.
struct SidebarStackApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Label("Inbox", systemImage: "tray")
                    Label("Sent", systemImage: "paperplane")
                }
                .listStyle(.sidebar)
                .navigationTitle("Mailboxes")
            }
        }
    }
}

/// A sidebar list under a search field: among other content, so a plain list.
struct SearchableSidebarApp: App {
    @State private var query = ""

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List {
                    Label("Inbox", systemImage: "tray")
                }
                .searchable(text: $query)
            } detail: {
                Text("detail")
            }
        }
    }
}

/// A sidebar people edit: Edit hides and reorders rows, kept in a customization the app holds;
/// the section's header has a New Folder button.
struct EditableSidebarApp: App {
    @State private var customization = SidebarListCustomization()
    @State private var folders = ["Projects", "Family", "Travel"]

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List {
                    Section {
                        ForEach(folders, id: \.self) { Label($0, systemImage: "folder") }
                    } header: {
                        HStack {
                            Text("iCloud")
                            Button("New Folder", systemImage: "plus") { folders.append("Folder \(folders.count + 1)") }
                        }
                    }
                }
                .sidebarCustomization($customization)
                .navigationTitle("Mailboxes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { EditButton() }
                }
            } detail: {
                Text(customization.isHidden("Family") ? "Family hidden" : "Family shown")
            }
        }
    }
}

/// Unread counts by mailbox name, changed from outside the page in tests.
@Observable final class SidebarCounts {
    var unread: [String: Int] = ["Inbox": 3]
    nonisolated(unsafe) static let shared = SidebarCounts()
}

/// A sidebar whose rows are a view of the app's own that reads observable data.
struct CustomRowSidebarApp: App {
    @State private var names = ["Inbox", "Sent"]

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List {
                    ForEach(names, id: \.self) { SidebarNameRow(name: $0, counts: .shared) }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { names.append("Junk") } }
                }
            } detail: {
                Text("detail")
            }
        }
    }
}

/// A row of the app's own, showing its mailbox's unread count.
struct SidebarNameRow: View, @MainActor Equatable {
    let name: String
    let counts: SidebarCounts
    var body: some View { Label(name, systemImage: "tray").badge(counts.unread[name] ?? 0) }

    static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.counts === b.counts }
}
