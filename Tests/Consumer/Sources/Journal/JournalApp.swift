// A journal written as for Apple's SwiftUI (iOS 18), heavy on settings: entries in a sidebar with
// search and suggestions, an editor with a toolbar of its own (`ToolbarContent`), and Settings of
// many sections kept with @AppStorage that change what every screen shows. The import line is the
// only change from SwiftUI.
import PaneKitUI

// MARK: - Model

enum Mood: String, CaseIterable, Identifiable, Codable {
    case great, good, okay, low

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .great: "star.fill"
        case .good: "heart"
        case .okay: "circle"
        case .low: "bell"
        }
    }
    var color: Color {
        switch self {
        case .great: .orange
        case .good: .green
        case .okay: .blue
        case .low: .purple
        }
    }
}

struct Entry: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
    var mood: Mood
    var tags: [String]
    var isPinned = false
    var day: Int

    var words: Int { body.split(whereSeparator: { $0 == " " || $0 == "\n" }).count }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case newest, oldest, title
    var id: String { rawValue }
    var title: String {
        switch self {
        case .newest: "Newest First"
        case .oldest: "Oldest First"
        case .title: "By Title"
        }
    }
}

enum TextSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var font: Font {
        switch self {
        case .small: .footnote
        case .medium: .body
        case .large: .title3
        }
    }
}

@Observable
final class Journal {
    var entries: [Entry] = [
        Entry(id: 1, title: "First light", body: "Walked to the harbour before anyone was up. The water was flat and grey.",
              mood: .great, tags: ["walks", "sea"], isPinned: true, day: 12),
        Entry(id: 2, title: "Rainy Tuesday", body: "Stayed in and read. Finished the second book of the trilogy.",
              mood: .okay, tags: ["books"], day: 11),
        Entry(id: 3, title: "Market day", body: "Bought plums and a loaf. Talked to the baker about rye.",
              mood: .good, tags: ["food", "town"], day: 10),
        Entry(id: 4, title: "Tired", body: "Long day at work; the build broke twice.",
              mood: .low, tags: ["work"], day: 9),
        Entry(id: 5, title: "Hills", body: "Climbed the north ridge with Sam. Wind at the top, sun on the way down.",
              mood: .great, tags: ["walks", "friends"], day: 8),
    ]
    private var nextID = 6

    var tags: [String] { Array(Set(entries.flatMap(\.tags))).sorted() }

    func sorted(_ order: SortOrder, pinnedFirst: Bool) -> [Entry] {
        let sorted: [Entry] = switch order {
        case .newest: entries.sorted { $0.day > $1.day }
        case .oldest: entries.sorted { $0.day < $1.day }
        case .title: entries.sorted { $0.title < $1.title }
        }
        guard pinnedFirst else { return sorted }
        return sorted.filter(\.isPinned) + sorted.filter { !$0.isPinned }
    }

    func search(_ query: String, in entries: [Entry]) -> [Entry] {
        guard !query.isEmpty else { return entries }
        let needle = query.lowercased()
        return entries.filter {
            $0.title.lowercased().contains(needle) || $0.body.lowercased().contains(needle) || $0.tags.contains(needle)
        }
    }

    @discardableResult
    func add(mood: Mood) -> Entry {
        let entry = Entry(id: nextID, title: "New Entry", body: "", mood: mood, tags: [], day: (entries.map(\.day).max() ?? 0) + 1)
        nextID += 1
        entries.append(entry)
        return entry
    }

    func index(of id: Entry.ID) -> Int? { entries.firstIndex { $0.id == id } }
}

// MARK: - App

@main
struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environment(journal)
        }
        Settings {
            SettingsForm()
                .environment(journal)
        }
    }
}

struct JournalView: View {
    @Environment(Journal.self) private var journal
    @AppStorage("sortOrder") private var sortOrder = SortOrder.newest
    @AppStorage("pinnedFirst") private var pinnedFirst = true
    @AppStorage("defaultMood") private var defaultMood = Mood.good
    @State private var selection: Entry.ID?
    @State private var query = ""
    @State private var showsSettings = false
    @State private var showsAbout = false
    @State private var showsStatistics = false

