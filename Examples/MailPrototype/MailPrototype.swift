import PaneKitUI

struct Mail: Identifiable, Hashable {
    let id = UUID()
    let date: Date
    let subject: String
    let body: String
    var isFavorited = false
}

@Observable
final class MailStore {
    var allMails: [String: [Mail]] = [
        "Inbox": [.init(date: Date(), subject: "Subject1", body: "Very long body...")],
        "Sent": [.init(date: Date(), subject: "Subject2", body: "Very long body...")],
    ]
}

struct Sidebar: View {
    var store: MailStore
    @Binding var selectedFolder: String?

    var body: some View {
        List(selection: $selectedFolder) {
            ForEach(Array(store.allMails.keys), id: \.self) { folder in
                NavigationLink(value: folder) {
                    Text(folder).font(.headline)
                }
            }
        }.listStyle(.sidebar)
    }
}

struct FolderView: View {
    let title: String
    let mails: [Mail]
    @Binding var selectedMail: Mail?

    var body: some View {
        List(selection: $selectedMail) {
            ForEach(mails) { mail in
                NavigationLink(value: mail) {
                    VStack(alignment: .leading) {
                        Text(mail.subject)
                        Text(mail.date, style: .date)
                    }
                }
            }
        }.navigationTitle(title)
    }
}

struct MailView: View {
    let mail: Mail

    var body: some View {
        VStack(alignment: .leading) {
            Text(mail.subject)
                .font(.headline)
            Text(mail.date, style: .date)
            Text(mail.body)
        }
    }
}

@main
struct TestProjectApp: App {
    @State private var store = MailStore()
    @State private var selectedLabel: String? = "Inbox"
    @State private var selectedMail: Mail?

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                Sidebar(store: store, selectedFolder: $selectedLabel)
            } content: {
                if let selectedLabel {
                    FolderView(title: selectedLabel, mails: store.allMails[selectedLabel, default: []], selectedMail: $selectedMail)
                } else {
                    Text("Select label...")
                }
            } detail: {
                if let selectedMail {
                    MailView(mail: selectedMail)
                } else {
                    Text("Select mail...")
                }
            }
        }
    }
}
