// A podcast app in the shape of iOS 18's tab apps, written as for Apple's SwiftUI: a TabView of
// Tabs with a TabSection of stations built by ForEach, a search tab, a router object per tab
// that owns its NavigationStack's path and its sheet, and an enum of sheets. The import line is
// the only change from SwiftUI.
import PaneKitUI

// MARK: - Model

struct Show: Identifiable, Hashable {
    let id: Int
    let title: String
    let host: String
    let topic: Topic
    var episodes: [Episode]
}

struct Episode: Identifiable, Hashable {
    let id: Int
    let showID: Int
    let title: String
    let minutes: Int
    let summary: String
}

enum Topic: String, CaseIterable, Identifiable, Hashable {
    case news, science, history, comedy

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .news: "bell"
        case .science: "star"
        case .history: "book"
        case .comedy: "heart"
        }
    }
    var color: Color {
        switch self {
        case .news: .red
        case .science: .blue
        case .history: .brown
        case .comedy: .orange
        }
    }
}

struct Station: Identifiable, Hashable {
    let id: String
    let name: String
    let topic: Topic
}

@MainActor
@Observable
final class Library {
    var shows: [Show]
    var followed: Set<Show.ID> = [1, 3]
    var played: Set<Episode.ID> = []
    var queue: [Episode] = []
    var stations = [Station(id: "morning", name: "Morning News", topic: .news), Station(id: "lab", name: "The Lab", topic: .science)]

    init() {
        func episodes(_ show: Int, _ titles: [String]) -> [Episode] {
            titles.enumerated().map { index, title in
                Episode(id: show * 100 + index, showID: show, title: title, minutes: 20 + index * 7,
                        summary: "Episode \(index + 1) of the show: \(title.lowercased()).")
            }
        }
        shows = [
            Show(id: 1, title: "Daily Brief", host: "Ada Lovelace", topic: .news,
                 episodes: episodes(1, ["Markets Open", "Election Night", "The Budget"])),
            Show(id: 2, title: "Deep Space", host: "Carl Sagan", topic: .science,
                 episodes: episodes(2, ["Pale Blue Dot", "Black Holes", "Life Elsewhere", "The Moon"])),
            Show(id: 3, title: "Old Roads", host: "Mary Beard", topic: .history,
                 episodes: episodes(3, ["Roman Britain", "The Silk Road"])),
            Show(id: 4, title: "Laugh Track", host: "Joan Rivers", topic: .comedy,
                 episodes: episodes(4, ["Stand-up Basics", "Timing", "Hecklers"])),
            Show(id: 5, title: "Lab Notes", host: "Marie Curie", topic: .science,
                 episodes: episodes(5, ["Radium", "Field Work"])),
        ]
    }

    func show(_ id: Show.ID) -> Show? { shows.first { $0.id == id } }
    func episode(_ id: Episode.ID) -> Episode? { shows.lazy.flatMap(\.episodes).first { $0.id == id } }
    func shows(about topic: Topic) -> [Show] { shows.filter { $0.topic == topic } }
    var followedShows: [Show] { shows.filter { followed.contains($0.id) } }
    var unplayed: [Episode] { followedShows.flatMap(\.episodes).filter { !played.contains($0.id) } }

    func search(_ text: String) -> [Show] {
        guard !text.isEmpty else { return [] }
        return shows.filter { $0.title.localizedCaseInsensitiveContains(text) || $0.host.localizedCaseInsensitiveContains(text) }
    }

    /// Looks for new episodes of the followed shows, as a feed reader asks its server: the first
    /// followed show gets one more, at the top.
    func checkForNewEpisodes() async {
        try? await Task.sleep(for: .milliseconds(600))
        guard let index = shows.firstIndex(where: { followed.contains($0.id) }) else { return }
        let show = shows[index]
        let number = show.episodes.count + 1
        shows[index].episodes.insert(Episode(id: show.id * 100 + number, showID: show.id, title: "Update \(number)", minutes: 12,
                                             summary: "The latest from \(show.title)."), at: 0)
    }

    func toggleFollow(_ show: Show) {
        if followed.contains(show.id) { followed.remove(show.id) } else { followed.insert(show.id) }
    }
}

// MARK: - Navigation

enum AppTab: Hashable {
    case home, browse, library, search
    case station(Station.ID)
}

enum Route: Hashable {
    case show(Show.ID)
    case episode(Episode.ID)
    case topic(Topic)
}

enum SheetKind: Identifiable, Hashable {
    case nowPlaying(Episode.ID)
    case newStation
    case settings

    var id: String {
        switch self {
        case .nowPlaying(let episode): "playing-\(episode)"
        case .newStation: "new-station"
        case .settings: "settings"
        }
    }
}

/// One per tab: its stack's path and the sheet it shows.
@Observable
final class Router {
    var path: [Route] = []
    var sheet: SheetKind?

    func open(_ route: Route) { path.append(route) }
    func popToRoot() { path.removeAll() }
}

// MARK: - App