    private var shown: [Entry] { journal.search(query, in: journal.sorted(sortOrder, pinnedFirst: pinnedFirst)) }

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section {
                    ForEach(shown) { entry in
                    EntryRow(entry: entry)
                        .tag(entry.id)
                        .swipeActions(edge: .trailing) {
                            Button("Delete", role: .destructive) { journal.entries.removeAll { $0.id == entry.id } }
                        }
                        .swipeActions(edge: .leading) {
                            Button(entry.isPinned ? "Unpin" : "Pin") {
                                if let index = journal.index(of: entry.id) { journal.entries[index].isPinned.toggle() }
                            }
                            .tint(.orange)
                        }
                    }
                } header: {
                    JournalHeader(count: shown.count, pinned: shown.filter(\.isPinned).count, isSearching: !query.isEmpty)
                }
            }
            .navigationTitle("Journal")
            .navigationSubtitleIfAvailable("\(journal.entries.count) entries")
            .searchable(text: $query, prompt: "Entries, words or tags")
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(journal.tags, id: \.self) { tag in
                        Label("#\(tag)", systemImage: "number").searchCompletion(tag)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Entry", systemImage: "square.and.pencil") {
                        selection = journal.add(mood: defaultMood).id
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Settings", systemImage: "gear") { showsSettings = true }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Statistics", systemImage: "calendar") { showsStatistics = true }
                }
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        } detail: {
            if let selection, journal.index(of: selection) != nil {
                EntryEditor(entryID: selection)
            } else {
                ContentUnavailableView("No Entry Selected", systemImage: "book", description: Text("Choose an entry or write a new one."))
            }
        }
        .sheet(isPresented: $showsStatistics) {
            StatisticsView()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .sheet(isPresented: $showsSettings) {
            NavigationStack {
                SettingsForm()
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { showsSettings = false }
                        }
                        ToolbarItem(placement: .cancellationAction) {
                            Button("About") { showsAbout = true }
                        }
                    }
            }
            .sheet(isPresented: $showsAbout) {
                AboutView()
                    .presentationDetents([.medium])
            }
        }
    }
}

extension View {
    /// A subtitle where the platform shows one (the Mac); iOS 18 has none.
    @ViewBuilder
    func navigationSubtitleIfAvailable(_ subtitle: String) -> some View {
        #if os(macOS)
        navigationSubtitle(subtitle)
        #else
        self
        #endif
    }
}

/// What the list shows: how many entries, how many pinned, or that it is a search's results.
struct JournalHeader: View {
    let count: Int
    let pinned: Int
    let isSearching: Bool

    var body: some View {
        if isSearching {
            Text(count == 1 ? "1 result" : "\(count) results")
        } else if pinned > 0 {
            Text("\(count) entries, \(pinned) pinned")
        } else {
            Text("\(count) entries")
        }
    }
}

struct EntryRow: View {
    let entry: Entry
    @AppStorage("showsWordCount") private var showsWordCount = true
    @AppStorage("showsMood") private var showsMood = true

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            if showsMood {
                Image(systemName: entry.mood.symbol)
                    .foregroundStyle(entry.mood.color)
            }
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(entry.title).font(.headline).lineLimit(1)
                    if entry.isPinned {
                        Image(systemName: "pin")
                            .foregroundStyle(.orange)
                    }
                }
                Text(entry.body.isEmpty ? "No text" : entry.body)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                if showsWordCount {
                    Text("Day \(entry.day) · \(entry.words) words")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

// MARK: - Editor

struct EntryEditor: View {
    @Environment(Journal.self) private var journal
    @AppStorage("textSize") private var textSize = TextSize.medium
    let entryID: Entry.ID
    @State private var confirmsDelete = false
    @FocusState private var focusedField: EditorField?

    enum EditorField: Hashable {
        case title, body
    }

    var body: some View {
        if let index = journal.index(of: entryID) {
            @Bindable var journal = journal
            Form {
                Section("Title") {
                    TextField("Title", text: $journal.entries[index].title)
                        .font(textSize.font)
                        .focused($focusedField, equals: .title)
                        .onSubmit { focusedField = .body }
                }
                Section("Mood") {
                    Picker("Mood", selection: $journal.entries[index].mood) {
                        ForEach(Mood.allCases) { mood in
                            Label(mood.title, systemImage: mood.symbol).tag(mood)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    TextField("What happened today?", text: $journal.entries[index].body, axis: .vertical)
                        .font(textSize.font)
                        .focused($focusedField, equals: .body)
                } header: {
                    Text("Entry")
                } footer: {
                    Text("\(journal.entries[index].words) words")
                }
                Section("Tags") {
                    TagList(tags: journal.entries[index].tags)
                    Toggle("Pinned", isOn: $journal.entries[index].isPinned)
                }
            }
            .navigationTitle(journal.entries[index].title)
            .toolbar {
                EditorToolbar(isPinned: journal.entries[index].isPinned,
                              togglePin: { journal.entries[index].isPinned.toggle() },
                              delete: { confirmsDelete = true })
                if focusedField != nil {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { focusedField = nil }
                    }
                }
            }
            .confirmationDialog("Delete this entry?", isPresented: $confirmsDelete, titleVisibility: .visible) {
                Button("Delete Entry", role: .destructive) { journal.entries.removeAll { $0.id == entryID } }
            } message: {
                Text("It cannot be brought back.")
            }
        }
    }
}

struct EditorToolbar: ToolbarContent {
    let isPinned: Bool
    let togglePin: @MainActor () -> Void
    let delete: @MainActor () -> Void

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            Button(isPinned ? "Unpin" : "Pin", systemImage: "pin", action: togglePin)
            Button("Delete", systemImage: "trash", role: .destructive, action: delete)
        }
        ToolbarItem(placement: .status) {
            Text(isPinned ? "Pinned" : "Not pinned")
        }
    }
}

