@testable import PaneKitUI

/// Views for `HostingControllerTests`, written with PaneKitUI's names only (that file also
/// imports PaneKit, whose `Text` and `List` would be ambiguous here).
@Observable
final class Mailroom {
    var names = ["Ada", "Grace", "Katherine"]
    var chosen: String?
    var count = 0
    var visible: Range<Int>?
    /// Read by ``CountedRow``: a change draws that row again, not the list.
    var stamps = 0
}

struct CountLabel: View {
    let mailroom: Mailroom
    var body: some View { Text("count \(mailroom.count)") }
}

struct GreetingLabel: View {
    var body: some View { Text("hello") }
}

/// A list whose rows are a window of a longer list, with a selection.
struct MailroomList: View {
    let mailroom: Mailroom

    var body: some View {
        List(selection: Binding(get: { mailroom.chosen }, set: { mailroom.chosen = $0 })) {
            ForEach(mailroom.names, id: \.self) { NameRow(name: $0) }
            CountedRow(mailroom: mailroom)
        }
        .listWindow(offset: 40, hasMore: true, identity: "mailroom") { mailroom.visible = $0 }
    }
}

/// Equal when its name is: a new list body reuses it.
struct NameRow: View, Equatable {
    let name: String
    var body: some View { Text(name) }
}

/// A row that reads the model: drawn again when what it read changes.
struct CountedRow: View {
    let mailroom: Mailroom
    var body: some View { Text("stamps \(mailroom.stamps)") }
}

/// A stack whose first screen has a bottom toolbar; its pushed screen has none.
struct BottomToolbarApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { FlaggingView() }
        }
    }
}

struct FlaggingView: View {
    @State private var flags = 0

    var body: some View {
        VStack {
            Text("flags \(flags)")
            NavigationLink("Details") { Text("details") }
        }
        .navigationTitle("Message")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Flag", systemImage: "flag") { flags += 1 }
                Button("Trash", systemImage: "trash", role: .destructive) {}
            }
            ToolbarItem(placement: .status) {
                Text("Updated Just Now")
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Compose", systemImage: "square.and.pencil") { flags += 10 }
            }
        }
    }
}

/// A list of rows that are `Equatable` by name but read the model too.
struct ScoreList: View {
    let mailroom: Mailroom
    var body: some View {
        List {
            ForEach(mailroom.names, id: \.self) { ScoreRow(name: $0, mailroom: mailroom) }
        }
    }
}

/// The score list until Hide is tapped.
struct HidingScores: View {
    let mailroom: Mailroom
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { ScoreList(mailroom: mailroom) }
        }
    }
}

struct ScoreRow: View, Equatable {
    let name: String
    let mailroom: Mailroom
    var body: some View { Text("\(name) \(mailroom.count)") }
    nonisolated static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool { lhs.name == rhs.name }
}

/// A list with a selection whose rows are links.
struct LinkedList: View {
    let mailroom: Mailroom
    var body: some View {
        List(selection: Binding(get: { mailroom.chosen }, set: { mailroom.chosen = $0 })) {
            ForEach(mailroom.names, id: \.self) { name in
                NavigationLink(value: name) { Text(name) }
            }
        }
    }
}