@main
struct ListenApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(library)
        }
    }
}

/// The tabs' routers, made as each tab first shows.
final class Routers {
    private var routers: [AppTab: Router] = [:]

    func router(for tab: AppTab) -> Router {
        if let router = routers[tab] { return router }
        let router = Router()
        routers[tab] = router
        return router
    }
}

struct RootView: View {
    @Environment(Library.self) private var library
    @State private var selection: AppTab = .home
    @State private var routers = Routers()
    @State private var customization = TabViewCustomization()

    private func router(_ tab: AppTab) -> Router { routers.router(for: tab) }

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                TabRoot(router: router(.home)) { HomeView() }
            }
            .badge(library.unplayed.count)
            .customizationID("home")
            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) {
                TabRoot(router: router(.browse)) { BrowseView() }
            }
            .customizationID("browse")
            Tab("Library", systemImage: "books.vertical", value: .library) {
                TabRoot(router: router(.library)) { LibraryView() }
            }
            .customizationID("library")
            Tab(value: .search, role: .search) {
                TabRoot(router: router(.search)) { SearchView() }
            }
            TabSection("Stations") {
                ForEach(library.stations) { station in
                    Tab(station.name, systemImage: station.topic.symbol, value: .station(station.id)) {
                        TabRoot(router: router(.station(station.id))) { StationView(station: station) }
                    }
                }
            }
            .customizationID("stations")
            .sectionActions {
                Button("New Station", systemImage: "plus") { router(selection).sheet = .newStation }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

/// A tab's stack, its destinations and its sheets, driven by the tab's router.
struct TabRoot<Content: View>: View {
    @Bindable var router: Router
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack(path: $router.path) {
            content()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .show(let id): ShowView(showID: id)
                    case .episode(let id): EpisodeView(episodeID: id)
                    case .topic(let topic): TopicView(topic: topic)
                    }
                }
        }
        .environment(router)
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .nowPlaying(let episode): NowPlayingView(episodeID: episode)
            case .newStation: NewStationView()
            case .settings: SettingsSheet()
            }
        }
    }
}

// MARK: - Tabs

struct HomeView: View {
    @Environment(Library.self) private var library
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Section("Up Next") {
                if library.unplayed.isEmpty {
                    Text("You're all caught up.").foregroundStyle(.secondary)
                } else {
                    ForEach(library.unplayed.prefix(5)) { episode in
                        EpisodeRow(episode: episode)
                    }
                }
            }
            Section("Followed") {
                ForEach(library.followedShows) { show in
                    NavigationLink(value: Route.show(show.id)) {
                        ShowRow(show: show)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
        .refreshable {
            await library.checkForNewEpisodes()
        }
        .navigationTitle("Home")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Settings", systemImage: "gear") { router.sheet = .settings }
            }
        }
    }
}