struct TagList: View {
    let tags: [String]

    var body: some View {
        if tags.isEmpty {
            Text("No tags").foregroundStyle(.secondary)
        } else {
            HStack(spacing: 6) {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .font(.caption)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.quaternary, in: Capsule())
                }
            }
        }
    }
}

// MARK: - Settings

struct SettingsForm: View {
    @Environment(Journal.self) private var journal
    @AppStorage("sortOrder") private var sortOrder = SortOrder.newest
    @AppStorage("pinnedFirst") private var pinnedFirst = true
    @AppStorage("showsWordCount") private var showsWordCount = true
    @AppStorage("showsMood") private var showsMood = true
    @AppStorage("textSize") private var textSize = TextSize.medium
    @AppStorage("defaultMood") private var defaultMood = Mood.good
    @AppStorage("reminders") private var reminders = false
    @AppStorage("reminderHour") private var reminderHour = 21
    @AppStorage("name") private var name = ""
    @AppStorage("dailyGoal") private var dailyGoal = 200
    @AppStorage("lineSpacing") private var lineSpacing = 0.4
    @State private var startDate = Date(timeIntervalSince1970: 1_798_761_600)
    @State private var confirmsReset = false
    @State private var resetDone = false

    /// Words written on the newest day.
    private var wordsToday: Int {
        let newest = journal.entries.map(\.day).max() ?? 0
        return journal.entries.filter { $0.day == newest }.reduce(0) { $0 + $1.words }
    }

