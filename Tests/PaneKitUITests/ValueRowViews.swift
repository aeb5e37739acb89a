@testable import PaneKitUI

// Row types of these tests, one per test: what PaneKitUI learns of a type holds for the whole
// process, and tests run side by side.

/// Reads its value alone: drawn from its value once that is known.
struct PlainRow: View, Equatable {
    let name: String
    var body: some View { Text(name).font(.headline) }
}

/// Reads the model for one name only: pure until that name shows up.
struct SometimesWatchingRow: View, Equatable {
    let name: String
    let mailroom: Mailroom
    var body: some View {
        if name == "Zed" { Text("Zed \(mailroom.count)") } else { Text(name) }
    }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

/// Names its list value for one name only: pure until that name shows up.
struct SometimesTaggedRow: View, Equatable {
    let name: String
    var body: some View {
        if name == "Zed" { Text(name).tag("zed-tag") } else { Text(name) }
    }
}

/// A row of the size classes' sort (width-dependent look comes through the environment).
struct ResizedRow: View, Equatable {
    let name: String
    var body: some View { Text(name) }
}

/// A list of `Row`s over the mailroom's names, with its selection.
struct RowList<Row: View>: View {
    let mailroom: Mailroom
    let row: (String) -> Row
    var body: some View {
        List(selection: Binding(get: { mailroom.chosen }, set: { mailroom.chosen = $0 })) {
            ForEach(mailroom.names, id: \.self) { row($0) }
        }
    }
}

/// Texts with a font of their own and from around them.
struct FontedTexts: View {
    var body: some View {
        VStack {
            Text("own").font(.headline)
            VStack {
                Text("around").font(nil)
                Text("inherits")
            }
            .font(.footnote)
        }
    }
}

/// A list whose selection takes the values rows name with `.tag`, else their ids.
struct TaggedList: View {
    let mailroom: Mailroom
    let chosen: Mailroom
    var body: some View {
        List(selection: Binding(get: { chosen.chosen }, set: { chosen.chosen = $0 })) {
            ForEach(mailroom.names, id: \.self) { SometimesTaggedRow(name: $0) }
        }
    }
}

/// Stacks, a condition and a modifier around a text.
struct StackedGreeting: View {
    var body: some View {
        VStack {
            Text("top")
            Inner().font(.headline)
        }
    }

    struct Inner: View {
        var body: some View {
            if true {
                HStack { Text("deep").font(.footnote) }
            }
        }
    }
}

/// A note with a title and a button in the bar, its text in a field and a child that counts.
@Observable
final class SharedNote {
    var text = "Hello"
    var count = 0
}

struct SharedNoteView: View {
    let note: SharedNote
    var body: some View {
        VStack {
            TextField("Text", text: Binding(get: { note.text }, set: { note.text = $0 }))
            SharedNoteCount(note: note)
        }
        .navigationTitle("Note")
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
        }
    }
}

struct SharedNoteCount: View {
    let note: SharedNote
    var body: some View { Text("count \(note.count)") }
}

/// A row with Mail's swipe actions and menu, tinted.
struct ActionRow: View, Equatable {
    let name: String
    var body: some View {
        Text(name)
            .swipeActions { Button("Flag") {}.tint(.orange) }
            .contextMenu { Button("Delete", role: .destructive) {} }
    }
}

/// The list under a search field with scopes and marked matches, as Postbox's.
struct SearchedRowList: View {
    let mailroom: Mailroom
    @State private var query = ""
    @State private var scope = 0
    var body: some View {
        List(selection: Binding(get: { mailroom.chosen }, set: { mailroom.chosen = $0 })) {
            ForEach(mailroom.names, id: \.self) { ActionRow(name: $0) }
        }
        .searchable(text: $query)
        .searchScopes($scope) { Text("All").tag(0); Text("Here").tag(1) }
        .searchHighlightsMatches()
    }
}

/// Counts how often row actions are read.
final class ActionReads {
    var count = 0
}

/// A swipe button that counts its reads.
struct CountedFlag: View {
    let reads: ActionReads
    var body: some View {
        reads.count += 1
        return Button("Flag") {}
    }
}

/// Rows whose swipe actions count their reads.
struct CountedActionsList: View {
    let reads: ActionReads
    let names = ["Ada", "Grace", "Katherine"]
    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name).swipeActions { CountedFlag(reads: reads) }
            }
        }
    }
}