struct BrowseView: View {
    @Environment(Library.self) private var library
    @Environment(Router.self) private var router

    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(Topic.allCases) { topic in
                    Button {
                        router.open(.topic(topic))
                    } label: {
                        TopicTile(topic: topic, count: library.shows(about: topic).count)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .navigationTitle("Browse")
    }
}

struct TopicTile: View {
    let topic: Topic
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: topic.symbol)
                .font(.title)
                .foregroundStyle(.white)
            Spacer(minLength: 24)
            Text(topic.title)
                .font(.headline)
                .foregroundStyle(.white)
            Text(count == 1 ? "1 show" : "\(count) shows")
                .font(.caption)
                .foregroundStyle(.white)
        }
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: 120, alignment: .leading)
        .background(topic.color, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var filter = LibraryFilter.all

    enum LibraryFilter: String, CaseIterable, Identifiable {
        case all, followed
        var id: String { rawValue }
        var title: String { rawValue.capitalized }
    }

    private var shown: [Show] { filter == .all ? library.shows : library.followedShows }

    var body: some View {
        List {
            Picker("Show", selection: $filter) {
                ForEach(LibraryFilter.allCases) { filter in
                    Text(filter.title).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            ForEach(shown) { show in
                NavigationLink(value: Route.show(show.id)) {
                    ShowRow(show: show)
                }
                .swipeActions(edge: .trailing) {
                    Button(library.followed.contains(show.id) ? "Unfollow" : "Follow") { library.toggleFollow(show) }
                        .tint(.orange)
                }
                .contextMenu {
                    Button(library.followed.contains(show.id) ? "Unfollow" : "Follow", systemImage: "heart") { library.toggleFollow(show) }
                }
            }
        }
        .navigationTitle("Library")
        .overlay {
            if shown.isEmpty {
                ContentUnavailableView("No Shows", systemImage: "books.vertical", description: Text("Follow a show to see it here."))
            }
        }
    }
}

struct SearchView: View {
    @Environment(Library.self) private var library
    @State private var query = ""

    var body: some View {
        List(library.search(query)) { show in
            NavigationLink(value: Route.show(show.id)) {
                ShowRow(show: show)
            }
        }
        .navigationTitle("Search")
        .searchable(text: $query, prompt: "Shows and hosts")
        .searchSuggestions {
            ForEach(Topic.allCases) { topic in
                Label(topic.title, systemImage: topic.symbol).searchCompletion(topic.title)
            }
        }
        .overlay {
            if !query.isEmpty && library.search(query).isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
    }
}

struct StationView: View {
    @Environment(Library.self) private var library
    let station: Station

    var body: some View {
        List(library.shows(about: station.topic).flatMap(\.episodes)) { episode in
            EpisodeRow(episode: episode)
        }
        .navigationTitle(station.name)
    }
}

// MARK: - Screens

struct TopicView: View {
    @Environment(Library.self) private var library
    let topic: Topic

    var body: some View {
        List(library.shows(about: topic)) { show in
            NavigationLink(value: Route.show(show.id)) {
                ShowRow(show: show)
            }
        }
        .navigationTitle(topic.title)
    }
}

struct ShowView: View {
    @Environment(Library.self) private var library
    let showID: Show.ID

    var body: some View {
        if let show = library.show(showID) {
            List {
                Section {
                    HStack(spacing: 16) {
                        Artwork(topic: show.topic, size: 72)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(show.title).font(.title2).bold()
                            Text(show.host).foregroundStyle(.secondary)
                            Button(library.followed.contains(show.id) ? "Following" : "Follow") { library.toggleFollow(show) }
                                .buttonStyle(.borderedProminent)
                                .controlSize(.small)
                        }
                    }
                }
                Section("Episodes") {
                    ForEach(show.episodes) { episode in
                        EpisodeRow(episode: episode)
                    }
                }
            }
            .navigationTitle(show.title)
        } else {
            ContentUnavailableView("Show Not Found", systemImage: "exclamationmark.triangle")
        }
    }
}

struct EpisodeView: View {
    @Environment(Library.self) private var library
    @Environment(Router.self) private var router
    let episodeID: Episode.ID

    var body: some View {
        if let episode = library.episode(episodeID) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(episode.title).font(.title).bold()
                    Text("\(episode.minutes) min").foregroundStyle(.secondary)
                    Text(episode.summary)
                    HStack(spacing: 12) {
                        Button("Play", systemImage: "arrow.down.circle") { router.sheet = .nowPlaying(episode.id) }
                            .buttonStyle(.borderedProminent)
                        Button(library.played.contains(episode.id) ? "Mark Unplayed" : "Mark Played") {
                            if library.played.contains(episode.id) { library.played.remove(episode.id) } else { library.played.insert(episode.id) }
                        }
                        .buttonStyle(.bordered)
                    }
                }
                .padding()
            }
            .navigationTitle(episode.title)
        }
    }
}

// MARK: - Rows

struct ShowRow: View {
    let show: Show

    var body: some View {
        HStack(spacing: 12) {
            Artwork(topic: show.topic, size: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(show.title).font(.headline)
                Text(show.host).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

struct EpisodeRow: View {
    @Environment(Library.self) private var library
    @Environment(Router.self) private var router
    let episode: Episode

    var body: some View {
        NavigationLink(value: Route.episode(episode.id)) {
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.headline)
                    .foregroundStyle(library.played.contains(episode.id) ? .secondary : .primary)
                Text("\(episode.minutes) min · \(library.show(episode.showID)?.title ?? "")")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .swipeActions(edge: .leading) {
            Button("Play") { router.sheet = .nowPlaying(episode.id) }
                .tint(.green)
        }
    }
}

struct Artwork: View {
    let topic: Topic
    let size: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: size / 6)
            .fill(topic.color)
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: topic.symbol)
                    .foregroundStyle(.white)
            }
    }
}

// MARK: - Sheets

struct NowPlayingView: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss
    let episodeID: Episode.ID
    @State private var isPlaying = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                if let episode = library.episode(episodeID), let show = library.show(episode.showID) {
                    Artwork(topic: show.topic, size: 160)
                    Text(episode.title).font(.title2).bold()
                    Text(show.title).foregroundStyle(.secondary)
                    Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                }
            }
            .frame(maxWidth: .infinity)
            .padding()
            .navigationTitle("Now Playing")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        library.played.insert(episodeID)
                        dismiss()
                    }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

struct NewStationView: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var topic = Topic.news

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Topic", selection: $topic) {
                    ForEach(Topic.allCases) { topic in
                        Text(topic.title).tag(topic)
                    }
                }
            }
            .navigationTitle("New Station")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        library.stations.append(Station(id: name.lowercased(), name: name, topic: topic))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("autoplay") private var autoplay = true
    @AppStorage("skipSeconds") private var skipSeconds = 30

    var body: some View {
        NavigationStack {
            Form {
                Section("Playback") {
                    Toggle("Play Next Episode", isOn: $autoplay)
                    Picker("Skip Forward", selection: $skipSeconds) {
                        Text("15 seconds").tag(15)
                        Text("30 seconds").tag(30)
                        Text("45 seconds").tag(45)
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