    var body: some View {
        Form {
            Section {
                TextField("Your Name", text: $name, prompt: Text("Shown on the first page"))
            } header: {
                Text("You")
            }
            Section("List") {
                Picker("Sort", selection: $sortOrder) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.title).tag(order)
                    }
                }
                Toggle("Pinned Entries First", isOn: $pinnedFirst)
                Toggle("Show Word Counts", isOn: $showsWordCount)
                Toggle("Show Moods", isOn: $showsMood)
            }
            Section {
                Picker("Text Size", selection: $textSize) {
                    ForEach(TextSize.allCases) { size in
                        Text(size.title).tag(size)
                    }
                }
                .pickerStyle(.segmented)
                Text("The quick brown fox")
                    .font(textSize.font)
                    .foregroundStyle(.secondary)
            } header: {
                Text("Editor")
            } footer: {
                Text("Applies to titles and entries.")
            }
            Section {
                Stepper("Daily Goal: \(dailyGoal) words", value: $dailyGoal, in: 50...1000, step: 50)
                ProgressView("Today: \(wordsToday) of \(dailyGoal) words", value: Double(min(wordsToday, dailyGoal)), total: Double(dailyGoal))
                Slider(value: $lineSpacing, in: 0...1) {
                    Text("Line Spacing")
                }
                DatePicker("Journal Since", selection: $startDate, displayedComponents: .date)
            } header: {
                Text("Goals")
            } footer: {
                Text("Line spacing \(Int(lineSpacing * 100)) %.")
            }
            Section("New Entries") {
                Picker("Mood", selection: $defaultMood) {
                    ForEach(Mood.allCases) { mood in
                        Label(mood.title, systemImage: mood.symbol).tag(mood)
                    }
                }
            }
            Section {
                Toggle("Daily Reminder", isOn: $reminders)
                if reminders {
                    Picker("Time", selection: $reminderHour) {
                        Text("8 PM").tag(20)
                        Text("9 PM").tag(21)
                        Text("10 PM").tag(22)
                    }
                }
            } header: {
                Text("Reminders")
            } footer: {
                Text(reminders ? "A reminder at \(reminderHour - 12) PM." : "No reminders.")
            }
            Section("About") {
                LabeledContent("Version", value: "1.4")
                LabeledContent("Entries", value: "\(journal.entries.count)")
                Link("Privacy Policy", destination: URL(string: "https://example.com/journal/privacy")!)
            }
            Section {
                Button("Reset Settings", role: .destructive) { confirmsReset = true }
            } footer: {
                Text("\(journal.entries.count) entries are kept; only settings go back.")
            }
        }
        .formStyle(.grouped)
        .navigationTitle("Settings")
        .confirmationDialog("Reset all settings?", isPresented: $confirmsReset, titleVisibility: .visible) {
            Button("Reset", role: .destructive) {
                sortOrder = .newest
                pinnedFirst = true
                showsWordCount = true
                showsMood = true
                textSize = .medium
                defaultMood = .good
                reminders = false
                resetDone = true
            }
        }
        .alert("Settings Reset", isPresented: $resetDone) {
            Button("OK") {}
        } message: {
            Text("Everything is back to how it started.")
        }
    }
}

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("name") private var name = ""

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "book")
                    .font(.largeTitle)
                    .foregroundStyle(.tint)
                Text("Journal")
                    .font(.title)
                    .bold()
                Text(name.isEmpty ? "A place for each day." : "\(name)'s place for each day.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .frame(maxWidth: .infinity)
            .navigationTitle("About")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Statistics

struct StatisticsView: View {
    @Environment(Journal.self) private var journal
    @Environment(\.dismiss) private var dismiss

    private var longest: Entry? { journal.entries.max { $0.words < $1.words } }
    private var totalWords: Int { journal.entries.reduce(0) { $0 + $1.words } }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    summary
                    moods
                    tags
                }
                .padding()
            }
            .navigationTitle("Statistics")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }

    private var summary: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 4) {
            GridRow {
                Text("Entries").foregroundStyle(.secondary)
                Text("Words").foregroundStyle(.secondary)
                Text("Pinned").foregroundStyle(.secondary)
            }
            .font(.caption)
            GridRow {
                Text("\(journal.entries.count)")
                Text("\(totalWords)")
                Text("\(journal.entries.filter(\.isPinned).count)")
            }
            .font(.title2)
            .bold()
        }
    }

    private var moods: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Moods").font(.headline)
            ForEach(Mood.allCases) { mood in
                MoodBar(mood: mood, count: journal.entries.filter { $0.mood == mood }.count, total: max(journal.entries.count, 1))
            }
        }
    }

    private var tags: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tags").font(.headline)
            if journal.tags.isEmpty {
                Text("No tags yet.").foregroundStyle(.secondary)
            } else {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 8)], alignment: .leading, spacing: 8) {
                    ForEach(journal.tags, id: \.self) { tag in
                        VStack(spacing: 2) {
                            Text("#\(tag)").font(.subheadline)
                            Text("\(journal.entries.filter { $0.tags.contains(tag) }.count)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding(8)
                        .frame(maxWidth: .infinity)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
            if let longest {
                Divider()
                Text("Longest entry: \(longest.title), \(longest.words) words")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct MoodBar: View {
    let mood: Mood
    let count: Int
    let total: Int

    var body: some View {
        HStack(spacing: 8) {
            Label(mood.title, systemImage: mood.symbol)
                .frame(width: 90, alignment: .leading)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.quaternary)
                    .frame(height: 10)
                Capsule()
                    .fill(mood.color)
                    .frame(width: CGFloat(count) / CGFloat(total) * 200, height: 10)
            }
            .frame(width: 200, height: 10)
            Text("\(count)")
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
    }
}
