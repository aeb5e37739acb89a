// Apple's documented call shapes of SwiftUI's navigation containers, written as an app would.
// Each `// shape:` line names the documented symbol the code under it uses (scripts/swiftui-coverage).
import PaneKitUI

struct Mailbox: Identifiable, Hashable, Codable {
    let id: Int
    var name: String
}

struct Message: Identifiable, Hashable, Codable {
    let id: Int
    var subject: String
}

struct TwoColumns: View {
    // shape: NavigationSplitViewVisibility | NavigationSplitViewVisibility.all
    @State private var visibility = NavigationSplitViewVisibility.all
    // shape: NavigationSplitViewColumn | NavigationSplitViewColumn.sidebar
    @State private var compactColumn = NavigationSplitViewColumn.sidebar
    @State private var selection: Mailbox?

    var body: some View {
        // shape: NavigationSplitView | NavigationSplitView.init(sidebar:detail:)
        NavigationSplitView {
            Text("Mailboxes")
        } detail: {
            Text("Detail")
        }
        // shape: NavigationSplitView.init(columnVisibility:sidebar:detail:)
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Mailboxes")
                // shape: View.navigationSplitViewColumnWidth(_:)
                .navigationSplitViewColumnWidth(240)
        } detail: {
            Text("Detail")
        }
        // shape: View.navigationSplitViewStyle(_:) | NavigationSplitViewStyle.balanced | NavigationSplitViewStyle
        .navigationSplitViewStyle(.balanced)
        // shape: NavigationSplitView.init(preferredCompactColumn:sidebar:detail:)
        NavigationSplitView(preferredCompactColumn: $compactColumn) {
            Text("Mailboxes")
        } detail: {
            Text("Detail")
        }
        // shape: NavigationSplitViewStyle.prominentDetail
        .navigationSplitViewStyle(.prominentDetail)
        // shape: NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:detail:)
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            Text("Mailboxes")
        } detail: {
            Text("Detail")
        }
        // shape: NavigationSplitViewStyle.automatic
        .navigationSplitViewStyle(.automatic)
    }
}

struct ThreeColumns: View {
    @State private var visibility = NavigationSplitViewVisibility.automatic
    @State private var compactColumn = NavigationSplitViewColumn.content

    var body: some View {
        // shape: NavigationSplitView.init(sidebar:content:detail:)
        NavigationSplitView {
            Text("Mailboxes")
        } content: {
            Text("Messages")
                // shape: View.navigationSplitViewColumnWidth(min:ideal:max:)
                .navigationSplitViewColumnWidth(min: 280, ideal: 320, max: 400)
        } detail: {
            Text("Message")
        }
        // shape: NavigationSplitView.init(columnVisibility:sidebar:content:detail:)
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Mailboxes")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        }
        // shape: NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            Text("Mailboxes")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        }
        Button("Columns") {
            // shape: NavigationSplitViewVisibility.automatic | NavigationSplitViewVisibility.doubleColumn | NavigationSplitViewVisibility.detailOnly
            visibility = visibility == .automatic ? .doubleColumn : .detailOnly
            // shape: NavigationSplitViewColumn.content | NavigationSplitViewColumn.detail
            compactColumn = compactColumn == .content ? .detail : .content
        }
    }
}

struct Stacks: View {
    @State private var typed: [Message] = []
    // shape: NavigationPath | NavigationPath.init()
    @State private var path = NavigationPath()
    let messages = [Message(id: 1, subject: "Hello")]

