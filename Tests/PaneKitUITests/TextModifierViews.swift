import PaneKitUI

/// SwiftUI's text modifiers as Mail's list uses them.
struct MailRowText: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "circle.fill").foregroundStyle(Color.clear)
                Text("Ada").font(.headline).lineLimit(1)
                Text("Ada").fontWeight(.semibold)
                Text("Ada").bold().foregroundStyle(.secondary)
                Text(Date(timeIntervalSince1970: 1_793_523_600), style: .recent).foregroundStyle(.secondary)
            }
            VStack {
                Text("Preview")
                Image(systemName: "flag.fill")
            }
            .lineLimit(2)
            .foregroundStyle(.orange)
            Text("Plain")
        }
    }
}

/// A stack whose screen has a subtitle, and one whose subtitle is empty.
struct SubtitledApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                Text("Rows").navigationTitle("Inbox").navigationSubtitle("107 messages")
            }
        }
    }
}

struct EmptySubtitleApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                Text("Rows").navigationTitle("Inbox").navigationSubtitle("")
            }
        }
    }
}

struct InlineTitleApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("Open") { Text("Body").navigationTitle("Message") }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

struct LargeThenInlineApp: App {
    var body: some PaneKitUI.Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Body").navigationTitle("Message").toolbarTitleDisplayMode(.inline)
                }
                .navigationTitle("Mailboxes")
            }
        }
    }
}