    var body: some View {
        // shape: NavigationStack | NavigationStack.init(root:)
        NavigationStack {
            List(messages) { message in
                // shape: NavigationLink | NavigationLink.init(value:label:)
                NavigationLink(value: message) {
                    Text(message.subject)
                }
                // shape: NavigationLink.init(_:value:)
                NavigationLink("Open", value: message)
            }
            // shape: View.navigationDestination(for:destination:)
            .navigationDestination(for: Message.self) { message in
                Text(message.subject)
                    // shape: View.navigationBarBackButtonHidden(_:)
                    .navigationBarBackButtonHidden()
            }
            // shape: View.navigationTitle(_:)
            .navigationTitle("Inbox")
            .navigationTitle(Text("Inbox"))
            // shape: View.navigationBarTitleDisplayMode(_:) | NavigationBarItem.TitleDisplayMode | NavigationBarItem.TitleDisplayMode.inline
            .navigationBarTitleDisplayMode(.inline)
            // shape: View.toolbarTitleDisplayMode(_:) | ToolbarTitleDisplayMode | ToolbarTitleDisplayMode.inlineLarge
            .toolbarTitleDisplayMode(.inlineLarge)
            // shape: View.toolbarRole(_:) | ToolbarRole | ToolbarRole.editor
            .toolbarRole(.editor)
        }
        // shape: NavigationStack.init(path:root:)
        NavigationStack(path: $typed) {
            // shape: NavigationLink.init(destination:label:)
            NavigationLink {
                Text("Settings")
            } label: {
                Label("Settings", systemImage: "gear")
            }
            // shape: NavigationLink.init(_:destination:)
            NavigationLink("About") {
                Text("About")
            }
        }
        NavigationStack(path: $path) {
            Button("Deeper") {
                // shape: NavigationPath.append(_:)
                path.append(Message(id: 2, subject: "Re: Hello"))
                // shape: NavigationPath.count | NavigationPath.isEmpty | NavigationPath.removeLast(_:)
                if path.count > 3, !path.isEmpty { path.removeLast(2) }
            }
        }
    }
}

struct Destinations: View {
    @State private var showsSettings = false
    @State private var opened: Message?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Settings") { showsSettings = true }
                Button("Open") { opened = Message(id: 3, subject: "Hi") }
            }
            // shape: View.navigationDestination(isPresented:destination:)
            .navigationDestination(isPresented: $showsSettings) {
                Text("Settings")
            }
            // shape: View.navigationDestination(item:destination:)
            .navigationDestination(item: $opened) { message in
                Text(message.subject)
            }
            // shape: View.navigationSubtitle(_:)
            .navigationSubtitle("3 unread")
            // shape: NavigationBarItem.TitleDisplayMode.large | NavigationBarItem.TitleDisplayMode.automatic
            .navigationBarTitleDisplayMode(showsSettings ? .large : .automatic)
            // shape: ToolbarTitleDisplayMode.automatic | ToolbarTitleDisplayMode.inline | ToolbarTitleDisplayMode.large
            .toolbarTitleDisplayMode(showsSettings ? .automatic : opened == nil ? .inline : .large)
            // shape: ToolbarRole.automatic | ToolbarRole.browser | ToolbarRole.navigationStack
            .toolbarRole(showsSettings ? .automatic : opened == nil ? .browser : .navigationStack)
        }
    }
}

/// A path kept across launches, as Apple's sample does with `NavigationPath.CodableRepresentation`.
func savedPath(_ path: NavigationPath) throws -> NavigationPath? {
    // shape: NavigationPath.codable | NavigationPath.CodableRepresentation | NavigationPath.CodableRepresentation.encode(to:)
    guard let representation = path.codable else { return nil }
    let data = try JSONEncoder().encode(representation)
    // shape: NavigationPath.CodableRepresentation.init(from:) | NavigationPath.init(_:)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    return NavigationPath(decoded)
}

struct Placeholders: View {
    var query: String

    var body: some View {
        // shape: ContentUnavailableView | ContentUnavailableView.init(_:systemImage:description:)
        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here."))
        // shape: ContentUnavailableView.search
        ContentUnavailableView.search
        // shape: ContentUnavailableView.search(text:)
        ContentUnavailableView.search(text: query)
        // shape: ContentUnavailableView.init(label:description:actions:)
        ContentUnavailableView {
            Label("No Connection", systemImage: "wifi.slash")
        } description: {
            Text("Check your network.")
        } actions: {
            Button("Try Again") {}
        }
    }
}
